//! A throwaway PostgreSQL server for tests and benchmarks: `initdb` into a temporary directory,
//! `pg_ctl start` listening only on a Unix socket in that directory, stopped and deleted when
//! the process that started it ends.
//!
//! [`TestServer::shared`] starts one per process (a test binary) and panics, with what went
//! wrong, when it cannot: tests that need PostgreSQL fail, they never skip.
//! [`TestServer::database`] gives each test a fresh database of its own.
//!
//! The server's programs are looked for in `PG_BIN_DIR`, then on `PATH`, then in Debian's
//! `/usr/lib/postgresql/<version>/bin` (`.ci/run` installs the `postgresql` package when none
//! is found). `initdb` refuses to run as root: then the server runs as the user named by
//! `PG_TEST_USER`, else `postgres` if it exists, else `nobody`, through `runuser`.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU64, Ordering};

/// The port number (only the name of the socket file: the server listens on no TCP port).
const PORT: u16 = 5432;
/// The database superuser `initdb` creates.
const SUPERUSER: &str = "postgres";

/// A running throwaway server.
#[derive(Debug)]
pub struct TestServer {
    /// The temporary directory holding the cluster (`data/`), the socket and the log.
    dir: PathBuf,
    bin: PathBuf,
    /// The user the server runs as, when this process is root.
    run_as: Option<String>,
}

static SHARED: OnceLock<TestServer> = OnceLock::new();
static DATABASES: AtomicU64 = AtomicU64::new(0);
static SERVERS: AtomicU64 = AtomicU64::new(0);

impl TestServer {
    /// The server of this process, started at the first call.
    ///
    /// # Panics
    /// When the server cannot be started, with the reason: a test that needs PostgreSQL fails.
    pub fn shared() -> &'static TestServer {
        SHARED.get_or_init(|| {
            TestServer::start().unwrap_or_else(|e| {
                panic!("this test needs a PostgreSQL server and none could be started: {e}")
            })
        })
    }

    /// Starts a new server (initdb, then pg_ctl start). It is stopped, and its directory
    /// deleted, when this process ends (or earlier by [`TestServer::stop`]).
    pub fn start() -> Result<TestServer, String> {
        let bin = find_bin_dir()?;
        let run_as = if is_root() {
            Some(std::env::var("PG_TEST_USER").unwrap_or_else(|_| {
                if user_exists("postgres") {
                    "postgres".into()
                } else {
                    "nobody".into()
                }
            }))
        } else {
            None
        };
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.subsec_nanos());
        let dir = std::env::temp_dir().join(format!(
            "pg-test-{}-{}-{nanos}",
            std::process::id(),
            SERVERS.fetch_add(1, Ordering::Relaxed)
        ));
        std::fs::create_dir(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
        let server = TestServer { dir, bin, run_as };
        if let Some(user) = &server.run_as {
            let (uid, gid) = ids(user)?;
            std::os::unix::fs::chown(&server.dir, Some(uid), Some(gid))
                .map_err(|e| format!("cannot give {} to {user}: {e}", server.dir.display()))?;
        }
        server.watch();
        let data = server.data_dir();
        server.run(
            "initdb",
            &[
                "--auth=trust",
                "--encoding=UTF8",
                "--no-sync",
                "--username",
                SUPERUSER,
                "-D",
                &data,
            ],
        )?;
        server.pg_ctl_start()?;
        Ok(server)
    }

    /// The directory of the socket (and of the cluster).
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The address of database `name` on this server.
    pub fn url(&self, name: &str) -> String {
        format!(
            "postgres://{SUPERUSER}@{}:{PORT}/{name}",
            percent_encode(&self.dir.display().to_string())
        )
    }

    /// Creates a new, empty database and returns its address.
    pub fn database(&self) -> String {
        let name = format!(
            "test_{}_{}",
            std::process::id(),
            DATABASES.fetch_add(1, Ordering::Relaxed)
        );
        let mut client = postgres::Client::connect(&self.url("postgres"), postgres::NoTls)
            .unwrap_or_else(|e| panic!("cannot connect to the test server: {e}"));
        client
            .batch_execute(&format!("CREATE DATABASE {name}"))
            .unwrap_or_else(|e| panic!("cannot create database {name}: {e}"));
        self.url(&name)
    }

    /// Crashes the server (`pg_ctl stop -m immediate`: every server process quits at once,
    /// without a checkpoint, as in a power cut of the server alone), then starts it again,
    /// which replays the write-ahead log.
    pub fn crash_and_restart(&self) -> Result<(), String> {
        let data = self.data_dir();
        self.run("pg_ctl", &["-D", &data, "-m", "immediate", "-w", "stop"])?;
        self.pg_ctl_start()
    }

    /// Stops the server and deletes its directory.
    pub fn stop(self) {
        let data = self.data_dir();
        let _ = self.run("pg_ctl", &["-D", &data, "-m", "immediate", "-w", "stop"]);
        let _ = std::fs::remove_dir_all(&self.dir);
    }

    fn data_dir(&self) -> String {
        self.dir.join("data").display().to_string()
    }

    fn pg_ctl_start(&self) -> Result<(), String> {
        let data = self.data_dir();
        let log = self.dir.join("server.log").display().to_string();
        let options = format!(
            "-c listen_addresses='' -k {} -p {PORT} -c fsync=on -c synchronous_commit=on \
             -c max_connections=200 -c shared_buffers=32MB",
            self.dir.display()
        );
        self.run(
            "pg_ctl",
            &[
                "-D", &data, "-l", &log, "-o", &options, "-w", "-t", "60", "start",
            ],
        )
        .map_err(|e| {
            let log = std::fs::read_to_string(&log).unwrap_or_default();
            format!("{e}\nserver log:\n{log}")
        })
    }

    /// Runs one of the server's programs (as the server's user), failing with its output.
    fn run(&self, program: &str, args: &[&str]) -> Result<(), String> {
        let path = self.bin.join(program);
        let mut command = match &self.run_as {
            Some(user) => {
                let mut c = Command::new("runuser");
                c.args(["-u", user, "--"]).arg(&path);
                c
            }
            None => Command::new(&path),
        };
        let output = command
            .args(args)
            .current_dir(&self.dir)
            .stdin(Stdio::null())
            .output()
            .map_err(|e| format!("cannot run {}: {e}", path.display()))?;
        if output.status.success() {
            Ok(())
        } else {
            Err(format!(
                "{} {} failed ({}){}:\n{}{}",
                path.display(),
                args.join(" "),
                output.status,
                self.run_as
                    .as_ref()
                    .map(|u| format!(" as user {u}"))
                    .unwrap_or_default(),
                String::from_utf8_lossy(&output.stdout),
                String::from_utf8_lossy(&output.stderr)
            ))
        }
    }

    /// Starts a watchdog that stops the server and deletes its directory once this process
    /// is gone, however it ends (a test binary never drops its statics).
    fn watch(&self) {
        let pg_ctl = self.bin.join("pg_ctl");
        let stop = match &self.run_as {
            Some(user) => format!("runuser -u {user} -- '{}'", pg_ctl.display()),
            None => format!("'{}'", pg_ctl.display()),
        };
        let script = format!(
            "while kill -0 {pid} 2>/dev/null; do sleep 0.2; done; \
             {stop} -D '{data}' -m immediate -w stop >/dev/null 2>&1; rm -rf '{dir}'",
            pid = std::process::id(),
            data = self.data_dir(),
            dir = self.dir.display(),
        );
        // Not waited for: it outlives this process on purpose.
        let _ = Command::new("sh")
            .args(["-c", &script])
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn();
    }
}

