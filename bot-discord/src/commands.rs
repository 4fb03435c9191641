//! The slash commands: their definitions for registration, and the command text an invocation
//! stands for. Names and descriptions come from the catalogs (the `help` phrase lists every
//! command with its description); the shared command parser reads the text.

use game::i18n::{self, Lang, Msg};
use serenity::builder::{CreateCommand, CreateCommandOption};
use serenity::model::application::{CommandDataOption, CommandDataOptionValue, CommandOptionType};

/// Discord's locale for each of our languages that Discord knows (it has no Armenian or Georgian).
const DISCORD_LOCALES: [(Lang, &str); 1] = [(Lang::Ru, "ru")];

/// The commands of issue 6, in registration order.
pub const NAMES: [&str; 14] = [
    "blot", "belote", "belote2", "coinche", "toto21", "durak", "tables", "join", "leave", "rematch", "balance",
    "top", "lang", "rules",
];

/// The games a table can be opened for, by command name.
pub const GAMES: [&str; 6] = ["blot", "belote", "belote2", "coinche", "toto21", "durak"];

/// How an option turns into command text: a bare word in its place, or `key=value`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Shape {
    Positional,
    Keyed(&'static str),
}

struct OptionDef {
    name: &'static str,
    kind: CommandOptionType,
    shape: Shape,
    describe: fn(Lang, &str) -> String,
}

fn settings(lang: Lang, msg: Msg<'static>) -> String {
    i18n::text(lang, &msg)
}

/// The options of a command, in the order their values appear in the command text.
fn options(command: &str) -> Vec<OptionDef> {
    use CommandOptionType as T;
    if GAMES.contains(&command) {
        return vec![
            OptionDef { name: "points", kind: T::Integer, shape: Shape::Positional, describe: |l, _| settings(l, Msg::SettingPoints) },
            OptionDef { name: "stake", kind: T::Integer, shape: Shape::Keyed("stake"), describe: |l, _| settings(l, Msg::SettingStake) },
            OptionDef { name: "move", kind: T::Integer, shape: Shape::Keyed("move"), describe: |l, _| settings(l, Msg::SettingMoveTime) },
            OptionDef { name: "name", kind: T::String, shape: Shape::Keyed("name"), describe: |l, _| settings(l, Msg::SettingName) },
        ];
    }
    match command {
        "join" => vec![OptionDef { name: "table", kind: T::Integer, shape: Shape::Positional, describe: |l, c| description(l, c) }],
        "rules" => vec![OptionDef { name: "game", kind: T::String, shape: Shape::Positional, describe: |l, c| description(l, c) }],
        "lang" => vec![OptionDef { name: "language", kind: T::String, shape: Shape::Positional, describe: |l, _| {
            settings(l, Msg::ChooseLanguage).trim_end_matches([':', ' ']).to_string()
        } }],
        _ => vec![],
    }
}

/// A command's description in `lang`, from the `help` phrase ("/name ARG — what it does").
pub fn description(lang: Lang, command: &str) -> String {
    let help = i18n::text(lang, &Msg::Help);
    let found = help.lines().find_map(|line| {
        let line = line.trim();
        let rest = line.strip_prefix('/')?;
        let (head, what) = rest.split_once('—')?;
        (head.split_whitespace().next()? == command).then(|| what.trim().to_string())
    });
    match found {
        Some(d) => clip(&d, 100),
        None if lang != Lang::En => description(Lang::En, command),
        None => command.to_string(),
    }
}

fn clip(s: &str, max: usize) -> String {
    let s: String = s.chars().take(max).collect();
    if s.is_empty() { "-".into() } else { s }
}

/// The definitions to register.
pub fn definitions() -> Vec<CreateCommand> {
    NAMES
        .iter()
        .map(|&name| {
            let mut cmd = CreateCommand::new(name).description(description(Lang::En, name));
            for (lang, locale) in DISCORD_LOCALES {
                cmd = cmd.description_localized(locale, description(lang, name));
            }
            for opt in options(name) {
                let mut o = CreateCommandOption::new(opt.kind, opt.name, clip(&(opt.describe)(Lang::En, name), 100));
                for (lang, locale) in DISCORD_LOCALES {
                    o = o.description_localized(locale, clip(&(opt.describe)(lang, name), 100));
                }
                o = match (name, opt.name) {
                    ("rules", _) => GAMES.iter().fold(o, |o, g| o.add_string_choice(*g, *g)),
                    ("lang", _) => Lang::ALL.iter().fold(o, |o, l| o.add_string_choice(l.native_name(), l.code())),
                    (_, "points") | (_, "stake") | (_, "table") => o.min_int_value(0),
                    (_, "move") => o.min_int_value(1),
                    (_, "name") => o.max_length(40),
                    _ => o,
                };
                cmd = cmd.add_option(o);
            }
            cmd
        })
        .collect()
}

/// The command text an invocation stands for, e.g. `/blot 301 stake=20`.
pub fn text(name: &str, given: &[CommandDataOption]) -> String {
    let mut out = format!("/{name}");
    for def in options(name) {
        let Some(opt) = given.iter().find(|o| o.name == def.name) else { continue };
        let value = match &opt.value {
            CommandDataOptionValue::Integer(i) => i.to_string(),
            CommandDataOptionValue::String(s) => s.split_whitespace().collect::<Vec<_>>().join("_"),
            CommandDataOptionValue::Boolean(b) => b.to_string(),
            CommandDataOptionValue::Number(n) => n.to_string(),
            _ => continue,
        };
        match def.shape {
            Shape::Positional => out.push_str(&format!(" {value}")),
            Shape::Keyed(key) => out.push_str(&format!(" {key}={value}")),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_command_has_a_catalog_description() {
        for name in NAMES {
            let d = description(Lang::En, name);
            assert_ne!(d, name, "{name} is not in the help phrase");
            assert!(!d.is_empty() && d.chars().count() <= 100);
        }
        assert_eq!(definitions().len(), NAMES.len());
    }
}
