//! `/league ...` and `/top GAME`, read from what a user typed. Untrusted: a bad argument
//! names the league usage and what is wrong, never panics.

use crate::ids::UserId;
use crate::league::{AtDeadline, Charter, Format, LeagueError, Partner};
use crate::table::input::{LeagueAction, RuleKind};
use crate::table::kind::GameKind;
use crate::table::settings::{HouseRule, Settings, SettingsError};

use super::{Bad, Command, Problem, bad, clip};

/// Each league subcommand (and the words that name it) with its usage, in the order of the
/// help.
pub const SUBCOMMANDS: [(&[&str], &str); 21] = [
    (
        &["new", "create"],
        "/league new NAME game=blot|belote|belote2|coinche|toto21|durak [points=N] [move=SECONDS] [no_trump=on|off] [announcements=on|off] [format=roundrobin|double|swiss|ladder] [rounds=N] [days=D] [reach=N] [deadline=referee|forfeit]",
    ),
    (&["join"], "/league join"),
    (&["team"], "/league team NAME @partner"),
    (&["leave", "withdraw"], "/league leave [confirm]"),
    (&["start"], "/league start"),
    (&["play"], "/league play"),
    (&["challenge"], "/league challenge PLACE"),
    (&["standings", "table"], "/league standings"),
    (&["fixtures"], "/league fixtures"),
    (&["me"], "/league me"),
    (&["referee"], "/league referee @user"),
    (&["award"], "/league award FIXTURE 1|2 REASON"),
    (&["annul"], "/league annul FIXTURE REASON"),
    (&["replay"], "/league replay FIXTURE REASON"),
    (&["log"], "/league log"),
    (&["remove"], "/league remove PLACE [confirm]"),
    (&["end"], "/league end"),
    (&["season"], "/league season"),
    (&["history"], "/league history"),
    (&["export"], "/league export [SEASON]"),
    (&["help"], "/league help"),
];

/// The league subcommands in brief, for a word that is none of them.
pub const USAGE: &str = "/league new|join|team|leave|start|play|challenge|standings|fixtures|me|referee|award|annul|replay|log|remove|end|season|history|export (/league help: how each is written)";

/// The usage of the subcommand `args` begin with (the brief list when they name none).
pub fn usage(args: &[&str]) -> &'static str {
    let Some(sub) = args.first().map(|s| s.to_ascii_lowercase()) else {
        return USAGE;
    };
    SUBCOMMANDS
        .iter()
        .find(|(names, _)| names.contains(&sub.as_str()))
        .map_or(USAGE, |(_, usage)| usage)
}

/// A league command as typed; the front adds what the platform says of the sender.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LeagueCommand {
    New(Charter),
    Join,
    /// Withdraw from the league (`confirm`ed once the season has started).
    Leave {
        confirmed: bool,
    },
    /// The organiser removes the entrant at a place of the standings.
    Remove {
        place: u32,
        confirmed: bool,
    },
    Team {
        name: String,
        partner: Partner,
    },
    Start,
    Play,
    Challenge {
        place: u32,
    },
    Standings,
    Fixtures,
    Me,
    /// `/top GAME`: the chat's players by rating in a game.
    Top(GameKind),
    Referee(Partner),
    EndSeason,
    NewSeason,
    History,
    /// `/league export [SEASON]`: the current season, or an earlier one.
    Export {
        season: Option<u32>,
    },
    Rule {
        number: u32,
        ruling: RuleKind,
        reason: String,
    },
    Log,
}

