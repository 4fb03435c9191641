//! End-to-end tests of the bots against local fake Telegram and Discord servers live here as
//! the bots land (issues 5 and 6).
