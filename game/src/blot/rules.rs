//! The rule settings of the Blot family. Each variant is a configuration of one engine;
//! where players plausibly disagree, the choice is a setting whose default is the seed's rule.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// A seat, numbered clockwise from 0. In four-player games seats 0+2 and 1+3 are partners.
pub type Seat = u8;

/// The team of a seat: 0 for seats 0 and 2, 1 for seats 1 and 3 (and seat = team with two).
pub const fn team_of(seat: Seat) -> usize {
    (seat & 1) as usize
}

/// The four games of the Blot family.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Variant {
    /// Bazaar Blot, the Armenian Belote (docs/rules.md, Bazaar Blot).
    Bazaar,
    /// French classic Belote: a turned card chooses trump.
    Belote,
    /// Classic Belote for two players.
    Belote2,
    /// French Coinche: bids in points, counter-clockwise, the pack only cut between deals.
    Coinche,
}

impl Variant {
    /// Every variant.
    pub const ALL: [Variant; 4] = [
        Variant::Bazaar,
        Variant::Belote,
        Variant::Belote2,
        Variant::Coinche,
    ];

    /// The record name: `bazaar`, `belote`, `belote2`, `coinche`.
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Bazaar => "bazaar",
            Variant::Belote => "belote",
            Variant::Belote2 => "belote2",
            Variant::Coinche => "coinche",
        }
    }

    /// The variant's default rules.
    pub const fn rules(self) -> Rules {
        Rules::of(self)
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Variant {
    type Err = String;

    fn from_str(text: &str) -> Result<Variant, String> {
        Variant::ALL
            .into_iter()
            .find(|v| v.name() == text)
            .ok_or_else(|| {
                format!("unknown variant \"{text}\" (expected bazaar, belote, belote2 or coinche)")
            })
    }
}

/// The direction of dealing and play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Direction {
    /// Seat `s` is followed by `s + 1` (the dealer's left first).
    Clockwise,
    /// Seat `s` is followed by `s - 1` (the dealer's right first).
    CounterClockwise,
}

/// How trump is chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AuctionStyle {
    /// Bids of rising level with a strain; coinche and surcoinche (Bazaar, Coinche).
    Bidding {
        /// The lowest opening bid.
        min_level: u16,
        /// Bids go up in steps of this size (1 in Bazaar, 10 in Coinche).
        step: u16,
        /// The highest ordinary (non-kaput) bid.
        max_level: u16,
        /// The lowest kaput bid (25 in Bazaar; 250 in Coinche, where it is the only one).
        kaput_min: u16,
        /// The highest kaput bid.
        kaput_max: u16,
    },
    /// A turned card: take it, or name a suit in the second round (Belote, Belote for two).
    TurnedCard {
        /// In round two the turned card's suit may not be named (French federation rule).
        second_round_excludes_turned: bool,
    },
}

/// How a deal is scored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ScoringStyle {
    /// The contract's level must be reached (Bazaar in tens, Coinche in points).
    Contract,
    /// The taking team must score more than the other (Belote, Belote for two).
    Majority,
}

/// How the declarers' and defenders' card points become tens in Bazaar Blot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Rounding {
    /// Defenders `(d + 4) / 10`, declarers the rest of 16 (the League's "the total is 16").
    SumTo16,
    /// The League's two tables read literally: defenders `(d + 4) / 10`, declarers `d / 10`.
    LeagueTables,
}

