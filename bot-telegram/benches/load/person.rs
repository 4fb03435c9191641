//! A person at a table of computers who plays from his private chat: the newest move his hand
//! shows, picked at random and pressed `think_ms` plus up to 2 s after it shows, if it is
//! still offered then.

use std::time::{Duration, Instant};

use crate::common::World;

/// One person, his table, and the press he plans.
pub struct ChatPerson {
    pub user: i64,
    /// His group (read by the `load` bench, not by `web_load`).
    #[allow(dead_code)]
    pub group: i64,
    pub table: u64,
    /// The turn planned, when to press it, and the button's data.
    plan: Option<(u64, Instant, String)>,
    last_turn: u64,
}

impl ChatPerson {
    pub fn new(user: i64, group: i64, table: u64) -> ChatPerson {
        ChatPerson {
            user,
            group,
            table,
            plan: None,
            last_turn: 0,
        }
    }

    /// Looks at his hand once: plans a press of a move newly shown, or makes the press
    /// planned once it is due; true when he pressed.
    pub fn step(&mut self, w: &World, rng: &mut tests::Rng, think_ms: u64, now: Instant) -> bool {
        match &self.plan {
            Some((turn, due, data)) if *due <= now => {
                let (turn, data) = (*turn, data.clone());
                self.plan = None;
                let Some(hand) = w.hand(self.user, self.table) else {
                    return false;
                };
                let live = tests::moves(hand.buttons().filter_map(|b| b.data.as_deref()))
                    .iter()
                    .any(|m| m.turn == turn);
                if live {
                    w.fake.press(self.user, self.user, hand.id, &data);
                    self.last_turn = turn;
                }
                live
            }
            Some(_) => false,
            None => {
                let Some(hand) = w.hand(self.user, self.table) else {
                    return false;
                };
                let data = hand.buttons().filter_map(|b| b.data.as_deref());
                if let Some(choice) = tests::pick_move(data, rng)
                    && choice.turn > self.last_turn
                {
                    let think = Duration::from_millis(think_ms + rng.below(2_001) as u64);
                    self.plan = Some((choice.turn, now + think, choice.data));
                }
                false
            }
        }
    }
}
