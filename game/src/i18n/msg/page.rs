//! The web table page's own phrases: labels and states the page shows around the core's
//! views (`Msg::Page`). The page reads them by [`PageWord::name`].

/// A phrase of the web table page.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PageWord {
    /// The socket is opening.
    Connecting,
    /// The socket dropped and is opening again.
    Reconnecting,
    /// The viewer does not sit at the table.
    Spectator,
    /// Over the viewer's own cards.
    YourHand,
    Trump,
    /// A Blot contract.
    Contract,
    /// A Blot auction so far.
    Bidding,
    Score,
    /// Tricks taken.
    Tricks,
    LastTrick,
    Dealer,
    /// The cards left to draw (Durak's stock).
    Deck,
    /// A computer's seat.
    Computer,
    /// A seat a computer holds while its owner is away.
    Away,
    EmptySeat,
    /// A seat's game clock.
    TimeLeft,
    /// The page was opened without launch data Telegram signed.
    Unauthorized,
    /// The page's table does not exist.
    NoTable,
    /// The page sent a frame the server cannot read.
    BadFrame,
    /// A press that could not be stored: nothing happened.
    PressFailed,
    /// Too many sign-ins to the Discord Activity at once: the page tries again shortly.
    SignInBusy,
}

impl PageWord {
    /// Every phrase of the page.
    pub const ALL: [PageWord; 21] = [
        PageWord::Connecting,
        PageWord::Reconnecting,
        PageWord::Spectator,
        PageWord::YourHand,
        PageWord::Trump,
        PageWord::Contract,
        PageWord::Bidding,
        PageWord::Score,
        PageWord::Tricks,
        PageWord::LastTrick,
        PageWord::Dealer,
        PageWord::Deck,
        PageWord::Computer,
        PageWord::Away,
        PageWord::EmptySeat,
        PageWord::TimeLeft,
        PageWord::Unauthorized,
        PageWord::NoTable,
        PageWord::BadFrame,
        PageWord::PressFailed,
        PageWord::SignInBusy,
    ];

    /// The name the page reads it by (`your_hand`).
    pub const fn name(self) -> &'static str {
        match self {
            PageWord::Connecting => "connecting",
            PageWord::Reconnecting => "reconnecting",
            PageWord::Spectator => "spectator",
            PageWord::YourHand => "your_hand",
            PageWord::Trump => "trump",
            PageWord::Contract => "contract",
            PageWord::Bidding => "bidding",
            PageWord::Score => "score",
            PageWord::Tricks => "tricks",
            PageWord::LastTrick => "last_trick",
            PageWord::Dealer => "dealer",
            PageWord::Deck => "deck",
            PageWord::Computer => "computer",
            PageWord::Away => "away",
            PageWord::EmptySeat => "empty_seat",
            PageWord::TimeLeft => "time_left",
            PageWord::Unauthorized => "unauthorized",
            PageWord::NoTable => "no_table",
            PageWord::BadFrame => "bad_frame",
            PageWord::PressFailed => "press_failed",
            PageWord::SignInBusy => "sign_in_busy",
        }
    }

    /// The catalog key (`web-your-hand`).
    pub(super) const fn key(self) -> &'static str {
        match self {
            PageWord::Connecting => "web-connecting",
            PageWord::Reconnecting => "web-reconnecting",
            PageWord::Spectator => "web-spectator",
            PageWord::YourHand => "web-your-hand",
            PageWord::Trump => "web-trump",
            PageWord::Contract => "web-contract",
            PageWord::Bidding => "web-bidding",
            PageWord::Score => "web-score",
            PageWord::Tricks => "web-tricks",
            PageWord::LastTrick => "web-last-trick",
            PageWord::Dealer => "web-dealer",
            PageWord::Deck => "web-deck",
            PageWord::Computer => "web-computer",
            PageWord::Away => "web-away",
            PageWord::EmptySeat => "web-empty-seat",
            PageWord::TimeLeft => "web-time-left",
            PageWord::Unauthorized => "web-unauthorized",
            PageWord::NoTable => "web-no-table",
            PageWord::BadFrame => "web-bad-frame",
            PageWord::PressFailed => "web-press-failed",
            PageWord::SignInBusy => "web-sign-in-busy",
        }
    }
}