impl LeagueCommand {
    /// The service's request; `admin`: the platform says the sender administers the chat;
    /// `handle`: his username, as the platform says.
    pub fn request(self, admin: bool, handle: Option<String>) -> LeagueAction {
        match self {
            LeagueCommand::New(charter) => LeagueAction::New { charter, admin },
            LeagueCommand::Join => LeagueAction::Join { league: None },
            LeagueCommand::Leave { confirmed } => LeagueAction::Leave {
                league: None,
                confirmed,
            },
            LeagueCommand::Remove { place, confirmed } => LeagueAction::Remove {
                league: None,
                place,
                confirmed,
                admin,
            },
            LeagueCommand::Team { name, partner } => LeagueAction::Team {
                league: None,
                name,
                partner,
            },
            LeagueCommand::Start => LeagueAction::Start {
                league: None,
                admin,
            },
            LeagueCommand::Play => LeagueAction::Play { league: None },
            LeagueCommand::Challenge { place } => LeagueAction::Challenge {
                league: None,
                place,
            },
            LeagueCommand::Standings => LeagueAction::Standings { league: None },
            LeagueCommand::Fixtures => LeagueAction::Fixtures { league: None },
            LeagueCommand::Me => LeagueAction::Me { league: None },
            LeagueCommand::Top(game) => LeagueAction::Top { game },
            LeagueCommand::Referee(referee) => LeagueAction::Referee {
                league: None,
                referee,
                admin,
            },
            LeagueCommand::Rule {
                number,
                ruling,
                reason,
            } => LeagueAction::Rule {
                league: None,
                number,
                ruling,
                reason,
                handle,
            },
            LeagueCommand::Log => LeagueAction::Log { league: None },
            LeagueCommand::EndSeason => LeagueAction::EndSeason {
                league: None,
                admin,
            },
            LeagueCommand::NewSeason => LeagueAction::NewSeason {
                league: None,
                admin,
            },
            LeagueCommand::History => LeagueAction::History { league: None },
            LeagueCommand::Export { season } => LeagueAction::Export {
                league: None,
                season,
            },
        }
    }

    /// True when answering it depends on whether the sender administers the chat.
    pub fn needs_admin(&self) -> bool {
        matches!(
            self,
            LeagueCommand::New(_)
                | LeagueCommand::Start
                | LeagueCommand::Remove { .. }
                | LeagueCommand::Referee(_)
                | LeagueCommand::EndSeason
                | LeagueCommand::NewSeason
        )
    }
}

/// `/top GAME`.
pub(super) fn top(args: &[&str]) -> Result<Command, Bad> {
    match args {
        [game] => game
            .parse::<GameKind>()
            .map(|g| Command::League(LeagueCommand::Top(g)))
            .map_err(|_| bad(Problem::NotAGame(clip(game)))),
        _ => Err(Bad::SHAPE),
    }
}

/// `/league SUBCOMMAND ...`.
pub(super) fn read(args: &[&str]) -> Result<Command, Bad> {
    let Some((sub, rest)) = args.split_first() else {
        return Ok(Command::LeagueHelp);
    };
    let none = |command: LeagueCommand| {
        if rest.is_empty() {
            Ok(Command::League(command))
        } else {
            Err(Bad::SHAPE)
        }
    };
    match sub.to_ascii_lowercase().as_str() {
        "new" | "create" => new(rest).map(|c| Command::League(LeagueCommand::New(c))),
        "join" => none(LeagueCommand::Join),
        "start" => none(LeagueCommand::Start),
        "play" => none(LeagueCommand::Play),
        "standings" | "table" => none(LeagueCommand::Standings),
        "fixtures" => none(LeagueCommand::Fixtures),
        "me" => none(LeagueCommand::Me),
        "log" => none(LeagueCommand::Log),
        "end" => none(LeagueCommand::EndSeason),
        "season" => none(LeagueCommand::NewSeason),
        "history" => none(LeagueCommand::History),
        "export" => match rest {
            [] => Ok(Command::League(LeagueCommand::Export { season: None })),
            [season] => season
                .parse::<u32>()
                .ok()
                .filter(|n| *n > 0)
                .map(|n| Command::League(LeagueCommand::Export { season: Some(n) }))
                .ok_or_else(|| bad(Problem::League(LeagueError::NoSuchSeason))),
            _ => Err(Bad::SHAPE),
        },
        "help" => Ok(Command::LeagueHelp),
        "leave" | "withdraw" => match rest {
            [] => Ok(LeagueCommand::Leave { confirmed: false }),
            [word] if is_confirm(word) => Ok(LeagueCommand::Leave { confirmed: true }),
            _ => Err(Bad::SHAPE),
        }
        .map(Command::League),
        "remove" => match rest {
            [place] => Ok(LeagueCommand::Remove {
                place: place_number(place)?,
                confirmed: false,
            }),
            [place, word] if is_confirm(word) => Ok(LeagueCommand::Remove {
                place: place_number(place)?,
                confirmed: true,
            }),
            _ => Err(Bad::SHAPE),
        }
        .map(Command::League),
        "referee" => match rest {
            [who] => partner_named(who)
                .map(|p| Command::League(LeagueCommand::Referee(p)))
                .ok_or_else(|| bad(Problem::NotAPartner(clip(who)))),
            _ => Err(Bad::SHAPE),
        },
        "award" => match rest {
            [number, side, reason @ ..] => Ok(Command::League(LeagueCommand::Rule {
                number: fixture_number(number)?,
                ruling: RuleKind::Award {
                    side: match *side {
                        "1" => 1,
                        "2" => 2,
                        _ => return Err(bad(Problem::League(LeagueError::NotASide))),
                    },
                },
                reason: reason.join(" "),
            })),
            _ => Err(Bad::SHAPE),
        },
        word @ ("annul" | "replay") => match rest {
            [number, reason @ ..] => Ok(Command::League(LeagueCommand::Rule {
                number: fixture_number(number)?,
                ruling: if word == "annul" {
                    RuleKind::Annul
                } else {
                    RuleKind::Replay
                },
                reason: reason.join(" "),
            })),
            _ => Err(Bad::SHAPE),
        },
        "challenge" => match rest {
            [place] => Ok(Command::League(LeagueCommand::Challenge {
                place: place_number(place)?,
            })),
            _ => Err(Bad::SHAPE),
        },
        "team" => match rest {
            [name @ .., partner] if !name.is_empty() => Ok(Command::League(LeagueCommand::Team {
                name: name.join(" ").replace('_', " "),
                partner: partner_named(partner)
                    .ok_or_else(|| bad(Problem::NotAPartner(clip(partner))))?,
            })),
            _ => Err(Bad::SHAPE),
        },
        _ => Err(bad(Problem::NotASubcommand(clip(sub)))),
    }
}

