//! The Blot family's screens: auction, contract, trick, score; and a player's hand with his
//! cards or calls as buttons.

use std::collections::BTreeMap;

use crate::blot::matchplay::DealSummaryView;
use crate::blot::{BlotView, Call, Parts, Strain};
use crate::cards::{Card, Rank, Suit};
use crate::i18n::{Lang, Msg, text};

use super::super::model::Status;
use super::super::press::Press;
use super::super::service::TableView;
use super::super::words::contract_line;
use super::labels::{move_label, parse_strain};
use super::{Button, code_text, seat_name, team_name};
use crate::blot::combination::parse_announcement;
use crate::blot::matchplay::{NO_BELOTE, OPEN_HAND};

/// The deal as everyone sees it (`private`: the seat's own screen, which names no dealer).
pub(super) fn lines(lang: Lang, view: &TableView, blot: &BlotView, private: bool) -> Vec<String> {
    deal_lines(lang, view, blot, private, true)
}

/// A seat's own screen between its turns: only what changes once a deal (the contract and the
/// score), so that the hand is not rewritten at every move of the others; the table's message
/// shows the play.
pub(super) fn waiting_lines(lang: Lang, view: &TableView, blot: &BlotView) -> Vec<String> {
    deal_lines(lang, view, blot, true, false)
}

fn deal_lines(
    lang: Lang,
    view: &TableView,
    blot: &BlotView,
    private: bool,
    play: bool,
) -> Vec<String> {
    let game = view.settings.game;
    let name = |seat: u8| seat_name(view, usize::from(seat));
    let mut lines = Vec::new();
    if !private {
        lines.push(text(
            lang,
            &Msg::DealerLine {
                user: &name(blot.dealer),
            },
        ));
    }
    match &blot.contract {
        Some(contract) => lines.push(contract_line(lang, contract, &name(contract.seat))),
        None if !play => {}
        None if blot.winner.is_none() => {
            if let Some(card) = &blot.turned {
                lines.push(text(
                    lang,
                    &Msg::TurnedCard {
                        card: &code_text(card),
                    },
                ));
            }
            if !blot.calls.is_empty() {
                let calls = blot
                    .calls
                    .iter()
                    .map(|(seat, code)| format!("{} {}", name(*seat), move_label(lang, game, code)))
                    .collect::<Vec<_>>()
                    .join(" · ");
                lines.push(text(lang, &Msg::Bidding { calls: &calls }));
            }
        }
        None => {}
    }
    if play {
        lines.extend(announcement_lines(lang, view, blot));
    }
    if play && !blot.trick.is_empty() {
        let cards = blot
            .trick
            .iter()
            .map(|(seat, code)| format!("{} {}", name(*seat), code_text(code)))
            .collect::<Vec<_>>()
            .join(" · ");
        lines.push(text(lang, &Msg::OnTheTable { cards: &cards }));
    }
    for (seat, cards) in blot.open_hands.iter().filter(|_| play) {
        // In the order of the players' own hands: trumps first, strongest first.
        let trump = trump_of(blot);
        let mut cards: Vec<Card> = cards.iter().filter_map(|c| c.parse().ok()).collect();
        cards.sort_by_key(|&card| sort_key(card, trump));
        let cards = cards
            .iter()
            .map(|&card| crate::i18n::card_text(card))
            .collect::<Vec<_>>()
            .join(" ");
        lines.push(text(
            lang,
            &Msg::OpenHandLine {
                user: &name(*seat),
                cards: &cards,
            },
        ));
    }
    if let Some(last) = blot.last_trick.as_ref().filter(|_| play) {
        let cards = last
            .cards
            .split_whitespace()
            .map(code_text)
            .collect::<Vec<_>>()
            .join(" ");
        lines.push(text(
            lang,
            &Msg::LastTrickLine {
                cards: &cards,
                user: &name(last.winner),
            },
        ));
    }
    let [team_a, team_b] = [0, 1].map(|team| team_name(lang, view, team));
    if play && blot.contract.is_some() {
        lines.push(text(
            lang,
            &Msg::TricksTaken {
                team_a: &team_a,
                a: u32::from(blot.tricks_won[0]),
                b: u32::from(blot.tricks_won[1]),
                team_b: &team_b,
            },
        ));
    }
    lines.push(text(
        lang,
        &Msg::ScoreTo {
            team_a: &team_a,
            a: u32::from(blot.totals[0]),
            b: u32::from(blot.totals[1]),
            team_b: &team_b,
            points: u32::from(blot.target),
        },
    ));
    lines
}

