//! The slash commands: their definitions for registration, and the command text an invocation
//! stands for. Names and descriptions come from the catalogs (the `help` phrase lists every
//! command with its description); the shared command parser reads the text.

use game::i18n::{self, Lang, Msg};
use game::table::GameKind;
use game::table::command::USAGES;
use game::table::model::{MAX_NAME_CHARS, setting_range};
use serde_json::{Value, json};
use serenity::model::application::{CommandDataOption, CommandDataOptionValue, CommandOptionType};

/// Discord's locale for each of our languages that Discord knows (it has no Armenian or Georgian).
const DISCORD_LOCALES: [(Lang, &str); 1] = [(Lang::Ru, "ru")];

/// The commands of issue 6, and issue 13's `league`, in registration order.
pub const NAMES: [&str; 18] = [
    "blot", "belote", "belote2", "coinche", "toto21", "durak", "tables", "join", "leave", "away",
    "back", "rematch", "balance", "top", "lang", "rules", "bid", "league",
];

/// The games a table can be opened for, by command name.
pub const GAMES: [&str; 6] = ["blot", "belote", "belote2", "coinche", "toto21", "durak"];

/// How an option turns into command text: a bare word in its place, or `key=value`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Shape {
    Positional,
    Keyed,
}

/// One slash-command option, read from the command's usage in `game::table::command::USAGES`.
#[derive(Clone, Debug, PartialEq, Eq)]
struct OptionDef {
    name: &'static str,
    kind: CommandOptionType,
    shape: Shape,
    required: bool,
    /// Fixed values (`en|hy|ru|ka`).
    choices: Vec<&'static str>,
}

fn usage_of(command: &str) -> &'static str {
    USAGES
        .iter()
        .find(|(name, _)| *name == command)
        .map_or("", |(_, usage)| usage)
}

/// The options of a command, in the order of its usage (`/blot [points] [stake=N] ...`).
fn options(command: &str) -> Vec<OptionDef> {
    use CommandOptionType as T;
    if command == "league" {
        // `/league` takes its subcommand and arguments as one text, read by the shared parser.
        return vec![OptionDef {
            name: "command",
            kind: T::String,
            shape: Shape::Positional,
            required: true,
            choices: vec![],
        }];
    }
    let mut out = Vec::new();
    for word in usage_of(command).split_whitespace().skip(1) {
        let required = !word.starts_with('[');
        let word = word.trim_start_matches('[').trim_end_matches(']');
        let def = |name, kind, shape| OptionDef {
            name,
            kind,
            shape,
            required,
            choices: vec![],
        };
        out.push(match word.split_once('=') {
            Some((key, "yes|no")) => def(key, T::Boolean, Shape::Keyed),
            Some((key, "NAME")) => def(key, T::String, Shape::Keyed),
            Some((key, words)) if words.contains('|') => OptionDef {
                choices: words.split('|').collect(),
                ..def(key, T::String, Shape::Keyed)
            },
            Some((key, _)) => def(key, T::Integer, Shape::Keyed),
            None if word == "points" => def("points", T::Integer, Shape::Positional),
            None if word == "ID" => def("table", T::Integer, Shape::Positional),
            None if word == "SEAT" => def("seat", T::Integer, Shape::Positional),
            None if word == "LEVEL" => def("level", T::Integer, Shape::Positional),
            None if word == "SUIT" => def("suit", T::String, Shape::Positional),
            None if word.contains('|') => {
                let name = if command == "lang" {
                    "language"
                } else {
                    "game"
                };
                OptionDef {
                    choices: word.split('|').collect(),
                    ..def(name, T::String, Shape::Positional)
                }
            }
            None => def("value", T::String, Shape::Positional),
        });
    }
    out
}

/// An option's description, from the catalogs.
fn option_description(lang: Lang, command: &str, option: &str) -> String {
    let msg = match option {
        "points" => Msg::SettingPoints,
        "stake" => Msg::SettingStake,
        "move" => Msg::SettingMoveTime,
        "game" if !matches!(command, "rules" | "top") => Msg::SettingGameTime,
        "approve" => Msg::SettingApproveJoiners,
        "ai" => Msg::SettingAi,
        "hints" => Msg::SettingHints,
        "idle" => Msg::SettingIdleHours,
        "name" => Msg::SettingName,
        "seat" => Msg::ChooseSeat,
        "language" => Msg::ChooseLanguage,
        _ => return description(lang, command),
    };
    clip(i18n::text(lang, &msg).trim_end_matches([':', ' ']), 100)
}

