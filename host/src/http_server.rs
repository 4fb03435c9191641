//! A small HTTP/1.1 server fit for an open port (the Telegram webhook) and for the operator's
//! metrics: whatever a client does, it cannot hold the server.
//!
//! - Headers must arrive within [`Limits::header_timeout`] (hyper's `header_read_timeout`,
//!   which needs a timer, here tokio's); it also closes a kept-alive connection left idle.
//! - At most [`Limits::connections`] connections are open at once. Past the cap a new
//!   connection takes the place of the oldest one that is not in the middle of a request
//!   (still sending its headers, or idle): a flood of connections that never finish their
//!   headers sheds itself, while a request being answered is never cut and a real client
//!   always gets in. Only when every connection is busy answering is the new one closed.
//! - Each request is answered within [`Limits::request_timeout`], else 503 (the handler is
//!   dropped: whatever it had handed over goes on, only its answer is lost).
//! - An accept error (out of file descriptors) is waited out, 100 ms and up to a second,
//!   instead of spinning.

use std::collections::BTreeMap;
use std::convert::Infallible;
use std::future::Future;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use http_body_util::Full;
use hyper::body::{Bytes, Incoming};
use hyper::{Request, Response, StatusCode};
use tokio::net::TcpListener;
use tokio::task::AbortHandle;

/// What one server allows its clients.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Connections open at once.
    pub connections: usize,
    /// The longest a client may take to send a request's headers (or stay idle between two).
    pub header_timeout: Duration,
    /// The longest one request may take, body and answer included.
    pub request_timeout: Duration,
}

impl Default for Limits {
    /// 1,024 connections, 10 s for the headers, 60 s for a request.
    fn default() -> Self {
        Limits {
            connections: 1_024,
            header_timeout: Duration::from_secs(10),
            request_timeout: Duration::from_secs(60),
        }
    }
}

/// The connections a server keeps open: `wanted`, but at most half the file descriptors the
/// process may hold (a soft limit of 1,024 is common), so that the cap is reached, and the
/// oldest idle connection shed, before accepting fails for want of descriptors.
pub fn connection_cap(wanted: usize) -> usize {
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit only writes the struct it is given, which lives on this stack.
    let read = unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) } == 0;
    let room = if read && limit.rlim_cur != libc::RLIM_INFINITY {
        usize::try_from(limit.rlim_cur / 2).unwrap_or(usize::MAX)
    } else {
        usize::MAX
    };
    wanted.min(room).max(MIN_CONNECTIONS)
}

/// The fewest connections a server keeps, whatever the descriptor limit.
const MIN_CONNECTIONS: usize = 16;

/// An answer with a status and a short plain-text body.
pub fn plain(status: StatusCode, body: impl Into<Bytes>) -> Response<Full<Bytes>> {
    let mut response = Response::new(Full::new(body.into()));
    *response.status_mut() = status;
    response
}

/// One open connection: whether it is answering a request now, and how to close it.
struct Slot {
    busy: Arc<AtomicBool>,
    abort: AbortHandle,
}

/// The open connections, oldest first (ids grow with time).
#[derive(Default)]
struct Open {
    next: u64,
    slots: BTreeMap<u64, Slot>,
}

type Registry = Arc<Mutex<Open>>;

fn lock(registry: &Registry) -> std::sync::MutexGuard<'_, Open> {
    registry.lock().unwrap_or_else(|e| e.into_inner())
}

/// Removes its connection from the registry when the connection's task ends, or is aborted.
struct Leave {
    registry: Registry,
    id: u64,
}

impl Drop for Leave {
    fn drop(&mut self) {
        lock(&self.registry).slots.remove(&self.id);
    }
}

/// Marks a connection busy while a request is being answered.
struct Busy(Arc<AtomicBool>);

impl Busy {
    fn start(flag: &Arc<AtomicBool>) -> Busy {
        flag.store(true, Ordering::Release);
        Busy(flag.clone())
    }
}

impl Drop for Busy {
    fn drop(&mut self) {
        self.0.store(false, Ordering::Release);
    }
}

/// The first wait after an accept error, and the longest.
const ACCEPT_BACKOFF: Duration = Duration::from_millis(100);
const ACCEPT_BACKOFF_MAX: Duration = Duration::from_secs(1);

