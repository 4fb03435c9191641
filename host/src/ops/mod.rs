//! Running the bot for real: the operator's [`settings`].

pub mod settings;

pub use settings::OpsSettings;
