//! `cards admin`: an operator's tools on a bot's data directory.
//!
//! - `backup --data DIR OUT`: a consistent snapshot of the store, taken by the running bot
//!   when one holds the directory (see `host::ops::backup`), else directly.
//! - `restore SNAPSHOT --data DIR --bot telegram|discord`: loads a snapshot into an empty data
//!   directory, laid out as that bot expects (`DIR/store` for Telegram, `DIR` for Discord).
//! - `inspect --data DIR`: the tables, users, leagues and chips at a glance. Read-only: it reads a copy
//!   (the running bot's snapshot, or a copy of the stopped bot's files), never the directory.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;

use clap::{Args, Subcommand, ValueEnum};
use game::league::Phase;
use game::table::{Service, Status};
use host::ops::backup::{self, Taken};
use storage::{SledStore, Space, Store};

/// The operator's commands.
#[derive(Subcommand)]
pub enum AdminCommand {
    /// Write a consistent snapshot of a bot's store to OUT (while the bot runs, it takes it).
    Backup(BackupArgs),
    /// Load a snapshot into an empty data directory.
    Restore(RestoreArgs),
    /// Print the tables, users, leagues and chips of a data directory (read-only).
    Inspect(InspectArgs),
}

#[derive(Args)]
pub struct BackupArgs {
    /// The bot's data directory (its DATA_DIR).
    #[arg(long)]
    data: PathBuf,
    /// Where to write the snapshot.
    out: PathBuf,
    /// How long to wait for a running bot to take it, in seconds.
    #[arg(long, default_value_t = 60)]
    wait: u64,
}

/// Which bot a data directory is for (they lay their store out differently).
#[derive(Clone, Copy, ValueEnum)]
pub enum Bot {
    /// The store in DATA_DIR/store.
    Telegram,
    /// The store in DATA_DIR itself.
    Discord,
}

#[derive(Args)]
pub struct RestoreArgs {
    /// The snapshot file (from `cards admin backup`).
    snapshot: PathBuf,
    /// The data directory to fill: missing or empty.
    #[arg(long)]
    data: PathBuf,
    /// The bot the data directory is for.
    #[arg(long, value_enum)]
    bot: Bot,
}

#[derive(Args)]
pub struct InspectArgs {
    /// The bot's data directory (its DATA_DIR).
    #[arg(long)]
    data: PathBuf,
    /// How long to wait for a running bot's snapshot, in seconds.
    #[arg(long, default_value_t = 60)]
    wait: u64,
}

/// Runs an admin command: exit 0 done, 1 it failed (the reason on standard error).
pub fn run(command: &AdminCommand) -> ExitCode {
    let result = match command {
        AdminCommand::Backup(args) => run_backup(args),
        AdminCommand::Restore(args) => run_restore(args),
        AdminCommand::Inspect(args) => run_inspect(args),
    };
    match result {
        Ok(report) => {
            print!("{report}");
            ExitCode::SUCCESS
        }
        Err(why) => {
            eprintln!("cards admin: {why}");
            ExitCode::FAILURE
        }
    }
}

fn run_backup(args: &BackupArgs) -> Result<String, String> {
    let taken = backup::backup(&args.data, &args.out, Duration::from_secs(args.wait))?;
    Ok(match taken {
        Taken::Directly(summary) => format!(
            "{}: {} bytes, {} entries (no bot running: taken directly)\n",
            args.out.display(),
            summary.bytes,
            summary.trees.values().sum::<u64>()
        ),
        Taken::ByTheBot(bytes) => format!(
            "{}: {bytes} bytes (taken by the running bot)\n",
            args.out.display()
        ),
    })
}

fn run_restore(args: &RestoreArgs) -> Result<String, String> {
    let dir = match args.bot {
        Bot::Telegram => args.data.join("store"),
        Bot::Discord => args.data.clone(),
    };
    let summary = storage::snapshot::restore(&args.snapshot, &dir).map_err(|e| e.to_string())?;
    Ok(format!(
        "restored {} entries into {}\n",
        summary.trees.values().sum::<u64>(),
        dir.display()
    ))
}

