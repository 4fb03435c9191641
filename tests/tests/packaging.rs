//! The packaging: the Dockerfile's stages, its user and volume, and that the binaries it builds
//! and copies are exactly those the workspace builds; the compose example and the systemd unit
//! run those binaries. `docker build` itself runs only where Docker is and `DOCKER_BUILD=1`.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the workspace")
        .to_path_buf()
}

fn read(name: &str) -> String {
    std::fs::read_to_string(root().join(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// The workspace's binaries (`cargo metadata`): package name -> binary names.
fn workspace_binaries() -> Vec<(String, String)> {
    let out = Command::new(env!("CARGO"))
        .args([
            "metadata",
            "--no-deps",
            "--format-version",
            "1",
            "--offline",
        ])
        .arg("--manifest-path")
        .arg(root().join("Cargo.toml"))
        .output()
        .expect("cargo metadata");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let metadata: serde_json::Value = serde_json::from_slice(&out.stdout).expect("metadata");
    let mut bins = Vec::new();
    for package in metadata["packages"].as_array().expect("packages") {
        for target in package["targets"].as_array().expect("targets") {
            if target["kind"]
                .as_array()
                .is_some_and(|k| k.iter().any(|k| k == "bin"))
            {
                bins.push((
                    package["name"].as_str().unwrap_or_default().to_string(),
                    target["name"].as_str().unwrap_or_default().to_string(),
                ));
            }
        }
    }
    bins
}

/// A Dockerfile's instructions, continuation lines joined, comments dropped.
fn instructions(text: &str) -> Vec<(String, String)> {
    let mut joined = String::new();
    let mut out = Vec::new();
    for line in text.lines() {
        let line = line.trim();
        if line.starts_with('#') || line.is_empty() && joined.is_empty() {
            continue;
        }
        match line.strip_suffix('\\') {
            Some(part) => {
                joined.push_str(part);
                joined.push(' ');
            }
            None => {
                joined.push_str(line);
                let (op, rest) = joined.split_once(' ').unwrap_or((&joined, ""));
                out.push((op.to_uppercase(), rest.trim().to_string()));
                joined.clear();
            }
        }
    }
    out
}

#[test]
fn the_dockerfile_builds_the_workspace_binaries_into_a_small_image_run_by_a_user_of_its_own() {
    let bins = workspace_binaries();
    let bin_names: BTreeSet<String> = bins.iter().map(|(_, b)| b.clone()).collect();
    let packages: BTreeSet<String> = bins.iter().map(|(p, _)| p.clone()).collect();
    assert!(bin_names.contains("bot-telegram") && bin_names.contains("bot-discord"));

    let steps = instructions(&read("Dockerfile"));
    let stages: Vec<(usize, &str)> = steps
        .iter()
        .enumerate()
        .filter(|(_, (op, _))| op == "FROM")
        .map(|(i, (_, from))| (i, from.as_str()))
        .collect();
    assert_eq!(
        stages.len(),
        2,
        "a build stage and a runtime stage: {stages:?}"
    );
    assert!(stages[0].1.starts_with("rust:") && stages[0].1.ends_with(" AS build"));
    assert!(stages[1].1.contains("-slim") && stages[1].1.ends_with(" AS runtime"));
    let (build, runtime) = steps.split_at(stages[1].0);

    let built: String = build
        .iter()
        .filter(|(op, _)| op == "RUN")
        .map(|(_, cmd)| cmd.as_str())
        .find(|cmd| cmd.contains("cargo build"))
        .expect("a cargo build")
        .to_string();
    let segment = |word: &str| {
        built
            .split("&&")
            .find(|part| part.trim_start().starts_with(word))
            .unwrap_or_else(|| panic!("{word} in {built}"))
            .to_string()
    };
    let cargo = segment("cargo build");
    assert!(
        cargo.contains("--release") && cargo.contains("--locked"),
        "{cargo}"
    );
    let built_packages: BTreeSet<String> = cargo
        .split_whitespace()
        .collect::<Vec<_>>()
        .windows(2)
        .filter(|w| w[0] == "-p")
        .map(|w| w[1].to_string())
        .collect();
    assert_eq!(
        built_packages, packages,
        "every package with a binary, and only those"
    );
    let copied: BTreeSet<String> = segment("cp ")
        .split_whitespace()
        .filter_map(|w| w.strip_prefix("target/release/"))
        .map(str::to_string)
        .collect();
    assert_eq!(copied, bin_names, "the binaries the workspace builds");

    let last = |op: &str| {
        runtime
            .iter()
            .rev()
            .find(|(o, _)| o == op)
            .map(|(_, v)| v.as_str())
    };
    let into_image: BTreeSet<String> = runtime
        .iter()
        .filter(|(op, from)| op == "COPY" && from.starts_with("--from=build"))
        .flat_map(|(_, args)| {
            args.split_whitespace()
                .filter_map(|w| w.strip_prefix("/out/"))
        })
        .map(str::to_string)
        .collect();
    assert_eq!(into_image, bin_names);
    let user = last("USER").expect("a USER in the runtime stage");
    assert!(!matches!(user, "root" | "0" | "0:0"), "{user}");
    let user_made = runtime
        .iter()
        .any(|(op, cmd)| op == "RUN" && cmd.contains("useradd") && cmd.contains(user));
    assert!(user_made, "the user {user} is made in the image");
    assert!(last("VOLUME").is_some_and(|v| v.contains("\"/data\"")));
    assert!(
        runtime
            .iter()
            .any(|(op, env)| op == "ENV" && env.contains("DATA_DIR=/data")),
        "DATA_DIR is the volume"
    );
    let cmd = last("CMD").expect("a default command");
    assert!(
        bin_names.iter().any(|b| cmd == format!("[\"{b}\"]")),
        "{cmd}"
    );

    if std::env::var("DOCKER_BUILD").as_deref() == Ok("1")
        && Command::new("docker")
            .arg("info")
            .output()
            .is_ok_and(|out| out.status.success())
    {
        let status = Command::new("docker")
            .args(["build", "-t", "cards-bots:test", "."])
            .current_dir(root())
            .status()
            .expect("docker build");
        assert!(status.success(), "docker build");
    } else {
        println!("docker build skipped (set DOCKER_BUILD=1 where a Docker daemon runs)");
    }
}

#[test]
fn the_compose_example_and_the_systemd_unit_run_the_workspace_binaries() {
    let bins: BTreeSet<String> = workspace_binaries().into_iter().map(|(_, b)| b).collect();
    let compose = read("compose.yaml");
    let commands: Vec<&str> = compose
        .lines()
        .filter_map(|l| l.trim().strip_prefix("command: [\""))
        .filter_map(|l| l.strip_suffix("\"]"))
        .collect();
    assert_eq!(commands, ["bot-telegram", "bot-discord"]);
    assert!(commands.iter().all(|c| bins.contains(*c)));
    assert!(compose.contains("- telegram-data:/data") && compose.contains("- discord-data:/data"));

    let unit = read("deploy/cards-bot@.service");
    let value = |key: &str| {
        unit.lines()
            .find_map(|l| l.strip_prefix(&format!("{key}=")))
            .unwrap_or_else(|| panic!("{key}= in the unit"))
    };
    assert_eq!(value("ExecStart"), "/usr/local/bin/%i");
    assert_eq!(value("User"), "cards");
    assert_eq!(value("KillSignal"), "SIGTERM");
    assert!(value("Environment").starts_with("DATA_DIR=/var/lib/cards/%i"));
    for bin in ["bot-telegram", "bot-discord"] {
        assert!(
            bins.contains(bin) && unit.contains(&format!("cards-bot@{bin}")),
            "{bin}"
        );
    }
}
