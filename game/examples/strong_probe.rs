//! The strong Blot player's decision times by the cards left in its hand, and its calls (by
//! simulation, `blot::ai::simbid`) with how many differ from the rule-based ones: positions
//! of rule-based games of one
//! variant (every card or call of a seat with a choice), each timed by the thread's own CPU
//! time (`CLOCK_THREAD_CPUTIME_ID`, so other work on a shared machine does not count); median,
//! p90, p99 and max per hand size and over all, in milliseconds.
//!
//! `cargo run --release -p game --example strong_probe [VARIANT [GAMES [SEED]]]` (default
//! bazaar, 3 games, seed 1; variants bazaar, belote, belote2, coinche).

use game::blot::ai::{Level, choose};
use game::blot::{BlotMatch, Phase, Rules};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

mod blot_games;
mod timing;

use timing::{summary, thread_cpu_ns};

fn main() {
    let (variant, games, seed) = blot_games::from_args();
    let rules = Rules::of(variant);
    let mut by_cards: Vec<Vec<f64>> = vec![Vec::new(); 9];
    let mut calls: Vec<f64> = Vec::new();
    let mut changed = 0usize;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for game_seed in seed..seed + games {
        let mut game = BlotMatch::new(rules, game_seed);
        while let Some(seat) = game.to_act() {
            let in_play = matches!(game.deal().phase(), Phase::Play);
            let choices = game.legal_codes(seat).len();
            if in_play && choices > 1 {
                let cards = game.deal().play_state().map_or(0, |p| p.hand(seat).len());
                let started = thread_cpu_ns();
                let strong = choose(Level::Strong, &game, seat, &mut rng);
                let ms = (thread_cpu_ns() - started) as f64 / 1e6;
                by_cards[cards.min(8) as usize].push(ms);
                std::hint::black_box(strong);
            }
            let in_auction = matches!(game.deal().phase(), Phase::Auction);
            if in_auction && choices > 1 {
                let started = thread_cpu_ns();
                let strong = choose(Level::Strong, &game, seat, &mut rng);
                calls.push((thread_cpu_ns() - started) as f64 / 1e6);
                let rule = choose(Level::RuleBased, &game, seat, &mut rng);
                changed += usize::from(strong != rule);
            }
            let code = choose(Level::RuleBased, &game, seat, &mut rng).expect("a move");
            game.apply(seat, &code).expect("a legal move");
        }
    }
    println!("strong card decisions, {variant:?}, {games} rule-based games from seed {seed}:");
    let mut all = Vec::new();
    for (cards, ms) in by_cards.iter_mut().enumerate().rev() {
        all.extend_from_slice(ms);
        summary(&format!("{cards} cards in hand"), ms, 1);
    }
    summary("all", &mut all, 1);
    println!(
        "simulated calls: {} differ from the rule-based call of the same position",
        changed
    );
    summary("simulated calls", &mut calls, 1);
}
