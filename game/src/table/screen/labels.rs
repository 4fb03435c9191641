//! A move code in the reader's words: the label of its button, or how a timed-out move is
//! reported (`Pass`, a bid `9 ♥`, a card `10♠`, `Q♥ → 7♥`). Bids keep a space between level
//! and suit so that a bid never reads as a card.

use crate::blot::combination::{Combination, parse_announcement};
use crate::blot::matchplay::{NO_BELOTE, OPEN_HAND};
use crate::blot::{Call, Strain};
use crate::cards::{Card, Suit};
use crate::i18n::{Lang, Msg, card_text, text};

use super::super::kind::GameKind;

/// The label of a move of `game`.
pub fn move_label(lang: Lang, game: GameKind, code: &str) -> String {
    if game.blot_variant().is_some() {
        return blot_label(lang, code);
    }
    let say = |msg: Msg<'_>| text(lang, &msg);
    match (game, code) {
        (GameKind::Toto21, "hit") => say(Msg::BtnHit),
        (GameKind::Toto21, "stand") => say(Msg::BtnStand),
        (GameKind::Toto21, "blind") => say(Msg::BtnBlindCard),
        (GameKind::Durak, "take") => say(Msg::BtnDurakTake),
        (GameKind::Durak, "go") => say(Msg::BtnLetGo),
        _ => durak_label(code).unwrap_or_else(|| code.to_string()),
    }
}

/// `a 7H` → `7♥`; `b 7H QH` → `Q♥ → 7♥` (Q♥ beats 7♥).
fn durak_label(code: &str) -> Option<String> {
    let mut words = code.split_whitespace();
    match (words.next()?, words.next(), words.next(), words.next()) {
        ("a", Some(card), None, None) => Some(card_text(card.parse().ok()?)),
        ("b", Some(attack), Some(defence), None) => {
            let attack: Card = attack.parse().ok()?;
            let defence: Card = defence.parse().ok()?;
            Some(format!("{} → {}", card_text(defence), card_text(attack)))
        }
        _ => None,
    }
}

/// A Blot call; a card when the code is no call (`9H` is read as the bid: card buttons are
/// labelled with [`card_text`] by their screen).
fn blot_label(lang: Lang, code: &str) -> String {
    let say = |msg: Msg<'_>| text(lang, &msg);
    if code == NO_BELOTE {
        return say(Msg::BtnNoBelote);
    }
    if code == OPEN_HAND {
        return say(Msg::BtnOpenHand);
    }
    if let Some(set) = parse_announcement(code) {
        return match set.as_slice() {
            [] => say(Msg::BtnAnnounceNone),
            set => say(Msg::BtnAnnounce {
                combos: &combinations_text(lang, set),
            }),
        };
    }
    match code.parse::<Call>() {
        Ok(Call::Pass) => say(Msg::BtnPass),
        Ok(Call::Coinche) => say(Msg::BtnCoinche),
        Ok(Call::Surcoinche) => say(Msg::BtnSurcoinche),
        Ok(Call::FourSevens) => say(Msg::BtnShowFourSevens),
        Ok(Call::Take) => say(Msg::BtnTakeTurned),
        Ok(Call::Choose(suit)) => format!("{} {}", suit.symbol(), say(Msg::SuitName(suit))),
        Ok(Call::Bid(bid)) => {
            let written = format!("{} {}", bid.level, strain_symbol(lang, bid.strain));
            if bid.kaput {
                say(Msg::BtnKaput { bid: &written })
            } else {
                written
            }
        }
        Err(_) => code
            .parse::<Card>()
            .map_or_else(|_| code.to_string(), card_text),
    }
}

/// Combinations in words: "terz to K♥ + four jacks".
pub(super) fn combinations_text(lang: Lang, set: &[Combination]) -> String {
    let words: Vec<String> = set
        .iter()
        .map(|combo| match *combo {
            Combination::Run { suit, top, len } => text(
                lang,
                &Msg::ComboRun {
                    len: u32::from(len),
                    top: &card_text(Card::new(top, suit)),
                },
            ),
            Combination::Four(rank) => text(lang, &Msg::ComboFour { rank }),
        })
        .collect();
    words.join(" + ")
}

/// `♥`, or no-trump in the reader's words.
pub(super) fn strain_symbol(lang: Lang, strain: Strain) -> String {
    match strain {
        Strain::Trump(suit) => suit.symbol().to_string(),
        Strain::NoTrump => text(lang, &Msg::NoTrump),
    }
}

/// A strain code of a view (`H`, `NT`) as a symbol.
pub(super) fn strain_code_symbol(code: &str) -> String {
    let mut chars = code.chars();
    match (chars.next().and_then(Suit::from_char), chars.next()) {
        (Some(suit), None) => suit.symbol().to_string(),
        _ => code.to_string(),
    }
}

/// A view's strain code (`H`, `NT`).
pub(crate) fn parse_strain(code: &str) -> Strain {
    let symbol = strain_code_symbol(code);
    symbol
        .chars()
        .next()
        .and_then(Suit::from_char)
        .filter(|_| symbol.chars().count() == 1)
        .map_or(Strain::NoTrump, Strain::Trump)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_read_as_players_say_them() {
        let en = Lang::En;
        assert_eq!(move_label(en, GameKind::Bazaar, "TS"), "10♠");
        assert_eq!(move_label(en, GameKind::Bazaar, "9H"), "9 ♥");
        assert_eq!(move_label(en, GameKind::Bazaar, "12NT"), "12 no-trump");
        assert_eq!(
            move_label(Lang::Ru, GameKind::Bazaar, "12NT"),
            format!("12 {}", text(Lang::Ru, &Msg::NoTrump))
        );
        assert_eq!(move_label(en, GameKind::Bazaar, "25SK"), "Kaput 25 ♠");
        assert_eq!(move_label(en, GameKind::Bazaar, "p"), "Pass");
        assert_eq!(move_label(en, GameKind::Belote, "take"), "Take");
        assert_eq!(move_label(en, GameKind::Belote, "D"), "♦ diamonds");
        assert_eq!(move_label(en, GameKind::Durak, "take"), "Take");
        assert_eq!(move_label(en, GameKind::Durak, "b 7H QH"), "Q♥ → 7♥");
        assert_eq!(move_label(en, GameKind::Durak, "a 6C"), "6♣");
        assert_eq!(move_label(en, GameKind::Toto21, "blind"), "Blind card");
        assert_eq!(
            move_label(Lang::Ru, GameKind::Toto21, "hit"),
            text(Lang::Ru, &Msg::BtnHit)
        );
    }
}
