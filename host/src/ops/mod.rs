//! Running the bot for real: the operator's [`settings`], [`housekeeping`] (pruning and
//! retiring, so the store stays bounded) and [`backup`]s taken by the running bot.

pub mod backup;
pub mod housekeeping;
pub mod settings;

pub use housekeeping::{Housekeeping, Swept, sweep};
pub use settings::OpsSettings;
