//! Property tests over thousands of random deals of every Blot variant.

use game::blot::{Deal, Phase, Rules, Variant, random, record, team_of};
use game::cards::{CardSet, Deck, shuffled};
use game::referee::{self, Outcome};
use proptest::prelude::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn variant() -> impl Strategy<Value = Variant> {
    prop::sample::select(Variant::ALL.to_vec())
}

/// Plays a random deal move by move, checking every card against the legal set first.
fn checked_random_deal(rules: Rules, seed: u64) -> Deal {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let pack = shuffled(Deck::Piquet32, &mut rng);
    let mut deal = Deal::from_pack(rules, (seed % u64::from(rules.seats)) as u8, &pack).unwrap();
    while let Some(seat) = deal.to_act() {
        match deal.phase() {
            Phase::Auction => {
                let call = random::random_call(deal.auction(), rules.auction, &mut rng);
                deal.call(seat, call).expect("random calls are legal");
            }
            Phase::Play => {
                let legal = deal.legal_cards();
                assert!(!legal.is_empty());
                assert_eq!(
                    legal.without(deal.hand(seat)),
                    CardSet::EMPTY,
                    "legal cards are held"
                );
                let card = random::random_card(&deal, &mut rng).unwrap();
                assert!(legal.contains(card));
                deal.play(seat, card).expect("a legal card is accepted");
            }
            Phase::Over => unreachable!(),
        }
    }
    deal
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4000))]

    #[test]
    fn every_card_is_played_once_from_the_legal_set_and_the_points_add_up(
        variant in variant(), seed in any::<u64>()
    ) {
        let rules = Rules::of(variant);
        let deal = checked_random_deal(rules, seed);
        let result = deal.result().expect("finished");
        let Some(play) = deal.play_state() else {
            prop_assert_eq!(result.score, [0, 0], "a void deal scores nothing");
            return Ok(());
        };
        let played: CardSet = play.history().iter().copied().collect();
        prop_assert_eq!(play.history().len(), rules.seats as usize * rules.tricks());
        prop_assert_eq!(played.len() as usize, play.history().len(), "no card twice");
        let dealt = deal.dealt_hands().iter().fold(CardSet::EMPTY, |a, h| a.or(*h));
        prop_assert_eq!(played, dealt);
        let strain = result.contract.unwrap().bid.strain;
        let card_total: u16 = played.iter().map(|c| game::blot::order::card_points(c, strain)).sum();
        prop_assert_eq!(result.sai[0] + result.sai[1], card_total + 10);
        if rules.seats == 4 {
            prop_assert_eq!(card_total, 152, "the 32 cards are worth 152, the deal 162");
        }
        if variant == Variant::Bazaar && result.outcome != game::blot::Outcome::TarsKaput {
            let shares = result.card_points;
            let kaput = result.tricks_won.contains(&8);
            prop_assert!(
                (kaput && (shares == [25, 0] || shares == [0, 25])) || (!kaput && shares[0] + shares[1] == 16),
                "shares {:?} tricks {:?}", shares, result.tricks_won
            );
        }
        let declarers = team_of(result.contract.unwrap().seat);
        if result.outcome == game::blot::Outcome::TarsKaput {
            // A reverse kaput ends the game and its deal adds no points, belote included.
            prop_assert_eq!(result.score, [0, 0]);
        } else {
            prop_assert!(result.score[declarers] >= result.belote[declarers]);
        }
    }

    #[test]
    fn replaying_a_random_deals_record_reproduces_its_score(variant in variant(), seed in any::<u64>()) {
        let rules = Rules::of(variant);
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let pack = shuffled(Deck::Piquet32, &mut rng);
        let deal = random::random_deal(rules, 0, &pack, &mut rng);
        let verdict = referee::replay(&record::deal_record(&deal).to_string());
        prop_assert_eq!(verdict.outcome, Outcome::Legal, "{}", verdict.answer);
        let score = &verdict.answer["deals"][0]["score"];
        let expected = deal.result().unwrap().score;
        prop_assert_eq!(score, &serde_json::json!(expected));
    }

    #[test]
    fn the_referee_never_panics_on_random_text(text in "\\PC{0,200}") {
        let verdict = referee::replay(&text);
        prop_assert!(verdict.outcome != Outcome::Legal || verdict.answer["ok"] == true);
    }

    #[test]
    fn the_referee_never_panics_on_mangled_records(
        seed in any::<u64>(), cut in 0usize..2000, junk in "[\\[\\]{}\",:0-9a-zA-Z ]{0,8}"
    ) {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let pack = shuffled(Deck::Piquet32, &mut rng);
        let deal = random::random_deal(Rules::of(Variant::Bazaar), 1, &pack, &mut rng);
        let text = record::deal_record(&deal).to_string();
        let cut = cut.min(text.len());
        let cut = (0..=cut).rev().find(|&i| text.is_char_boundary(i)).unwrap_or(0);
        let mangled = format!("{}{}{}", &text[..cut], junk, &text[cut..]);
        let verdict = referee::replay(&mangled);
        prop_assert!(matches!(verdict.outcome, Outcome::Legal | Outcome::RuleBroken | Outcome::Unreadable));
    }
}

#[test]
fn whole_random_games_of_every_variant_end_with_a_winner() {
    for variant in Variant::ALL {
        for seed in 0..20 {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let deals = random::random_game(Rules::of(variant), &mut rng, 1000);
            let records: Vec<_> = deals.iter().map(record::deal_record).collect();
            let game = serde_json::json!({"variant": variant.name(), "deals": records});
            let verdict = referee::replay(&game.to_string());
            assert_eq!(
                verdict.outcome,
                Outcome::Legal,
                "{variant} {seed}: {}",
                verdict.answer
            );
            assert!(verdict.answer["winner"].is_u64(), "{variant} {seed} ends");
            let totals = &verdict.answer["total"];
            let target = u64::from(Rules::of(variant).target);
            let top = totals[0].as_u64().unwrap().max(totals[1].as_u64().unwrap());
            let tars = verdict.answer["deals"]
                .as_array()
                .unwrap()
                .iter()
                .any(|d| d["result"] == "tars_kaput");
            assert!(top >= target || tars, "{variant} {seed}: {totals}");
        }
    }
}