/// The word that confirms a withdrawal (`confirm`, or `yes`).
fn is_confirm(word: &str) -> bool {
    word.eq_ignore_ascii_case("confirm") || word.eq_ignore_ascii_case("yes")
}

/// A place in the standings as shown, from 1.
fn place_number(word: &str) -> Result<u32, Bad> {
    word.parse::<u32>()
        .ok()
        .filter(|p| *p > 0)
        .ok_or_else(|| bad(Problem::League(LeagueError::NoSuchPlace)))
}

/// A fixture's number as shown (`3` or `#3`).
fn fixture_number(word: &str) -> Result<u32, Bad> {
    word.trim_start_matches('#')
        .parse::<u32>()
        .ok()
        .filter(|n| *n > 0)
        .ok_or_else(|| bad(Problem::League(LeagueError::NoSuchFixture)))
}

/// A partner as mentioned: Discord's `<@123>` (or `<@!123>`), a platform id (`tg:77`), or a
/// handle (`@ani`).
fn partner_named(word: &str) -> Option<Partner> {
    if let Some(id) = word
        .strip_prefix("<@")
        .and_then(|w| w.strip_suffix('>'))
        .map(|w| w.trim_start_matches('!'))
    {
        return (!id.is_empty() && id.chars().all(|c| c.is_ascii_digit()))
            .then(|| Partner::User(UserId(format!("dc:{id}"))));
    }
    if let Some((platform, id)) = word.split_once(':')
        && matches!(platform, "tg" | "dc")
        && !id.is_empty()
        && id
            .trim_start_matches('-')
            .chars()
            .all(|c| c.is_ascii_digit())
    {
        return Some(Partner::User(UserId(word.to_string())));
    }
    let handle = word.strip_prefix('@')?;
    let ok = !handle.is_empty()
        && handle.chars().count() <= 64
        && handle
            .chars()
            .all(|c| c.is_alphanumeric() || c == '_' || c == '.');
    ok.then(|| Partner::Handle(word.to_string()))
}