/// Every rule setting of a Blot-family game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rules {
    pub variant: Variant,
    /// 4, or 2 for Belote for two.
    pub seats: u8,
    /// Cards per hand once dealt in full (8, or 9 for two players).
    pub hand_size: u8,
    pub direction: Direction,
    pub auction: AuctionStyle,
    pub scoring: ScoringStyle,
    /// True when scores are counted in tens (Bazaar, Belote for two); false for raw points.
    pub in_tens: bool,
    pub rounding: Rounding,
    /// No-trump may be bid.
    pub no_trump: bool,
    /// A player void in the suit led must overtrump even when his partner is winning.
    pub must_trump_over_partner: bool,
    /// A player void in the suit led who cannot overtrump must still play a trump.
    pub must_undertrump: bool,
    /// A player holding the four 7s may show them before his first call: the deal is void.
    pub four_sevens_void: bool,
    /// Four 8s are a combination that annuls every other player's combinations.
    pub four_eights_annul: bool,
    /// Four 9s count (10 tens) in no-trump.
    pub four_nines_in_no_trump: bool,
    /// A team wins on reaching this total.
    pub target: u16,
    /// When the deal that takes a team to the target is a kaput, play goes on.
    pub kaput_crossing_plays_on: bool,
    /// A kaput contract whose team takes no trick ends the game ("tars kaput").
    pub reverse_kaput_ends_game: bool,
    /// The result is 2-0 when the losers have at most this total (Bazaar: 150).
    pub rubicon_at: Option<u16>,
    /// A player may lay his hand open; the opponents then choose his cards (League 5.8, an
    /// optional rule a table turns on).
    #[serde(default)]
    pub open_hand: bool,
    /// Combinations (runs, fours) are announced and counted; off, only belote-rebelote
    /// counts (a house rule of Coinche and French Belote).
    #[serde(default = "announced_by_default")]
    pub announcements: bool,
}

fn announced_by_default() -> bool {
    true
}

impl Rules {
    /// These rules in a game to `target` points. Bazaar's Rubicon is "the losers have not
    /// reached half the game" (150 of 301), so it moves with the target: at most 75 of 151.
    pub fn to_target(mut self, target: u16) -> Rules {
        self.target = target;
        self.rubicon_at = self.rubicon_at.map(|_| target.saturating_sub(1) / 2);
        self
    }

    /// These rules with a table's house rules (`None`: the variant's default): no-trump bids
    /// and announced combinations may be turned off in Coinche and French Belote (the
    /// Belotes have no no-trump to turn on). An error in plain words for a choice the variant
    /// does not offer.
    pub fn with_house_rules(
        mut self,
        no_trump: Option<bool>,
        announcements: Option<bool>,
    ) -> Result<Rules, String> {
        let house = matches!(self.variant, Variant::Coinche | Variant::Belote);
        let name = self.variant.name();
        if let Some(on) = no_trump.filter(|&on| on != self.no_trump) {
            if !house || on {
                return Err(format!("{name} offers no choice of no-trump"));
            }
            self.no_trump = false;
        }
        if let Some(on) = announcements.filter(|&on| on != self.announcements) {
            if !house {
                return Err(format!("{name} offers no choice of announcements"));
            }
            self.announcements = on;
        }
        Ok(self)
    }

    /// These rules with a record's (or a request's) `rules` field read: an object with
    /// optional `no_trump` and `announcements`, true or false.
    pub fn with_rules_field(self, value: Option<&serde_json::Value>) -> Result<Rules, String> {
        let Some(value) = value else {
            return Ok(self);
        };
        let fields = value.as_object().ok_or("\"rules\" must be an object")?;
        let flag = |name: &str| match fields.get(name) {
            None => Ok(None),
            Some(serde_json::Value::Bool(on)) => Ok(Some(*on)),
            Some(_) => Err(format!("\"rules.{name}\" must be true or false")),
        };
        self.with_house_rules(flag("no_trump")?, flag("announcements")?)
    }

    /// The house rules that differ from the variant's defaults, as a record's `rules` field
    /// writes them (`None` when there are none).
    pub fn house_rules(&self) -> Option<serde_json::Value> {
        let default = Rules::of(self.variant);
        let mut fields = serde_json::Map::new();
        if self.no_trump != default.no_trump {
            fields.insert("no_trump".into(), self.no_trump.into());
        }
        if self.announcements != default.announcements {
            fields.insert("announcements".into(), self.announcements.into());
        }
        (!fields.is_empty()).then_some(serde_json::Value::Object(fields))
    }

