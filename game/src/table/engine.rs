//! One interface over the three rules engines, as a table drives them: moves are short codes
//! (which also fit in a button's data), randomness comes from the table's seed, and every
//! engine offers a default move (for timeouts), a computer move and a view per viewer.

use rand::Rng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use crate::blot::matchplay::stream_rng;
use crate::blot::{
    BlotEvent, BlotMatch, BlotView, ContractView, MoveError, RuleError, Rules, VoidReason,
};
use crate::cards::{Card, Seed};
use crate::durak;
use crate::level::Level;
use crate::toto21;

use super::kind::GameKind;
use super::settings::Settings;
use crate::ids::Millis;

/// Why a move was refused: the engine's own typed reason, which the catalogs translate.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveRefused {
    #[error("that is not a move of this game")]
    Unreadable,
    #[error(transparent)]
    Blot(#[from] RuleError),
    #[error(transparent)]
    Toto21(#[from] toto21::ActionError),
    #[error(transparent)]
    Durak(#[from] durak::DurakError),
    /// The table's settings could not start a game.
    #[error("the game cannot start with these settings: {0}")]
    Setup(String),
}

impl From<MoveError> for MoveRefused {
    fn from(error: MoveError) -> MoveRefused {
        match error {
            MoveError::Unreadable => MoveRefused::Unreadable,
            MoveError::Rule(rule) => MoveRefused::Blot(rule),
        }
    }
}

impl serde::Serialize for MoveRefused {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

/// What a table tells its players about an accepted move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum EngineEvent {
    /// A Blot deal was scored: the result name and what it added to each team.
    DealScored {
        result: String,
        /// The declaring team (0 or 1), unless the deal was void.
        declarers: Option<usize>,
        /// The contract played, unless the deal was void.
        contract: Option<ContractView>,
        /// The seat that showed four sevens, voiding the deal.
        four_sevens: Option<u8>,
        score: [u16; 2],
        totals: [u16; 2],
    },
    /// A Toto21 round or a Durak game ended with this winner and the points it won; with no
    /// winner, a Durak draw or a Toto21 double bust (`points` is then the replay's prize).
    /// A Toto21 round shows its `hands` (the player's first) and whether two aces won it.
    RoundOver {
        winner: Option<u8>,
        points: u32,
        hands: Vec<FinalHand>,
        golden_point: bool,
    },
    /// The game or match is over.
    Finished,
}

/// A Toto21 hand at the end of its round, every card face up (the blind card last), with its
/// final total.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FinalHand {
    pub seat: u8,
    pub cards: Vec<Card>,
    pub total: u32,
    pub bust: bool,
}

impl FinalHand {
    /// Both hands of a finished round, the player's first.
    fn of_round(round: &toto21::RoundResult) -> Vec<FinalHand> {
        let player = round.dealer.other();
        let player_cards = round.player_cards.iter().chain(&round.blind);
        [
            (player, player_cards.copied().collect()),
            (round.dealer, round.dealer_cards.clone()),
        ]
        .into_iter()
        .map(|(seat, cards)| FinalHand {
            seat: u8::from(seat),
            cards,
            total: u32::from(round.totals[seat.index()]),
            bust: round.busts[seat.index()],
        })
        .collect()
    }
}

/// The engine of a running game.
#[derive(Clone, Debug)]
pub enum Engine {
    Blot(Box<BlotMatch>),
    Toto21 {
        game: Box<toto21::Match>,
        seed: Seed,
        deals: u64,
    },
    Durak {
        game: Box<durak::Match>,
        seed: Seed,
        deals: u64,
    },
}

/// What a viewer sees of a running game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "game", rename_all = "snake_case")]
pub enum GameView {
    Blot(BlotView),
    Toto21(toto21::TableView),
    DurakSeat(durak::SeatView),
    DurakPublic(durak::PublicView),
}

/// Who made a logged move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MoveBy {
    Player,
    Timeout,
    Computer,
    /// The seat's game clock ran out: it lost.
    Clock,
}

/// One accepted move, as stored in the table's log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LoggedMove {
    pub seat: u8,
    pub code: String,
    pub at: Millis,
    pub by: MoveBy,
}

impl Engine {
    /// The engine of a table with these settings, a new game drawn from `seed`.
    pub fn for_table(settings: &Settings, seed: impl Into<Seed>) -> Result<Engine, MoveRefused> {
        Engine::start(
            settings.game,
            settings.blot_rules,
            settings.points,
            u64::from(settings.move_secs) * 1000,
            settings.game_secs.map(|g| u64::from(g) * 1000),
            seed.into(),
        )
    }

