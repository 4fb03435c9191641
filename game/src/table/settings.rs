//! A table's settings (the charter a league fixture borrows too): the game, its points and
//! clocks, the stake, the computers' level, and the checks that keep them in range.

use serde::{Deserialize, Serialize};

use super::kind::GameKind;

/// A table's settings, chosen when it is opened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    /// The table's name: the game's code unless its players gave one ([`given_name`]).
    pub name: String,
    pub game: GameKind,
    pub points: u32,
    pub move_secs: u32,
    /// The whole-game clock per player, if the table has one (always for Toto21).
    pub game_secs: Option<u32>,
    pub stake: u64,
    /// The creator approves or refuses each joiner (always for Toto21).
    pub approve_joiners: bool,
    /// The Blot family's rule settings, when the table changes the variant's defaults
    /// (e.g. the obligation to under-trump); `points` still sets the target.
    #[serde(default)]
    pub blot_rules: Option<crate::blot::Rules>,
    /// Hours a running game may go without a human move before it is closed (correspondence
    /// tables set more); `None`: the service's default.
    #[serde(default)]
    pub idle_hours: Option<u32>,
    /// How strongly the table's computer seats play.
    #[serde(default)]
    pub ai: Ai,
    /// A player may ask for a hint (the strong player's choice) on his turn: casual tables
    /// only, never in a league.
    #[serde(default = "hints_by_default")]
    pub hints: bool,
}

fn hints_by_default() -> bool {
    true
}

/// The level of a table's computer seats (`ai=rule|strong`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ai {
    /// The rule-based players: rules of thumb, answered in microseconds.
    Rule,
    /// The strong players: sampling and exact search (Blot), the exact policy (Toto21),
    /// search (Durak).
    #[default]
    Strong,
}

impl Ai {
    /// Both levels, weakest first.
    pub const ALL: [Ai; 2] = [Ai::Rule, Ai::Strong];

    /// The games' level it plays at.
    pub fn level(self) -> crate::level::Level {
        match self {
            Ai::Rule => crate::level::Level::RuleBased,
            Ai::Strong => crate::level::Level::Strong,
        }
    }

    /// Its word in commands and button data: `rule` or `strong`.
    pub fn code(self) -> &'static str {
        match self {
            Ai::Rule => "rule",
            Ai::Strong => "strong",
        }
    }

    /// The level a word names (`rule`, `strong`).
    pub fn from_code(code: &str) -> Option<Ai> {
        Ai::ALL
            .into_iter()
            .find(|ai| ai.code().eq_ignore_ascii_case(code.trim()))
    }
}

/// A house rule of the Blot family a table may turn off (`no_trump=`, `announcements=`):
/// offered by Coinche (both) and French Belote (announcements), as `Rules::with_house_rules`
/// allows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum HouseRule {
    /// No-trump may be bid.
    NoTrump,
    /// Combinations are announced and counted (belote-rebelote counts either way).
    Announcements,
}

impl HouseRule {
    /// Both house rules, in the order of the settings menu.
    pub const ALL: [HouseRule; 2] = [HouseRule::NoTrump, HouseRule::Announcements];

    /// Its word in commands: `no_trump` or `announcements`.
    pub fn code(self) -> &'static str {
        match self {
            HouseRule::NoTrump => "no_trump",
            HouseRule::Announcements => "announcements",
        }
    }

    /// The house rule a command's key names.
    pub fn from_code(code: &str) -> Option<HouseRule> {
        HouseRule::ALL
            .into_iter()
            .find(|rule| rule.code().eq_ignore_ascii_case(code.trim()))
    }

    /// Whether a game lets a table choose this rule.
    pub fn offered(self, game: GameKind) -> bool {
        match self {
            HouseRule::NoTrump => game == GameKind::Coinche,
            HouseRule::Announcements => matches!(game, GameKind::Coinche | GameKind::Belote),
        }
    }

    /// The rule's state in a game's rules.
    fn of(self, rules: &crate::blot::Rules) -> bool {
        match self {
            HouseRule::NoTrump => rules.no_trump,
            HouseRule::Announcements => rules.announcements,
        }
    }
}

/// The longest table name, in characters and in bytes (names are echoed into every message).
pub const MAX_NAME_CHARS: usize = 40;
pub const MAX_NAME_BYTES: usize = 120;
/// The most hours a table may set before an idle game is closed (30 days).
pub const MAX_IDLE_HOURS: u32 = 720;

/// A table's name as its players gave it; `None` for none: empty, or the game's code that a
/// table is named by default.
pub fn given_name(name: &str, game: GameKind) -> Option<&str> {
    let name = name.trim();
    (!name.is_empty() && !name.eq_ignore_ascii_case(game.code())).then_some(name)
}

impl Settings {
    /// The name the table's players gave it, if they gave one ([`given_name`]).
    pub fn given_name(&self) -> Option<&str> {
        given_name(&self.name, self.game)
    }

    /// The defaults of a game: one tap opens a table.
    pub fn new(game: GameKind) -> Settings {
        let toto = game == GameKind::Toto21;
        Settings {
            name: game.name().to_string(),
            game,
            points: game.default_points(),
            move_secs: if toto { 30 } else { 60 },
            game_secs: toto.then_some(600),
            stake: if toto { 10 } else { 0 },
            approve_joiners: game.approval_by_default(),
            blot_rules: None,
            idle_hours: None,
            ai: Ai::Strong,
            hints: true,
        }
    }

