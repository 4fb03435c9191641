//! The Blot computer players: every decision legal in every variant, determinisation
//! consistent with what a seat has seen, the double-dummy solver equal to the engine's legal
//! moves and to brute-force minimax, and the rule-based player clearly beating random play.

use game::blot::ai::knowledge::Knowledge;
use game::blot::ai::sampler::{consistent, sample, sample_hard};
use game::blot::ai::solver::{Position, Setup, Solver, legal_set};
use game::blot::ai::tables::Tables;
use game::blot::ai::{Level, choose};
use game::blot::call::Strain;
use game::blot::{BlotMatch, Combination, Phase, Play, Rules, Variant, team_of};
use game::cards::{Card, CardSet, Deck, Rank, Suit, shuffled};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Plays a whole game, team 0 at `levels[0]` and team 1 at `levels[1]`, checking every move
/// against the legal codes; calls `each` before every move.
fn play_game(
    rules: Rules,
    seed: u64,
    levels: [Level; 2],
    mut each: impl FnMut(&BlotMatch, u8),
) -> BlotMatch {
    let mut game = BlotMatch::new(rules, seed);
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0xA11);
    let mut moves = 0;
    while let Some(seat) = game.to_act() {
        each(&game, seat);
        let level = levels[team_of(seat)];
        let code = choose(level, &game, seat, &mut rng).expect("a move for the seat to act");
        assert!(
            game.legal_codes(seat).contains(&code),
            "{level} chose {code} in {}",
            rules.variant
        );
        for other in 0..rules.seats {
            if other != seat {
                assert_eq!(
                    choose(level, &game, other, &mut rng),
                    None,
                    "only the seat to act"
                );
            }
        }
        game.apply(seat, &code).expect("a legal move is accepted");
        moves += 1;
        assert!(moves < 100_000, "the game ends");
    }
    assert!(game.winner().is_some());
    game
}

#[test]
fn every_level_plays_only_legal_moves_and_finishes_games_of_every_variant() {
    for variant in Variant::ALL {
        let rules = Rules::of(variant);
        for seed in 0..6 {
            play_game(rules, seed, [Level::RuleBased, Level::Random], |_, _| {});
            play_game(
                rules,
                seed + 100,
                [Level::Random, Level::RuleBased],
                |_, _| {},
            );
        }
        // The strong level searches; a shorter game keeps the debug-build test quick.
        let short = Rules {
            target: rules.target / 4,
            ..rules
        };
        play_game(short, 7, [Level::Strong, Level::RuleBased], |_, _| {});
        play_game(short, 8, [Level::Random, Level::Strong], |_, _| {});
    }
}

#[test]
fn levels_have_names() {
    for level in Level::ALL {
        assert_eq!(level.to_string().parse::<Level>(), Ok(level));
    }
    assert_eq!("rule".parse::<Level>(), Ok(Level::RuleBased));
    assert!("expert".parse::<Level>().is_err());
}

/// The seats' true current hands.
fn true_hands(game: &BlotMatch) -> [u64; 4] {
    let mut hands = [0u64; 4];
    for s in 0..game.rules().seats {
        hands[s as usize] = game.deal().hand(s).bits();
    }
    hands
}

/// Voids shown in play, derived independently: a seat that did not follow the suit led.
fn shown_voids(game: &BlotMatch) -> [CardSet; 4] {
    let rules = game.rules();
    let deal = game.deal();
    let play = deal.play_state().expect("trick play");
    let mut voids = [CardSet::EMPTY; 4];
    let mut leader = rules.next(deal.dealer());
    for (k, trick) in play.history().chunks(rules.seats as usize).enumerate() {
        let led = trick[0].suit();
        let mut seat = leader;
        for card in trick {
            if card.suit() != led {
                voids[seat as usize] = voids[seat as usize].or(CardSet::suit(led));
            }
            seat = rules.next(seat);
        }
        if let Some(&w) = play.trick_winners().get(k) {
            leader = w;
        }
    }
    voids
}

