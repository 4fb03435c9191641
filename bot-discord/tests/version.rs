//! `bot-discord --version` answers without any configuration.

#[test]
fn the_version_is_printed_without_a_token() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_bot-discord"))
        .arg("--version")
        .env_remove("DISCORD_TOKEN")
        .output()
        .expect("run bot-discord");
    assert!(out.status.success());
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).trim(),
        format!("bot-discord {}", env!("CARGO_PKG_VERSION"))
    );
}
