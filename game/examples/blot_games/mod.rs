//! The command line shared by the Blot players' probes: `[VARIANT [GAMES [SEED]]]` (default
//! bazaar, 3 games, seed 1; variants bazaar, belote, belote2, coinche).

use game::blot::Variant;

/// The variant, the number of games and the first game's seed from the command line.
pub fn from_args() -> (Variant, u64, u64) {
    let mut args = std::env::args().skip(1);
    let variant: Variant = args
        .next()
        .unwrap_or_else(|| "bazaar".into())
        .parse()
        .unwrap_or_else(|_| panic!("a variant: bazaar, belote, belote2 or coinche"));
    let games: u64 = args.next().map_or(3, |a| a.parse().expect("a number"));
    let seed: u64 = args.next().map_or(1, |a| a.parse().expect("a number"));
    (variant, games, seed)
}