    /// Makes a move of a table's log again: a player's move, or the forfeit of a seat whose
    /// game clock ran out.
    pub fn replay(&mut self, logged: &LoggedMove) -> Result<Vec<EngineEvent>, MoveRefused> {
        if logged.by == MoveBy::Clock {
            self.forfeit(logged.seat);
            return Ok(Vec::new());
        }
        self.apply(logged.seat, &logged.code)
    }

    /// Starts a game of `kind` to `points`, all of its randomness drawn from `seed`.
    pub fn start(
        kind: GameKind,
        blot_rules: Option<Rules>,
        points: u32,
        move_ms: u64,
        game_ms: Option<u64>,
        seed: Seed,
    ) -> Result<Engine, MoveRefused> {
        if let Some(variant) = kind.blot_variant() {
            let target =
                u16::try_from(points).map_err(|_| MoveRefused::Setup("too many points".into()))?;
            let rules = blot_rules
                .filter(|r| r.variant == variant)
                .unwrap_or(Rules::of(variant))
                .to_target(target);
            return Ok(Engine::Blot(Box::new(BlotMatch::new(rules, seed))));
        }
        match kind {
            GameKind::Toto21 => {
                let conditions = toto21::Conditions::new(
                    points,
                    move_ms.max(1),
                    game_ms.unwrap_or(u64::MAX / 4).max(1),
                    0,
                )
                .map_err(|e| MoveRefused::Setup(e.to_string()))?;
                let mut engine = Engine::Toto21 {
                    game: Box::new(toto21::Match::new(conditions)),
                    seed,
                    deals: 0,
                };
                engine.deal_if_needed();
                Ok(engine)
            }
            _ => {
                let game = durak::Match::new_random(points, &mut stream_rng(seed, 1))?;
                Ok(Engine::Durak {
                    game: Box::new(game),
                    seed,
                    deals: 1,
                })
            }
        }
    }

    /// The seat whose player moves next, or `None` when the game is over (in Blot, for a
    /// hand laid open, the opponent who chooses its card).
    pub fn to_act(&self) -> Option<u8> {
        match self {
            Engine::Blot(game) => game.presser(),
            Engine::Toto21 { game, .. } => game.to_move().map(u8::from),
            Engine::Durak { game, .. } => game.to_move().map(|s| s.number()),
        }
    }

    /// The winning seats once the game is over (both partners in Blot; empty for a draw).
    pub fn winners(&self) -> Option<Vec<u8>> {
        match self {
            Engine::Blot(game) => {
                let team = game.winner()?.team as u8;
                Some((0..game.rules().seats).filter(|s| s % 2 == team).collect())
            }
            Engine::Toto21 { game, .. } => {
                game.end_of_match().map(|end| vec![u8::from(end.winner)])
            }
            Engine::Durak { game, .. } => game.outcome().map(|o| vec![o.winner.number()]),
        }
    }

    /// The margin of a finished Bazaar Blot game (2–0 "Rubicon" or 1–0); `None` for the
    /// games that have none.
    pub fn margin(&self) -> Option<crate::blot::Margin> {
        match self {
            Engine::Blot(game) => game.winner()?.margin,
            _ => None,
        }
    }

    /// Each side's game points once it is over: Blot's team totals (seats 0 and 2 first),
    /// the Toto21 and Durak match scores (seat 0 first).
    pub fn side_points(&self) -> [u32; 2] {
        match self {
            Engine::Blot(game) => game.totals().map(u32::from),
            Engine::Toto21 { game, .. } => game.score(),
            Engine::Durak { game, .. } => game.scores(),
        }
    }

    /// True when a Blot game ended on a reverse kaput ("tars kaput").
    pub fn ended_on_tars_kaput(&self) -> bool {
        match self {
            Engine::Blot(game) => {
                game.winner().is_some()
                    && game
                        .view(None)
                        .last_deal
                        .is_some_and(|deal| deal.result == "tars_kaput")
            }
            _ => false,
        }
    }

    /// The seat's legal moves now, as codes.
    pub fn legal_codes(&self, seat: u8) -> Vec<String> {
        match self {
            Engine::Blot(game) => game.pressable_codes(seat),
            Engine::Toto21 { game, .. } => toto21_seat(seat)
                .map(|s| {
                    game.legal_actions(s)
                        .iter()
                        .map(|a| toto21_code(*a).to_string())
                        .collect()
                })
                .unwrap_or_default(),
            Engine::Durak { game, .. } => durak::Seat::new(seat)
                .map(|s| {
                    game.legal_actions(s)
                        .iter()
                        .map(|a| a.to_string())
                        .collect()
                })
                .unwrap_or_default(),
        }
    }