/// A command's description in `lang`, from the `help` phrase ("/name ARG — what it does").
pub fn description(lang: Lang, command: &str) -> String {
    if command == "league" {
        return clip(&i18n::league_text(lang, &i18n::LeagueMsg::Description), 100);
    }
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

/// The definitions to register, as Discord's `ApplicationCommandUpdateRequest` objects. Written
/// out here rather than with serenity's option builder, which sends every option field
/// (`channel_types`, `options`...) whatever the option's type, against the API schema.
pub fn definitions() -> Vec<Value> {
    NAMES
        .iter()
        .map(|&name| {
            let localized = |f: &dyn Fn(Lang) -> String| {
                let map: serde_json::Map<String, Value> =
                    DISCORD_LOCALES.iter().map(|(lang, locale)| (locale.to_string(), json!(f(*lang)))).collect();
                Value::Object(map)
            };
            let options: Vec<Value> = options(name)
                .into_iter()
                .map(|opt| {
                    let mut o = json!({
                        "type": u8::from(opt.kind),
                        "name": opt.name,
                        "description": option_description(Lang::En, name, opt.name),
                        "description_localizations": localized(&|l| option_description(l, name, opt.name)),
                        "required": opt.required,
                    });
                    if !opt.choices.is_empty() {
                        let choices: Vec<Value> = opt
                            .choices
                            .iter()
                            .map(|c| json!({"name": Lang::from_code(c).map_or(*c, Lang::native_name), "value": c}))
                            .collect();
                        o["choices"] = json!(choices);
                    }
                    // Discord checks the same ranges the shared parser and settings accept.
                    let game = name.parse::<GameKind>().ok();
                    match (opt.name, setting_range(game, opt.name)) {
                        // Toto21 is played to an even number of points only.
                        ("points", _) if game == Some(GameKind::Toto21) => {
                            o["choices"] = json!(
                                [2, 4, 6, 8, 10]
                                    .map(|p| json!({"name": p.to_string(), "value": p}))
                            );
                        }
                        ("name", _) => o["max_length"] = json!(MAX_NAME_CHARS),
                        ("table", _) => o["min_value"] = json!(1),
                        (_, Some((min, max))) if opt.kind == CommandOptionType::Integer => {
                            o["min_value"] = json!(min);
                            o["max_value"] = json!(max);
                        }
                        _ if opt.kind == CommandOptionType::Integer => o["min_value"] = json!(0),
                        _ => {}
                    }
                    o
                })
                .collect();
            json!({
                "type": 1,
                "name": name,
                "description": description(Lang::En, name),
                "description_localizations": localized(&|l| description(l, name)),
                "options": options,
            })
        })
        .collect()
}

/// The name of the app's Entry Point command (Discord's own default name for it).
pub const ENTRY_POINT: &str = "launch";

/// Discord's application command type of an Entry Point command (`PRIMARY_ENTRY_POINT`).
pub const ENTRY_POINT_TYPE: u8 = 4;

/// The Entry Point handler by which Discord sends the command to the app (`APP_HANDLER`),
/// which answers it with the Activity's launch bound to the channel's table (Discord's own
/// handler, 2, would launch it knowing no table).
pub const APP_HANDLER: u8 = 1;

/// The app's Entry Point command, registered with the others when the Activity is on: the
/// Activity launched from Discord's App Launcher (one global command per app; none in a
/// server). Its description is the "Open table" button's words.
pub fn entry_point() -> Value {
    let open = |lang| i18n::text(lang, &Msg::BtnOpenTable);
    let localized: serde_json::Map<String, Value> = DISCORD_LOCALES
        .iter()
        .map(|(lang, locale)| (locale.to_string(), json!(open(*lang))))
        .collect();
    json!({
        "type": ENTRY_POINT_TYPE,
        "name": ENTRY_POINT,
        "description": clip(&open(Lang::En), 100),
        "description_localizations": localized,
        "handler": APP_HANDLER,
    })
}

/// The command text an invocation stands for, e.g. `/blot 301 stake=20`: the form the shared
/// command parser reads.
pub fn text(name: &str, given: &[CommandDataOption]) -> String {
    if name == "league" {
        return league_text(given);
    }
    let mut out = format!("/{name}");
    for def in options(name) {
        let Some(opt) = given.iter().find(|o| o.name == def.name) else {
            continue;
        };
        let value = match &opt.value {
            CommandDataOptionValue::Integer(i) => i.to_string(),
            // Words joined by `_`, which the parser reads back as spaces (so an underscore
            // is never echoed and is left unescaped).
            CommandDataOptionValue::String(s) => s
                .split_whitespace()
                .map(|word| crate::inbound::markdown_literal(word).replace("\\_", "_"))
                .collect::<Vec<_>>()
                .join("_"),
            CommandDataOptionValue::Boolean(b) => (if *b { "yes" } else { "no" }).to_string(),
            CommandDataOptionValue::Number(n) => n.to_string(),
            _ => continue,
        };
        if value.is_empty() {
            continue;
        }
        match def.shape {
            Shape::Positional => out.push_str(&format!(" {value}")),
            Shape::Keyed => out.push_str(&format!(" {}={value}", def.name)),
        }
    }
    out
}

/// `/league` with its text as typed: mentions (`<@123>`), fixture numbers (`#3`) and
/// `key=value` words stay as they are for the parser; the marks that would format a name in
/// Discord's markdown are made literal (underscores stay: the parser reads them as spaces).
fn league_text(given: &[CommandDataOption]) -> String {
    let typed = given
        .iter()
        .find_map(|o| match &o.value {
            CommandDataOptionValue::String(s) if o.name == "command" => Some(s.as_str()),
            _ => None,
        })
        .unwrap_or_default();
    let mut out = String::from("/league");
    for word in typed.split_whitespace() {
        out.push(' ');
        for c in word.chars() {
            if matches!(c, '\\' | '*' | '~' | '`' | '|') {
                out.push('\\');
            }
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn option_ranges_are_exactly_what_the_parser_and_the_settings_accept() {
        use game::table::command::{Command, parse};
        let accepted = |text: &str| match parse(text, None) {
            Some(Ok(Command::Open(settings))) => settings.validate().is_ok(),
            Some(Ok(_)) => true,
            _ => false,
        };
        let mut checked = 0;
        for def in definitions() {
            let name = def["name"].as_str().unwrap();
            for option in def["options"].as_array().unwrap() {
                let key = option["name"].as_str().unwrap();
                let (Some(min), Some(max)) =
                    (option["min_value"].as_u64(), option["max_value"].as_u64())
                else {
                    continue;
                };
                let shape = options(name)
                    .into_iter()
                    .find(|o| o.name == key)
                    .unwrap()
                    .shape;
                let with = |value: u64| match (shape, key) {
                    (_, "seat") => format!("/{name} 1 {value}"),
                    (Shape::Positional, _) => format!("/{name} {value}"),
                    (Shape::Keyed, _) => format!("/{name} {key}={value}"),
                };
                for (value, ok) in [(min, true), (max, true), (max + 1, false)] {
                    assert_eq!(accepted(&with(value)), ok, "{}", with(value));
                }
                if min > 0 {
                    assert!(!accepted(&with(min - 1)), "{}", with(min - 1));
                }
                checked += 1;
            }
        }
        assert!(checked >= 25, "only {checked} ranges");
    }

    #[test]
    fn options_follow_the_shared_usages() {
        let names: Vec<_> = options("blot").iter().map(|o| o.name).collect();
        assert_eq!(
            names,
            [
                "points", "stake", "move", "game", "idle", "approve", "open", "ai", "hints", "name"
            ]
        );
        let join = options("join");
        assert_eq!(
            (
                join[0].name,
                join[0].required,
                join[1].name,
                join[1].required
            ),
            ("table", true, "seat", false)
        );
        assert_eq!(options("lang")[0].choices, ["en", "hy", "ru", "ka"]);
        assert_eq!(options("rules")[0].choices.len(), 6);
    }

    #[test]
    fn the_text_reads_back_as_the_command() {
        use serenity::model::application::CommandDataOption;
        let opts: Vec<CommandDataOption> = serde_json::from_value(serde_json::json!([
            {"name": "stake", "type": 4, "value": 20}, {"name": "points", "type": 4, "value": 301},
            {"name": "approve", "type": 5, "value": true}, {"name": "name", "type": 3, "value": "Friday night"}
        ]))
        .unwrap();
        let t = text("blot", &opts);
        assert_eq!(t, "/blot 301 stake=20 approve=yes name=Friday_night");
        assert!(matches!(
            game::table::command::parse(&t, None),
            Some(Ok(game::table::command::Command::Open(_)))
        ));
    }

    #[test]
    fn league_text_reads_back_as_the_league_command() {
        use game::table::command::{Command, LeagueCommand, parse};
        use serenity::model::application::CommandDataOption;
        let opts: Vec<CommandDataOption> = serde_json::from_value(serde_json::json!([
            {"name": "command", "type": 3, "value": "team  **Eagles** <@123>"}
        ]))
        .unwrap();
        let t = text("league", &opts);
        assert_eq!(t, "/league team \\*\\*Eagles\\*\\* <@123>");
        assert!(matches!(
            parse(&t, None),
            Some(Ok(Command::League(LeagueCommand::Team { .. })))
        ));
        assert_eq!(options("league")[0].name, "command");
        assert_eq!(options("top")[0].choices.len(), 6);
    }

    #[test]
    fn the_entry_point_is_handled_by_the_app_and_named_apart_from_the_slash_commands() {
        let def = entry_point();
        assert_eq!(def["type"], 4);
        assert_eq!(def["handler"], 1);
        assert_eq!(def["name"], ENTRY_POINT);
        assert!(!NAMES.contains(&ENTRY_POINT));
        assert_eq!(def["description"], "Open table");
        assert_eq!(def["description_localizations"]["ru"], "Открыть стол");
        assert!(
            def.get("options").is_none(),
            "options are for slash commands only"
        );
    }

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
