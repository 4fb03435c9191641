//! What the front keeps of the computers' thinking: the moves asked of the worker pool and not
//! yet fed back, the moves thought and waiting for their pace, and each player's last hint.
//! All of it is memory only: after a restart the service's pending turns are asked again.

use std::collections::{BTreeMap, BTreeSet};

use game::table::{Ai, ComputerTurn, Engine, Millis, TableId, UserId};

use crate::thinkers::{Job, Purpose, Thinkers};

/// A move asked of the pool, by table and turn.
type TurnKey = (TableId, u64);

/// The front's side of the worker pool.
#[derive(Default)]
pub(super) struct Thinking {
    /// The workers, when the service asks for its computers' moves; without them a hint is
    /// thought within its press (the tests that drive the front synchronously).
    pool: Option<Thinkers>,
    /// Moves asked and not yet thought.
    asked: BTreeMap<TurnKey, ComputerTurn>,
    /// Moves thought, waiting for their pace.
    ready: BTreeMap<TurnKey, (ComputerTurn, String)>,
    /// Hints asked and not yet thought.
    hints_asked: BTreeSet<(TableId, u64, UserId)>,
    /// Each player's last hint: its turn, the move's code and what the choices are worth.
    hints: BTreeMap<(TableId, UserId), (u64, Hint)>,
}

/// A hint thought: the strong player's choice and, where the game offers them, what the
/// best choices are worth to the player's side (best first).
pub(super) struct Hint {
    pub code: String,
    pub values: Option<Vec<(String, f64)>>,
}

/// A hint thought for a player.
pub(super) struct HintReady {
    pub table: TableId,
    pub user: UserId,
}

impl Thinking {
    /// Thinks with these workers from now on; whatever the old ones were asked is forgotten
    /// (to be asked again).
    pub(super) fn set_pool(&mut self, pool: Thinkers) {
        self.pool = Some(pool);
        self.asked.clear();
        self.ready.clear();
        self.hints_asked.clear();
    }

    /// True when a pool thinks for the computers.
    pub(super) fn has_pool(&self) -> bool {
        self.pool.is_some()
    }

    /// Asks the pool for a computer's move, unless it is already asked or thought; then only
    /// its pace follows the new request's (the turn's clock restarted: a player stepped away or
    /// came back while the computer was to move).
    pub(super) fn ask(&mut self, turn: ComputerTurn, engine: &Engine, game: &'static str) {
        let key = (turn.table, turn.turn);
        let Some(pool) = &self.pool else { return };
        if let Some(asked) = self.asked.get_mut(&key) {
            asked.not_before = turn.not_before;
            return;
        }
        if let Some((ready, _)) = self.ready.get_mut(&key) {
            ready.not_before = turn.not_before;
            return;
        }
        pool.submit(Job {
            purpose: Purpose::Move {
                table: turn.table,
                turn: turn.turn,
            },
            game,
            engine: engine.clone(),
            seat: turn.seat,
            ai: turn.ai,
        });
        self.asked.insert(key, turn);
    }

    /// Asks what the strong player would choose for `user`'s seat: of the pool (the answer
    /// comes with a later [`Thinking::collect`]), or without one at once. True when the hint
    /// is ready now.
    pub(super) fn ask_hint(
        &mut self,
        table: TableId,
        turn: u64,
        user: &UserId,
        engine: &Engine,
        seat: u8,
        game: &'static str,
    ) -> bool {
        let Some(pool) = &self.pool else {
            if let Some(code) = game::table::think(engine, seat, Ai::Strong) {
                let values = crate::thinkers::hint_values(engine, seat, table, turn);
                let hint = Hint { code, values };
                self.hints.insert((table, user.clone()), (turn, hint));
            }
            return true;
        };
        if !self.hints_asked.insert((table, turn, user.clone())) {
            return false;
        }
        pool.submit(Job {
            purpose: Purpose::Hint {
                table,
                turn,
                user: user.clone(),
            },
            game,
            engine: engine.clone(),
            seat,
            ai: Ai::Strong,
        });
        true
    }

    /// Takes in the answers ready now: moves wait for their pace, hints are kept for their
    /// players (returned, to be shown).
    pub(super) fn collect(&mut self) -> Vec<HintReady> {
        let mut hints = Vec::new();
        let answers = self
            .pool
            .as_ref()
            .map(Thinkers::answers)
            .unwrap_or_default();
        for answer in answers {
            match answer.purpose {
                Purpose::Move { table, turn } => {
                    let Some(asked) = self.asked.remove(&(table, turn)) else {
                        continue;
                    };
                    // No move offered: the service asks again when its grace runs out.
                    if let Some(code) = answer.code {
                        self.ready.insert((table, turn), (asked, code));
                    }
                }
                Purpose::Hint { table, turn, user } => {
                    self.hints_asked.remove(&(table, turn, user.clone()));
                    if let Some(code) = answer.code {
                        let values = answer.values;
                        let hint = Hint { code, values };
                        self.hints.insert((table, user.clone()), (turn, hint));
                        hints.push(HintReady { table, user });
                    }
                }
            }
        }
        hints
    }

    /// The moves whose pace has passed at `now`, oldest table first, taken out.
    pub(super) fn due(&mut self, now: Millis) -> Vec<(ComputerTurn, String)> {
        let keys: Vec<TurnKey> = self
            .ready
            .iter()
            .filter(|(_, (turn, _))| turn.not_before <= now)
            .map(|(key, _)| *key)
            .collect();
        keys.iter()
            .filter_map(|key| self.ready.remove(key))
            .collect()
    }

    /// How many moves are asked and not yet answered.
    pub(super) fn thinking(&self) -> usize {
        self.asked.len()
    }

    /// The earliest pace of a move asked or thought: when the front must look again.
    pub(super) fn next_deadline(&self) -> Option<Millis> {
        self.asked
            .values()
            .chain(self.ready.values().map(|(turn, _)| turn))
            .map(|turn| turn.not_before)
            .min()
    }

    /// The hint shown to `user` at `table` for `turn`, if one was thought for that turn.
    pub(super) fn hint(&self, table: TableId, user: &UserId, turn: u64) -> Option<&Hint> {
        self.hints
            .get(&(table, user.clone()))
            .filter(|(at, _)| *at == turn)
            .map(|(_, hint)| hint)
    }

    /// Forgets the hints of tables retired.
    pub(super) fn forget_tables(&mut self, ended: &[TableId]) {
        self.hints.retain(|(table, _), _| !ended.contains(table));
    }
}
