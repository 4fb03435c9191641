//! The front's vocabulary: who sent an input and from where ([`From`]), where a message lives
//! that the bots edit in place ([`Place`]), and what a bot is to show ([`Delivery`]), with the
//! number of a message a state change owes ([`Owed`]).

use game::table::command::{self, Command};
use game::table::screen::{Button, Screen};
use game::table::{ChatId, Press, TableId, UserId};
use serde::{Deserialize, Serialize};

/// Who sent an input, and from where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct From {
    pub chat: ChatId,
    pub user: UserId,
    /// The user's display name.
    pub name: String,
    /// The language the user's app is set to, if the platform says (`en-US`, `ru`).
    pub lang: Option<String>,
    /// True in a private chat with the bot.
    pub private: bool,
    /// The platform says he administers this chat (Telegram: its creator or an administrator;
    /// Discord: Manage Server). Shells ask only when [`needs_admin`] says it matters.
    pub admin: bool,
    /// His username where the platform has one (Telegram's `@name`, without the `@`): a
    /// league invitation or referee named by it becomes his.
    pub handle: Option<String>,
    /// How any process may still answer this input, for the platform (Telegram: the callback
    /// query's id, or the chat a command was typed in; Discord: the interaction's token and
    /// kind). Kept with the input when it is
    /// parked for the process serving its chat, which then answers it through this handle
    /// (see [`Delivery::Relayed`]); `None` where the input cannot be answered so.
    pub reply: Option<String>,
}

/// True when answering this input depends on whether its sender administers the chat (a
/// group's language): a shell whose platform must be asked does so before handing it over.
pub fn needs_admin(
    from: &From,
    typed: Option<&str>,
    pressed: Option<&str>,
    bot: Option<&str>,
) -> bool {
    let typed_lang = typed
        .and_then(|t| command::parse(t, bot))
        .is_some_and(|c| matches!(c, Ok(Command::Lang(_))));
    let pressed_lang = pressed
        .and_then(Press::decode)
        .is_some_and(|p| matches!(p, Press::ChatLang { .. }));
    let typed_league = typed
        .and_then(|t| command::parse(t, bot))
        .is_some_and(|c| matches!(c, Ok(Command::League(ref l)) if l.needs_admin()));
    !from.private && (typed_lang || pressed_lang || typed_league)
}

/// Where a message lives that the bots edit in place.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Place {
    /// A table's message in its chat.
    Table { chat: ChatId, table: TableId },
    /// A player's hand for a table.
    Hand { user: UserId, table: TableId },
    /// The message telling a table's chat whose turn it is (Discord's mention of the player).
    Mention { chat: ChatId, table: TableId },
}