fn run_inspect(args: &InspectArgs) -> Result<String, String> {
    let copy = scratch(&args.data)?;
    let store = read_only_copy(&args.data, copy.path(), Duration::from_secs(args.wait))?;
    let service = host::codec::load(&store, 0).map_err(|e| e.to_string())?;
    let counts = store.counts().map_err(|e| e.to_string())?;
    let history = store
        .scan(Space::History, b"")
        .map_err(|e| e.to_string())?
        .len();
    Ok(report(&service, &counts, history))
}

/// A scratch directory for inspect's copy, under `DATA_DIR/backups` (made for its owner alone):
/// the bot writes its snapshot there, where it may (a systemd unit's `PrivateTmp` hides the
/// admin's `/tmp` from it). Removed when dropped.
fn scratch(data_dir: &Path) -> Result<tempfile::TempDir, String> {
    let root = data_dir.join(backup::BACKUPS_DIR);
    let mut builder = std::fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    std::os::unix::fs::DirBuilderExt::mode(&mut builder, 0o700);
    builder
        .create(&root)
        .map_err(|e| format!("{}: {e}", root.display()))?;
    tempfile::Builder::new()
        .prefix("inspect-")
        .tempdir_in(&root)
        .map_err(|e| format!("a scratch directory in {}: {e}", root.display()))
}

/// Opens a copy of the store of `data_dir` in `scratch`: the running bot's snapshot, or the
/// stopped bot's files copied.
fn read_only_copy(data_dir: &Path, scratch: &Path, wait: Duration) -> Result<SledStore, String> {
    let source = backup::store_dir(data_dir);
    if !source.join("db").is_file() {
        return Err(format!("no store in {}", data_dir.display()));
    }
    let copy = scratch.join("store");
    let snapshot = scratch.join("snapshot");
    match backup::request_if_running(data_dir, &snapshot, wait)? {
        true => {
            storage::snapshot::restore(&snapshot, &copy).map_err(|e| e.to_string())?;
        }
        false => copy_dir(&source, &copy, &data_dir.join(backup::BACKUPS_DIR))
            .map_err(|e| format!("copying {}: {e}", source.display()))?,
    }
    SledStore::open(&copy).map_err(|e| e.to_string())
}

/// Copies a store's files, but not `skip` (the backups, which hold the copy itself when the
/// store is the data directory).
fn copy_dir(from: &Path, to: &Path, skip: &Path) -> std::io::Result<()> {
    std::fs::create_dir_all(to)?;
    for entry in std::fs::read_dir(from)? {
        let entry = entry?;
        let target = to.join(entry.file_name());
        if entry.path() == skip {
            continue;
        }
        if entry.file_type()?.is_dir() {
            copy_dir(&entry.path(), &target, skip)?;
        } else if entry.file_name() != "storage.lock" {
            std::fs::copy(entry.path(), target)?;
        }
    }
    Ok(())
}

/// Each league in a line: its name, chat, game and format, where its season stands, its
/// entrants and fixtures.
fn leagues(service: &Service) -> String {
    let mut out = format!("leagues: {}\n", service.leagues.len());
    for l in service.leagues.values() {
        let state = match l.phase {
            _ if l.season_ended() => "ended",
            Phase::Registration => "registering",
            Phase::Running => "running",
            Phase::Finished => "finished",
        };
        // Those who withdrew during this season (one who withdrew while it registered, or in
        // an earlier season, is in no count of it).
        let withdrawn = l.ranking().iter().filter(|r| r.withdrawn).count();
        let played = l.fixtures.iter().filter(|f| f.result.is_some()).count();
        out.push_str(&format!(
            "  #{} «{}» in {}: {} {}, season {} {state}; {} entrants{}; fixtures {played} played, {} left\n",
            l.id,
            l.name,
            l.chat.0,
            l.game().name(),
            l.format.code(),
            l.season_number(),
            l.active().len(),
            if withdrawn > 0 {
                format!(" ({withdrawn} withdrawn)")
            } else {
                String::new()
            },
            l.fixtures.len() - played,
        ));
    }
    out
}