/// Who announced what ("Aram: terz", with its cards once shown in the second trick), and the
/// belote-rebelote called so far.
fn announcement_lines(lang: Lang, view: &TableView, blot: &BlotView) -> Vec<String> {
    let name = |seat: u8| seat_name(view, usize::from(seat));
    let mut lines: Vec<String> = blot
        .announced
        .iter()
        .filter_map(|shown| {
            let user = name(shown.seat);
            let said = text(lang, &announcement(&user, &shown.kind)?);
            Some(match &shown.cards {
                Some(cards) => {
                    let cards = cards.split_whitespace().map(code_text).collect::<Vec<_>>();
                    format!("{said} ({})", cards.join(" "))
                }
                None => said,
            })
        })
        .collect();
    if let Some((seat, call)) = blot.belote {
        let user = name(seat);
        let msg = match call {
            "belote" => Msg::Belote { user: &user },
            _ => Msg::Rebelote { user: &user },
        };
        lines.push(text(lang, &msg));
    }
    lines
}

/// The phrase of an announced combination of a view (`terz`, `fifty`, `hundred`, `four J`).
fn announcement<'a>(user: &'a str, kind: &str) -> Option<Msg<'a>> {
    Some(match kind {
        "terz" => Msg::AnnounceTerz { user },
        "fifty" => Msg::AnnounceFifty { user },
        "hundred" => Msg::AnnounceHundred { user },
        _ => {
            let rank = kind
                .strip_prefix("four ")?
                .chars()
                .next()
                .and_then(Rank::from_char)?;
            match rank {
                Rank::Eight => Msg::AnnounceFourEights { user },
                rank => Msg::AnnounceFour { user, rank },
            }
        }
    })
}

/// The deal just scored, in detail: who took the last trick (and what it added, in the unit
/// of the card points below it), then each team's points and
/// the parts they add up from, each part with the team that scored it; nothing for a void deal,
/// where nothing was played.
pub fn deal_summary_lines(lang: Lang, view: &TableView, deal: &DealSummaryView) -> Vec<String> {
    if deal.result == "void" {
        return Vec::new();
    }
    let factor = deal.contract.as_ref().map_or(1, |c| c.coinche.max(1));
    let last_trick = deal.last_trick.map(|seat| {
        let user = seat_name(view, usize::from(seat));
        text(
            lang,
            &Msg::LastTrick {
                user: &user,
                points: u32::from(deal.last_trick_points),
            },
        )
    });
    let teams = (0..2).map(|team| {
        let team_name = team_name(lang, view, team);
        team_points_line(lang, &team_name, deal.parts[team], deal.score[team], factor)
    });
    last_trick.into_iter().chain(teams).collect()
}

