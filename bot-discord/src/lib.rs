pub mod commands;
pub mod config;
pub mod send;
pub mod startup;
