use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::blot::{Deal, Variant};

use super::*;
#[test]
fn the_checked_path_accepts_every_move_of_the_unchecked_path_and_agrees_on_the_result() {
    let mut seeds = ChaCha8Rng::seed_from_u64(0x51_0007);
    for variant in Variant::ALL {
        for over_partner in [false, true] {
            for undertrump in [false, true] {
                let rules = Rules {
                    must_trump_over_partner: over_partner,
                    must_undertrump: undertrump,
                    ..Rules::of(variant)
                };
                check_rules(rules, &mut seeds);
            }
        }
    }
}

fn check_rules(rules: Rules, seeds: &mut ChaCha8Rng) {
    let sim = Simulator::new(rules);
    let mut played = 0;
    let mut log = Vec::new();
    for _ in 0..300 {
        let seed = seeds.random::<u64>();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let dealer = rng.random_range(0..rules.seats);
        log.clear();
        let (pack, result) = sim.random_deal_logged(dealer, &mut rng, &mut log);
        replay(rules, dealer, &pack, &log, &result, seed);
        played += usize::from(result.contract.is_some());
    }
    assert!(
        played > 100,
        "{rules:?}: only {played} deals were played out"
    );
}

/// Replays a simulated deal through the checked path: every move accepted, the same
/// legal cards at every turn, the same result.
fn replay(
    rules: Rules,
    dealer: Seat,
    pack: &[Card; 32],
    log: &[Move],
    result: &DealResult,
    seed: u64,
) {
    let mut deal = Deal::from_pack(rules, dealer, pack).expect("a full pack");
    for &m in log {
        match m {
            Move::Call(seat, call) => {
                assert_eq!(deal.to_act(), Some(seat), "seed {seed}");
                deal.call(seat, call).expect("a legal call");
            }
            Move::Card(seat, card, legal) => {
                assert_eq!(deal.to_act(), Some(seat), "seed {seed}");
                assert_eq!(deal.legal_cards(), legal, "seed {seed} {rules:?}");
                deal.play(seat, card).expect("a legal card");
            }
        }
    }
    assert_eq!(deal.to_act(), None, "seed {seed}");
    assert_eq!(deal.result(), Some(result), "seed {seed}");
}

#[test]
fn the_rare_calls_of_the_unchecked_auction_are_ones_the_referee_accepts() {
    // The four sevens, a coinche and a surcoinche come seldom in random deals: deals are
    // simulated until each has come (the four sevens only in Bazaar, the one variant
    // where they void the deal), and those deals replayed through the checked path.
    for variant in [Variant::Bazaar, Variant::Coinche] {
        let rules = Rules::of(variant);
        let sim = Simulator::new(rules);
        let mut wanted = vec![Call::Coinche, Call::Surcoinche];
        if rules.four_sevens_void {
            wanted.push(Call::FourSevens);
        }
        let mut log = Vec::new();
        for seed in 0..2_000_000u64 {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            log.clear();
            let (pack, result) = sim.random_deal_logged(0, &mut rng, &mut log);
            let calls = |c: &Call| {
                log.iter()
                    .any(|m| matches!(m, Move::Call(_, call) if call == c))
            };
            if wanted.iter().any(calls) {
                replay(rules, 0, &pack, &log, &result, seed);
                wanted.retain(|c| !calls(c));
            }
            if wanted.is_empty() {
                break;
            }
        }
        assert!(wanted.is_empty(), "{variant:?}: never simulated {wanted:?}");
    }
}

#[test]
fn the_portable_and_the_bit_instruction_paths_agree() {
    // The portable path against the one the CPU runs (the BMI2 one on most x86-64 CPUs).
    let mut seeds = ChaCha8Rng::seed_from_u64(0x51_0008);
    for variant in Variant::ALL {
        let sim = Simulator::new(Rules::of(variant));
        for _ in 0..300 {
            let seed = seeds.random::<u64>();
            let run = |portable: bool| {
                let mut rng = ChaCha8Rng::seed_from_u64(seed);
                let (mut calls, mut cards) = (Vec::new(), Vec::new());
                let (log, log_card) = (&mut |m| calls.push(m), &mut |seat, strain, card, legal| {
                    cards.push(card_move(seat, strain, card, legal))
                });
                let (dealt, result) = if portable {
                    sim.run::<_, false>(0, &mut rng, log, log_card)
                } else {
                    sim.dispatch(0, &mut rng, log, log_card)
                };
                (sim.pack_of(0, &dealt), result, calls, cards)
            };
            assert_eq!(run(true), run(false), "{variant:?} seed {seed}");
        }
    }
}
