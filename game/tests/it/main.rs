//! The `game` crate's integration tests, one binary for them all (each former `tests/*.rs`
//! file is a module here, so `game` is linked once instead of once per file). Run one
//! file's tests by its module name: `cargo test -p game --test it table_fuzz`.
//! Proptest keeps its failing cases in `game/tests/proptest-regressions/<module>.txt`.

mod blot_ai;
mod blot_properties;
mod blot_rules;
mod league_model;
mod table_access;
mod table_blot_choices;
mod table_computers;
mod table_fuzz;
mod table_house_rules;
mod table_leagues;
mod table_limits;
mod table_pacing;
mod table_properties;
mod table_record;
mod table_service;
mod table_unattended;
mod table_words;