    /// The Blot-family rules the table plays by (the variant's defaults unless the table
    /// changed them); `None` for the other games.
    pub fn rules(&self) -> Option<crate::blot::Rules> {
        let variant = self.game.blot_variant()?;
        Some(
            self.blot_rules
                .filter(|rules| rules.variant == variant)
                .unwrap_or(crate::blot::Rules::of(variant)),
        )
    }

    /// Whether a house rule is on at this table; `None` when its game does not offer it.
    pub fn house_rule(&self, rule: HouseRule) -> Option<bool> {
        let rules = self.rules().filter(|_| rule.offered(self.game))?;
        Some(rule.of(&rules))
    }

    /// Turns a house rule on or off, or says the table's game offers no such choice.
    pub fn set_house_rule(&mut self, rule: HouseRule, on: bool) -> Result<(), SettingsError> {
        let (Some(mut rules), true) = (self.rules(), rule.offered(self.game)) else {
            return Err(SettingsError::NoHouseRule(self.game));
        };
        match rule {
            HouseRule::NoTrump => rules.no_trump = on,
            HouseRule::Announcements => rules.announcements = on,
        }
        // The variant's own rules are stored as none, so a change undone leaves no trace.
        self.blot_rules = (rules != crate::blot::Rules::of(rules.variant)).then_some(rules);
        Ok(())
    }

    /// Checks the settings, saying which one is wrong.
    pub fn validate(&self) -> Result<(), SettingsError> {
        let name = self.name.trim();
        if name.is_empty() || name.chars().count() > MAX_NAME_CHARS || name.len() > MAX_NAME_BYTES {
            return Err(SettingsError::Name);
        }
        let points_ok = match self.game {
            GameKind::Toto21 => [2, 4, 6, 8, 10].contains(&self.points),
            GameKind::Durak => (1..=10).contains(&self.points),
            GameKind::Belote2 => (11..=1001).contains(&self.points),
            _ => (21..=2001).contains(&self.points),
        };
        if !points_ok {
            return Err(SettingsError::Points(self.game));
        }
        if !(5..=3600).contains(&self.move_secs) {
            return Err(SettingsError::MoveTime);
        }
        if self.game_secs.is_some_and(|s| !(30..=86_400).contains(&s)) {
            return Err(SettingsError::GameTime);
        }
        if self.game == GameKind::Toto21 && (self.game_secs.is_none() || !self.approve_joiners) {
            return Err(SettingsError::Toto21Conditions);
        }
        if let Some(rules) = &self.blot_rules
            && Some(rules.variant) != self.game.blot_variant()
        {
            return Err(SettingsError::RulesOfAnotherGame);
        }
        if self.stake > 1_000_000 {
            return Err(SettingsError::Stake);
        }
        if self
            .idle_hours
            .is_some_and(|h| !(1..=MAX_IDLE_HOURS).contains(&h))
        {
            return Err(SettingsError::IdleTime);
        }
        Ok(())
    }
}

/// Which table setting is out of range.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[serde(tag = "setting", content = "game", rename_all = "snake_case")]
pub enum SettingsError {
    #[error("the name must have 1 to 40 characters (120 bytes)")]
    Name,
    #[error("that number of points is not allowed for {0}")]
    Points(GameKind),
    #[error("the time per move must be 5 to 3600 seconds")]
    MoveTime,
    #[error("the time per game must be 1 to 1440 minutes")]
    GameTime,
    #[error("a Toto21 table has a game clock and approves its joiner")]
    Toto21Conditions,
    #[error("the rule settings belong to another game")]
    RulesOfAnotherGame,
    #[error("{0} has no such house rule")]
    NoHouseRule(GameKind),
    #[error("the stake is a whole number of chips from 0 to 1,000,000")]
    Stake,
    #[error("an idle game may be kept 1 to 720 hours")]
    IdleTime,
}

/// The smallest and largest value a numeric setting or command argument takes (for a platform
/// that checks them before the bot sees them, e.g. Discord's option ranges): `points`,
/// `stake`, `move` (seconds), `game` (minutes), `idle` (hours) and `seat`.
pub fn setting_range(game: Option<GameKind>, setting: &str) -> Option<(u64, u64)> {
    Some(match setting {
        "points" => match game? {
            GameKind::Toto21 => (2, 10),
            GameKind::Durak => (1, 10),
            GameKind::Belote2 => (11, 1001),
            _ => (21, 2001),
        },
        "stake" => (0, 1_000_000),
        "move" => (5, 3600),
        "game" => (1, 1440),
        "idle" => (1, u64::from(MAX_IDLE_HOURS)),
        "seat" => (1, 4),
        _ => return None,
    })
}

impl SettingsError {
    /// The points a game may be played to, as players read them.
    pub fn allowed_points(game: GameKind) -> &'static str {
        match game {
            GameKind::Toto21 => "2, 4, 6, 8, 10",
            GameKind::Durak => "1–10",
            GameKind::Belote2 => "11–1001",
            _ => "21–2001",
        }
    }
}