    /// The default rules of a variant (docs/rules.md: Bazaar Blot and its relatives).
    pub const fn of(variant: Variant) -> Rules {
        let bazaar = Rules {
            variant: Variant::Bazaar,
            seats: 4,
            hand_size: 8,
            direction: Direction::Clockwise,
            auction: AuctionStyle::Bidding {
                min_level: 8,
                step: 1,
                max_level: 999,
                kaput_min: 25,
                kaput_max: 999,
            },
            scoring: ScoringStyle::Contract,
            in_tens: true,
            rounding: Rounding::SumTo16,
            no_trump: true,
            must_trump_over_partner: false,
            must_undertrump: false,
            four_sevens_void: true,
            four_eights_annul: true,
            four_nines_in_no_trump: true,
            target: 301,
            kaput_crossing_plays_on: true,
            reverse_kaput_ends_game: true,
            rubicon_at: Some(150),
            open_hand: false,
            announcements: true,
        };
        let french = Rules {
            variant: Variant::Belote,
            auction: AuctionStyle::TurnedCard {
                second_round_excludes_turned: false,
            },
            scoring: ScoringStyle::Majority,
            in_tens: false,
            no_trump: false,
            four_sevens_void: false,
            four_eights_annul: false,
            target: 501,
            kaput_crossing_plays_on: false,
            reverse_kaput_ends_game: false,
            rubicon_at: None,
            ..bazaar
        };
        match variant {
            Variant::Bazaar => bazaar,
            Variant::Belote => french,
            Variant::Belote2 => Rules {
                variant: Variant::Belote2,
                seats: 2,
                hand_size: 9,
                in_tens: true,
                target: 101,
                ..french
            },
            Variant::Coinche => Rules {
                variant: Variant::Coinche,
                direction: Direction::CounterClockwise,
                auction: AuctionStyle::Bidding {
                    min_level: 80,
                    step: 10,
                    max_level: 160,
                    kaput_min: 250,
                    kaput_max: 250,
                },
                scoring: ScoringStyle::Contract,
                no_trump: true,
                ..french
            },
        }
    }

    /// How many seats after `leader` `seat` plays in a trick (0: the leader himself).
    pub fn place_after(&self, leader: Seat, seat: Seat) -> u8 {
        let mut s = leader;
        let mut place = 0;
        while s != seat && place < self.seats {
            s = self.next(s);
            place += 1;
        }
        place
    }

    /// The seat that follows `seat` in the direction of play.
    pub const fn next(&self, seat: Seat) -> Seat {
        match self.direction {
            Direction::Clockwise if seat + 1 >= self.seats => 0,
            Direction::Clockwise => seat + 1,
            Direction::CounterClockwise if seat == 0 || seat > self.seats => self.seats - 1,
            Direction::CounterClockwise => seat - 1,
        }
    }

    /// The partner of a seat, if the game has partners.
    pub const fn partner(&self, seat: Seat) -> Option<Seat> {
        if self.seats == 4 {
            Some((seat + 2) % 4)
        } else {
            None
        }
    }

    /// The packets dealt to each seat in turn before the auction: Bazaar 3-2-3, Coinche 3-3-2,
    /// Belote 3-2 and Belote for two 3-3 (then a turned card, and the rest after the auction).
    pub const fn packets(&self) -> &'static [usize] {
        match self.variant {
            Variant::Bazaar => &[3, 2, 3],
            Variant::Coinche => &[3, 3, 2],
            Variant::Belote => &[3, 2],
            Variant::Belote2 => &[3, 3],
        }
    }

    /// Cards in a hand during the auction (fewer than [`Rules::hand_size`] with a turned card).
    pub const fn auction_hand_size(&self) -> u8 {
        let packets = self.packets();
        let mut total = 0;
        let mut i = 0;
        while i < packets.len() {
            total += packets[i];
            i += 1;
        }
        total as u8
    }

    /// Number of tricks in a deal.
    pub const fn tricks(&self) -> usize {
        self.hand_size as usize
    }

    /// Points in the variant's unit for `tens` tens (Bazaar's tables are written in tens).
    pub const fn from_tens(&self, tens: u16) -> u16 {
        if self.in_tens { tens } else { tens * 10 }
    }
}

