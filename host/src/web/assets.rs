//! The page's files, built into the binary (plain files, no build step: `page/`).

/// The page (`GET /`).
pub const INDEX: &str = include_str!("page/index.html");
/// The page's script (`GET /table.js`).
pub const TABLE_JS: &str = include_str!("page/table.js");
/// The cards drawn as SVG (`GET /cards.js`).
pub const CARDS_JS: &str = include_str!("page/cards.js");
/// Discord's Embedded App SDK protocol and sign-in (`GET /discord.js`).
pub const DISCORD_JS: &str = include_str!("page/discord.js");
/// The page's styles (`GET /table.css`).
pub const TABLE_CSS: &str = include_str!("page/table.css");