/// "Aram & Gayane: 27 points (cards 16 + combinations 2 + contract 9)": the parts shown are
/// those that are not zero; in Belote for two their raw sum is shown (where there are two
/// parts or more), then rounded to tens.
pub(super) fn team_points_line(
    lang: Lang,
    team: &str,
    parts: Parts,
    points: u16,
    factor: u8,
) -> String {
    let shown: Vec<String> = [
        Msg::PartCards {
            points: u32::from(parts.cards),
        },
        Msg::PartCombinations {
            points: u32::from(parts.combinations),
        },
        Msg::PartBelote {
            points: u32::from(parts.belote),
        },
        Msg::PartBid {
            level: u32::from(parts.bid / u16::from(factor)),
            factor: u32::from(factor),
        },
    ]
    .iter()
    .zip([parts.cards, parts.combinations, parts.belote, parts.bid])
    .filter(|(_, value)| *value > 0)
    .map(|(part, _)| text(lang, part))
    .collect();
    let joined = shown.join(" + ");
    let (points, raw) = (u32::from(points), u32::from(parts.sum()));
    let msg = match (shown.len(), raw == points) {
        (0, _) => Msg::DealTeamNoPoints { team },
        (_, true) => Msg::DealTeamPoints {
            team,
            points,
            parts: &joined,
        },
        (1, false) => Msg::DealTeamPointsRoundedOne {
            team,
            points,
            parts: &joined,
        },
        (_, false) => Msg::DealTeamPointsRounded {
            team,
            points,
            parts: &joined,
            raw,
        },
    };
    text(lang, &msg)
}

/// The seat's hand, sorted, and its buttons: every card (the legal ones pressable) while
/// tricks are played, the calls while the auction runs, leaving room for `controls` more
/// buttons (the seat's own: "I'm away", "💡 Hint").
pub(super) fn hand(
    lang: Lang,
    view: &TableView,
    blot: &BlotView,
    page_from: Option<u16>,
    controls: usize,
    lines: &mut Vec<String>,
) -> Vec<Vec<Button>> {
    let trump = trump_of(blot);
    let mut cards: Vec<Card> = blot
        .hand
        .iter()
        .flatten()
        .filter_map(|code| code.parse().ok())
        .collect();
    cards.sort_by_key(|&card| sort_key(card, trump));
    lines.extend(super::hand_line(lang, view, &cards));
    let laid_open = view
        .your_seat
        .is_some_and(|me| blot.open_hands.iter().any(|(seat, _)| *seat == me));
    if laid_open && view.status == Status::Playing {
        lines.push(text(lang, &Msg::HandLaidOpen));
    }
    let moves = &view.your_moves;
    let move_button = |label: String, code: &str| {
        Button::press(
            label,
            &Press::Move {
                table: view.id,
                turn: view.turn,
                code: code.to_string(),
            },
        )
    };
    if blot.phase == "auction" {
        let page = |from: u16, label: Msg| super::page_button(lang, view, from, label);
        return call_rows(moves, page_from, controls, page, |code| {
            move_button(move_label(lang, view.settings.game, code), code)
        });
    }
    let row: Vec<Button> = cards
        .iter()
        .map(|card| {
            let code = card.to_string();
            let label = crate::i18n::card_text(*card);
            if moves.contains(&code) {
                move_button(label, &code)
            } else {
                Button::inert(label)
            }
        })
        .collect();
    let mut rows = vec![row];
    // Choosing from an opponent's open hand: his legal cards, which are not in this hand.
    let chosen: Vec<Button> = moves
        .iter()
        .filter_map(|code| code.parse::<Card>().ok())
        .filter(|card| !cards.contains(card))
        .map(|card| move_button(crate::i18n::card_text(card), &card.to_string()))
        .collect();
    if let (false, Some(opener)) = (chosen.is_empty(), blot.to_act) {
        lines.push(text(
            lang,
            &Msg::ChooseFromOpenHand {
                user: &seat_name(view, usize::from(opener)),
            },
        ));
        rows.push(chosen);
    }
    // Before his first card: what to announce (playing a card announces the best set); his
    // belote kept quiet; his hand laid open where the table allows it.
    let choices: Vec<Button> = moves
        .iter()
        .filter(|code| {
            parse_announcement(code).is_some() || *code == NO_BELOTE || *code == OPEN_HAND
        })
        .map(|code| move_button(move_label(lang, view.settings.game, code), code))
        .collect();
    if moves.iter().any(|code| parse_announcement(code).is_some()) {
        lines.push(text(lang, &Msg::AnnounceHint));
    }
    if !choices.is_empty() {
        rows.push(choices);
    }
    rows
}

