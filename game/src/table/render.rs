//! Notices in words: every notice rendered in the reader's language from the catalogs, so the
//! two bots share one wording. The language is the user's own, else the chat's, else English.

use crate::cards::Card;
use crate::i18n::{
    Lang, LeagueMsg, Msg, blot_error, card_text, durak_error, league_text, team_names, text,
    toto21_error,
};

use super::command::{CommandError, Problem};
use super::engine::{FinalHand, MoveRefused};
use super::kind::GameKind;
use super::notice::Notice;
use super::service::Service;
use super::settings::{SettingsError, given_name};
use super::words::{contract_line, match_won, notice_words};
use crate::ids::{ChatId, UserId};

impl Service {
    /// The language to write to `user` in `chat`: his own choice, else the chat's, else his
    /// app's, else English.
    pub fn lang_for(&self, user: Option<&UserId>, chat: Option<&ChatId>) -> Lang {
        let user = user.and_then(|u| self.users.get(u));
        let own = user.and_then(|u| u.lang.as_deref());
        let app = user.and_then(|u| u.locale.as_deref());
        let chat = chat
            .and_then(|c| self.chats.get(c))
            .and_then(|c| c.lang.as_deref());
        own.or(chat)
            .or(app)
            .and_then(Lang::from_code)
            .unwrap_or_default()
    }
}

/// What is wrong with a setting.
fn settings_error(error: SettingsError) -> Msg<'static> {
    match error {
        SettingsError::Name => Msg::DenySettingName,
        SettingsError::Points(game) => Msg::DenySettingPoints {
            game,
            allowed: SettingsError::allowed_points(game),
        },
        SettingsError::MoveTime => Msg::DenySettingMoveTime,
        SettingsError::GameTime => Msg::DenySettingGameTime,
        SettingsError::Toto21Conditions => Msg::DenySettingToto21,
        SettingsError::RulesOfAnotherGame => Msg::DenySettingRules,
        SettingsError::NoHouseRule(game) => Msg::DenySettingHouseRule { game },
        SettingsError::Stake => Msg::DenySettingStake,
        SettingsError::IdleTime => Msg::DenySettingIdle,
    }
}

/// A command that could not be read, in words: what is wrong (when one argument is), then
/// how to use it.
pub fn command_error_text(lang: Lang, error: &CommandError) -> String {
    let (usage, problem) = match error {
        CommandError::Unknown(word) => {
            return text(lang, &Msg::DenyUnknownCommand { command: word });
        }
        CommandError::BadArgument { usage, problem } => (*usage, problem),
    };
    let Some(problem) = problem else {
        return text(lang, &Msg::DenyBadArgument { usage });
    };
    let what = text(
        lang,
        &match problem {
            Problem::Setting(error) => settings_error(*error),
            Problem::NotATable(given) => Msg::DenyNotATable { given },
            Problem::NotASeat(given) => Msg::DenyNotASeat { given },
            Problem::NotALanguage(given) => Msg::DenyNotALanguage { given },
            Problem::NotAGame(given) => Msg::DenyNotAGame { given },
            Problem::UnknownSetting(given) => Msg::DenyUnknownSetting { given },
            Problem::YesOrNo(setting) => Msg::DenyYesOrNo { setting },
            Problem::NotALevel(value) => Msg::DenyNotALevel { value },
            Problem::NotABid(given) => Msg::DenyNotABid { given },
            Problem::NotASuit(given) => Msg::DenyNotASuit { given },
            Problem::NotAFormat(given) => {
                return league_problem(lang, usage, LeagueMsg::DenyNotAFormat { given });
            }
            Problem::NotAPartner(given) => {
                return league_problem(lang, usage, LeagueMsg::DenyNotAPartner { given });
            }
            Problem::NotASubcommand(given) => {
                return league_problem(lang, usage, LeagueMsg::DenyNotASubcommand { given });
            }
            Problem::League(error) => {
                return league_problem(lang, usage, LeagueMsg::Deny(*error));
            }
        },
    );
    format!("{what}\n{}", text(lang, &Msg::DenyUsage { usage }))
}

/// `/league help`: every league subcommand's usage, one a line.
pub fn league_help_text(lang: Lang) -> String {
    let usages = super::command::league::SUBCOMMANDS
        .iter()
        .map(|(_, usage)| *usage)
        .collect::<Vec<_>>()
        .join("\n");
    league_text(lang, &LeagueMsg::Help { usages: &usages })
}