    /// Applies a move code for `seat`.
    pub fn apply(&mut self, seat: u8, code: &str) -> Result<Vec<EngineEvent>, MoveRefused> {
        let mut events = Vec::new();
        match self {
            Engine::Blot(game) => {
                for event in game.apply_press(seat, code)? {
                    events.push(match event {
                        BlotEvent::DealOver(result) => EngineEvent::DealScored {
                            result: result.outcome.name().to_string(),
                            declarers: result.contract.map(|c| crate::blot::team_of(c.seat)),
                            contract: game.last_contract(),
                            four_sevens: match result.void_reason {
                                Some(VoidReason::FourSevens { seat }) => Some(seat),
                                _ => None,
                            },
                            score: result.score,
                            totals: game.totals(),
                        },
                        BlotEvent::GameOver(_) => EngineEvent::Finished,
                    });
                }
            }
            Engine::Toto21 { game, .. } => {
                let s = toto21_seat(seat).ok_or(MoveRefused::Unreadable)?;
                let input = match code {
                    "timeout" => toto21::Input::MoveTimeout { seat: s },
                    "clock" => toto21::Input::GameClockExpired { seat: s },
                    other => toto21::Input::Act {
                        seat: s,
                        action: toto21_action(other).ok_or(MoveRefused::Unreadable)?,
                    },
                };
                let rounds_before = game.rounds().len();
                game.apply(input)?;
                if game.rounds().len() > rounds_before
                    && let Some(round) = game.rounds().last()
                {
                    events.push(toto21_round_over(round));
                }
            }
            Engine::Durak { game, .. } => {
                let s = durak::Seat::new(seat).ok_or(MoveRefused::Unreadable)?;
                let action: durak::Action = code.parse().map_err(|_| MoveRefused::Unreadable)?;
                let games_before = game.scores();
                game.apply(s, action)?;
                if !matches!(game.phase(), durak::MatchPhase::Playing(_)) {
                    let after = game.scores();
                    let winner = (0..2u8).find(|&i| after[i as usize] > games_before[i as usize]);
                    events.push(EngineEvent::RoundOver {
                        winner,
                        points: u32::from(winner.is_some()),
                        hands: Vec::new(),
                        golden_point: false,
                    });
                }
            }
        }
        self.deal_if_needed();
        if self.to_act().is_none() && !events.contains(&EngineEvent::Finished) {
            events.push(EngineEvent::Finished);
        }
        Ok(events)
    }

    /// Deals the next Toto21 round or Durak game when the engine waits for one.
    fn deal_if_needed(&mut self) {
        match self {
            Engine::Blot(_) => {}
            Engine::Toto21 { game, seed, deals } => {
                while game.needs_deal() {
                    *deals += 1;
                    if game.deal_random(&mut stream_rng(*seed, *deals)).is_err() {
                        break;
                    }
                }
            }
            Engine::Durak { game, seed, deals } => {
                if matches!(game.phase(), durak::MatchPhase::BetweenGames(_)) {
                    *deals += 1;
                    let _ = game.next_game_random(&mut stream_rng(*seed, *deals));
                }
            }
        }
    }

    /// The move made for a seat whose move time ran out: pass, or the lowest-value card (Blot);
    /// stand (Toto21); take when defending, let the cards go when attacking, else lead the
    /// lowest card, plain before trump (Durak).
    pub fn default_code(&self, seat: u8) -> Option<String> {
        if self.to_act() != Some(seat) {
            return None;
        }
        match self {
            Engine::Blot(game) => game.default_code(game.choosing_for(seat).unwrap_or(seat)),
            Engine::Toto21 { .. } => Some("stand".into()),
            Engine::Durak { game, .. } => {
                let legal = game.legal_actions(durak::Seat::new(seat)?).to_vec();
                let trump = game.game().trump();
                let pick = [durak::Action::Take, durak::Action::LetGo]
                    .into_iter()
                    .find(|a| legal.contains(a))
                    .or_else(|| {
                        legal.iter().copied().min_by_key(|a| match a {
                            durak::Action::Attack(c) => (c.suit() == trump, c.rank(), c.suit()),
                            _ => (true, crate::cards::Rank::Ace, crate::cards::Suit::Clubs),
                        })
                    })?;
                Some(pick.to_string())
            }
        }
    }

