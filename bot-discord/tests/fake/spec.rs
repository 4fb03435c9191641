//! Discord's API schemas for the fake: the npm package `discord-api-spec` (zod schemas and path
//! types generated from Discord's official OpenAPI document) and the `zod` it is written for,
//! vendored under `tests/fake/vendor/` (the files the check loads, with their MIT licences:
//! nothing is fetched at test time), and a Node process that checks request bodies.

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::Mutex;

/// The vendored versions: the spec package and the zod it is written for (its peer
/// dependency). To update, `npm install` both into a scratch prefix and copy the same files.
pub const SPEC_PACKAGE: &str = "discord-api-spec@10.0.266135";
pub const ZOD_PACKAGE: &str = "zod@4.1.12";

/// The directory holding both vendored packages.
pub fn vendored() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fake/vendor")
}

/// One Node process checking bodies against the schema of their path and method.
pub struct Validator {
    io: Mutex<(Child, ChildStdin, BufReader<ChildStdout>)>,
}

impl Validator {
    pub fn start() -> Validator {
        let dir = vendored();
        let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fake/validate.mjs");
        let mut child = Command::new("node")
            .arg(script)
            .arg(dir)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("node must be installed to check requests against discord-api-spec");
        let stdin = child.stdin.take().unwrap();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        let validator = Validator {
            io: Mutex::new((child, stdin, stdout)),
        };
        // Node loads the schemas (seconds on a busy machine) before it answers: asked once
        // here, so that no request's time at the fake (its rate-limit windows, its
        // interactions' deadlines) includes the validator's start.
        let (_, error) = validator.check("GET", "/gateway/bot", None);
        assert!(error.is_none(), "the validator answers: {error:?}");
        validator
    }

    /// The route template the request matched ("?" for none), and why the body does not fit.
    pub fn check(
        &self,
        method: &str,
        path: &str,
        body: Option<&serde_json::Value>,
    ) -> (String, Option<String>) {
        match self.ask(method, path, body) {
            Ok(answer) => {
                let route = answer["route"].as_str().unwrap_or("?").to_string();
                let error = (answer["ok"] != true)
                    .then(|| answer["error"].as_str().unwrap_or("?").to_string());
                (route, error)
            }
            Err(e) => ("?".into(), Some(e)),
        }
    }

    fn ask(
        &self,
        method: &str,
        path: &str,
        body: Option<&serde_json::Value>,
    ) -> Result<serde_json::Value, String> {
        let line = serde_json::json!({ "method": method, "path": path, "body": body });
        let mut io = self.io.lock().unwrap();
        let (_, stdin, stdout) = &mut *io;
        writeln!(stdin, "{line}").map_err(|e| e.to_string())?;
        stdin.flush().map_err(|e| e.to_string())?;
        let mut answer = String::new();
        stdout.read_line(&mut answer).map_err(|e| e.to_string())?;
        serde_json::from_str(&answer).map_err(|e| format!("validator said {answer:?}: {e}"))
    }
}

impl Drop for Validator {
    fn drop(&mut self) {
        if let Ok(mut io) = self.io.lock() {
            let _ = io.0.kill();
            let _ = io.0.wait();
        }
    }
}
