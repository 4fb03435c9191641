//! Running the real `cards` binary from the integration tests.

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs `cards ARGS` with `stdin` as its standard input and waits for it.
pub fn cards(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_cards"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the cards binary starts");
    child
        .stdin
        .take()
        .expect("stdin is piped")
        .write_all(stdin)
        .expect("stdin takes the input");
    child.wait_with_output().expect("the cards binary finishes")
}