/// Something for a bot to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Delivery {
    /// Create (the first time) or edit in place the table's message in its chat. Only
    /// delivered when the screen differs from the last one delivered there.
    Table {
        chat: ChatId,
        table: TableId,
        screen: Screen,
        /// While the table gathers, its seated players (see [`Probe`]); else none.
        probes: Vec<Probe>,
        /// Its game waits for the players' moves (false for a league's standings): once not,
        /// a shell that mentions whose turn it is takes the mention away (Discord).
        playing: bool,
    },
    /// Create or edit in place this player's hand for the table (Telegram: in his private
    /// chat; Discord: the answer to his "Show my hand"). `asked`: he asked to see it, so it
    /// is shown anew (Telegram: at the bottom of his chat) even when unchanged.
    Hand {
        user: UserId,
        table: TableId,
        screen: Screen,
        asked: bool,
    },
    /// A new message in a chat: the answer to a command, or a moment worth a notification
    /// (the game starts, a deal's result, the game ends). `owed`: a state change owes it, and
    /// it stays in the store until [`Front::settle`](crate::Front::settle) says it was sent.
    Say {
        chat: ChatId,
        text: String,
        rows: Vec<Vec<Button>>,
        owed: Option<Owed>,
    },
    /// Only this user may see it: the alert of his button press, the answer to his command,
    /// or word sent to him alone (a refused join). `owed` as for [`Delivery::Say`]: set for
    /// word to someone other than the sender of the input.
    Alert {
        user: UserId,
        text: String,
        owed: Option<Owed>,
    },
    /// For this user, privately where the platform allows, else in the chat he asked in (his
    /// chips, a settings menu, the help): Telegram: his private chat once he has started the
    /// bot; Discord: an ephemeral answer to his interaction.
    Private {
        user: UserId,
        chat: ChatId,
        text: String,
        rows: Vec<Vec<Button>>,
    },
    /// The message whose button this user just pressed (his settings menu), edited in place
    /// to show `text` and `rows` now (no rows: its buttons go). Telegram edits the pressed
    /// message; Discord the ephemeral message his press came from (through the press's
    /// token). Where that message cannot be edited (another process answers the press, the
    /// message is too old or gone), it is shown as [`Delivery::Private`] would be, `chat`
    /// being the chat he pressed in.
    Replace {
        user: UserId,
        chat: ChatId,
        text: String,
        rows: Vec<Vec<Button>>,
    },
    /// An answer to the asker's own command that does no harm where he asked (the help):
    /// Telegram posts it in that chat; Discord answers his interaction ephemerally, as it
    /// answers every word meant for one user.
    Answer {
        user: UserId,
        chat: ChatId,
        text: String,
    },
    /// Only this user may see it, and never in a shared chat: Telegram: the alert of his
    /// press, else his private chat (nothing if he never started the bot); Discord: an
    /// ephemeral answer to his interaction.
    Whisper { user: UserId, text: String },
    /// A file for this user alone (a league's export), sent where [`Delivery::Private`] goes:
    /// Telegram his private chat once he has started the bot, else the chat he asked in;
    /// Discord an ephemeral answer to his interaction. `caption` says what it holds.
    File {
        user: UserId,
        chat: ChatId,
        /// The file's name, safe on every platform (ASCII letters, digits, `-` and `.`).
        name: String,
        caption: String,
        bytes: Vec<u8>,
    },
    /// It is this user's turn at the table: notify him (Telegram: `hand` posted anew at the
    /// bottom of his chat; Discord: `text` mentioning him in the table's chat, with the
    /// table's `show_hand` button).
    YourTurn {
        user: UserId,
        chat: ChatId,
        table: TableId,
        text: String,
        /// His hand as he sees it now (`None` if it cannot be drawn).
        hand: Option<Screen>,
        /// The table message's "Show my hand" button, if it has one.
        show_hand: Vec<Button>,
    },
    /// To the process that received the input: another process serves its chat, and the
    /// input was parked for it; that process answers it (through [`From::reply`], when the
    /// input had one), so nothing more is said here.
    Parked,
    /// What an input parked by another process showed once handled here, for its sender
    /// `user`: the deliveries answering him are to go through `reply`, the handle the
    /// receiving process's platform gave ([`From::reply`]), as if this process had received
    /// the input itself.
    Relayed {
        user: UserId,
        reply: String,
        deliveries: Vec<Delivery>,
    },
}

/// A player seated at a table still gathering, with word that his hand comes privately once
/// the game starts: a shell that does not know yet whether it can write to him privately
/// tries now with it (Telegram: in his private chat, so that one who never started the bot
/// is offered the deep link as soon as he sits down); a shell that always reaches him
/// ignores it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Probe {
    pub user: UserId,
    pub text: String,
}

/// The number of an owed message: the order it was owed in. Its low `TAG_BITS` bits are
/// the owing process's tag (`owed::tag_of`), the rest a count: processes sharing a store never
/// take one number (which would refuse one's commit as a conflict), and a chat's messages stay
/// in order as long as a process taking a chat over counts on from the highest stored
/// (`owed::next_count`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Owed(pub u64);

/// How many low bits of an owed number name the process that owed it.
pub const TAG_BITS: u32 = 16;

impl Owed {
    /// The number of the `count`th message owed by the process tagged `tag`.
    pub fn new(count: u64, tag: u16) -> Owed {
        Owed((count << TAG_BITS) | u64::from(tag))
    }
}
