//! A player driving the shared front directly (no chat platform): opens a table, starts it
//! with computer players and plays legal moves until the game ends, on a clock it moves
//! itself; every message a change owes is settled at once, as a shell does once it is sent.
//! For tests and benchmarks of what lies under the bots (backups, housekeeping).

use game::table::{ChatId, Millis, Press, Status, TableId, UserId};
use host::{Delivery, From, Front, HostError};
use storage::Store;

/// The clock's step before a command and before a press: a person's pace, within the
/// flood limits (a command every 2 s, two presses a second).
pub const COMMAND_GAP: Millis = 2_100;
/// See [`COMMAND_GAP`].
pub const PRESS_GAP: Millis = 600;

/// The front, an input counter (for idempotency keys) and the inputs' clock.
pub struct Driver<S: Store> {
    pub front: Front<S>,
    /// The inputs' clock, in milliseconds since the UNIX epoch.
    pub now: Millis,
    /// Inputs sent so far (commands, presses and clock ticks).
    pub inputs: u64,
    next_key: u64,
    rng: crate::Rng,
}

/// A user writing in a group chat.
pub fn member(chat: &str, user: u64) -> From {
    speaking(
        ChatId(chat.to_string()),
        UserId(format!("tg:{user}")),
        format!("Player {user}"),
        None,
    )
}

/// `user`, named `name`, his app set to `lang`, writing in group `chat` (no admin, no handle,
/// no reply handle).
pub fn speaking(chat: ChatId, user: UserId, name: String, lang: Option<&str>) -> From {
    From {
        chat,
        user,
        name,
        lang: lang.map(String::from),
        private: false,
        admin: false,
        handle: None,
        reply: None,
    }
}

impl<S: Store> Driver<S> {
    /// Drives `front` from `now` on; idempotency keys count from `first_key`.
    pub fn new(front: Front<S>, now: Millis, first_key: u64) -> Driver<S> {
        Driver {
            front,
            now,
            inputs: 0,
            next_key: first_key,
            rng: crate::Rng::new(first_key ^ now),
        }
    }

    /// Idempotency keys go on from `key` (a restored store has seen the earlier ones).
    pub fn next_keys_from(&mut self, key: u64) {
        self.next_key = key;
    }

    fn key(&mut self) -> String {
        self.next_key += 1;
        self.inputs += 1;
        format!("tg:{}", self.next_key)
    }

    /// Types `text` as `from`, a little over two seconds after the last input (a person's
    /// pace, within the flood limits).
    pub fn command(&mut self, from: &From, text: &str) -> Result<Vec<Delivery>, HostError> {
        self.now += COMMAND_GAP;
        let key = self.key();
        let deliveries = self.front.command(&key, self.now, from, text, None)?;
        self.delivered(&deliveries)?;
        Ok(deliveries)
    }

    /// What a shell does once the platform took a message a change owed: settles it.
    fn delivered(&mut self, deliveries: &[Delivery]) -> Result<(), HostError> {
        settle_owed(&mut self.front, deliveries)
    }

    /// Presses a button as `from`, a little over half a second after the last input.
    pub fn press(&mut self, from: &From, press: &Press) -> Result<Vec<Delivery>, HostError> {
        self.now += PRESS_GAP;
        let key = self.key();
        let deliveries = self.front.press(&key, self.now, from, &press.encode())?;
        self.delivered(&deliveries)?;
        Ok(deliveries)
    }

    /// Opens a table with `command` (`/toto21`, `/durak 2`) and starts it at once, computer
    /// players taking the empty seats. `None` if no table was opened (refused).
    pub fn open_and_start(
        &mut self,
        from: &From,
        command: &str,
    ) -> Result<Option<TableId>, HostError> {
        let opened = self.command(from, command)?;
        let Some(table) = opened.iter().find_map(|d| match d {
            Delivery::Table { table, .. } => Some(*table),
            _ => None,
        }) else {
            return Ok(None);
        };
        self.press(from, &Press::Start { table })?;
        Ok(Some(table))
    }

    /// The table's status, if it is still live in the service.
    pub fn status(&self, table: TableId) -> Option<Status> {
        let service = self.front.durable().service();
        service.tables.get(&table).map(|t| t.status.clone())
    }

    /// One step of `from`'s game at `table`: a random legal move when it is his turn, else
    /// a second of the clock (computers move, clocks fire). `false` once the game is over.
    pub fn step(&mut self, table: TableId, from: &From) -> Result<bool, HostError> {
        let service = self.front.durable().service();
        let Some(t) = service.tables.get(&table) else {
            return Ok(false);
        };
        if t.status != Status::Playing {
            return Ok(false);
        }
        let mine = t.seat_of(&from.user);
        let engine = t.engine.as_ref();
        let to_act = engine.and_then(|e| e.to_act());
        match (mine, to_act, engine) {
            (Some(seat), Some(acting), Some(engine)) if seat == acting => {
                let codes = engine.legal_codes(seat);
                let code = (!codes.is_empty()).then(|| codes[self.rng.below(codes.len())].clone());
                let turn = t.turn;
                match code {
                    Some(code) => {
                        self.press(from, &Press::Move { table, turn, code })?;
                    }
                    None => self.tick(1000)?,
                }
            }
            _ => self.tick(1000)?,
        }
        Ok(true)
    }

    /// Moves the clock on by `millis` and fires what is due.
    pub fn tick(&mut self, millis: Millis) -> Result<(), HostError> {
        self.now += millis;
        self.inputs += 1;
        let deliveries = self.front.tick(self.now)?;
        self.delivered(&deliveries)
    }

    /// Plays `from`'s game at `table` to its end (at most `limit` steps); its final status.
    pub fn finish(
        &mut self,
        table: TableId,
        from: &From,
        limit: usize,
    ) -> Result<Option<Status>, HostError> {
        for _ in 0..limit {
            if !self.step(table, from)? {
                break;
            }
        }
        Ok(self.status(table))
    }
}

/// Settles the messages `deliveries` owe, as a shell does once the platform took them.
pub fn settle_owed<S: Store>(
    front: &mut Front<S>,
    deliveries: &[Delivery],
) -> Result<(), HostError> {
    for delivery in deliveries {
        if let Delivery::Say {
            owed: Some(owed), ..
        }
        | Delivery::Alert {
            owed: Some(owed), ..
        } = delivery
        {
            front.settle(*owed)?;
        }
    }
    Ok(())
}