/// `/league new NAME game=... [points=] [move=] [format=] [rounds=] [days=] [reach=]`.
fn new(args: &[&str]) -> Result<Charter, Bad> {
    let mut name = Vec::new();
    let mut game = GameKind::Bazaar;
    let mut keyed = Vec::new();
    for arg in args {
        match arg.split_once('=') {
            Some((key, value)) if key.eq_ignore_ascii_case("game") => {
                game = value
                    .parse()
                    .map_err(|_| bad(Problem::NotAGame(clip(value))))?;
            }
            Some((key, value)) => keyed.push((key.to_ascii_lowercase(), value)),
            None => name.push(arg.replace('_', " ")),
        }
    }
    if name.is_empty() {
        return Err(Bad::SHAPE);
    }
    let mut charter = Charter {
        name: name.join(" "),
        conditions: Settings::new(game),
        format: Format::RoundRobin,
        rounds: 0,
        reach: 3,
        days: 7,
        at_deadline: AtDeadline::Referee,
    };
    let number = |value: &str, error: Problem| value.parse::<u32>().map_err(|_| bad(error));
    for (key, value) in keyed {
        match key.as_str() {
            "points" => {
                charter.conditions.points =
                    number(value, Problem::Setting(SettingsError::Points(game)))?
            }
            "move" => {
                charter.conditions.move_secs =
                    number(value, Problem::Setting(SettingsError::MoveTime))?
            }
            "format" => {
                charter.format =
                    Format::from_code(value).ok_or_else(|| bad(Problem::NotAFormat(clip(value))))?
            }
            "rounds" => {
                charter.rounds = number(
                    value,
                    Problem::League(LeagueError::TooManyRounds {
                        max: crate::league::fixtures::max_swiss_rounds(
                            crate::league::MAX_ENTRANTS as u32,
                        ),
                    }),
                )?
            }
            "deadline" => {
                charter.at_deadline = AtDeadline::from_code(value)
                    .ok_or_else(|| bad(Problem::UnknownSetting(clip(value))))?
            }
            "days" => charter.days = number(value, Problem::League(LeagueError::BadDays))?,
            "reach" => charter.reach = number(value, Problem::League(LeagueError::BadReach))?,
            code if let Some(rule) = HouseRule::from_code(code) => {
                super::set_house_rule(&mut charter.conditions, rule, value)?
            }
            _ => return Err(bad(Problem::UnknownSetting(clip(&key)))),
        }
    }
    charter
        .conditions
        .validate()
        .map_err(|e| bad(Problem::Setting(e)))?;
    Ok(charter)
}

#[cfg(test)]
mod tests {
    use super::super::{CommandError, parse};
    use super::*;

    fn ok(text: &str) -> LeagueCommand {
        match parse(text, None) {
            Some(Ok(Command::League(command))) => command,
            other => panic!("{text}: {other:?}"),
        }
    }

    /// What is wrong with a bad `/league` command, and the usage it is answered with.
    fn answer(text: &str) -> (Option<Problem>, &'static str) {
        match parse(text, None) {
            Some(Err(CommandError::BadArgument { usage, problem })) => (problem, usage),
            other => panic!("{text}: {other:?}"),
        }
    }

    /// What is wrong with a bad `/league` command, checking that its answer gives the usage
    /// of the subcommand typed only.
    fn problem(text: &str) -> Option<Problem> {
        let (problem, usage) = answer(text);
        let sub = text.split_whitespace().nth(1).unwrap_or_default();
        assert!(
            usage.starts_with(&format!("/league {}", sub.to_ascii_lowercase()))
                && !usage.contains(" · "),
            "{text}: {usage}"
        );
        problem
    }

    #[test]
    fn league_commands_are_read() {
        let LeagueCommand::New(charter) =
            ok("/league new Spring Cup game=blot points=501 format=double days=3")
        else {
            panic!("not new");
        };
        assert_eq!(charter.name, "Spring Cup");
        assert_eq!(charter.conditions.game, GameKind::Bazaar);
        assert_eq!(charter.conditions.points, 501);
        assert_eq!(charter.format, Format::Double);
        assert_eq!(charter.days, 3);
        let LeagueCommand::New(charter) = ok("/league new Duels game=durak format=swiss rounds=4")
        else {
            panic!("not new");
        };
        assert_eq!((charter.format, charter.rounds), (Format::Swiss, 4));
        assert_eq!(
            ok("/league team The Eagles <@!123>"),
            LeagueCommand::Team {
                name: "The Eagles".into(),
                partner: Partner::User(UserId("dc:123".into())),
            }
        );
        assert_eq!(
            ok("/league team Eagles @ani_k"),
            LeagueCommand::Team {
                name: "Eagles".into(),
                partner: Partner::Handle("@ani_k".into()),
            }
        );
        assert_eq!(ok("/league JOIN"), LeagueCommand::Join);
        assert_eq!(ok("/league end"), LeagueCommand::EndSeason);
        assert_eq!(ok("/league season"), LeagueCommand::NewSeason);
        assert_eq!(ok("/league history"), LeagueCommand::History);
        assert_eq!(
            ok("/league export 1"),
            LeagueCommand::Export { season: Some(1) }
        );
        assert_eq!(
            problem("/league export last"),
            Some(Problem::League(LeagueError::NoSuchSeason))
        );
        assert_eq!(
            ok("/league challenge 2"),
            LeagueCommand::Challenge { place: 2 }
        );
        assert_eq!(
            ok("/league leave"),
            LeagueCommand::Leave { confirmed: false }
        );
        assert_eq!(
            ok("/league leave confirm"),
            LeagueCommand::Leave { confirmed: true }
        );
        assert_eq!(
            ok("/league remove 3 confirm"),
            LeagueCommand::Remove {
                place: 3,
                confirmed: true
            }
        );
        assert_eq!(ok("/top durak"), LeagueCommand::Top(GameKind::Durak));
        assert_eq!(parse("/top", None), Some(Ok(Command::Top)));
        assert_eq!(
            ok("/league annul #3 played with a computer"),
            LeagueCommand::Rule {
                number: 3,
                ruling: RuleKind::Annul,
                reason: "played with a computer".into(),
            }
        );
        assert_eq!(
            ok("/league award 4 2 no show"),
            LeagueCommand::Rule {
                number: 4,
                ruling: RuleKind::Award { side: 2 },
                reason: "no show".into(),
            }
        );
        assert_eq!(
            ok("/league referee <@77>"),
            LeagueCommand::Referee(Partner::User(UserId("dc:77".into())))
        );
    }

