//! The input being handled, passed along its way through the front rather than kept in it:
//! under which key, when and from whom it came, and what was learnt of it on the way.

use std::cell::Cell;

use game::table::{Millis, TableId};

use super::delivery::From;

/// One input on its way through the front (a command, a press, a parked input handled).
pub(super) struct Handling<'a> {
    /// The platform's id of the input, its idempotency key.
    pub(super) key: &'a str,
    /// The input's clock.
    pub(super) now: Millis,
    /// Who sent it, and where.
    pub(super) from: &'a From,
    /// It only asks to be told something: its answers are owed nothing.
    pub(super) informational: bool,
    /// The span it runs in.
    span: tracing::Span,
    /// The span names its table already (a field is recorded once).
    table_logged: Cell<bool>,
}

impl<'a> Handling<'a> {
    /// An input run in `span`, not (yet) known to be informational.
    pub(super) fn new(
        key: &'a str,
        now: Millis,
        from: &'a From,
        span: tracing::Span,
    ) -> Handling<'a> {
        Handling {
            key,
            now,
            from,
            informational: false,
            span,
            table_logged: Cell::new(false),
        }
    }

    /// Names the input's table in its span, once.
    pub(super) fn log_table(&self, table: TableId) {
        if !self.table_logged.replace(true) {
            self.span.record("table", table);
        }
    }
}
