//! Bazaar Blot and its Belote relatives (docs/rules.md: Bazaar Blot and its relatives): one engine, four
//! configurations ([`Rules`]).
//!
//! A [`Deal`] runs the auction, the announcements and the tricks and scores itself; a
//! [`GameScore`] adds deals up to the target; [`record`] writes Blot records and
//! [`referee`] reads and checks them.

pub mod ai;
pub mod auction;
pub mod call;
pub mod combination;
pub mod deal;
pub mod error;
pub mod game;
pub mod matchplay;
pub mod order;
pub mod play;
pub mod position;
pub mod random;
pub mod record;
pub mod referee;
pub mod rules;
pub mod score;
pub mod sim;

pub use auction::{Auction, AuctionEnd, Contract, VoidReason};
pub use call::{Bid, Call, Strain};
pub use combination::check_announcement;
pub use combination::{Combination, Counted, best_announcement};
pub use deal::{Deal, DealResult, Phase};
pub use error::RuleError;
pub use game::{GameScore, GameWinner, Margin};
pub use matchplay::{BlotEvent, BlotMatch, BlotView, ContractView, MoveError};
pub use play::{BeloteCall, Play, PlayEvent};
pub use referee::replay;
pub use rules::{Rules, Seat, Variant, team_of};
pub use score::{Outcome, Parts};
