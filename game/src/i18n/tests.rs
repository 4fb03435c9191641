use std::collections::BTreeSet;

use fluent_bundle::FluentResource;
use fluent_syntax::ast::Entry;

use super::bundles::{league_source, render, source, try_render};
use super::errors::{Parts, blot_parts, durak_parts, toto21_parts};
use super::*;
use crate::blot::{Bid, Call, RuleError, Strain};
use crate::cards::{Card, Rank, Suit};
use crate::durak::{self, DurakError};
use crate::toto21::{self, ActionError};

const AH: Card = Card::new(Rank::Ace, Suit::Hearts);
const TS: Card = Card::new(Rank::Ten, Suit::Spades);

/// One of every engine error.
fn error_examples() -> Vec<Parts> {
    let bid = Call::Bid(Bid {
        level: 9,
        strain: Strain::Trump(Suit::Hearts),
        kaput: false,
    });
    let blot = [
        RuleError::NotYourTurn {
            seat: 1,
            expected: 2,
        },
        RuleError::AuctionOver,
        RuleError::AuctionNotOver,
        RuleError::DealOver,
        RuleError::WrongKindOfCall { call: bid },
        RuleError::WrongKindOfCall {
            call: Call::Bid(Bid {
                level: 25,
                strain: Strain::NoTrump,
                kaput: true,
            }),
        },
        RuleError::WrongKindOfCall { call: Call::Pass },
        RuleError::WrongKindOfCall {
            call: Call::Coinche,
        },
        RuleError::WrongKindOfCall {
            call: Call::Surcoinche,
        },
        RuleError::WrongKindOfCall {
            call: Call::FourSevens,
        },
        RuleError::WrongKindOfCall { call: Call::Take },
        RuleError::WrongKindOfCall {
            call: Call::Choose(Suit::Spades),
        },
        RuleError::BidTooLow { min: 8 },
        RuleError::BidNotHigher { last: 10 },
        RuleError::BidOffStep { step: 10 },
        RuleError::BidTooHigh { max: 24 },
        RuleError::KaputTooLow { min: 25 },
        RuleError::KaputTooHigh { max: 50 },
        RuleError::MustBidKaput,
        RuleError::NoTrumpNotAllowed,
        RuleError::OnlySurcoincheOrPass,
        RuleError::NothingToCoinche,
        RuleError::NothingToSurcoinche,
        RuleError::CannotShowFourSevens,
        RuleError::TurnedSuitRefused,
        RuleError::NotInHand { card: AH },
        RuleError::MustFollowSuit,
        RuleError::MustOvertrump,
        RuleError::MustTrump,
        RuleError::TooLateToAnnounce,
        RuleError::NoAnnouncements,
        RuleError::NotACombination {
            cards: "7H 9H TH".to_owned(),
            why: "not a run",
        },
        RuleError::CardInTwoCombinations { card: AH },
        RuleError::CombinationNotHeld { card: AH },
        RuleError::WrongHandSize {
            expected: 8,
            found: 7,
        },
        RuleError::CardDealtTwice { card: TS },
        RuleError::CardNotInPack {
            card: Card::new(Rank::Six, Suit::Clubs),
        },
        RuleError::TurnedCardNotTaken,
        RuleError::HandsNotCompleted,
        RuleError::NoSuchSeat { seat: 4 },
    ];
    let toto = [
        ActionError::MatchOver,
        ActionError::NoRoundInPlay,
        ActionError::RoundInPlay,
        ActionError::NotYourTurn {
            seat: toto21::Seat::Zero,
            turn: toto21::Seat::One,
        },
        ActionError::CannotHitAt21,
        ActionError::DealerMayNotTakeBlind,
        ActionError::BlindAlreadyUsed,
        ActionError::DeckExhausted,
    ];
    let durak = [
        DurakError::NoPoints,
        DurakError::NotAFullDeck { cards: 35 },
        DurakError::WrongFirstAttacker {
            expected: durak::Seat::ONE,
            why: "lowest trump",
        },
        DurakError::GameInProgress,
        DurakError::NoGameInProgress,
        DurakError::GameOver,
        DurakError::MatchOver,
        DurakError::NotYourMove {
            seat: durak::Seat::ZERO,
            to_move: durak::Seat::ONE,
        },
        DurakError::CardNotInHand { card: AH },
        DurakError::RankNotOnTable { card: AH },
        DurakError::ExceedsDefenderHand {
            card: AH,
            defender_cards: 1,
        },
        DurakError::NothingToLetGo,
        DurakError::OnlyDefenderBeatsOrTakes,
        DurakError::MustBeatOrTake,
        DurakError::NotAnUnbeatenAttack { card: AH },
        DurakError::DoesNotBeat {
            attack: AH,
            defence: TS,
        },
        DurakError::TrumpNeedsHigherTrump {
            attack: AH,
            defence: TS,
        },
    ];
    let mut all: Vec<Parts> = blot.iter().map(blot_parts).collect();
    all.extend(toto.iter().map(toto21_parts));
    all.extend(durak.iter().map(durak_parts));
    all
}

