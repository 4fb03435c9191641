//! Chat commands, read from the text a user typed (`/blot 301 stake=20`, `/join 12`,
//! `/rules durak`). Both bots read commands here: Discord's slash commands are written back as
//! the same text. A command is untrusted input: reading never panics, and a bad argument names
//! the command's usage.

use crate::blot::Strain;
use crate::cards::Suit;
use crate::i18n::{Lang, Msg, text};

use super::kind::GameKind;
use super::settings::{Ai, HouseRule, Settings, SettingsError};
use crate::ids::TableId;

pub mod league;
pub mod meant;

pub use league::LeagueCommand;

/// What a user asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Open a table with these settings (the game's defaults, changed by the arguments).
    Open(Settings),
    /// The chat's open tables.
    Tables,
    /// Join a table, in a chosen seat (counted from 1 by the user) or a random one.
    Join {
        table: TableId,
        seat: Option<u8>,
    },
    /// Leave a table (the user's own in this chat when no number is given).
    Leave(Option<TableId>),
    /// Hand one's seat to the computer for a while (the user's own game when no number is
    /// given).
    Away(Option<TableId>),
    /// Take one's seat back from the computer.
    Back(Option<TableId>),
    /// Offer a rematch of a finished table (the user's last one when no number is given).
    Rematch(Option<TableId>),
    Balance,
    Top,
    /// Set the language, or show the language buttons.
    Lang(Option<Lang>),
    /// A game's rules in brief.
    Rules(GameKind),
    /// A table's settings (the user's own when no number is given).
    Settings(Option<TableId>),
    Help,
    /// A bid typed in the Blot auction (`/bid 16 hearts`, any level the buttons do not show).
    Bid {
        level: u16,
        strain: Strain,
    },
    /// The bot was started in a private chat, maybe through a table's deep link.
    Start(Option<TableId>),
    /// A league command (`/league ...`, `/top GAME`).
    League(LeagueCommand),
    /// `/league` alone or `/league help`: how each league subcommand is written.
    LeagueHelp,
}

/// Why a command could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CommandError {
    /// Not one of our commands: the word as typed.
    Unknown(String),
    /// A known command with an argument it cannot take: what is wrong, if one argument is,
    /// and how to use it.
    BadArgument {
        usage: &'static str,
        problem: Option<Problem>,
    },
}

/// What is wrong with one argument, as typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// A setting's value is not a number in its range.
    Setting(SettingsError),
    NotATable(String),
    NotASeat(String),
    NotALanguage(String),
    NotAGame(String),
    /// A `key=value` (or a word) the command does not take.
    UnknownSetting(String),
    /// A setting that takes yes or no.
    YesOrNo(String),
    /// Not a level of the computer players (`ai=rule|strong`).
    NotALevel(String),
    /// Not a bid's level.
    NotABid(String),
    /// Not a suit or no-trump, in any language the bot speaks.
    NotASuit(String),
    /// Not a league format.
    NotAFormat(String),
    /// Not a mention of a partner.
    NotAPartner(String),
    /// Not a `/league` subcommand.
    NotASubcommand(String),
    /// A league setting out of range.
    League(crate::league::LeagueError),
}

/// A suit or no-trump named in any of the bot's languages (`hearts`, `черви`, `սիրտ`, `გული`),
/// by its symbol or letter (`♥`, `H`), or `NT`.
fn strain_named(words: &str) -> Option<Strain> {
    let wanted = words.trim().to_lowercase();
    let symbol = match wanted.as_str() {
        "nt" | "no-trump" | "notrump" | "no trump" | "бк" => Some(Strain::NoTrump),
        _ => None,
    };
    let letter = || {
        let mut chars = wanted.chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) => Suit::from_char(c).map(Strain::Trump),
            _ => None,
        }
    };
    let named = || {
        let matches = |name: String| {
            let name = name.to_lowercase();
            name == wanted || name.split([' ', '(']).next() == Some(wanted.as_str())
        };
        Lang::ALL.into_iter().find_map(|lang| {
            Suit::ALL
                .into_iter()
                .find(|&suit| {
                    let name = text(lang, &Msg::SuitName(suit));
                    matches(name.clone()) || name.to_lowercase().trim_end_matches('s') == wanted
                })
                .map(Strain::Trump)
                .or_else(|| matches(text(lang, &Msg::NoTrump)).then_some(Strain::NoTrump))
        })
    };
    symbol.or_else(letter).or_else(named)
}