    /// `/league` alone or `/league help` is answered with every subcommand's usage, and
    /// that list is the parser's own.
    #[test]
    fn league_help_lists_every_subcommand() {
        assert_eq!(parse("/league", None), Some(Ok(Command::LeagueHelp)));
        assert_eq!(parse("/league HELP", None), Some(Ok(Command::LeagueHelp)));
        for (names, usage) in SUBCOMMANDS {
            assert!(
                usage.starts_with(&format!("/league {}", names[0])),
                "{usage}"
            );
            assert!(USAGE.contains(names[0]), "{usage}");
        }
    }

    #[test]
    fn bad_league_arguments_say_what_is_wrong() {
        assert_eq!(problem("/league new"), None);
        assert_eq!(problem("/league join now"), None);
        assert_eq!(
            problem("/league new X game=chess"),
            Some(Problem::NotAGame("chess".into()))
        );
        assert_eq!(
            problem("/league new X format=knockout"),
            Some(Problem::NotAFormat("knockout".into()))
        );
        assert_eq!(
            problem("/league new X days=soon"),
            Some(Problem::League(LeagueError::BadDays))
        );
        assert_eq!(
            problem("/league new X game=toto21 points=3"),
            Some(Problem::Setting(SettingsError::Points(GameKind::Toto21)))
        );
        assert_eq!(
            problem("/league new X colour=red"),
            Some(Problem::UnknownSetting("colour".into()))
        );
        assert_eq!(
            problem("/league team Eagles Ani"),
            Some(Problem::NotAPartner("Ani".into()))
        );
        assert_eq!(
            problem("/league team Eagles <@abc>"),
            Some(Problem::NotAPartner("<@abc>".into()))
        );
        assert_eq!(problem("/league team @ani"), None);
        // The side is the fixture's first or second: "home" is no setting.
        assert_eq!(
            problem("/league award 3 home late"),
            Some(Problem::League(LeagueError::NotASide))
        );
        // A fixture's number, not a table's (it said "x" is not a table number).
        assert_eq!(
            problem("/league annul x why"),
            Some(Problem::League(LeagueError::NoSuchFixture))
        );
        assert_eq!(problem("/league replay"), None);
        // No such subcommand: the brief list of them all.
        assert_eq!(
            answer("/league fly"),
            (Some(Problem::NotASubcommand("fly".into())), USAGE)
        );
        // A place is counted from 1 (it said '"0" is not a setting this command takes.').
        for place in ["0", "first"] {
            assert_eq!(
                problem(&format!("/league challenge {place}")),
                Some(Problem::League(LeagueError::NoSuchPlace))
            );
        }
        assert_eq!(
            problem("/league remove 0"),
            Some(Problem::League(LeagueError::NoSuchPlace))
        );
        assert_eq!(problem("/league leave now"), None);
        // As the user reads it: what is wrong, then that subcommand's usage only.
        let Some(Err(error)) = parse("/league challenge 0", None) else {
            panic!("read");
        };
        let words = crate::table::command_error_text(crate::i18n::Lang::En, &error);
        assert_eq!(
            words,
            "There is no such place: places are numbered from 1, as the standings show them.\n\
             Use it like this: /league challenge PLACE"
        );
    }
}
