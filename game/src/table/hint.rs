//! What the "💡 Hint" says: the strong player's choice and, in Blot trick play, how much each
//! card is worth to the player's side this deal — estimated from what the player may see
//! (guessed deals of the hidden cards, [`crate::blot::ai::analysis::estimated`]), so the
//! hint reveals no hidden card. The host thinks the hint on a worker and words it here.

use crate::cards::Card;
use crate::i18n::{Lang, Msg, card_text, text};

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

/// The hint in words: the choice alone, or with what the best choices are worth. `values`
/// (from [`card_values`]) say the hint is for a card to play: a code that is a card is then
/// written as the card (as the hand's card buttons are), not read as a bid (`9H`: nine
/// hearts, not "9 ♥" the bid).
pub fn hint_text(
    lang: Lang,
    game: GameKind,
    choice: &str,
    values: Option<&[(String, f64)]>,
) -> String {
    let label = |code: &str| match code.parse::<Card>() {
        Ok(card) if values.is_some() => card_text(card),
        _ => move_label(lang, game, code),
    };
    let choice = label(choice);
    let Some(values) = values.filter(|v| v.len() > 1) else {
        return text(lang, &Msg::HintChoice { choice: &choice });
    };
    let listed: Vec<String> = values
        .iter()
        .take(MAX_LISTED)
        .map(|(code, value)| format!("{} {}", label(code), worth_text(lang, game, *value)))
        .collect();
    text(
        lang,
        &Msg::HintValues {
            choice: &choice,
            values: &listed.join(" · "),
        },
    )
}

/// A choice's worth as the hint writes it: in whole points, or to a tenth where the game
/// counts in tens (Bazaar Blot, Belote for two: a tenth there is one card point, and whole
/// tens would make most cards look alike), with the language's decimal sign.
pub fn worth_text(lang: Lang, game: GameKind, value: f64) -> String {
    let in_tens = game
        .blot_variant()
        .is_some_and(|variant| crate::blot::Rules::of(variant).in_tens);
    if !in_tens {
        return format!("{}", value.round() + 0.0);
    }
    let written = format!("{:.1}", (value * 10.0).round() / 10.0 + 0.0);
    match lang {
        Lang::En => written,
        Lang::Hy | Lang::Ru | Lang::Ka => written.replace('.', ","),
    }
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

    #[test]
    fn a_worth_is_whole_points_or_tenths_where_the_game_counts_in_tens() {
        assert_eq!(worth_text(Lang::En, GameKind::Coinche, 34.4), "34");
        assert_eq!(worth_text(Lang::Ru, GameKind::Coinche, -0.2), "0");
        assert_eq!(worth_text(Lang::En, GameKind::Bazaar, 9.15625), "9.2");
        assert_eq!(worth_text(Lang::Ru, GameKind::Bazaar, 9.125), "9,1");
        assert_eq!(worth_text(Lang::Hy, GameKind::Belote2, -3.0), "-3,0");
        assert_eq!(worth_text(Lang::Ka, GameKind::Bazaar, -0.01), "0,0");
    }

    #[test]
    fn a_card_to_play_is_written_as_the_card_not_read_as_a_bid() {
        // In Bazaar Blot `9H` is also the bid of nine in hearts.
        let values: Vec<(String, f64)> = vec![("9H".into(), 9.2), ("JH".into(), 9.1)];
        let card = card_text("9H".parse().unwrap());
        for lang in Lang::ALL {
            let bid = move_label(lang, GameKind::Bazaar, "9H");
            assert_ne!(bid, card);
            let worth = hint_text(lang, GameKind::Bazaar, "9H", Some(&values));
            let nine = worth_text(lang, GameKind::Bazaar, 9.2);
            assert!(worth.contains(&format!("{card} {nine} · ")), "{worth}");
            assert!(!worth.contains(&bid), "{worth}");
            let choice = text(lang, &Msg::HintChoice { choice: &card });
            let prefix = choice.trim_end_matches(['.', '։']);
            assert!(worth.starts_with(prefix), "{worth} / {choice}");
            // In the auction the same code is the bid.
            let auction = hint_text(lang, GameKind::Bazaar, "9H", None);
            assert!(auction.contains(&bid), "{auction}");
        }
    }
}
