//! The arguments a phrase passes to its catalog message ([`Arg`], [`Name`]), the keys of the
//! translated names, and the small builders the phrase files share.

use std::borrow::Cow;

use crate::blot::Strain;
use crate::cards::{Rank, Suit};

use super::Game;

/// A Fluent argument of a phrase.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg<'a> {
    /// Text inserted as it is: a player's or table's name, a card, a time.
    Text(Cow<'a, str>),
    /// A number: the catalogs choose plural forms by it.
    Number(u64),
    /// A name that is itself translated (a game, a suit), rendered in the phrase's language.
    Name(Name),
}

/// Something with a translated name, passed to a phrase as an argument.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Name {
    /// A game's name.
    Game(Game),
    /// A suit's name.
    Suit(Suit),
    /// A suit's name, or "no-trump".
    Strain(Strain),
}

impl Name {
    /// The catalog key of the name.
    pub const fn key(self) -> &'static str {
        match self {
            Name::Game(game) => game_name_key(game),
            Name::Suit(suit) | Name::Strain(Strain::Trump(suit)) => suit_key(suit),
            Name::Strain(Strain::NoTrump) => "strain-no-trump",
        }
    }
}

pub(super) const fn game_name_key(game: Game) -> &'static str {
    match game {
        Game::Bazaar => "game-bazaar",
        Game::Belote => "game-belote",
        Game::Belote2 => "game-belote2",
        Game::Coinche => "game-coinche",
        Game::Toto21 => "game-toto21",
        Game::Durak => "game-durak",
    }
}

pub(super) const fn suit_key(suit: Suit) -> &'static str {
    match suit {
        Suit::Spades => "suit-spades",
        Suit::Hearts => "suit-hearts",
        Suit::Diamonds => "suit-diamonds",
        Suit::Clubs => "suit-clubs",
    }
}

/// The word a catalog selects a rank's name by (`blot-four`): `six` .. `ace`.
pub(super) const fn rank_code(rank: Rank) -> &'static str {
    match rank {
        Rank::Six => "six",
        Rank::Seven => "seven",
        Rank::Eight => "eight",
        Rank::Nine => "nine",
        Rank::Ten => "ten",
        Rank::Jack => "jack",
        Rank::Queen => "queen",
        Rank::King => "king",
        Rank::Ace => "ace",
    }
}

pub(super) fn text(value: &str) -> Arg<'_> {
    Arg::Text(Cow::Borrowed(value))
}

pub(super) fn num(value: impl Into<u64>) -> Arg<'static> {
    Arg::Number(value.into())
}

pub(super) fn game(game: Game) -> Arg<'static> {
    Arg::Name(Name::Game(game))
}

pub(super) fn strain(strain: Strain) -> Arg<'static> {
    Arg::Name(Name::Strain(strain))
}

pub(super) fn suit(suit: Suit) -> Arg<'static> {
    Arg::Name(Name::Suit(suit))
}

pub(super) fn yes_no(value: bool) -> Arg<'static> {
    text(if value { "yes" } else { "no" })
}
