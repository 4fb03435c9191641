//! The front's side of the computer players: asking the worker pool once a computer's turn is
//! committed, feeding its move back as an ordinary input under the idempotency key
//! `ai:<table>:<turn>` once the pace has passed, asking again after a restart, and the
//! players' hints.

use game::i18n::{Lang, Msg, text};
use game::table::hint::hint_text;
use game::table::{Action, Input, Millis, Notice, Output, Status, TableId, UserId, notice_text};
use storage::Store;

use super::{Delivery, From, Front};
use crate::durable::HostError;
use crate::thinkers::Thinkers;

/// The user an input carrying a computer's move is from: no one's account (the service makes
/// none for it).
const COMPUTER_USER: &str = "computer";

impl<S: Store> Front<S> {
    /// Thinks with this pool from now on (a test's own thinking, or another size), and asks it
    /// at once for every computer turn the service awaits.
    pub fn set_thinkers(&mut self, pool: Thinkers) {
        self.thinking.set_pool(pool);
        self.ask_pending_computers();
    }

    /// Asks for every computer turn the service awaits (none unless its computers are
    /// asked); one asked already is not asked twice.
    pub(super) fn ask_pending_computers(&mut self) {
        let pending = self.durable.service().pending_computer_turns();
        for turn in pending {
            self.ask_computer(turn);
        }
    }

    /// How many computer moves are being thought now (asked of the pool, not yet answered).
    pub fn computers_thinking(&self) -> usize {
        self.thinking.thinking()
    }

    /// Asks the pool for the computer turns among a committed input's outputs.
    pub(super) fn ask_computers(&mut self, outputs: &[Output]) {
        for output in outputs {
            if let Output::ComputerTurn(turn) = output {
                self.ask_computer(turn.clone());
            }
        }
    }

    fn ask_computer(&mut self, turn: game::table::ComputerTurn) {
        let service = self.durable.service();
        let Some(table) = service.tables.get(&turn.table) else {
            return;
        };
        let Some(engine) = table.engine.as_ref() else {
            return;
        };
        tracing::debug!(table = turn.table, turn = turn.turn, "computer asked");
        self.thinking.ask(turn, engine, table.settings.game.name());
    }

    /// What the pool has thought by `now`: each move whose pace has passed is fed to the
    /// service (a move for a turn gone by changes nothing); each hint redraws its player's
    /// hand.
    pub(super) fn computers_thought(&mut self, now: Millis) -> Result<Vec<Delivery>, HostError> {
        let mut deliveries = Vec::new();
        for ready in self.thinking.collect() {
            deliveries.extend(self.hand_delivery(ready.table, &ready.user, now));
        }
        for (turn, code) in self.thinking.due(now) {
            let Some(chat) = self
                .durable
                .service()
                .tables
                .get(&turn.table)
                .map(|t| t.chat.clone())
            else {
                continue;
            };
            let key = format!("ai:{}:{}", turn.table, turn.turn);
            let span = tracing::info_span!("computer", table = turn.table, turn = turn.turn);
            let _entered = span.enter();
            let input = Input {
                now,
                chat,
                user: UserId(COMPUTER_USER.to_string()),
                name: String::new(),
                locale: None,
                action: Action::Computer {
                    table: turn.table,
                    turn: turn.turn,
                    code,
                },
            };
            // Sharing the store: a chat another process took, or a shared record that changed,
            // leaves the answer unwritten; the table's grace clock asks again (here or at the
            // chat's new holder).
            let staged = match self.durable.stage(&key, input) {
                Ok(Some(staged)) => staged,
                Ok(None) => continue,
                Err(err) if err.unwritten() => continue,
                Err(err) => return Err(err),
            };
            match self.commit_owing(staged, None, now) {
                Ok(shown) => deliveries.extend(shown),
                Err(err) if err.unwritten() => continue,
                Err(err) => return Err(err),
            }
        }
        Ok(deliveries)
    }

    /// The player's hand, when it changed since last delivered.
    fn hand_delivery(&mut self, table: TableId, user: &UserId, now: Millis) -> Option<Delivery> {
        let screen = self.hand_screen(table, user, now)?;
        if !self.hand_changed(table, user, &screen) {
            return None;
        }
        Some(Delivery::Hand {
            user: user.clone(),
            table,
            screen,
            asked: false,
        })
    }

    /// A press of "💡 Hint": on the presser's turn at a table with hints, the strong player's
    /// choice is thought (by the pool, or at once without one) and shown in his hand.
    pub(super) fn hint(
        &mut self,
        from: &From,
        table: TableId,
        turn: u64,
        lang: Lang,
        now: Millis,
    ) -> Vec<Delivery> {
        let service = self.durable.service();
        let Some(record) = service.tables.get(&table) else {
            return vec![self.alert(from, notice_text(lang, &Notice::NoSuchTable { id: table }))];
        };
        let Some(seat) = record.seat_of(&from.user) else {
            return vec![self.alert(from, text(lang, &Msg::DenyNotAtTable))];
        };
        if !record.hints_allowed() {
            return vec![self.alert(from, text(lang, &Msg::DenyNoHints))];
        }
        let engine = record.engine.as_ref();
        let his_turn = engine.and_then(|e| e.to_act()) == Some(seat);
        let (Some(engine), true, Status::Playing, true) =
            (engine, record.turn == turn, &record.status, his_turn)
        else {
            return vec![self.alert(from, text(lang, &Msg::DenyStaleButton))];
        };
        let engine = engine.clone();
        let game = record.settings.game.name();
        if self
            .thinking
            .ask_hint(table, turn, &from.user, &engine, seat, game)
        {
            return self
                .hand_delivery(table, &from.user, now)
                .into_iter()
                .collect();
        }
        Vec::new()
    }

    /// "💡 Hint: …" in `lang` for the player's hand (and his page), when he asked at the
    /// table's current turn: the strong player's choice and, at a Blot-family table in trick
    /// play, what the best cards are worth to his side (guessed from his own view).
    pub fn hint_line(&self, table: TableId, user: &UserId, lang: Lang) -> Option<String> {
        let record = self.durable.service().tables.get(&table)?;
        if record.status != Status::Playing {
            return None;
        }
        let hint = self.thinking.hint(table, user, record.turn)?;
        let game = record.settings.game;
        Some(hint_text(lang, game, &hint.code, hint.values.as_deref()))
    }
}
