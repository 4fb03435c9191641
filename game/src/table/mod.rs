//! The table service: lobby, seats, turns, clocks, chips and stats over every game, as one
//! pure state machine (`Service::handle(Input) -> Outcome`, `tick(now)`, `next_deadline()`).
//!
//! - Vocabulary, depending on no behaviour: [`input`] (what a user asks), [`output`] and
//!   [`notice`] (what comes out), [`settings`], [`model`] (chats, tables, seats), [`user`],
//!   [`view`], [`kind`], and [`engine`] (one interface over the rules engines, the move log).
//! - Behaviour: [`service`] (the state machine, its `impl` spread by subject), [`computer`],
//!   [`limits`], [`access`], [`deal_seeds`], [`record`].
//! - Words: [`words`] (phrases a notice and a screen share), [`render`] (notices),
//!   [`screen`] (tables, hands, a league's message), [`command`] and [`press`] (typed commands
//!   and buttons).

pub mod access;
pub mod command;
pub mod computer;
pub mod deal_seeds;
pub mod engine;
pub mod hint;
pub mod input;
pub mod kind;
pub mod limits;
pub mod model;
pub mod notice;
pub mod output;
pub mod press;
pub mod record;
pub mod render;
pub mod screen;
pub mod service;
pub mod settings;
pub mod user;
pub mod view;
pub mod words;

pub use crate::ids::{ChatId, Millis, TableId, UserId};
pub use crate::league::export::{Export, ExportedGame};
pub use computer::think;
pub use deal_seeds::DealSeeds;
pub use engine::{Engine, EngineEvent, GameView, MoveRefused};
pub use input::{Action, Input, LeagueAction, SettingChange};
pub use kind::GameKind;

pub use limits::{Computers, Limits};
pub use model::{Closed, Status, Table};
pub use notice::{Notice, TableSummary};
pub use output::{Changes, ComputerTurn, Outcome, Output};
pub use press::Press;
pub use render::{command_error_text, deal_scored_text, league_help_text, notice_text};
pub use screen::{Button, Screen, Tap, deal_summary_lines, hand_screen, notice_rows, table_screen};
pub use service::{Meta, Service, TableIds};
pub use settings::{Ai, HouseRule, Settings};
pub use user::User;
pub use view::{SeatView, TableView};

/// The league requests, at the path they had before they moved to [`input`].
pub mod leagues {
    pub use crate::table::input::{LeagueAction, RuleKind};
}