/// Every command with its usage, in the order of the help text.
pub const USAGES: [(&str, &str); 19] = [
    (
        "blot",
        "/blot [points] [stake=N] [move=SECONDS] [game=MINUTES] [idle=HOURS] [approve=yes|no] [open=yes|no] [ai=rule|strong] [hints=yes|no] [name=NAME]",
    ),
    (
        "belote",
        "/belote [points] [stake=N] [move=SECONDS] [idle=HOURS] [approve=yes|no] [open=yes|no] [announcements=on|off] [ai=rule|strong] [hints=yes|no]",
    ),
    (
        "belote2",
        "/belote2 [points] [stake=N] [move=SECONDS] [idle=HOURS] [approve=yes|no] [open=yes|no] [ai=rule|strong] [hints=yes|no]",
    ),
    (
        "coinche",
        "/coinche [points] [stake=N] [move=SECONDS] [idle=HOURS] [approve=yes|no] [open=yes|no] [no_trump=on|off] [announcements=on|off] [ai=rule|strong] [hints=yes|no]",
    ),
    (
        "toto21",
        "/toto21 [points] [stake=N] [move=SECONDS] [game=MINUTES] [ai=rule|strong] [hints=yes|no]",
    ),
    (
        "durak",
        "/durak [points] [stake=N] [move=SECONDS] [idle=HOURS] [approve=yes|no] [ai=rule|strong] [hints=yes|no]",
    ),
    ("tables", "/tables"),
    ("join", "/join ID [SEAT]"),
    ("leave", "/leave [ID]"),
    ("away", "/away [ID]"),
    ("back", "/back [ID]"),
    ("rematch", "/rematch [ID]"),
    ("balance", "/balance"),
    ("top", "/top [blot|belote|belote2|coinche|toto21|durak]"),
    ("lang", "/lang [en|hy|ru|ka]"),
    ("rules", "/rules blot|belote|belote2|coinche|toto21|durak"),
    ("settings", "/settings [ID]"),
    ("help", "/help"),
    ("bid", "/bid LEVEL SUIT"),
];

fn usage(command: &str) -> &'static str {
    USAGES
        .iter()
        .find(|(name, _)| *name == command)
        .map_or("/help", |(_, usage)| usage)
}

/// Reads a message as a command. `None` when it is not a command, or a command addressed to
/// another bot (`/join@OtherBot`).
pub fn parse(text: &str, bot_username: Option<&str>) -> Option<Result<Command, CommandError>> {
    let text = text.trim();
    let body = text.strip_prefix('/')?;
    let mut words = body.split_whitespace();
    let head = words.next()?;
    let (word, addressee) = match head.split_once('@') {
        Some((word, to)) => (word, Some(to)),
        None => (head, None),
    };
    if let (Some(to), Some(me)) = (addressee, bot_username)
        && !to.eq_ignore_ascii_case(me)
    {
        return None;
    }
    let word = word.to_ascii_lowercase();
    let args: Vec<&str> = words.collect();
    Some(read(&word, &args).map_err(|error| match error {
        Bad::Unknown => CommandError::Unknown(format!("/{word}")),
        Bad::Argument(problem) => CommandError::BadArgument {
            usage: match word.as_str() {
                "league" => league::usage(&args),
                "bazaar" => usage("blot"),
                word => usage(word),
            },
            problem,
        },
    }))
}

enum Bad {
    Unknown,
    Argument(Option<Problem>),
}

impl Bad {
    /// The command's arguments do not fit it as a whole (too many, too few).
    const SHAPE: Bad = Bad::Argument(None);
}

fn bad(problem: Problem) -> Bad {
    Bad::Argument(Some(problem))
}

fn read(word: &str, args: &[&str]) -> Result<Command, Bad> {
    if let Ok(game) = word.parse::<GameKind>() {
        return open(game, args).map(Command::Open);
    }
    let no_args = |command: Command| {
        if args.is_empty() {
            Ok(command)
        } else {
            Err(Bad::SHAPE)
        }
    };
    let optional_table = || match args {
        [] => Ok(None),
        [id] => table_id(id).map(Some),
        _ => Err(Bad::SHAPE),
    };
    match word {
        "tables" | "list" => no_args(Command::Tables),
        "join" => match args {
            [id] => Ok(Command::Join {
                table: table_id(id)?,
                seat: None,
            }),
            [id, seat] => Ok(Command::Join {
                table: table_id(id)?,
                seat: Some(seat_number(seat)?),
            }),
            _ => Err(Bad::SHAPE),
        },
        "leave" => optional_table().map(Command::Leave),
        "away" => optional_table().map(Command::Away),
        "back" => optional_table().map(Command::Back),
        "rematch" => optional_table().map(Command::Rematch),
        "settings" => optional_table().map(Command::Settings),
        "balance" => no_args(Command::Balance),
        "top" if !args.is_empty() => league::top(args),
        "top" => no_args(Command::Top),
        "league" => league::read(args),
        "help" => Ok(Command::Help),
        "bid" => match args {
            [level, strain @ ..] if !strain.is_empty() => Ok(Command::Bid {
                level: level
                    .parse()
                    .ok()
                    .filter(|l| *l > 0)
                    .ok_or_else(|| bad(Problem::NotABid(clip(level))))?,
                strain: strain_named(&strain.join(" "))
                    .ok_or_else(|| bad(Problem::NotASuit(clip(&strain.join(" ")))))?,
            }),
            _ => Err(Bad::SHAPE),
        },
        "lang" | "language" => match args {
            [] => Ok(Command::Lang(None)),
            [code] => Lang::from_code(code)
                .map(|lang| Command::Lang(Some(lang)))
                .ok_or_else(|| bad(Problem::NotALanguage(clip(code)))),
            _ => Err(Bad::SHAPE),
        },
        "rules" => match args {
            [game] => game
                .parse::<GameKind>()
                .map(Command::Rules)
                .map_err(|_| bad(Problem::NotAGame(clip(game)))),
            _ => Err(Bad::SHAPE),
        },
        // A deep link's payload is the table's number; any other payload is a plain start.
        "start" => Ok(Command::Start(args.first().and_then(|id| id.parse().ok()))),
        _ => Err(Bad::Unknown),
    }
}

