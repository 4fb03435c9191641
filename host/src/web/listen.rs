//! The web server's accept loop: each connection served by hyper's HTTP/1 with upgrades (the
//! sockets), a client that sends no complete request head within the header-read timeout
//! disconnected (a slow client holds no connection: "slowloris"), Nagle off (a view is sent at
//! once, not held for an ACK), and the peer's address handed to the routes as
//! [`ConnectInfo`]. (`axum::serve` sets no timer on hyper, so its header timeout never fires.)

use std::io;
use std::net::SocketAddr;
use std::time::Duration;

use axum::Router;
use axum::extract::ConnectInfo;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use tokio::net::TcpListener;
use tower::ServiceExt;

/// How long a client has to send its request's head by default.
pub const HEADER_READ_TIMEOUT: Duration = Duration::from_secs(5);

/// How long the loop rests after an accept that failed for want of resources (the process's
/// files used up), before it accepts again.
const ACCEPT_REST: Duration = Duration::from_secs(1);

/// Serves `app` on `listener` until the task is dropped.
pub(super) async fn serve(listener: TcpListener, app: Router, header_read_timeout: Duration) {
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(header_read_timeout);
    loop {
        let (stream, peer) = match listener.accept().await {
            Ok(accepted) => accepted,
            Err(error) if is_connection_error(&error) => continue,
            Err(error) => {
                tracing::error!(%error, "the web server could not accept a connection");
                tokio::time::sleep(ACCEPT_REST).await;
                continue;
            }
        };
        if let Err(error) = stream.set_nodelay(true) {
            tracing::debug!(%error, "a web connection keeps Nagle's algorithm");
        }
        let service = app
            .clone()
            .map_request(move |mut request: hyper::Request<Incoming>| {
                request.extensions_mut().insert(ConnectInfo(peer));
                request
            });
        let connection = http
            .serve_connection(TokioIo::new(stream), TowerToHyperService::new(service))
            .with_upgrades();
        tokio::spawn(async move {
            if let Err(error) = connection.await {
                tracing::debug!(%error, "a web connection ended");
            }
        });
    }
}

/// An error of one connection (the client went away), not of the listener.
fn is_connection_error(error: &io::Error) -> bool {
    matches!(
        error.kind(),
        io::ErrorKind::ConnectionRefused
            | io::ErrorKind::ConnectionAborted
            | io::ErrorKind::ConnectionReset
    )
}

/// The peer's address as the routes see it.
pub(super) type Peer = ConnectInfo<SocketAddr>;