#[test]
fn sampled_deals_agree_with_everything_seen() {
    let mut checked = 0;
    for variant in Variant::ALL {
        for seed in 0..2 {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            play_game(
                Rules::of(variant),
                seed,
                [Level::RuleBased, Level::RuleBased],
                |game, _| {
                    if !matches!(game.deal().phase(), Phase::Play) {
                        return;
                    }
                    let truth = true_hands(game);
                    let voids = shown_voids(game);
                    let play = game.deal().play_state().unwrap();
                    let played = CardSet::from_iter(play.history().iter().copied());
                    for viewer in 0..game.rules().seats {
                        let know = Knowledge::new(game, viewer).unwrap();
                        assert!(
                            consistent(&know, &truth),
                            "the true deal fits what is known"
                        );
                        for _ in 0..2 {
                            let guess = sample(&know, &mut rng, 4).expect("a deal");
                            assert!(consistent(&know, &guess));
                            let hard = sample_hard(&know, &mut rng).expect("a deal");
                            assert!(consistent(&know, &hard));
                            check_guess(game, viewer, &guess, &truth, &voids, played);
                            checked += 1;
                        }
                    }
                },
            );
        }
    }
    assert!(checked > 500, "{checked}");
}

fn check_guess(
    game: &BlotMatch,
    viewer: u8,
    guess: &[u64; 4],
    truth: &[u64; 4],
    voids: &[CardSet; 4],
    played: CardSet,
) {
    let rules = game.rules();
    let play = game.deal().play_state().unwrap();
    let mut all = CardSet::EMPTY;
    for s in 0..rules.seats as usize {
        let hand = CardSet::from_bits(guess[s]);
        assert_eq!(hand.len(), CardSet::from_bits(truth[s]).len(), "hand sizes");
        assert!(hand.and(played).is_empty(), "no played card comes back");
        assert!(hand.and(all).is_empty(), "no card twice");
        all = all.or(hand);
        if s == viewer as usize {
            assert_eq!(guess[s], truth[s], "the viewer's own hand");
            continue;
        }
        assert!(
            hand.and(CardSet::from_bits(truth[viewer as usize]))
                .is_empty()
        );
        assert!(hand.and(voids[s]).is_empty(), "a shown void stays void");
    }
    // Announced fours, and runs once shown (from the second trick), stay with their holder.
    let shown = !play.trick_winners().is_empty();
    for &(seat, combo) in game.deal().announced() {
        let public = shown || matches!(combo, Combination::Four(_));
        if seat != viewer && public {
            let kept = combo.cards().without(played);
            assert_eq!(
                kept.and(CardSet::from_bits(guess[seat as usize])),
                kept,
                "{combo:?} stays with seat {seat}"
            );
        }
    }
    if rules.seats == 4 {
        assert_eq!(all.or(played), CardSet::ALL_32, "every card somewhere");
    }
    // The belote holder keeps the partner of the card he called on.
    if let (Some(holder), Some(trump)) = (play.belote_holder(), play.strain().trump()) {
        let king = Card::new(Rank::King, trump);
        let queen = Card::new(Rank::Queen, trump);
        let called = played.contains(king) || played.contains(queen);
        if called && holder != viewer {
            for card in [king, queen] {
                assert!(
                    played.contains(card)
                        || CardSet::from_bits(guess[holder as usize]).contains(card),
                    "belote holder keeps {card}"
                );
            }
        }
    }
}

/// Random hands of `n` cards per seat and a random strain, as an engine `Play` whose rules
/// have `n` tricks (so the last trick's 10 counts), advanced by `advance` random legal cards.
fn random_play(rules: Rules, n: usize, advance: usize, rng: &mut ChaCha8Rng) -> (Rules, Play) {
    let rules = Rules {
        hand_size: n as u8,
        ..rules
    };
    let pack = shuffled(Deck::Piquet32, rng);
    let mut hands = [CardSet::EMPTY; 4];
    for s in 0..rules.seats as usize {
        hands[s] = pack[s * n..(s + 1) * n].iter().copied().collect();
    }
    let strain = match rng.random_range(0..5) {
        4 => Strain::NoTrump,
        s => Strain::Trump(Suit::from_index(s)),
    };
    let leader = rng.random_range(0..rules.seats);
    let mut play = Play::new(rules, strain, leader, hands);
    for _ in 0..advance {
        let legal = play.legal();
        if legal.is_empty() {
            break;
        }
        let card = legal.nth(rng.random_range(0..legal.len())).unwrap();
        play.play_checked(card);
    }
    (rules, play)
}

