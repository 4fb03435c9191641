//! Every phrase a player reads, in English, Armenian, Russian and Georgian.
//!
//! The phrases live in Fluent catalogs (`game/locales/{en,hy,ru,ka}/main.ftl`), compiled into
//! the crate with `include_str!`: nothing is read from disk at run time. A caller names a
//! phrase with a typed [`Msg`] (one variant per phrase, borrowing its arguments) and renders it
//! with [`text`]. Engine errors have their own renderers: [`blot_error`], [`toto21_error`] and
//! [`durak_error`].
//!
//! Numbers are Fluent numbers, so each language picks its own plural form (Russian: 1 очко,
//! 2 очка, 5 очков). Unicode isolation marks are off: chat clients show them as junk.
//! A phrase that fails to render in a language falls back to English, and in the worst case to
//! its key; rendering never panics.
//!
//! Seat numbers shown to players count from 1 (`Seat 1` is the engines' seat 0).
//!
//! # Adding a phrase
//! 1. Add a variant to [`Msg`] (`msg/mod.rs`) and give it a key and arguments in `Msg::parts`
//!    (`msg/parts.rs`).
//! 2. Add an example of it to [`Msg::examples`] (`msg/examples.rs`).
//! 3. Write the message under that key in all four `main.ftl` files.
//!
//! The tests fail until all three are done: every example must render in every language, and
//! the examples' keys must be exactly the catalog's keys. `catalog_check` then reads every
//! catalog as a reviewer would: the same keys and placeholders as English, Russian counts with
//! one/few/many, no Armenian or Georgian ending glued to a placeholder, no `@username`, the
//! rule texts' words, and the platforms' length limits.

mod arg;
mod bundles;
#[cfg(test)]
mod catalog_check;
#[cfg(test)]
mod catalog_names;
mod errors;
mod league;
mod msg;

use std::fmt;

use serde::{Deserialize, Serialize};

pub use arg::{Arg, Name};
pub use errors::{blot_error, card_text, durak_error, toto21_error};
pub use league::{LeagueMsg, league_text};
pub use msg::{Msg, PageWord};

/// A language the bots speak.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    /// English, the source language and the fallback.
    #[default]
    En,
    /// Armenian.
    Hy,
    /// Russian.
    Ru,
    /// Georgian.
    Ka,
}

impl Lang {
    /// Every language, in menu order.
    pub const ALL: [Lang; 4] = [Lang::En, Lang::Hy, Lang::Ru, Lang::Ka];

    /// The ISO 639-1 code: `en`, `hy`, `ru` or `ka`.
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Hy => "hy",
            Lang::Ru => "ru",
            Lang::Ka => "ka",
        }
    }

    /// The language's name in itself, for a language menu.
    pub const fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Hy => "Հայերեն",
            Lang::Ru => "Русский",
            Lang::Ka => "ქართული",
        }
    }

    /// Reads a platform's language code (`en-US`, `ru`, `hy-AM`, `ka_GE`, case-insensitive):
    /// only the primary language subtag counts. Unknown languages give `None`.
    pub fn from_code(code: &str) -> Option<Lang> {
        let primary = code.trim().split(['-', '_']).next()?;
        Lang::ALL
            .into_iter()
            .find(|lang| lang.code().eq_ignore_ascii_case(primary))
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// The games, as the catalogs name them (the table service's [`GameKind`]).
pub use crate::table::GameKind as Game;

/// Renders a phrase in a language, falling back to English if the translation fails.
pub fn text(lang: Lang, msg: &Msg<'_>) -> String {
    let (key, args) = msg.parts();
    bundles::render(lang, key, &args)
}

/// A team's players' names together, as the language joins them ("Aram & Ani", "Арам и
/// Ани"); one name alone as it is.
pub fn team_names<S: AsRef<str>>(lang: Lang, names: &[S]) -> String {
    let mut names = names.iter().map(AsRef::as_ref);
    let Some(first) = names.next() else {
        return String::new();
    };
    names.fold(first.to_string(), |first, second| {
        text(
            lang,
            &Msg::TeamNames {
                first: &first,
                second,
            },
        )
    })
}

#[cfg(test)]
mod tests;
