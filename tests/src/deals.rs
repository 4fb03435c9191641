//! Known deals for the bots' end-to-end tests. A bot started with `TEST_DEAL_SEED` (debug
//! builds only; see `host::front::Front::open_for_bot`) derives every new table's deal from
//! that master seed, so a test can choose one whose first deal gives a player what the
//! scenario needs, instead of playing games until luck deals it.

use game::blot::combination::announcement_options;
use game::blot::{BlotMatch, Rules, Seat, Strain, Variant};
use game::cards::Suit;
use game::table::{DealSeeds, TableId};

/// The bot's environment variable for the deals every whole-game scenario is dealt: the same
/// cards each run, so that a game, and its test, lasts as long every time.
pub const GAME_DEALS: (&str, &str) = ("TEST_DEAL_SEED", "1");

/// The first master seed from 1 under which table `table` of a fresh store, a Bazaar Blot
/// table, deals `seat` (its opener sits at seat 0) a combination to announce whatever the
/// contract's strain.
pub fn seed_dealing_a_combination(table: TableId, seat: Seat) -> u64 {
    (1..10_000)
        .find(|&master| {
            let seed = DealSeeds::Derived.seed_for(master, table);
            let game = BlotMatch::new(Rules::of(Variant::Bazaar), seed);
            let hand = game.deal().hand(seat);
            let strains = Suit::ALL.map(Strain::Trump);
            strains
                .into_iter()
                .chain([Strain::NoTrump])
                .all(|strain| !announcement_options(hand, game.rules(), strain, 1).is_empty())
        })
        .expect("one deal in ten thousand holds a combination")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_seed_found_deals_the_seat_a_combination() {
        let master = seed_dealing_a_combination(1, 0);
        let game = BlotMatch::new(
            Rules::of(Variant::Bazaar),
            DealSeeds::Derived.seed_for(master, 1),
        );
        let hand = game.deal().hand(0);
        let best = game::blot::best_announcement(hand, game.rules(), Strain::NoTrump);
        assert!(!best.is_empty(), "seed {master}: {hand:?}");
    }
}