    /// The code for a seat whose whole-game clock ran out: he loses the game.
    pub fn forfeit(&mut self, seat: u8) {
        match self {
            Engine::Blot(game) => game.forfeit(seat),
            Engine::Toto21 { .. } | Engine::Durak { .. } => {
                let _ = self.apply(seat, "clock");
            }
        }
    }

    /// A rule-based computer move for the seat to move (see [`Engine::computer_code_at`]).
    pub fn computer_code(&self, seat: u8) -> Option<String> {
        self.computer_code_at(seat, Level::RuleBased)
    }

    /// A computer move of `level` for the seat to move, its randomness drawn from the table's
    /// seed and the position: the same table state gives the same move.
    pub fn computer_code_at(&self, seat: u8, level: Level) -> Option<String> {
        if self.to_act() != Some(seat) {
            return None;
        }
        match self {
            // Choosing from an open hand, a computer gives the opener his lowest card.
            Engine::Blot(game) => match game.choosing_for(seat) {
                Some(opener) => game.default_code(opener),
                None => {
                    let (seed, stream) = game.decision_stream();
                    crate::blot::ai::choose(level, game, seat, &mut stream_rng(seed, stream))
                }
            },
            Engine::Toto21 { game, seed, deals } => {
                let s = toto21_seat(seat)?;
                let mut rng = computer_rng(*seed, *deals, game.rounds().len() as u64);
                let action = toto21::ai::choose(level, game, s, &mut rng)?;
                Some(toto21_code(action).to_string())
            }
            Engine::Durak { game, seed, deals } => {
                let s = durak::Seat::new(seat)?;
                let g = game.game();
                let position = g.hand(durak::Seat::ZERO).bits()
                    ^ g.hand(durak::Seat::ONE).bits().rotate_left(7)
                    ^ u64::from(g.stock_count()) << 58;
                let mut rng = computer_rng(*seed, *deals, position);
                let action = durak::ai::choose(level, game, s, &mut rng)?;
                Some(action.to_string())
            }
        }
    }

    /// What a seat (or, with `None`, the public) sees.
    pub fn view(&self, viewer: Option<u8>) -> GameView {
        match self {
            Engine::Blot(game) => GameView::Blot(game.view(viewer)),
            Engine::Toto21 { game, .. } => {
                let viewer = match viewer.and_then(toto21_seat) {
                    Some(seat) => toto21::Viewer::Seat(seat),
                    None => toto21::Viewer::Spectator,
                };
                GameView::Toto21(game.view(viewer))
            }
            Engine::Durak { game, .. } => match viewer.and_then(durak::Seat::new) {
                Some(seat) => GameView::DurakSeat(game.seat_view(seat)),
                None => GameView::DurakPublic(game.spectator_view()),
            },
        }
    }

    /// A random legal move, for property tests of the table service.
    pub fn random_code<R: Rng + ?Sized>(&self, seat: u8, rng: &mut R) -> Option<String> {
        let codes = self.legal_codes(seat);
        if codes.is_empty() {
            return None;
        }
        Some(codes[rng.random_range(0..codes.len())].clone())
    }
}

/// The randomness of a computer move, drawn from the table's seed: the same table state gives
/// the same move on replay.
fn computer_rng(seed: Seed, deals: u64, position: u64) -> ChaCha8Rng {
    seed.salted(0xc0_4d_07_e5 ^ position.wrapping_mul(0x9e37_79b9_7f4a_7c15))
        .rng(deals)
}

/// What a finished Toto21 round tells the table: who won what, and both hands.
fn toto21_round_over(round: &toto21::RoundResult) -> EngineEvent {
    let (points, golden_point) = match round.outcome {
        toto21::RoundOutcome::Won {
            points,
            golden_point,
            ..
        } => (points, golden_point),
        toto21::RoundOutcome::DoubleBust { next_prize } => (next_prize, false),
    };
    EngineEvent::RoundOver {
        winner: round
            .outcome
            .winner_points()
            .map(|(seat, _)| u8::from(seat)),
        points,
        hands: FinalHand::of_round(round),
        golden_point,
    }
}

fn toto21_seat(seat: u8) -> Option<toto21::Seat> {
    toto21::Seat::try_from(seat).ok()
}

fn toto21_code(action: toto21::Action) -> &'static str {
    match action {
        toto21::Action::Hit => "hit",
        toto21::Action::Stand => "stand",
        toto21::Action::Blind => "blind",
    }
}

fn toto21_action(code: &str) -> Option<toto21::Action> {
    match code {
        "hit" => Some(toto21::Action::Hit),
        "stand" => Some(toto21::Action::Stand),
        "blind" => Some(toto21::Action::Blind),
        _ => None,
    }
}
