//! The discord front end over the table service: it translates platform updates into table inputs
//! and table outputs into platform calls, and holds no rules or phrases of its own.
//! Its work is issue 5 (Telegram) / 6 (Discord).