fn percent_encode(path: &str) -> String {
    path.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                (b as char).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect()
}

/// Where `initdb`, `pg_ctl` and `postgres` are.
fn find_bin_dir() -> Result<PathBuf, String> {
    let has_all = |dir: &Path| {
        ["initdb", "pg_ctl", "postgres"]
            .iter()
            .all(|p| dir.join(p).is_file())
    };
    if let Some(dir) = std::env::var_os("PG_BIN_DIR") {
        let dir = PathBuf::from(dir);
        return if has_all(&dir) {
            Ok(dir)
        } else {
            Err(format!(
                "PG_BIN_DIR={} lacks initdb, pg_ctl or postgres",
                dir.display()
            ))
        };
    }
    if let Some(path) = std::env::var_os("PATH")
        && let Some(dir) = std::env::split_paths(&path).find(|dir| has_all(dir))
    {
        return Ok(dir);
    }
    let mut debian: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
        .into_iter()
        .flatten()
        .flatten()
        .map(|entry| entry.path().join("bin"))
        .filter(|dir| has_all(dir))
        .collect();
    debian.sort_by_key(|dir| {
        dir.parent()
            .and_then(|v| v.file_name())
            .and_then(|v| v.to_str())
            .and_then(|v| v.parse::<u32>().ok())
    });
    debian.pop().ok_or_else(|| {
        "initdb, pg_ctl and postgres were not found (PG_BIN_DIR, PATH, \
         /usr/lib/postgresql/*/bin): install PostgreSQL (Debian: apt-get install postgresql; \
         .ci/run does it)"
            .to_string()
    })
}

fn is_root() -> bool {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|status| {
            status
                .lines()
                .find_map(|line| line.strip_prefix("Uid:"))
                .and_then(|ids| ids.split_whitespace().nth(1).map(|euid| euid == "0"))
        })
        .unwrap_or(false)
}

fn user_exists(user: &str) -> bool {
    Command::new("id")
        .arg(user)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

fn ids(user: &str) -> Result<(u32, u32), String> {
    let id = |flag: &str| -> Result<u32, String> {
        let output = Command::new("id")
            .args([flag, user])
            .output()
            .map_err(|e| format!("cannot run id: {e}"))?;
        String::from_utf8_lossy(&output.stdout)
            .trim()
            .parse()
            .map_err(|_| format!("no such user {user} to run PostgreSQL as (PG_TEST_USER)"))
    };
    Ok((id("-u")?, id("-g")?))
}