fn table_id(text: &str) -> Result<TableId, Bad> {
    text.trim_start_matches('#')
        .parse()
        .map_err(|_| bad(Problem::NotATable(clip(text))))
}

/// A seat as users count it (from 1), as the engines count it (from 0).
fn seat_number(text: &str) -> Result<u8, Bad> {
    match text.parse::<u8>() {
        Ok(seat @ 1..=4) => Ok(seat - 1),
        _ => Err(bad(Problem::NotASeat(clip(text)))),
    }
}

/// Text a user typed, cut short to be echoed back.
fn clip(text: &str) -> String {
    const MAX: usize = 24;
    match text.char_indices().nth(MAX) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text.to_string(),
    }
}

/// The game's default settings changed by `points`, `key=value` arguments and a name.
fn open(game: GameKind, args: &[&str]) -> Result<Settings, Bad> {
    let mut settings = Settings::new(game);
    let number = |value: &str, error: SettingsError| {
        value
            .parse::<u32>()
            .map_err(|_| bad(Problem::Setting(error)))
    };
    let points = SettingsError::Points(game);
    for arg in args {
        let Some((key, value)) = arg.split_once('=') else {
            let numeric = arg
                .trim_start_matches(['-', '+'])
                .chars()
                .all(|c| c.is_ascii_digit());
            if numeric && !arg.is_empty() {
                settings.points = number(arg, points)?;
                continue;
            }
            return Err(bad(Problem::UnknownSetting(clip(arg))));
        };
        match key.to_ascii_lowercase().as_str() {
            "points" => settings.points = number(value, points)?,
            "stake" => {
                settings.stake = value
                    .parse::<u64>()
                    .map_err(|_| bad(Problem::Setting(SettingsError::Stake)))?
            }
            "move" => settings.move_secs = number(value, SettingsError::MoveTime)?,
            "game" => {
                let minutes = number(value, SettingsError::GameTime)?;
                settings.game_secs = Some(
                    minutes
                        .checked_mul(60)
                        .ok_or_else(|| bad(Problem::Setting(SettingsError::GameTime)))?,
                );
            }
            "idle" => settings.idle_hours = Some(number(value, SettingsError::IdleTime)?),
            "approve" => settings.approve_joiners = yes_or_no("approve", value)?,
            "open" if settings.game.blot_variant().is_some() => {
                let open = yes_or_no("open", value)?;
                let variant = settings.game.blot_variant().expect("a Blot game");
                let mut rules = settings
                    .blot_rules
                    .unwrap_or(crate::blot::Rules::of(variant));
                rules.open_hand = open;
                settings.blot_rules = Some(rules);
            }
            "ai" => {
                settings.ai =
                    Ai::from_code(value).ok_or_else(|| bad(Problem::NotALevel(clip(value))))?;
            }
            "hints" => settings.hints = yes_or_no("hints", value)?,
            code if let Some(rule) = HouseRule::from_code(code) => {
                set_house_rule(&mut settings, rule, value)?
            }
            "name" if !value.is_empty() => settings.name = value.replace('_', " "),
            _ => return Err(bad(Problem::UnknownSetting(clip(key)))),
        }
    }
    Ok(settings)
}

/// `no_trump=` or `announcements=` read into `settings`; a game without the rule says so
/// before a bad value is read.
fn set_house_rule(settings: &mut Settings, rule: HouseRule, value: &str) -> Result<(), Bad> {
    if !rule.offered(settings.game) {
        let error = SettingsError::NoHouseRule(settings.game);
        return Err(bad(Problem::Setting(error)));
    }
    let on = yes_or_no(rule.code(), value)?;
    settings
        .set_house_rule(rule, on)
        .map_err(|error| bad(Problem::Setting(error)))
}

