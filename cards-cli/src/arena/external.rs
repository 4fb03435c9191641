//! An external engine in the arena: a process spawned once (`sh -c COMMAND`) that answers the
//! engine protocol (docs/engine.md); each decision is one request carrying only what the seat
//! to act may know, and its answer is the move.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

use game::blot::BlotMatch;
use game::blot::rules::Seat;
use serde_json::Value;

use crate::engine::request::{self, Ask};

/// A running external engine.
pub struct External {
    command: String,
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl External {
    /// Starts `command` through the shell.
    pub fn spawn(command: &str) -> Result<External, String> {
        let mut child = Command::new("sh")
            .arg("-c")
            .arg(command)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .map_err(|err| format!("cannot start engine \"{command}\": {err}"))?;
        let input = child.stdin.take().ok_or("no engine stdin")?;
        let output = BufReader::new(child.stdout.take().ok_or("no engine stdout")?);
        Ok(External {
            command: command.to_string(),
            child,
            input,
            output,
        })
    }

    /// The engine's move for `seat`, which is to act in `game`, with the decision's `seed`.
    pub fn choose(&mut self, game: &BlotMatch, seat: Seat, seed: u64) -> Result<String, String> {
        let ask = request::write(game, seat, Ask::Move, seed);
        let failed = |what: &str| format!("engine \"{}\": {what}", self.command);
        writeln!(self.input, "{ask}")
            .and_then(|()| self.input.flush())
            .map_err(|err| failed(&format!("cannot write a request: {err}")))?;
        let mut line = String::new();
        match self.output.read_line(&mut line) {
            Ok(0) => return Err(failed("it stopped answering")),
            Ok(_) => {}
            Err(err) => return Err(failed(&format!("cannot read its answer: {err}"))),
        }
        let answer: Value = serde_json::from_str(&line)
            .map_err(|err| failed(&format!("its answer is not JSON: {err}")))?;
        if let Some(error) = answer.get("error") {
            return Err(failed(&format!("it answered an error: {error}")));
        }
        answer
            .get("move")
            .and_then(Value::as_str)
            .map(str::to_string)
            .ok_or_else(|| failed("its answer has no \"move\""))
    }
}

impl Drop for External {
    fn drop(&mut self) {
        // Closing its input ends a well-behaved engine; one that does not stop is stopped.
        let _ = self.input.flush();
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