/// Every phrase of the examples and errors, as key and arguments.
pub(super) fn all_parts() -> Vec<(&'static str, Vec<(&'static str, Arg<'static>)>)> {
    let mut all: Vec<_> = Msg::examples().iter().map(Msg::parts).collect();
    all.extend(error_examples());
    all.extend(LeagueMsg::examples().iter().map(LeagueMsg::parts));
    all
}

/// The message keys of a catalog, read from its source.
fn catalog_keys(lang: Lang) -> BTreeSet<String> {
    [source(lang), league_source(lang)]
        .into_iter()
        .flat_map(|text| {
            let resource = FluentResource::try_new(text.to_owned())
                .unwrap_or_else(|(_, errors)| panic!("{lang} catalog does not parse: {errors:?}"));
            resource
                .entries()
                .filter_map(|entry| match entry {
                    Entry::Message(message) => Some(message.id.name.to_owned()),
                    _ => None,
                })
                .collect::<Vec<_>>()
        })
        .collect()
}

#[test]
fn every_catalog_parses_without_error() {
    for lang in Lang::ALL {
        for text in [source(lang), league_source(lang)] {
            let parsed = fluent_syntax::parser::parse(text);
            assert!(parsed.is_ok(), "{lang}: {:?}", parsed.err().map(|(_, e)| e));
        }
    }
}

#[test]
fn every_catalog_has_the_same_keys_as_english() {
    let english = catalog_keys(Lang::En);
    for lang in [Lang::Hy, Lang::Ru, Lang::Ka] {
        let keys = catalog_keys(lang);
        let missing: Vec<_> = english.difference(&keys).collect();
        let extra: Vec<_> = keys.difference(&english).collect();
        assert!(missing.is_empty(), "{lang} lacks {missing:?}");
        assert!(extra.is_empty(), "{lang} has keys English lacks: {extra:?}");
    }
}

#[test]
fn the_examples_use_exactly_the_catalog_keys() {
    let used: BTreeSet<String> = all_parts()
        .iter()
        .map(|(key, _)| (*key).to_owned())
        .collect();
    let english = catalog_keys(Lang::En);
    let unused: Vec<_> = english.difference(&used).collect();
    let unknown: Vec<_> = used.difference(&english).collect();
    assert!(
        unused.is_empty(),
        "catalog keys no example uses (add one to Msg::examples): {unused:?}"
    );
    assert!(
        unknown.is_empty(),
        "keys missing from the catalog: {unknown:?}"
    );
}

#[test]
fn every_phrase_renders_in_every_language_without_error() {
    for lang in Lang::ALL {
        for (key, args) in all_parts() {
            let text = try_render(lang, key, &args)
                .unwrap_or_else(|| panic!("{lang}: {key} fails to render with {args:?}"));
            assert!(!text.trim().is_empty(), "{lang}: {key} is empty");
            assert!(
                !text.contains('{') && !text.contains('$'),
                "{lang}: {key} leaves a placeholder: {text}"
            );
            assert!(
                !text.contains('\u{2068}'),
                "{lang}: {key} has isolation marks"
            );
        }
    }
}

