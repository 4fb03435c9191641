//! Discord's API schemas for the fake: the npm package `discord-api-spec` (zod schemas and path
//! types generated from Discord's official OpenAPI document), installed from the npm registry
//! on first use into the target directory, and a Node process that checks request bodies.

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::{Mutex, OnceLock};

/// The pinned versions: the spec package and the zod it is written for (its peer dependency).
pub const SPEC_PACKAGE: &str = "discord-api-spec@10.0.266135";
pub const ZOD_PACKAGE: &str = "zod@4.1.12";

/// The npm prefix holding both packages, installed once per target directory.
pub fn install() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let base = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
        let dir = base.join("discord-spec-10.0.266135");
        if dir
            .join("node_modules/discord-api-spec/build/discord-api-spec.zod.js")
            .exists()
            && dir.join("node_modules/zod/package.json").exists()
        {
            return dir;
        }
        let staging = base.join(format!("discord-spec-staging-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&staging);
        std::fs::create_dir_all(&staging).unwrap();
        let status = Command::new("npm")
            .args([
                "install",
                "--no-audit",
                "--no-fund",
                "--no-save",
                "--prefix",
            ])
            .arg(&staging)
            .args([SPEC_PACKAGE, ZOD_PACKAGE])
            .stdout(Stdio::null())
            .status()
            .expect("npm must be installed to fetch discord-api-spec");
        assert!(
            status.success(),
            "npm install {SPEC_PACKAGE} {ZOD_PACKAGE} failed"
        );
        // Another test process may have won the race; either copy is complete.
        if std::fs::rename(&staging, &dir).is_err() {
            let _ = std::fs::remove_dir_all(&staging);
        }
        dir
    })
}

/// One Node process checking bodies against the schema of their path and method.
pub struct Validator {
    io: Mutex<(Child, ChildStdin, BufReader<ChildStdout>)>,
}

impl Validator {
    pub fn start() -> Validator {
        let dir = install();
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
        Validator {
            io: Mutex::new((child, stdin, stdout)),
        }
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