/// Serves `listener` until the task is dropped: each request answered by `handle`, within
/// `limits`. `name` says whose server it is in the logs.
pub async fn serve<H, F>(listener: TcpListener, limits: Limits, name: &'static str, handle: H)
where
    H: Fn(Request<Incoming>) -> F + Clone + Send + Sync + 'static,
    F: Future<Output = Response<Full<Bytes>>> + Send + 'static,
{
    let registry: Registry = Arc::default();
    let cap = connection_cap(limits.connections);
    let mut backoff = ACCEPT_BACKOFF;
    loop {
        let stream = match listener.accept().await {
            Ok((stream, _)) => {
                backoff = ACCEPT_BACKOFF;
                stream
            }
            Err(error) => {
                tracing::warn!(%error, "{name}: accept failed; waiting {backoff:?}");
                tokio::time::sleep(backoff).await;
                backoff = (backoff * 2).min(ACCEPT_BACKOFF_MAX);
                continue;
            }
        };
        let mut open = lock(&registry);
        if open.slots.len() >= cap {
            let idle = open
                .slots
                .iter()
                .find(|(_, slot)| !slot.busy.load(Ordering::Acquire))
                .map(|(&id, _)| id);
            match idle.and_then(|id| open.slots.remove(&id)) {
                Some(oldest) => oldest.abort.abort(),
                None => {
                    drop(open);
                    tracing::debug!("{name}: every connection busy; a new one closed");
                    continue;
                }
            }
        }
        let id = open.next;
        open.next += 1;
        let busy = Arc::new(AtomicBool::new(false));
        let leave = Leave {
            registry: registry.clone(),
            id,
        };
        let task = tokio::spawn(connection(
            stream,
            limits,
            busy.clone(),
            handle.clone(),
            leave,
        ));
        // Still under the lock: the task's own removal comes after this insertion.
        open.slots.insert(
            id,
            Slot {
                busy,
                abort: task.abort_handle(),
            },
        );
    }
}

/// Serves one connection.
async fn connection<H, F>(
    stream: tokio::net::TcpStream,
    limits: Limits,
    busy: Arc<AtomicBool>,
    handle: H,
    leave: Leave,
) where
    H: Fn(Request<Incoming>) -> F + Clone + Send + Sync + 'static,
    F: Future<Output = Response<Full<Bytes>>> + Send + 'static,
{
    let _leave = leave;
    let service = hyper::service::service_fn(move |request| {
        let answering = Busy::start(&busy);
        let answer = handle(request);
        async move {
            let _answering = answering;
            let response = tokio::time::timeout(limits.request_timeout, answer)
                .await
                .unwrap_or_else(|_| plain(StatusCode::SERVICE_UNAVAILABLE, "too slow\n"));
            Ok::<_, Infallible>(response)
        }
    });
    let io = hyper_util::rt::TokioIo::new(stream);
    let served = hyper::server::conn::http1::Builder::new()
        .timer(hyper_util::rt::TokioTimer::new())
        .header_read_timeout(limits.header_timeout)
        .serve_connection(io, service)
        .await;
    if let Err(error) = served {
        tracing::debug!(%error, "a connection ended");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tokio::io::{AsyncReadExt, AsyncWriteExt};

    async fn get(addr: std::net::SocketAddr) -> String {
        let mut stream = tokio::net::TcpStream::connect(addr).await.expect("connect");
        stream
            .write_all(b"GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            .await
            .expect("send");
        let mut answer = String::new();
        let _ = stream.read_to_string(&mut answer).await;
        answer
    }

    /// Connections that never finish their headers, more than the cap: the oldest idle one
    /// makes way, so a real request is still answered; and the header timeout closes the
    /// rest.
    #[tokio::test]
    async fn silent_connections_past_the_cap_make_way_and_time_out() {
        let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind");
        let addr = listener.local_addr().expect("an address");
        let limits = Limits {
            connections: MIN_CONNECTIONS,
            header_timeout: Duration::from_millis(300),
            request_timeout: Duration::from_secs(5),
        };
        let server = tokio::spawn(serve(listener, limits, "test", |_| async {
            plain(StatusCode::OK, "hello\n")
        }));
        let mut silent = Vec::new();
        for _ in 0..3 * MIN_CONNECTIONS {
            let mut s = tokio::net::TcpStream::connect(addr).await.expect("connect");
            s.write_all(b"GET / HTTP/1.1\r\nHost").await.expect("half");
            silent.push(s);
        }
        let answer = get(addr).await;
        assert!(answer.starts_with("HTTP/1.1 200"), "{answer:?}");
        // The header timeout ends every silent one that was not shed (read returns EOF or
        // an error, never blocks for good).
        for mut s in silent {
            let mut rest = Vec::new();
            let _ = s.read_to_end(&mut rest).await;
        }
        server.abort();
    }

    /// A handler slower than the request deadline is answered 503.
    #[tokio::test]
    async fn a_request_past_its_deadline_is_answered_503() {
        let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind");
        let addr = listener.local_addr().expect("an address");
        let limits = Limits {
            request_timeout: Duration::from_millis(50),
            ..Limits::default()
        };
        let server = tokio::spawn(serve(listener, limits, "test", |_| async {
            std::future::pending::<()>().await;
            plain(StatusCode::OK, "never\n")
        }));
        let answer = get(addr).await;
        assert!(answer.starts_with("HTTP/1.1 503"), "{answer:?}");
        server.abort();
    }
}
