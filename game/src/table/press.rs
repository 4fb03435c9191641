//! What a button carries: a [`Press`], written as a short text that fits the platforms' button
//! data (Telegram allows 64 bytes). A press is untrusted input: decoding never panics, and the
//! service still decides whether the presser may do what the button says.

use crate::i18n::Lang;

use super::input::{Action, LeagueAction, SettingChange};
use super::settings::{Ai, HouseRule};
use crate::ids::{TableId, UserId};

/// The most bytes a button's data may hold (Telegram's limit; Discord allows 100).
pub const MAX_DATA_BYTES: usize = 64;

/// A button's meaning.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Press {
    /// Join a gathering table, in a chosen seat or a random one.
    Join {
        table: TableId,
        seat: Option<u8>,
    },
    Leave {
        table: TableId,
    },
    /// Leave a running game, confirmed: a computer plays the seat.
    LeaveGame {
        table: TableId,
    },
    /// Show the table's settings with buttons to change them.
    Settings {
        table: TableId,
    },
    /// Change one setting of a gathering table.
    Configure {
        table: TableId,
        change: SettingChange,
    },
    /// Start now, computer players taking the empty seats.
    Start {
        table: TableId,
    },
    Cancel {
        table: TableId,
    },
    Approve {
        table: TableId,
        user: UserId,
    },
    Refuse {
        table: TableId,
        user: UserId,
    },
    /// A move, with the turn counter of the screen it was shown on.
    Move {
        table: TableId,
        turn: u64,
        code: String,
    },
    TakeBack {
        table: TableId,
    },
    /// Hand one's seat to the computer for a while ("I'm away").
    Away {
        table: TableId,
    },
    /// Show the presser, privately, what the strong player would choose at this turn.
    Hint {
        table: TableId,
        turn: u64,
    },
    Rematch {
        table: TableId,
    },
    /// Show the presser his hand (Discord: an ephemeral reply).
    ShowHand {
        table: TableId,
    },
    /// Choose the chat's language.
    ChatLang {
        lang: Lang,
    },
    /// The next screen of the chat's open tables.
    Tables {
        skip: usize,
    },
    /// Show the presser's moves from this one on: in an auction, the bids from this level (its
    /// "Higher…"); in a Durak hand too big for one screen, the moves from this index.
    Page {
        table: TableId,
        turn: u64,
        from: u16,
    },
    /// A league team's partner accepts the captain's invitation.
    LeagueAccept {
        league: crate::league::LeagueId,
        invite: u32,
    },
    /// Open (or sit at) the presser's next fixture's table in a league.
    LeaguePlay {
        league: crate::league::LeagueId,
    },
    /// Show a league's fixtures of the current round.
    LeagueFixtures {
        league: crate::league::LeagueId,
    },
    /// A button that is shown but does nothing (a card that may not be played now).
    Inert,
}

impl Press {
    /// The button data: `j:12`, `j:12:3`, `m:12:40:TS`, `ap:12:tg:77`...
    pub fn encode(&self) -> String {
        match self {
            Press::Join { table, seat: None } => format!("j:{table}"),
            Press::Join {
                table,
                seat: Some(seat),
            } => format!("j:{table}:{seat}"),
            Press::Leave { table } => format!("l:{table}"),
            Press::LeaveGame { table } => format!("lv:{table}"),
            Press::Start { table } => format!("s:{table}"),
            Press::Settings { table } => format!("st:{table}"),
            Press::Configure { table, change } => match change {
                SettingChange::Points(points) => format!("cf:{table}:p:{points}"),
                SettingChange::Stake(stake) => format!("cf:{table}:s:{stake}"),
                SettingChange::MoveSecs(secs) => format!("cf:{table}:m:{secs}"),
                SettingChange::ApproveJoiners(on) => format!("cf:{table}:a:{}", u8::from(*on)),
                SettingChange::Ai(ai) => format!("cf:{table}:l:{}", ai.code()),
                SettingChange::Hints(on) => format!("cf:{table}:h:{}", u8::from(*on)),
                SettingChange::HouseRule(HouseRule::NoTrump, on) => {
                    format!("cf:{table}:n:{}", u8::from(*on))
                }
                SettingChange::HouseRule(HouseRule::Announcements, on) => {
                    format!("cf:{table}:d:{}", u8::from(*on))
                }
            },
            Press::Cancel { table } => format!("c:{table}"),
            Press::Approve { table, user } => format!("ap:{table}:{}", user.0),
            Press::Refuse { table, user } => format!("rf:{table}:{}", user.0),
            Press::Move { table, turn, code } => format!("m:{table}:{turn}:{code}"),
            Press::TakeBack { table } => format!("tb:{table}"),
            Press::Away { table } => format!("aw:{table}"),
            Press::Hint { table, turn } => format!("hn:{table}:{turn}"),
            Press::Rematch { table } => format!("r:{table}"),
            Press::ShowHand { table } => format!("h:{table}"),
            Press::ChatLang { lang } => format!("lang:{}", lang.code()),
            Press::Tables { skip } => format!("ls:{skip}"),
            Press::Page { table, turn, from } => format!("bp:{table}:{turn}:{from}"),
            Press::LeagueAccept { league, invite } => format!("lga:{league}:{invite}"),
            Press::LeaguePlay { league } => format!("lgp:{league}"),
            Press::LeagueFixtures { league } => format!("lgf:{league}"),
            Press::Inert => "-".to_string(),
        }
    }

