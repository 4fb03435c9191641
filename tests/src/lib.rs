//! Platform-neutral helpers for end-to-end tests of the bots: reading the buttons a bot showed
//! (as their data strings) and the cards in its texts, and choosing moves as a player would.
//! Each bot's own fake server lives beside its tests (`bot-telegram/tests/fake_telegram`);
//! what is here knows no platform.
//!
//! - [`Rng`]: a tiny seeded generator, so a scenario plays the same way every run.
//! - [`moves`] / [`pick_move`]: the pressable moves of a hand screen, and one of them.
//! - [`table_named`]: the table a screen's buttons belong to.
//! - [`cards_in`] / [`hand_cards`]: the cards a text shows, and those of a "Your hand" line;
//!   [`cards_shown`] / [`is_card`]: what the bots' hidden-card checks weigh.
//! - [`driver`]: a player driving the shared front directly, for tests and benchmarks of
//!   what lies under the bots.
//! - [`browser`]: a headless Chromium driven by accessible names, for the web table's tests.
//! - [`measure`]: percentiles, settings and a process's usage for benchmarks.
//! - [`deals`]: master seeds (a bot's `TEST_DEAL_SEED`) whose first deal is what a test needs.

pub mod browser;
pub mod deals;
pub mod driver;
pub mod measure;
pub mod watched;

use game::i18n::{Lang, Msg, text};
use game::table::{Press, TableId};

/// A xorshift64* generator: deterministic, good enough to pick buttons.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    /// A number below `n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) as usize % n
    }
}

/// A pressable move on a screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Move {
    pub table: TableId,
    pub turn: u64,
    pub code: String,
    /// The button's data, to press.
    pub data: String,
}

/// The moves among buttons' data (other presses, inert buttons and links are skipped).
pub fn moves<'a>(data: impl IntoIterator<Item = &'a str>) -> Vec<Move> {
    data.into_iter()
        .filter_map(|d| match Press::decode(d)? {
            Press::Move { table, turn, code } => Some(Move {
                table,
                turn,
                code,
                data: d.to_string(),
            }),
            _ => None,
        })
        .collect()
}

/// One of the moves of the newest turn shown, chosen by `rng`; `None` without moves.
pub fn pick_move<'a>(data: impl IntoIterator<Item = &'a str>, rng: &mut Rng) -> Option<Move> {
    let all = moves(data);
    let newest = all.iter().map(|m| m.turn).max()?;
    let current: Vec<Move> = all.into_iter().filter(|m| m.turn == newest).collect();
    let index = rng.below(current.len());
    current.into_iter().nth(index)
}

/// The table named by the first button that names one.
pub fn table_named<'a>(data: impl IntoIterator<Item = &'a str>) -> Option<TableId> {
    data.into_iter().find_map(|d| match Press::decode(d)? {
        Press::Join { table, .. }
        | Press::Leave { table }
        | Press::Start { table }
        | Press::Cancel { table }
        | Press::Approve { table, .. }
        | Press::Refuse { table, .. }
        | Press::Move { table, .. }
        | Press::TakeBack { table }
        | Press::Rematch { table }
        | Press::ShowHand { table } => Some(table),
        _ => None,
    })
}

/// The cards a text shows (`10♠`, `J♥`), in order: each suit sign right after a rank (2 to 10,
/// J, Q, K, A), whatever stands around them (`**10♠**`, `(9♦`, `7♠→8♠`).
pub fn cards_in(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    for (i, c) in chars.iter().enumerate() {
        if !matches!(c, '♠' | '♥' | '♦' | '♣') || i == 0 {
            continue;
        }
        let rank = match chars[i - 1] {
            '0' if i >= 2 && chars[i - 2] == '1' => "10".to_string(),
            r @ ('2'..='9' | 'J' | 'Q' | 'K' | 'A') => r.to_string(),
            _ => continue,
        };
        out.push(format!("{rank}{c}"));
    }
    out
}

/// The cards a public text shows as announced combinations, which the rules show from the
/// second trick on: each line ending in a parenthesised list of cards ("Anna: terz (9♦ 10♦
/// J♦)").
pub fn announced_cards(text: &str) -> Vec<String> {
    text.lines()
        .filter_map(|line| {
            let inner = line.trim_end().strip_suffix(')')?;
            let (_, list) = inner.rsplit_once(" (")?;
            let cards = cards_in(list);
            (!cards.is_empty() && cards.len() == list.split_whitespace().count()).then_some(cards)
        })
        .flatten()
        .collect()
}

/// True when a button's label is exactly one card (`10♠`): a card of a hand to play.
pub fn is_card(label: &str) -> bool {
    matches!(cards_in(label).as_slice(), [card] if card == label)
}

/// The cards a public message shows (its text and its buttons' `labels`) that a player's
/// hidden hand must not hold: all of them but the announced combinations, which the rules
/// show with their cards from the second trick on. What both bots' hidden-card checks weigh.
pub fn cards_shown(text: &str, labels: &[String]) -> Vec<String> {
    let announced = announced_cards(text);
    let mut shown = cards_in(text);
    shown.extend(labels.iter().flat_map(|label| cards_in(label)));
    shown.retain(|card| !announced.contains(card));
    shown
}

/// The cards of the "Your hand: …" line of a private screen in `lang` (empty without one).
pub fn hand_cards(screen_text: &str, lang: Lang) -> Vec<String> {
    let prefix = text(lang, &Msg::YourHand { cards: "" });
    let prefix = prefix.trim();
    screen_text
        .lines()
        .find_map(|line| line.trim().strip_prefix(prefix))
        .map(cards_in)
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cards_of_announced_combinations_are_read_from_their_lines() {
        let table =
            "#1 Bazaar Blot\nAnna: terz (9♦ 10♦ J♦)\nBoris: belote\nLast trick: 7♠ 8♠ (Carl)";
        assert_eq!(announced_cards(table), ["9♦", "10♦", "J♦"]);
        let labels = ["Q♠".to_string(), "Rematch".to_string()];
        assert_eq!(cards_shown(table, &labels), ["7♠", "8♠", "Q♠"]);
    }

    #[test]
    fn a_label_is_a_card_only_when_it_is_one_card_alone() {
        assert!(is_card("10♠") && is_card("A♦"));
        assert!(!is_card("Play 10♠") && !is_card("10♠ J♥") && !is_card("Join"));
    }

    #[test]
    fn moves_of_the_newest_turn_are_picked() {
        let data = ["m:3:7:TS", "-", "m:3:8:9H", "h:3"];
        let mut rng = Rng::new(1);
        let picked = pick_move(data, &mut rng).unwrap();
        assert_eq!(
            (picked.table, picked.turn, picked.code.as_str()),
            (3, 8, "9H")
        );
        assert_eq!(table_named(["-", "j:12"]), Some(12));
        assert_eq!(pick_move(["-"], &mut rng), None);
    }

    #[test]
    fn cards_are_read_from_text() {
        assert_eq!(cards_in("Your hand: 10♠ J♥, A♦ (x)"), ["10♠", "J♥", "A♦"]);
        assert_eq!(cards_in("**10♠** (9♦ 7♠→8♠"), ["10♠", "9♦", "7♠", "8♠"]);
        let hand = format!(
            "#1 t\n{}",
            text(Lang::En, &Msg::YourHand { cards: "7♣ K♠" })
        );
        assert_eq!(hand_cards(&hand, Lang::En), ["7♣", "K♠"]);
    }
}
