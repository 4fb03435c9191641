use proptest::prelude::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::*;
use crate::blot::ai;
use crate::blot::rules::Variant;
use crate::level::Level;

/// A game of `variant` played by the rule-based players for `moves` moves.
fn game_after(variant: Variant, seed: u64, moves: usize) -> BlotMatch {
    game_by(Rules::of(variant), seed, moves)
}

/// A game by `rules` played by the rule-based players for `moves` moves.
fn game_by(rules: Rules, seed: u64, moves: usize) -> BlotMatch {
    let mut game = BlotMatch::new(rules, seed);
    for m in 0..moves {
        let Some(seat) = game.to_act() else { break };
        let mut rng = ChaCha8Rng::seed_from_u64(m as u64);
        let code = ai::choose(Level::RuleBased, &game, seat, &mut rng).expect("a move");
        let before = game.clone();
        game.apply(seat, &code).expect("a legal move");
        if game.deal().dealer() != before.deal().dealer() || game.winner().is_some() {
            return before;
        }
    }
    game
}

fn choose(level: Level, game: &BlotMatch, seat: Seat, seed: u64) -> Option<String> {
    ai::choose(level, game, seat, &mut ChaCha8Rng::seed_from_u64(seed))
}

#[test]
fn a_position_replays_the_public_record() {
    for variant in [Variant::Bazaar, Variant::Coinche, Variant::Belote] {
        for moves in [0, 3, 9, 20, 30] {
            let game = game_after(variant, 7, moves);
            let seat = game.to_act().expect("a seat to act");
            let public = Public::of(&game);
            let built = position(&public, seat, dealt_hand(&game, seat), &[None; 4])
                .unwrap_or_else(|e| panic!("{variant} after {moves}: {e}"));
            assert_eq!(built.to_act(), Some(seat));
            assert_eq!(built.deal().hand(seat), game.deal().hand(seat));
            assert_eq!(built.legal_codes(seat), game.legal_codes(seat));
            assert_eq!(built.totals(), game.totals());
        }
    }
}

#[test]
fn a_hand_that_does_not_match_the_play_is_refused() {
    let game = game_after(Variant::Bazaar, 3, 12);
    let seat = game.to_act().unwrap();
    let public = Public::of(&game);
    let played = public.play[0];
    let other = (0..4)
        .map(|s| dealt_hand(&game, s))
        .find(|h| !h.contains(played));
    let err = position(&public, seat, other.unwrap(), &[None; 4]).unwrap_err();
    assert!(!err.is_empty());
    let mut short = dealt_hand(&game, seat);
    short.remove(short.first().unwrap());
    assert!(position(&public, seat, short, &[None; 4]).is_err());
}

#[test]
fn an_illegal_card_in_the_record_is_refused() {
    let game = game_after(Variant::Coinche, 4, 10);
    let seat = game.to_act().unwrap();
    let mut public = Public::of(&game);
    public.play.push(public.play[0]);
    assert!(position(&public, seat, dealt_hand(&game, seat), &[None; 4]).is_err());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    /// The engine cannot peek: the answer from the public record and one hand is the answer
    /// the player gives in the real game, whatever the hidden cards are, at both levels.
    #[test]
    fn the_answer_does_not_depend_on_the_hidden_cards(
        seed in 0u64..10_000,
        moves in 0usize..34,
        coinche in any::<bool>(),
        house in any::<bool>(),
        strong in any::<bool>(),
    ) {
        let variant = if coinche { Variant::Coinche } else { Variant::Bazaar };
        let level = if strong { Level::Strong } else { Level::RuleBased };
        let mut rules = Rules::of(variant);
        if coinche && house {
            rules = rules.with_house_rules(Some(false), Some(false)).unwrap();
        }
        let game = game_by(rules, seed, moves);
        let Some(seat) = game.to_act() else { return Ok(()) };
        let public = Public::of(&game);
        let built = position(&public, seat, dealt_hand(&game, seat), &[None; 4]);
        prop_assert!(built.is_ok(), "{:?}", built.err());
        let built = built.unwrap();
        prop_assert_eq!(choose(level, &built, seat, seed), choose(level, &game, seat, seed));
    }
}