    /// Reads button data; `None` for anything that is not a press of ours.
    pub fn decode(data: &str) -> Option<Press> {
        if data.len() > MAX_DATA_BYTES {
            return None;
        }
        let (tag, rest) = data.split_once(':').unwrap_or((data, ""));
        let table_then = |rest: &str| -> Option<(TableId, String)> {
            let (table, tail) = rest.split_once(':')?;
            Some((table.parse().ok()?, tail.to_string()))
        };
        let table = || rest.parse::<TableId>().ok();
        let user = |rest: &str| {
            table_then(rest)
                .filter(|(_, user)| !user.is_empty() && !user.contains(char::is_whitespace))
        };
        Some(match tag {
            "-" if rest.is_empty() => Press::Inert,
            "j" => match table_then(rest) {
                Some((table, seat)) => Press::Join {
                    table,
                    seat: Some(seat.parse().ok()?),
                },
                None => Press::Join {
                    table: table()?,
                    seat: None,
                },
            },
            "l" => Press::Leave { table: table()? },
            "lv" => Press::LeaveGame { table: table()? },
            "s" => Press::Start { table: table()? },
            "st" => Press::Settings { table: table()? },
            "cf" => {
                let (table, tail) = table_then(rest)?;
                let (what, value) = tail.split_once(':')?;
                let on = || match value {
                    "0" => Some(false),
                    "1" => Some(true),
                    _ => None,
                };
                let change = match what {
                    "p" => SettingChange::Points(value.parse().ok()?),
                    "s" => SettingChange::Stake(value.parse().ok()?),
                    "m" => SettingChange::MoveSecs(value.parse().ok()?),
                    "a" => SettingChange::ApproveJoiners(on()?),
                    "l" => SettingChange::Ai(Ai::from_code(value).filter(|ai| ai.code() == value)?),
                    "h" => SettingChange::Hints(on()?),
                    "n" => SettingChange::HouseRule(HouseRule::NoTrump, on()?),
                    "d" => SettingChange::HouseRule(HouseRule::Announcements, on()?),
                    _ => return None,
                };
                Press::Configure { table, change }
            }
            "c" => Press::Cancel { table: table()? },
            "ap" => {
                let (table, user) = user(rest)?;
                Press::Approve {
                    table,
                    user: UserId(user),
                }
            }
            "rf" => {
                let (table, user) = user(rest)?;
                Press::Refuse {
                    table,
                    user: UserId(user),
                }
            }
            "m" => {
                let (table, tail) = table_then(rest)?;
                let (turn, code) = tail.split_once(':')?;
                if code.is_empty() {
                    return None;
                }
                Press::Move {
                    table,
                    turn: turn.parse().ok()?,
                    code: code.to_string(),
                }
            }
            "tb" => Press::TakeBack { table: table()? },
            "aw" => Press::Away { table: table()? },
            "hn" => {
                let (table, turn) = table_then(rest)?;
                Press::Hint {
                    table,
                    turn: turn.parse().ok()?,
                }
            }
            "r" => Press::Rematch { table: table()? },
            "h" => Press::ShowHand { table: table()? },
            "bp" => {
                let (table, tail) = table_then(rest)?;
                let (turn, from) = tail.split_once(':')?;
                Press::Page {
                    table,
                    turn: turn.parse().ok()?,
                    from: from.parse().ok()?,
                }
            }
            "ls" => Press::Tables {
                skip: rest.parse().ok()?,
            },
            "lang" => Press::ChatLang {
                lang: Lang::from_code(rest).filter(|l| l.code() == rest)?,
            },
            "lga" => {
                let (league, invite) = rest.split_once(':')?;
                Press::LeagueAccept {
                    league: league.parse().ok()?,
                    invite: invite.parse().ok()?,
                }
            }
            "lgp" => Press::LeaguePlay {
                league: rest.parse().ok()?,
            },
            "lgf" => Press::LeagueFixtures {
                league: rest.parse().ok()?,
            },
            _ => return None,
        })
    }