/// Brute-force minimax with the engine: team 0's sai from here to the end.
fn minimax(play: &Play) -> i32 {
    if play.is_over() {
        return 0;
    }
    let before = i32::from(play.sai()[0]);
    let maximise = team_of(play.turn().unwrap()) == 0;
    let values = play.legal().iter().map(|card| {
        let mut next = *play;
        next.play_checked(card);
        i32::from(next.sai()[0]) - before + minimax(&next)
    });
    if maximise { values.max() } else { values.min() }.unwrap()
}

/// Every rule setting the engine has for trick play, on every variant.
fn rule_settings() -> Vec<Rules> {
    let mut all = Vec::new();
    for variant in Variant::ALL {
        for over_partner in [false, true] {
            for undertrump in [false, true] {
                all.push(Rules {
                    must_trump_over_partner: over_partner,
                    must_undertrump: undertrump,
                    ..Rules::of(variant)
                });
            }
        }
    }
    all
}

#[test]
fn the_solver_agrees_with_brute_force_minimax_on_small_endgames() {
    let mut rng = ChaCha8Rng::seed_from_u64(42);
    for rules in rule_settings() {
        for round in 0..25 {
            let n = 2 + round % 2;
            let advance = rng.random_range(0..rules.seats as usize);
            let (rules, play) = random_play(rules, n, advance, &mut rng);
            let mut solver = Solver::new(&rules, play.strain());
            let pos = Position::from_play(&play, &solver.setup, &solver.tables);
            assert_eq!(solver.solve(&pos), minimax(&play), "{rules:?}");
            let mut values = [(0u32, 0i32); 9];
            let count = solver.solve_moves(&pos, play.legal().bits(), &mut values);
            assert_eq!(count as u32, play.legal().len());
            for &(bit, value) in &values[..count] {
                let card = Card::from_bit(bit).unwrap();
                let mut next = play;
                next.play_checked(card);
                let expected = i32::from(next.sai()[0]) - i32::from(play.sai()[0]) + minimax(&next);
                assert_eq!(value, expected, "{card} in {rules:?}");
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// The solver's mask-built legal moves equal the engine's at every step of random play,
    /// both rebuilt from the engine's state and kept in step by the solver's own `play`.
    #[test]
    fn solver_legal_moves_equal_the_engine_legal_moves(
        setting in 0usize..16,
        seed in any::<u64>(),
    ) {
        let rules = rule_settings()[setting];
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let (rules, mut play) = random_play(rules, rules.hand_size as usize, 0, &mut rng);
        let setup = Setup::new(&rules);
        let tables = Tables::new(play.strain());
        let mut pos = Position::from_play(&play, &setup, &tables);
        while !play.is_over() {
            let legal = play.legal();
            prop_assert_eq!(legal_set(&pos, &setup, &tables), legal);
            let rebuilt = Position::from_play(&play, &setup, &tables);
            prop_assert_eq!(legal_set(&rebuilt, &setup, &tables), legal);
            let card = legal.nth(rng.random_range(0..legal.len())).unwrap();
            let event = play.play_checked(card);
            let closed = pos.play(card.bit(), &setup, &tables);
            prop_assert_eq!(closed.map(|(w, _)| w), event.trick_won_by);
            prop_assert_eq!(Some(pos.turn), play.turn().or(Some(pos.turn)));
        }
    }
}

#[test]
fn rule_based_beats_random_in_a_short_duplicate_match() {
    let rules = Rules::of(Variant::Bazaar);
    let mut rule_wins = 0;
    let mut games = 0;
    for seed in 0..6 {
        for rule_team in 0..2 {
            let mut levels = [Level::Random; 2];
            levels[rule_team] = Level::RuleBased;
            let game = play_game(rules, 500 + seed, levels, |_, _| {});
            games += 1;
            if game.winner().unwrap().team == rule_team {
                rule_wins += 1;
            }
        }
    }
    assert!(rule_wins >= 11, "rule-based won {rule_wins} of {games}");
}
