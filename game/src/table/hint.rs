//! What the "💡 Hint" says: the strong player's choice and, in Blot trick play, how much each
//! card is worth to the player's side this deal — estimated from what the player may see
//! (guessed deals of the hidden cards, [`crate::blot::ai::analysis::estimated`]), so the
//! hint reveals no hidden card. The host thinks the hint on a worker and words it here.

use crate::i18n::{Lang, Msg, text};

use super::engine::Engine;
use super::kind::GameKind;
use super::screen::move_label;

/// Each legal card's estimated worth to `seat`'s side this deal, best first, as move codes
/// and points; `None` but in Blot trick play at the seat's turn. Pure: the same engine, seat
/// and seed give the same values.
pub fn card_values(engine: &Engine, seat: u8, seed: u64) -> Option<Vec<(String, f64)>> {
    let Engine::Blot(game) = engine else {
        return None;
    };
    let mut values: Vec<(String, f64)> = crate::blot::ai::analysis::estimated(game, seat, seed)
        .into_iter()
        .map(|(card, value)| (card.to_string(), value))
        .collect();
    values.sort_by(|a, b| b.1.total_cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    (!values.is_empty()).then_some(values)
}

/// The most choices a hint lists (the best ones): a hint stays one short line.
pub const MAX_LISTED: usize = 4;

/// The hint in words: the choice alone, or with what the best choices are worth.
pub fn hint_text(
    lang: Lang,
    game: GameKind,
    choice: &str,
    values: Option<&[(String, f64)]>,
) -> String {
    let choice = move_label(lang, game, choice);
    let Some(values) = values.filter(|v| v.len() > 1) else {
        return text(lang, &Msg::HintChoice { choice: &choice });
    };
    let listed: Vec<String> = values
        .iter()
        .take(MAX_LISTED)
        .map(|(code, value)| format!("{} {}", move_label(lang, game, code), value.round()))
        .collect();
    text(
        lang,
        &Msg::HintValues {
            choice: &choice,
            values: &listed.join(" · "),
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::blot::Phase;
    use crate::table::settings::Settings;

    /// A Coinche table's engine played by the rule-based computers up to its first card.
    fn at_first_card(seed: u64) -> Engine {
        let mut engine = Engine::for_table(&Settings::new(GameKind::Coinche), seed).unwrap();
        loop {
            let Engine::Blot(game) = &engine else {
                unreachable!()
            };
            if matches!(game.deal().phase(), Phase::Play) {
                return engine;
            }
            let seat = engine.to_act().unwrap();
            let code = engine.computer_code(seat).unwrap();
            engine.apply(seat, &code).unwrap();
        }
    }

    #[test]
    fn a_hint_values_each_legal_card_of_the_seat_to_play_only() {
        let engine = at_first_card(4);
        let seat = engine.to_act().unwrap();
        let values = card_values(&engine, seat, 9).expect("values in trick play");
        let mut codes: Vec<String> = values.iter().map(|(c, _)| c.clone()).collect();
        codes.sort();
        let mut legal: Vec<String> = engine
            .legal_codes(seat)
            .into_iter()
            .filter(|c| c.parse::<crate::cards::Card>().is_ok())
            .collect();
        legal.sort();
        assert_eq!(codes, legal);
        assert!(values.windows(2).all(|w| w[0].1 >= w[1].1), "best first");
        assert_eq!(card_values(&engine, seat, 9), Some(values));
        assert_eq!(card_values(&engine, (seat + 1) % 4, 9), None);
        let auction = Engine::for_table(&Settings::new(GameKind::Coinche), 4).unwrap();
        assert_eq!(card_values(&auction, auction.to_act().unwrap(), 9), None);
    }

    #[test]
    fn the_hint_lists_the_best_choices_in_one_line() {
        let values: Vec<(String, f64)> = [("TS", 34.4), ("AS", 26.0), ("7H", 12.0)]
            .iter()
            .chain(&[("8H", 11.0), ("9C", 3.0)])
            .map(|(c, v)| (c.to_string(), *v))
            .collect();
        for lang in Lang::ALL {
            let plain = hint_text(lang, GameKind::Coinche, "TS", None);
            assert_eq!(
                plain,
                text(
                    lang,
                    &Msg::HintChoice {
                        choice: &move_label(lang, GameKind::Coinche, "TS")
                    }
                )
            );
            let worth = hint_text(lang, GameKind::Coinche, "TS", Some(&values));
            assert!(worth.contains(" 34") && worth.contains(" 11"), "{worth}");
            assert!(!worth.contains(" 3.") && !worth.contains(" 3 "), "{worth}");
            assert!(!worth.contains('\n'), "one line: {worth}");
            let one = hint_text(lang, GameKind::Coinche, "TS", Some(&values[..1]));
            assert_eq!(one, plain, "one choice: nothing to compare");
        }
    }
}