/// The most bid levels shown on one screen of the auction.
const LEVELS_PER_SCREEN: usize = 3;

/// The calls as rows ([`level_rows`]) with as many bid levels as leave room for `controls`
/// more buttons: three, or fewer when the first row has no room for them.
fn call_rows(
    moves: &[String],
    from: Option<u16>,
    controls: usize,
    page: impl Fn(u16, Msg) -> Button,
    button: impl Fn(&str) -> Button,
) -> Vec<Vec<Button>> {
    let mut shown = LEVELS_PER_SCREEN;
    loop {
        let rows = level_rows(moves, from, shown, &page, &button);
        if shown == 1 || super::fits(&rows, controls) {
            return rows;
        }
        shown -= 1;
    }
}

/// The calls as rows: the plain calls first (pass, coinche, take, a suit...), then `per_screen`
/// levels one row each (a strain per button; the lowest unless `from` asks for higher ones),
/// then the lowest kaput bids. When more levels are legal than shown, a "Higher…" button (and
/// "Lowest" once past the first screen) in the first row reaches every one of them.
fn level_rows(
    moves: &[String],
    from: Option<u16>,
    per_screen: usize,
    page: impl Fn(u16, Msg) -> Button,
    button: impl Fn(&str) -> Button,
) -> Vec<Vec<Button>> {
    let mut plain = Vec::new();
    let mut levels: BTreeMap<u16, Vec<&str>> = BTreeMap::new();
    let mut kaput: BTreeMap<u16, Vec<&str>> = BTreeMap::new();
    for code in moves {
        match code.parse::<Call>() {
            Ok(Call::Bid(bid)) if bid.kaput => kaput.entry(bid.level).or_default().push(code),
            Ok(Call::Bid(bid)) => levels.entry(bid.level).or_default().push(code),
            _ => plain.push(code.as_str()),
        }
    }
    let lowest = levels.keys().next().copied();
    let shown: Vec<(&u16, &Vec<&str>)> =
        levels.range(from.unwrap_or(0)..).take(per_screen).collect();
    let mut first = plain.into_iter().map(&button).collect::<Vec<_>>();
    let next = shown
        .last()
        .and_then(|(last, _)| levels.range(**last + 1..).next().map(|(&l, _)| l));
    if let (Some(lowest), Some(&(&first_shown, _))) = (lowest, shown.first())
        && first_shown > lowest
    {
        first.push(page(lowest, Msg::BtnLowestBids));
    }
    if let Some(next) = next {
        first.push(page(next, Msg::BtnHigherBids));
    }
    let mut rows = vec![first];
    for (_, codes) in shown {
        rows.push(codes.iter().map(|code| button(code)).collect());
    }
    rows.extend(
        kaput
            .values()
            .take(1)
            .map(|codes| codes.iter().map(|code| button(code)).collect()),
    );
    rows.retain(|row| !row.is_empty());
    rows
}

/// Trumps first, then the other suits; within a suit the strongest card first.
/// The contract's trump suit, if it has one.
fn trump_of(blot: &BlotView) -> Option<Suit> {
    blot.contract
        .as_ref()
        .and_then(|c| match parse_strain(&c.strain) {
            Strain::Trump(suit) => Some(suit),
            Strain::NoTrump => None,
        })
}

fn sort_key(card: Card, trump: Option<Suit>) -> (bool, usize, u8) {
    let is_trump = Some(card.suit()) == trump;
    let strength = match (is_trump, card.rank()) {
        (true, Rank::Jack) => 9,
        (true, Rank::Nine) => 8,
        (_, Rank::Ace) => 7,
        (_, Rank::Ten) => 6,
        (_, Rank::King) => 5,
        (_, Rank::Queen) => 4,
        (_, Rank::Jack) => 3,
        (_, Rank::Nine) => 2,
        (_, Rank::Eight) => 1,
        _ => 0,
    };
    (!is_trump, card.suit().index(), 9 - strength)
}