/// A `yes|no` (or `on|off`) setting's value.
fn yes_or_no(setting: &str, value: &str) -> Result<bool, Bad> {
    match value.to_ascii_lowercase().as_str() {
        "yes" | "on" | "true" | "1" => Ok(true),
        "no" | "off" | "false" | "0" => Ok(false),
        _ => Err(bad(Problem::YesOrNo(setting.into()))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ok(text: &str) -> Command {
        parse(text, Some("BlotBot")).unwrap().unwrap()
    }

    fn err(text: &str) -> CommandError {
        parse(text, Some("BlotBot")).unwrap().unwrap_err()
    }

    #[test]
    fn opening_takes_the_games_defaults_and_the_arguments() {
        assert_eq!(ok("/blot"), Command::Open(Settings::new(GameKind::Bazaar)));
        let Command::Open(settings) = ok("/toto21@BlotBot 6 stake=25 move=20 game=5") else {
            panic!("not an open");
        };
        assert_eq!(settings.game, GameKind::Toto21);
        assert_eq!(settings.points, 6);
        assert_eq!(settings.stake, 25);
        assert_eq!(settings.move_secs, 20);
        assert_eq!(settings.game_secs, Some(300));
        let Command::Open(settings) = ok("/durak approve=yes name=Friday_night") else {
            panic!("not an open");
        };
        assert!(settings.approve_joiners);
        assert_eq!(settings.name, "Friday night");
        let Command::Open(settings) = ok("/belote idle=72") else {
            panic!("not an open");
        };
        assert_eq!(settings.idle_hours, Some(72));
    }

    #[test]
    fn table_commands_read_their_numbers() {
        assert_eq!(
            ok("/join 12"),
            Command::Join {
                table: 12,
                seat: None
            }
        );
        assert_eq!(
            ok("/join #12 3"),
            Command::Join {
                table: 12,
                seat: Some(2)
            }
        );
        assert_eq!(ok("/leave"), Command::Leave(None));
        assert_eq!(ok("/rematch 4"), Command::Rematch(Some(4)));
        assert_eq!(ok("/lang RU"), Command::Lang(Some(Lang::Ru)));
        assert_eq!(ok("/rules durak"), Command::Rules(GameKind::Durak));
        assert_eq!(ok("/start 7"), Command::Start(Some(7)));
        assert_eq!(ok("/start"), Command::Start(None));
    }

    #[test]
    fn bad_arguments_name_the_usage_and_what_is_wrong() {
        use Problem::*;
        let points = |game| Some(Setting(SettingsError::Points(game)));
        for (text, command, problem) in [
            ("/join", "join", None),
            ("/join x", "join", Some(NotATable("x".into()))),
            ("/join abc", "join", Some(NotATable("abc".into()))),
            ("/join 1 9", "join", Some(NotASeat("9".into()))),
            ("/blot -5", "blot", points(GameKind::Bazaar)),
            ("/blot 99999999999", "blot", points(GameKind::Bazaar)),
            (
                "/blot variant=foo",
                "blot",
                Some(UnknownSetting("variant".into())),
            ),
            (
                "/blot stake=lots",
                "blot",
                Some(Setting(SettingsError::Stake)),
            ),
            (
                "/bazaar colour=red",
                "blot",
                Some(UnknownSetting("colour".into())),
            ),
            (
                "/durak approve=maybe",
                "durak",
                Some(YesOrNo("approve".into())),
            ),
            (
                "/belote idle=soon",
                "belote",
                Some(Setting(SettingsError::IdleTime)),
            ),
            ("/lang fr", "lang", Some(NotALanguage("fr".into()))),
            ("/rules", "rules", None),
            ("/rules chess", "rules", Some(NotAGame("chess".into()))),
            ("/balance 5", "balance", None),
            (
                "/toto21 game=99999999999",
                "toto21",
                Some(Setting(SettingsError::GameTime)),
            ),
        ] {
            assert_eq!(
                err(text),
                CommandError::BadArgument {
                    usage: usage(command),
                    problem,
                },
                "{text}"
            );
        }
        let long = format!("/join {}", "9".repeat(300));
        let CommandError::BadArgument {
            problem: Some(NotATable(echoed)),
            ..
        } = err(&long)
        else {
            panic!("{long}");
        };
        assert!(
            echoed.chars().count() <= 25,
            "an echo is cut short: {echoed}"
        );
    }

    #[test]
    fn other_texts_are_not_our_commands() {
        assert_eq!(parse("hello", None), None);
        assert_eq!(parse("/", None), None);
        assert_eq!(parse("/join@OtherBot 1", Some("BlotBot")), None);
        assert_eq!(err("/poker"), CommandError::Unknown("/poker".into()));
    }
}