/// A Toto21 round's hands once it is over, every card shown, then who went over 21.
fn final_hand_lines(lang: Lang, hands: &[(String, FinalHand)]) -> Vec<String> {
    let shown = hands.iter().map(|(user, hand)| {
        let cards = hand
            .cards
            .iter()
            .map(|&card| card_text(card))
            .collect::<Vec<_>>()
            .join(" ");
        text(
            lang,
            &Msg::TotoHandLine {
                user,
                cards: &cards,
                total: hand.total,
            },
        )
    });
    let busts = hands
        .iter()
        .filter(|(_, hand)| hand.bust)
        .map(|(user, hand)| {
            text(
                lang,
                &Msg::TotoBust {
                    user,
                    total: hand.total,
                },
            )
        });
    shown.chain(busts).collect()
}

/// "A tie goes to the dealer": a Toto21 round won on equal totals (the hands are the
/// player's, then the dealer's), so that nobody reads the round as won on nothing.
fn tie_to_dealer(
    lang: Lang,
    hands: &[(String, FinalHand)],
    winner: Option<&str>,
) -> Option<String> {
    let [(_, player), (dealer, hand)] = hands else {
        return None;
    };
    let tie = !player.bust && !hand.bust && player.total == hand.total;
    (tie && winner == Some(dealer.as_str()))
        .then(|| text(lang, &Msg::TotoTieToDealer { user: dealer }))
}

/// A league argument's problem, then the usage.
fn league_problem(lang: Lang, usage: &str, what: LeagueMsg<'_>) -> String {
    format!(
        "{}\n{}",
        league_text(lang, &what),
        text(lang, &Msg::DenyUsage { usage })
    )
}

/// A deal's result with its `details` (who took the last trick, each team's points) after its
/// headline and before the game's score, which [`notice_text`] puts last: what the deal gave,
/// then where the game stands. Any other notice is [`notice_text`], its details after it.
pub fn deal_scored_text(lang: Lang, notice: &Notice, details: &[String]) -> String {
    let words = notice_text(lang, notice);
    if details.is_empty() {
        return words;
    }
    let details = details.join("\n");
    match (notice, words.rsplit_once('\n')) {
        (Notice::DealScored { .. }, Some((head, score))) => format!("{head}\n{details}\n{score}"),
        _ => format!("{words}\n{details}"),
    }
}