#[test]
fn every_argument_appears_in_every_language() {
    // Text and number arguments must show in the phrase, unless the catalog only selects a
    // form by them (as with a stake of 0); a translation that drops a name is caught here.
    let select_only = [
        "approve", "kaput", "factor", "margin", "rank", "players", "kind", "len", "level", "hints",
        "playing", "staked", "named", "league", "ladder",
    ];
    for lang in Lang::ALL {
        for (key, args) in all_parts() {
            let text = try_render(lang, key, &args).unwrap_or_default();
            for (name, arg) in &args {
                let shown = match arg {
                    Arg::Text(value) => value.to_string(),
                    Arg::Number(0) | Arg::Name(_) => continue,
                    Arg::Number(value) => value.to_string(),
                };
                if select_only.contains(name) {
                    continue;
                }
                assert!(
                    text.contains(&shown),
                    "{lang}: {key} drops ${name} ({shown}): {text}"
                );
            }
        }
    }
}

#[test]
fn armenian_and_georgian_differ_from_english() {
    // Brand names, and lines made only of numbers, names and cards, read the same everywhere.
    let same_everywhere = [
        "game-toto21",
        "screen-title",
        "screen-seat",
        "screen-seat-free",
        "screen-toto-hand",
        "league-ladder-row",
        "league-fixture-row-played",
    ];
    for (key, args) in all_parts() {
        if same_everywhere.contains(&key) {
            continue;
        }
        let english = try_render(Lang::En, key, &args);
        for lang in [Lang::Hy, Lang::Ru, Lang::Ka] {
            assert_ne!(
                try_render(lang, key, &args),
                english,
                "{lang}: {key} is untranslated"
            );
        }
    }
}

#[test]
fn russian_counts_take_their_plural_forms() {
    let points = |points| {
        text(
            Lang::Ru,
            &Msg::RoundWon {
                user: "Аня",
                points,
            },
        )
    };
    assert!(points(1).contains("1 очко"), "{}", points(1));
    assert!(points(2).contains("2 очка"), "{}", points(2));
    assert!(points(5).contains("5 очков"), "{}", points(5));
    assert!(points(11).contains("11 очков"), "{}", points(11));
    assert!(points(21).contains("21 очко"), "{}", points(21));
    assert!(points(22).contains("22 очка"), "{}", points(22));
    let chips = |chips| text(Lang::Ru, &Msg::Balance { chips });
    assert!(chips(1).contains("1 фишка"), "{}", chips(1));
    assert!(chips(2).contains("2 фишки"), "{}", chips(2));
    assert!(chips(5).contains("5 фишек"), "{}", chips(5));
    assert!(chips(21).contains("21 фишка"), "{}", chips(21));
    assert!(chips(100).contains("100 фишек"), "{}", chips(100));
}

#[test]
fn english_counts_take_their_plural_forms() {
    assert_eq!(
        text(Lang::En, &Msg::Balance { chips: 1 }),
        "You have 1 chip."
    );
    assert_eq!(
        text(Lang::En, &Msg::Balance { chips: 2 }),
        "You have 2 chips."
    );
    assert_eq!(
        text(Lang::En, &Msg::WaitingForPlayers { count: 1 }),
        "Waiting for 1 more player."
    );
}

#[test]
fn names_are_rendered_in_the_phrase_language() {
    let bid = Msg::CallBid {
        user: "Aram",
        level: 9,
        strain: Strain::Trump(Suit::Hearts),
    };
    assert_eq!(text(Lang::En, &bid), "Aram: 9 hearts");
    assert!(
        text(Lang::Hy, &bid).contains("սիրտ"),
        "{}",
        text(Lang::Hy, &bid)
    );
    assert!(
        text(Lang::Ru, &bid).contains("черви"),
        "{}",
        text(Lang::Ru, &bid)
    );
    assert!(
        text(Lang::Ka, &bid).contains("გული"),
        "{}",
        text(Lang::Ka, &bid)
    );
}