impl Default for Rules {
    fn default() -> Rules {
        Rules::of(Variant::Bazaar)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_follow_the_direction_of_play() {
        let bazaar = Rules::of(Variant::Bazaar);
        assert_eq!(bazaar.next(3), 0);
        assert_eq!(bazaar.next(0), 1);
        let coinche = Rules::of(Variant::Coinche);
        assert_eq!(coinche.next(0), 3);
        assert_eq!(coinche.next(3), 2);
        let two = Rules::of(Variant::Belote2);
        assert_eq!(two.next(1), 0);
        assert_eq!(two.partner(0), None);
        assert_eq!(bazaar.partner(1), Some(3));
    }

    #[test]
    fn variant_names_round_trip() {
        for variant in Variant::ALL {
            assert_eq!(variant.name().parse::<Variant>(), Ok(variant));
            assert_eq!(variant.rules().variant, variant);
        }
        assert!("whist".parse::<Variant>().is_err());
    }

    #[test]
    fn house_rules_are_offered_in_coinche_and_french_belote_only() {
        let coinche = Rules::of(Variant::Coinche);
        let plain = coinche.with_house_rules(Some(false), Some(false)).unwrap();
        assert!(!plain.no_trump && !plain.announcements);
        assert_eq!(
            coinche.with_house_rules(Some(true), Some(true)),
            Ok(coinche)
        );
        let belote = Rules::of(Variant::Belote);
        assert!(belote.with_house_rules(None, Some(false)).is_ok());
        assert!(
            belote.with_house_rules(Some(true), None).is_err(),
            "no no-trump to turn on"
        );
        let bazaar = Rules::of(Variant::Bazaar);
        assert!(bazaar.with_house_rules(None, Some(false)).is_err());
        assert_eq!(bazaar.house_rules(), None);
        let field = plain.house_rules().unwrap();
        assert_eq!(coinche.with_rules_field(Some(&field)), Ok(plain));
    }

    /// A game of Coinche with both house rules off, played by the rule-based players: no
    /// combination is ever offered or announced, no no-trump bid offered.
    #[test]
    fn the_match_honours_the_house_rules() {
        use crate::blot::matchplay::BlotMatch;
        use rand::SeedableRng;
        let rules = Rules::of(Variant::Coinche)
            .with_house_rules(Some(false), Some(false))
            .unwrap();
        for seed in 0..3 {
            let mut game = BlotMatch::new(rules, seed);
            let mut moves = 0;
            while let Some(seat) = game.to_act() {
                let legal = game.legal_codes(seat);
                assert!(
                    legal
                        .iter()
                        .all(|c| !c.starts_with('d') && !c.ends_with("NT"))
                );
                let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(moves);
                let level = crate::level::Level::RuleBased;
                let code = crate::blot::ai::choose(level, &game, seat, &mut rng).unwrap();
                game.apply(seat, &code).unwrap();
                assert!(game.deal().announced().is_empty());
                moves += 1;
                assert!(moves < 100_000);
            }
        }
    }

    #[test]
    fn the_referee_reads_house_rules_and_refuses_what_they_forbid() {
        let deal = serde_json::json!({
            "variant": "coinche", "dealer": 0,
            "hands": ["7H 8H 9H AS KS 7D 8D 7C", "TH JH QH 9S 8S 9D TD 8C",
                      "KH AH 7S TS JS QD KD 9C", "QS JD AD TC JC QC KC AC"],
            "auction": ["80H", "p", "p", "p"],
            "declarations": [{"seat": 3, "cards": "TC JC QC KC AC"}],
            "play": ""});
        let verdict = |rules: serde_json::Value| {
            let mut record = deal.clone();
            record["rules"] = rules;
            crate::blot::referee::replay(&record).answer
        };
        assert_eq!(
            verdict(serde_json::json!({"announcements": true}))["ok"],
            true
        );
        let refused = verdict(serde_json::json!({"announcements": false}));
        assert_eq!(refused["error"]["at"], "declarations", "{refused}");
        let mut nt = deal.clone();
        nt["auction"] = serde_json::json!(["80NT", "p", "p", "p"]);
        nt["declarations"] = serde_json::json!([]);
        nt["rules"] = serde_json::json!({"no_trump": false});
        let refused = crate::blot::referee::replay(&nt).answer;
        assert_eq!(refused["error"]["at"], "auction", "{refused}");
        let mut unread = deal.clone();
        unread["rules"] = serde_json::json!({"no_trump": "off"});
        assert_eq!(crate::blot::referee::replay(&unread).answer["ok"], false);
    }
}