/// The tables, users, leagues and chips, as text.
fn report(service: &Service, counts: &storage::Counts, history: usize) -> String {
    let mut out = String::new();
    let live = |t: &&game::table::Table| matches!(t.status, Status::Gathering | Status::Playing);
    let live_tables: Vec<_> = service.tables.values().filter(live).collect();
    out.push_str(&format!(
        "tables: {} live, {} ended, {} in the history\n",
        live_tables.len(),
        service.tables.len() - live_tables.len(),
        history
    ));
    for t in service.tables.values() {
        let status = match &t.status {
            Status::Gathering => "gathering".to_string(),
            Status::Playing => format!("playing, move {}", t.turn),
            Status::Finished { .. } => "finished".to_string(),
            Status::Cancelled => "closed".to_string(),
        };
        let seats: Vec<String> = t
            .seats
            .iter()
            .map(|s| match (&s.user, s.computer) {
                (Some(user), _) => format!("{} ({})", s.name, user.0),
                (None, true) => format!("{} (computer)", s.name),
                (None, false) => "-".to_string(),
            })
            .collect();
        out.push_str(&format!(
            "  #{} {} in {}: {status}; pot {}; {}\n",
            t.id,
            t.settings.game.name(),
            t.chat.0,
            t.pot_total(),
            seats.join(", ")
        ));
    }
    out.push_str(&format!("users: {}\n", service.users.len()));
    for (id, user) in &service.users {
        out.push_str(&format!(
            "  {} {}: {} chips, {} games, {} won\n",
            id.0, user.name, user.balance, user.games, user.wins
        ));
    }
    out.push_str(&leagues(service));
    let balances: u64 = service.users.values().map(|u| u.balance).sum();
    let held: u64 = service.tables.values().map(|t| t.pot_total()).sum();
    let granted = service.meta.granted;
    out.push_str(&format!(
        "chips: {balances} in balances + {held} held at tables = {} of {granted} granted{}\n",
        balances + held,
        if balances + held == granted {
            ""
        } else {
            "  (MISMATCH)"
        }
    ));
    out.push_str(&format!(
        "keys: {} tables, {} log, {} users, {} chats, {} history, {} meta; {} idempotency keys\n",
        counts.of(Space::Tables),
        counts.of(Space::Log),
        counts.of(Space::Users),
        counts.of(Space::Chats),
        counts.of(Space::History),
        counts.of(Space::Meta),
        counts.keys
    ));
    out
}

#[cfg(test)]
mod tests {
    use game::league::{Charter, Format};
    use game::table::leagues::RuleKind;
    use game::table::{Action, ChatId, GameKind, Input, LeagueAction, Service, Settings, UserId};

    /// `cards admin inspect` said nothing of leagues: each now has its line.
    #[test]
    fn inspect_summarises_each_league() {
        let mut service = Service::new(1);
        let send = |service: &mut Service, who: u32, request: LeagueAction| {
            service.handle(Input {
                now: 1_700_000_000_000,
                chat: ChatId("tg:-100".into()),
                user: UserId(format!("tg:{who}")),
                name: format!("P{who}"),
                locale: None,
                action: Action::League { request },
            });
        };
        send(
            &mut service,
            9,
            LeagueAction::New {
                charter: Charter {
                    name: "Cup".into(),
                    conditions: Settings::new(GameKind::Durak),
                    format: Format::RoundRobin,
                    rounds: 0,
                    reach: 3,
                    days: 7,
                    at_deadline: Default::default(),
                },
                admin: true,
            },
        );
        for who in [1, 2, 3] {
            send(&mut service, who, LeagueAction::Join { league: None });
        }
        // P3 withdraws while it registers and registers again: still one entrant.
        send(
            &mut service,
            3,
            LeagueAction::Leave {
                league: None,
                confirmed: false,
            },
        );
        send(&mut service, 3, LeagueAction::Join { league: None });
        send(
            &mut service,
            9,
            LeagueAction::Start {
                league: None,
                admin: false,
            },
        );
        send(
            &mut service,
            9,
            LeagueAction::Rule {
                league: None,
                number: 1,
                ruling: RuleKind::Award { side: 1 },
                reason: "no show".into(),
                handle: None,
            },
        );
        assert_eq!(
            super::leagues(&service),
            "leagues: 1\n  #1 «Cup» in tg:-100: durak roundrobin, season 1 running; 3 entrants; fixtures 1 played, 2 left\n"
        );
        // One who withdraws in season is counted apart.
        send(
            &mut service,
            3,
            LeagueAction::Leave {
                league: None,
                confirmed: true,
            },
        );
        assert!(
            super::leagues(&service).contains("; 2 entrants (1 withdrawn);"),
            "{}",
            super::leagues(&service)
        );
    }
}
