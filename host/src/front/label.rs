//! Short stable names of inputs, for the log and the metrics (`command_blot`, `press_move`).
//! They name what was asked, never its arguments.

use game::table::Press;
use game::table::command::{Command, CommandError};

/// The name of a typed command, as read (or why it was not).
pub fn command(parsed: &Result<Command, CommandError>) -> &'static str {
    match parsed {
        Ok(Command::Open(_)) => "command_open",
        Ok(Command::Tables) => "command_tables",
        Ok(Command::Join { .. }) => "command_join",
        Ok(Command::Leave(_)) => "command_leave",
        Ok(Command::Away(_)) => "command_away",
        Ok(Command::Back(_)) => "command_back",
        Ok(Command::Rematch(_)) => "command_rematch",
        Ok(Command::Balance) => "command_balance",
        Ok(Command::Top) => "command_top",
        Ok(Command::Lang(_)) => "command_lang",
        Ok(Command::Rules(_)) => "command_rules",
        Ok(Command::Settings(_)) => "command_settings",
        Ok(Command::Help) => "command_help",
        Ok(Command::Bid { .. }) => "command_bid",
        Ok(Command::Start(_)) => "command_start",
        Ok(Command::League(_)) => "command_league",
        Ok(Command::LeagueHelp) => "command_league_help",
        Err(CommandError::Unknown(_)) => "command_unknown",
        Err(CommandError::BadArgument { .. }) => "command_bad_argument",
    }
}

/// The name of a button press, as decoded (`press_unreadable` if it was not).
pub fn press(press: Option<&Press>) -> &'static str {
    match press {
        None => "press_unreadable",
        Some(Press::Join { .. }) => "press_join",
        Some(Press::Leave { .. }) => "press_leave",
        Some(Press::LeaveGame { .. }) => "press_leave_game",
        Some(Press::Settings { .. }) => "press_settings",
        Some(Press::Configure { .. }) => "press_configure",
        Some(Press::Start { .. }) => "press_start",
        Some(Press::Cancel { .. }) => "press_cancel",
        Some(Press::Approve { .. }) => "press_approve",
        Some(Press::Refuse { .. }) => "press_refuse",
        Some(Press::Move { .. }) => "press_move",
        Some(Press::TakeBack { .. }) => "press_take_back",
        Some(Press::Away { .. }) => "press_away",
        Some(Press::Hint { .. }) => "press_hint",
        Some(Press::Rematch { .. }) => "press_rematch",
        Some(Press::ShowHand { .. }) => "press_show_hand",
        Some(Press::ChatLang { .. }) => "press_chat_lang",
        Some(Press::Tables { .. }) => "press_tables",
        Some(Press::Page { .. }) => "press_page",
        Some(Press::LeagueAccept { .. }) => "press_league_accept",
        Some(Press::LeaguePlay { .. }) => "press_league_play",
        Some(Press::LeagueFixtures { .. }) => "press_league_fixtures",
        Some(Press::Inert) => "press_inert",
    }
}

/// The table a press is about, if any.
pub fn press_table(press: &Press) -> Option<game::table::TableId> {
    match press {
        Press::Join { table, .. }
        | Press::Leave { table }
        | Press::LeaveGame { table }
        | Press::Settings { table }
        | Press::Configure { table, .. }
        | Press::Start { table }
        | Press::Cancel { table }
        | Press::Approve { table, .. }
        | Press::Refuse { table, .. }
        | Press::Move { table, .. }
        | Press::TakeBack { table }
        | Press::Away { table }
        | Press::Hint { table, .. }
        | Press::Rematch { table }
        | Press::ShowHand { table }
        | Press::Page { table, .. } => Some(*table),
        Press::ChatLang { .. }
        | Press::Tables { .. }
        | Press::LeagueAccept { .. }
        | Press::LeaguePlay { .. }
        | Press::LeagueFixtures { .. }
        | Press::Inert => None,
    }
}