    /// The table service's action for this press, if it is one (showing a hand, an inert
    /// button, the settings menu and choosing a language are answered by the shell's front).
    pub fn action(&self) -> Option<Action> {
        Some(match self.clone() {
            Press::Join { table, seat } => Action::Join { table, seat },
            Press::Leave { table } | Press::LeaveGame { table } => Action::Leave { table },
            Press::Start { table } => Action::Start { table },
            Press::Configure { table, change } => Action::Configure { table, change },
            Press::Cancel { table } => Action::Cancel { table },
            Press::Approve { table, user } => Action::Approve { table, user },
            Press::Refuse { table, user } => Action::Refuse { table, user },
            Press::Move { table, turn, code } => Action::Move { table, turn, code },
            Press::TakeBack { table } => Action::TakeSeatBack { table },
            Press::Away { table } => Action::Away { table },
            Press::Rematch { table } => Action::Rematch { table },
            Press::ChatLang { lang } => Action::ChatLanguage {
                lang: lang.code().to_string(),
            },
            Press::Tables { skip } => Action::List { skip },
            Press::LeagueAccept { league, invite } => Action::League {
                request: LeagueAction::Accept {
                    league,
                    invite,
                    handle: None,
                },
            },
            Press::LeaguePlay { league } => Action::League {
                request: LeagueAction::Play {
                    league: Some(league),
                },
            },
            Press::LeagueFixtures { league } => Action::League {
                request: LeagueAction::Fixtures {
                    league: Some(league),
                },
            },
            Press::ShowHand { .. }
            | Press::Settings { .. }
            | Press::Page { .. }
            | Press::Hint { .. }
            | Press::Inert => {
                return None;
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn samples() -> Vec<Press> {
        let user = UserId("tg:1234567890123".into());
        vec![
            Press::Join {
                table: 12,
                seat: None,
            },
            Press::Join {
                table: 12,
                seat: Some(3),
            },
            Press::Leave { table: 1 },
            Press::LeaveGame { table: 1 },
            Press::Start { table: 99 },
            Press::Settings { table: 99 },
            Press::Tables { skip: 20 },
            Press::LeagueAccept {
                league: 3,
                invite: 12,
            },
            Press::LeaguePlay { league: 3 },
            Press::LeagueFixtures {
                league: 18_446_744_073_709_551_615,
            },
            Press::Page {
                table: 12,
                turn: 40,
                from: 16,
            },
            Press::Configure {
                table: 99,
                change: SettingChange::Stake(1_000_000),
            },
            Press::Configure {
                table: 99,
                change: SettingChange::ApproveJoiners(true),
            },
            Press::Cancel { table: 5 },
            Press::Approve {
                table: 7,
                user: user.clone(),
            },
            Press::Refuse { table: 7, user },
            Press::Move {
                table: 4_000_000,
                turn: 1_234_567,
                code: "b 7H QH".into(),
            },
            Press::Move {
                table: 1,
                turn: 0,
                code: "24NTK".into(),
            },
            Press::TakeBack { table: 3 },
            Press::Away { table: 3 },
            Press::Hint {
                table: 4_000_000,
                turn: 1_234_567,
            },
            Press::Configure {
                table: 99,
                change: SettingChange::Ai(crate::table::model::Ai::Rule),
            },
            Press::Configure {
                table: 99,
                change: SettingChange::Hints(false),
            },
            Press::Rematch { table: 3 },
            Press::ShowHand { table: 3 },
            Press::ChatLang { lang: Lang::Ka },
            Press::Inert,
        ]
    }

    #[test]
    fn every_press_survives_its_button_data() {
        for press in samples() {
            let data = press.encode();
            assert!(data.len() <= MAX_DATA_BYTES, "{data} is too long");
            assert_eq!(Press::decode(&data), Some(press));
        }
    }

    #[test]
    fn foreign_or_broken_data_is_not_a_press() {
        for data in [
            "",
            "x",
            "j:",
            "j:abc",
            "j:1:x",
            "m:1:2",
            "m:1:2:",
            "m:1:x:TS",
            "ap:1:",
            "ap:1:tg 1",
            "lang:fr",
            "lang:EN",
            "-:1",
            "cf:1:a:2",
            "cf:1:l:Strong",
            "cf:1:l:best",
            "cf:1:h:2",
            "hn:1:",
            "aw:x",
            "cf:1:x:2",
            "cf:1:p:",
            &"m:1:1:".repeat(20),
        ] {
            assert_eq!(Press::decode(data), None, "{data:?}");
        }
    }

    #[test]
    fn a_press_of_the_service_becomes_its_action() {
        let press = Press::Move {
            table: 2,
            turn: 9,
            code: "TS".into(),
        };
        assert_eq!(
            press.action(),
            Some(Action::Move {
                table: 2,
                turn: 9,
                code: "TS".into()
            })
        );
        assert_eq!(Press::ShowHand { table: 2 }.action(), None);
        assert_eq!(Press::Inert.action(), None);
    }
}