/// A notice in words, one line per phrase.
pub fn notice_text(lang: Lang, notice: &Notice) -> String {
    let say = |msg: Msg<'_>| text(lang, &msg);
    match notice {
        Notice::NotYourTurn { name } => say(Msg::DenyNotYourTurn { user: name }),
        Notice::NotAtTable => say(Msg::DenyNotAtTable),
        Notice::Stale => say(Msg::DenyStaleButton),
        Notice::TableFull => say(Msg::DenyTableFull),
        Notice::AlreadySeated => say(Msg::DenyAlreadySeated),
        Notice::OnlyCreator { name } => say(Msg::DenyOnlyCreator { creator: name }),
        Notice::NotEnoughChips { stake, balance } => say(Msg::DenyNotEnoughChips {
            stake: *stake,
            balance: *balance,
        }),
        Notice::GameRunning => say(Msg::DenyAlreadyStarted),
        Notice::NoSuchTable { id } => say(Msg::DenyNoSuchTable { id: *id }),
        Notice::TableElsewhere { id } => say(Msg::DenyTableElsewhere { id: *id }),
        Notice::TooManyStarts => say(Msg::DenyTooManyStarts),
        Notice::NotGathering => say(Msg::DenyNotWaiting),
        Notice::SeatTaken { seat } => say(Msg::DenySeatTaken {
            seat: u32::from(*seat) + 1,
        }),
        Notice::NoSuchSeat { seats } => say(Msg::DenyNoSuchSeat {
            seats: u32::from(*seats),
        }),
        Notice::BadSettings { error } => say(settings_error(*error)),
        Notice::IllegalMove { refusal } => match refusal {
            MoveRefused::Blot(error) => blot_error(lang, error),
            MoveRefused::Toto21(error) => toto21_error(lang, error),
            MoveRefused::Durak(error) => durak_error(lang, error),
            MoveRefused::Unreadable => say(Msg::DenyNothingToDo),
            MoveRefused::Setup(reason) => say(Msg::DenyBadArgument { usage: reason }),
        },
        Notice::SeatIsYours => say(Msg::DenySeatHeldByComputer),
        Notice::NothingToDo => say(Msg::DenyNothingToDo),
        Notice::NotPlaying => say(Msg::DenyNotPlaying),
        Notice::AlreadyAway => say(Msg::DenyAlreadyAway),
        Notice::NotAway => say(Msg::DenyNotAway),
        Notice::SettingUnchanged => say(Msg::DenySettingUnchanged),
        Notice::RematchBegun { table } => say(Msg::DenyRematchBegun { id: *table }),
        Notice::RematchAsked => say(Msg::DenyRematchAsked),
        Notice::PlayerCannotCover { name, stake } => say(Msg::DenyPlayerCannotCover {
            user: name,
            stake: *stake,
        }),
        Notice::AlreadyOpen { table } => say(Msg::DenyAlreadyOpen { id: *table }),
        Notice::TooManyOpen { limit } => say(Msg::DenyTooManyOpen { limit: *limit }),
        Notice::Opened {
            table,
            by,
            name,
            game,
            points,
            stake,
        } => say(Msg::TableOpened {
            id: *table,
            name: given_name(name, *game),
            user: by,
            game: *game,
            points: *points,
            stake: *stake,
        }),
        Notice::TableList { tables, .. } if tables.is_empty() => say(Msg::NoOpenTables),
        Notice::TableList {
            tables,
            skip,
            total,
            ..
        } => {
            let header = if *total > tables.len() {
                Msg::TableListPage {
                    from: *skip as u32 + 1,
                    to: (*skip + tables.len()) as u32,
                    total: *total as u32,
                }
            } else {
                Msg::TableListHeader
            };
            let mut lines = vec![say(header)];
            for t in tables {
                let opened = clock_time(t.opened_at);
                lines.push(say(Msg::TableListRow {
                    id: t.id,
                    name: given_name(&t.name, t.game),
                    game: t.game,
                    points: t.points,
                    taken: t.taken as u32,
                    seats: t.seats as u32,
                    playing: t.playing,
                    opened: &opened,
                }));
            }
            lines.join("\n")
        }
        Notice::JoinRequested { name, creator, .. } => say(Msg::JoinRequested {
            user: name,
            creator,
        }),
        Notice::Joined { name, .. } => say(Msg::PlayerJoined { user: name }),
        Notice::JoinRefused { table } => say(Msg::JoinRefused { id: *table }),
        Notice::BegunWithout { table } => say(Msg::BegunWithout { id: *table }),
        Notice::RematchOffered { name, .. } => say(Msg::RematchOffered { user: name }),
        Notice::Left { name, .. } => say(Msg::PlayerLeft { user: name }),
        Notice::Cancelled { table, refunded } => say(Msg::TableCancelled {
            id: *table,
            staked: *refunded > 0,
        }),
        Notice::Started {
            game,
            stake,
            seats,
            pot,
            ..
        } => {
            let mut lines = vec![match seats.as_slice() {
                [north, east, south, west] => say(Msg::GameStartsTeams {
                    game: *game,
                    north,
                    south,
                    east,
                    west,
                }),
                [first, second] => say(Msg::GameStartsDuel {
                    game: *game,
                    first,
                    second,
                }),
                _ => say(Msg::GameName(*game)),
            }];
            if *stake > 0 {
                // One person's stake alone: the computers put in nothing, so it comes back.
                lines.push(say(if *pot == *stake {
                    Msg::StakeAlone { stake: *stake }
                } else {
                    Msg::StakesInPot { stake: *stake }
                }));
            }
            lines.join("\n")
        }
        Notice::TimedOut { name, code, .. } => {
            let action = move_words(lang, code);
            say(Msg::MoveTimedOut {
                user: name,
                action: &action,
            })
        }
        Notice::Replaced { name, .. } => say(Msg::BotHoldsSeat { user: name }),
        Notice::Back { name, .. } => say(Msg::PlayerBack { user: name }),
        Notice::LeftGame { name, .. } => say(Msg::PlayerLeftGame { user: name }),
        Notice::Away { name, .. } => say(Msg::PlayerAway { user: name }),
        Notice::ClockLost { name, .. } => say(Msg::GameClockOut { user: name }),
        Notice::DealScored {
            result,
            declarers,
            holder,
            teams,
            totals,
            ..
        } => {
            let (user, contract) = holder.as_deref().map_or(("", None), |(user, contract)| {
                (user.as_str(), contract.as_ref())
            });
            let contract = contract.map(|c| contract_line(lang, c, user));
            let teams = teams.each_ref().map(|names| team_names(lang, names));
            let team = declarers.map_or("", |t| teams[t & 1].as_str());
            let defenders = declarers.map_or("", |t| teams[1 - (t & 1)].as_str());
            let headline = match result.as_str() {
                "made" => say(Msg::DealMade { team }),
                "down" => say(Msg::DealDown { team }),
                "tars_kaput" => say(Msg::TarsKaput {
                    team,
                    winners: defenders,
                }),
                _ if holder.is_some() => say(Msg::CallFourSevens { user }),
                _ => say(Msg::ThrownIn),
            };
            let score = say(Msg::Score {
                team_a: &teams[0],
                a: u32::from(totals[0]),
                b: u32::from(totals[1]),
                team_b: &teams[1],
            });
            contract
                .into_iter()
                .chain([headline, score])
                .collect::<Vec<_>>()
                .join("\n")
        }
        Notice::RoundOver {
            game,
            winner,
            points,
            hands,
            golden_point,
            ..
        } => {
            let result = match (game, winner) {
                (GameKind::Durak, Some(user)) => say(Msg::DurakGameWon { user }),
                (GameKind::Durak, None) => say(Msg::DurakDraw),
                (_, Some(user)) => say(Msg::RoundWon {
                    user,
                    points: *points,
                }),
                (_, None) => say(Msg::DoubleBust { prize: *points }),
            };
            let golden = winner.as_deref().filter(|_| *golden_point);
            let mut lines: Vec<String> = golden
                .map(|user| say(Msg::GoldenPoint { user }))
                .into_iter()
                .collect();
            lines.extend(final_hand_lines(lang, hands));
            if *game == GameKind::Toto21 && !*golden_point {
                lines.extend(tie_to_dealer(lang, hands, winner.as_deref()));
            }
            lines.push(result);
            lines.join("\n")
        }
        Notice::GameOver {
            winners,
            payout,
            margin,
            ..
        } => {
            let user = team_names(lang, winners);
            let mut lines = vec![say(match_won(&user, winners.len(), *margin))];
            if *payout > 0 {
                lines.push(say(Msg::WinsChips {
                    user: &user,
                    chips: *payout,
                }));
            }
            lines.join("\n")
        }
        Notice::Balance { chips } => say(Msg::Balance { chips: *chips }),
        Notice::Leaderboard { rows } if rows.is_empty() => say(Msg::NoGamesYet),
        Notice::Leaderboard { rows } => {
            let mut lines = vec![say(Msg::LeaderboardHeader)];
            for (rank, (user, wins, games)) in rows.iter().enumerate() {
                lines.push(say(Msg::LeaderboardRow {
                    rank: rank as u32 + 1,
                    user,
                    wins: *wins,
                    games: *games,
                }));
            }
            lines.join("\n")
        }
        Notice::LanguageSet { lang: code } => say(Msg::LanguageSet {
            lang: Lang::from_code(code).unwrap_or_default(),
        }),
        Notice::League { .. }
        | Notice::NoLeague
        | Notice::FixtureTable { .. }
        | Notice::LeagueOpened { .. }
        | Notice::LeagueJoined { .. }
        | Notice::TeamInvited { .. }
        | Notice::TeamRegistered { .. }
        | Notice::LeagueStarted { .. }
        | Notice::FixtureOpened { .. }
        | Notice::FixturePlayed { .. }
        | Notice::FixtureNotCounted { .. }
        | Notice::Challenged { .. }
        | Notice::LeagueStandings { .. }
        | Notice::LeagueFixtures { .. }
        | Notice::LeagueMe { .. }
        | Notice::RatingTop { .. }
        | Notice::RefereeNamed { .. }
        | Notice::FixtureForfeited { .. }
        | Notice::SeasonEnded { .. }
        | Notice::SeasonOpened { .. }
        | Notice::WithdrawConfirm { .. }
        | Notice::Withdrawn { .. }
        | Notice::LeagueHistory { .. }
        | Notice::FixtureOverdue { .. }
        | Notice::Ruled { .. }
        | Notice::LeagueLog { .. } => notice_words(lang, notice).unwrap_or_default(),
    }
}

/// A move code in the reader's words: a button's label, or a card as `10♠`.
fn move_words(lang: Lang, code: &str) -> String {
    let label = match code {
        "p" => Some(Msg::BtnPass),
        "stand" => Some(Msg::BtnStand),
        "hit" => Some(Msg::BtnHit),
        "blind" => Some(Msg::BtnBlindCard),
        "take" => Some(Msg::BtnDurakTake),
        "go" => Some(Msg::BtnLetGo),
        _ => None,
    };
    if let Some(msg) = label {
        return text(lang, &msg);
    }
    let card = code.strip_prefix("a ").unwrap_or(code);
    card.parse::<Card>()
        .map(card_text)
        .unwrap_or_else(|_| code.to_string())
}

/// `HH:MM UTC` of a moment in milliseconds since the epoch (the bot knows no reader's zone).
fn clock_time(millis: u64) -> String {
    let minutes = millis / 60_000;
    format!("{:02}:{:02} UTC", (minutes / 60) % 24, minutes % 60)
}