#[test]
fn a_stake_of_zero_reads_as_no_stake() {
    let opened = |stake| Msg::TableOpened {
        id: 3,
        name: Some("Friday"),
        user: "Aram",
        game: Game::Bazaar,
        points: 301,
        stake,
    };
    assert_eq!(
        text(Lang::En, &opened(0)),
        "Table #3 \"Friday\" opened by Aram: Bazaar Blot, to 301 points."
    );
    assert_eq!(
        text(Lang::En, &opened(50)),
        "Table #3 \"Friday\" opened by Aram: Bazaar Blot, to 301 points, stake 50 chips."
    );
}

#[test]
fn a_failed_phrase_falls_back_to_english_then_to_its_key() {
    let args = [("user", Arg::Text("Aram".into()))];
    assert_eq!(render(Lang::Hy, "no-such-key", &args), "no-such-key");
    // A missing argument is an error in every language: the English text is given.
    assert!(try_render(Lang::Ru, "lobby-joined", &[]).is_none());
    assert_eq!(render(Lang::Ru, "lobby-joined", &[]), "{$user} joined.");
}

#[test]
fn errors_render_with_cards_and_seats_as_players_read_them() {
    let error = DurakError::DoesNotBeat {
        attack: AH,
        defence: TS,
    };
    assert_eq!(
        durak_error(Lang::En, &error),
        "10♠ does not beat A♥: beat with a higher card of the same suit, or a trump."
    );
    let turn = ActionError::NotYourTurn {
        seat: toto21::Seat::Zero,
        turn: toto21::Seat::One,
    };
    assert_eq!(
        toto21_error(Lang::En, &turn),
        "It is seat 2's turn, not seat 1's."
    );
    let call = RuleError::WrongKindOfCall {
        call: Call::Bid(Bid {
            level: 9,
            strain: Strain::Trump(Suit::Hearts),
            kaput: false,
        }),
    };
    assert_eq!(
        blot_error(Lang::En, &call),
        "A bid (9 hearts) is not a call of this game."
    );
    // No raw notation ("take", "XX", "12NT") in any language.
    for call in [Call::Take, Call::Surcoinche, "12NT".parse().unwrap()] {
        for lang in Lang::ALL {
            let said = blot_error(lang, &RuleError::WrongKindOfCall { call });
            assert!(!said.contains(&call.to_string()), "{lang}: {said}");
        }
    }
    assert_ne!(
        blot_error(Lang::Ru, &RuleError::MustFollowSuit),
        "You must follow suit."
    );
}

#[test]
fn lang_reads_platform_codes() {
    assert_eq!(Lang::from_code("en-US"), Some(Lang::En));
    assert_eq!(Lang::from_code("en"), Some(Lang::En));
    assert_eq!(Lang::from_code("ru"), Some(Lang::Ru));
    assert_eq!(Lang::from_code("ru-RU"), Some(Lang::Ru));
    assert_eq!(Lang::from_code("hy-AM"), Some(Lang::Hy));
    assert_eq!(Lang::from_code("HY"), Some(Lang::Hy));
    assert_eq!(Lang::from_code("ka"), Some(Lang::Ka));
    assert_eq!(Lang::from_code("ka_GE"), Some(Lang::Ka));
    assert_eq!(Lang::from_code("de-DE"), None);
    assert_eq!(Lang::from_code("english"), None);
    assert_eq!(Lang::from_code(""), None);
}

#[test]
fn lang_serialises_as_its_code() {
    for lang in Lang::ALL {
        let json = serde_json::to_string(&lang).unwrap_or_default();
        assert_eq!(json, format!("\"{}\"", lang.code()));
        assert_eq!(serde_json::from_str::<Lang>(&json).ok(), Some(lang));
    }
    assert_eq!(Lang::default(), Lang::En);
    let names: Vec<_> = Lang::ALL.iter().map(|lang| lang.native_name()).collect();
    assert_eq!(names, ["English", "Հայերեն", "Русский", "ქართული"]);
}

#[test]
fn game_codes_round_trip() {
    for game in Game::ALL {
        assert_eq!(Game::from_code(game.code()), Some(game));
    }
    assert_eq!(Game::from_code("Blot"), Some(Game::Bazaar));
    assert_eq!(Game::from_code("poker"), None);
    assert_eq!(Game::from(crate::blot::Variant::Belote2), Game::Belote2);
}
