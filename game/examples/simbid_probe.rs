//! How the simulation bidder's calls score against the rules' tables (as the strong level
//! uses them, with Coinche's confidence) on the real cards: at every auction decision of
//! rule-based games (a seat with a choice), both calls are made,
//! and where they differ each is scored on the deal as it really is, every later call the
//! rule-based bidder's: double-dummy ([`simbid::margin_on_cards`]), which flatters the
//! simulation bidder (it judges its guesses the same way), and played out by four strong
//! players (who do not see each other's cards, as at a table). Prints the mean gain of the
//! simulation bidder per differing call and per decision, with its standard error, in points
//! of the variant's scoring.
//!
//! `cargo run --release -p game --example simbid_probe [VARIANT [GAMES [SEED]]]` (default
//! bazaar, 3 games, seed 1; variants bazaar, belote, belote2, coinche). The simulation bidder
//! judges with the variant's [`simbid::Settings`]; to try others, `SIMBID_CONFIDENCE`
//! (standard errors), `SIMBID_SAMPLES` (guesses) and `SIMBID_DOUBLES` (`rules` or `cost`).

use game::blot::ai::simbid::{Doubles, Settings};
use game::blot::ai::{Level, bidding, choose, simbid};
use game::blot::{BlotEvent, BlotMatch, Call, Phase, Rules, team_of};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

mod blot_games;

fn main() {
    let (variant, games, seed) = blot_games::from_args();
    let rules = Rules::of(variant);
    let settings = settings_from_env(Settings::of(variant));
    println!("{settings:?}");
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut decisions = 0usize;
    let mut gains: Vec<f64> = Vec::new();
    let mut played: Vec<f64> = Vec::new();
    for game_seed in seed..seed + games {
        let mut game = BlotMatch::new(rules, game_seed);
        while let Some(seat) = game.to_act() {
            let choices = game.legal_codes(seat).len();
            if matches!(game.deal().phase(), Phase::Auction) && choices > 1 {
                decisions += 1;
                let sim = simbid::call_with(game.deal(), seat, settings, &mut rng);
                // The strong level's auction without simulation: the rules' tables, with
                // Coinche's confidence in its card play.
                let confidence = bidding::Confidence::strong(rules.variant);
                let rule = bidding::choose_call_with(&game, seat, confidence);
                if sim != rule {
                    let score = |call| {
                        simbid::margin_on_cards(game.deal(), seat, call).expect("an offered call")
                    };
                    gains.push(score(sim) - score(rule));
                    let play_seed = game_seed * 1000 + decisions as u64;
                    let play = |call: Call| play_out(&game, seat, call, play_seed);
                    played.push(play(sim) - play(rule));
                }
            }
            let code = choose(Level::RuleBased, &game, seat, &mut rng).expect("a move");
            game.apply(seat, &code).expect("a legal move");
        }
    }
    println!(
        "{variant:?}, {games} rule-based games from seed {seed}: {decisions} auction decisions, \
         {} differ",
        gains.len()
    );
    report("double-dummy on the real cards", &gains, decisions);
    report("played out by strong players", &played, decisions);
}

/// The mean gain per differing call and its standard error, the count of better and worse.
fn report(how: &str, gains: &[f64], decisions: usize) {
    let n = gains.len() as f64;
    let mean = gains.iter().sum::<f64>() / n.max(1.0);
    let var = gains.iter().map(|g| (g - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    let se = (var / n.max(1.0)).sqrt();
    let better = gains.iter().filter(|&&g| g > 0.0).count();
    let worse = gains.iter().filter(|&&g| g < 0.0).count();
    println!(
        "simulation minus rules, {how}: {mean:+.1} points a differing call (± {se:.1}; \
         {better} better, {worse} worse), {:+.2} a decision",
        mean * n / decisions.max(1) as f64
    );
}

/// The score margin for `seat`'s team of the rest of this deal after `seat` calls `call`:
/// later calls by the rule-based bidder, the cards by strong players.
fn play_out(game: &BlotMatch, seat: game::blot::Seat, call: Call, seed: u64) -> f64 {
    let mut game = game.clone();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let before = game.totals();
    let mut events = game
        .apply(seat, &call.to_string())
        .expect("an offered call");
    while !events.iter().any(|e| matches!(e, BlotEvent::DealOver(_))) {
        let Some(s) = game.to_act() else { break };
        let level = if matches!(game.deal().phase(), Phase::Auction) {
            Level::RuleBased
        } else {
            Level::Strong
        };
        let code = choose(level, &game, s, &mut rng).expect("a move");
        events = game.apply(s, &code).expect("a legal move");
    }
    let after = game.totals();
    let team = team_of(seat);
    let gained = |t: usize| f64::from(after[t]) - f64::from(before[t]);
    gained(team) - gained(1 - team)
}

/// The variant's settings, with what the environment overrides.
fn settings_from_env(mut settings: Settings) -> Settings {
    let var = |name: &str| std::env::var(name).ok();
    if let Some(c) = var("SIMBID_CONFIDENCE") {
        settings.confidence = c.parse().expect("SIMBID_CONFIDENCE: a number");
    }
    if let Some(n) = var("SIMBID_SAMPLES") {
        settings.samples = n.parse().expect("SIMBID_SAMPLES: a number");
    }
    if let Some(d) = var("SIMBID_DOUBLES") {
        settings.doubles = match d.as_str() {
            "rules" => Doubles::AsTheRules,
            "cost" => Doubles::OnlyWhenTheyCost,
            _ => panic!("SIMBID_DOUBLES: rules or cost"),
        };
    }
    settings
}
