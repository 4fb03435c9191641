//! The double-dummy solver: a compact, unchecked trick-play state (one `u64` mask per hand,
//! legal moves by mask operations, no allocation in the search) and an alpha-beta search over
//! the remaining tricks with move ordering, equivalent-card pruning and a transposition table
//! keyed by the cards each hand still holds and the seat to lead.
//!
//! Values are the sai team 0 collects from the position on: the cards of the trick in progress
//! and of every later trick, plus the last trick's 10. Team 0 maximises, team 1 minimises.

use crate::cards::CardSet;

use super::super::call::Strain;
use super::super::order::LAST_TRICK_BONUS;
use super::super::play::Play;
use super::super::rules::{Rules, Seat, team_of};
use super::tables::{Tables, suit_mask, suit_of};

/// The fixed facts of a deal's trick play: seats, direction, partners, the trump rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Setup {
    /// Number of seats (2 or 4).
    pub seats: u8,
    /// The next seat in the direction of play.
    pub next: [u8; 4],
    /// The partner of each seat, or 255.
    pub partner: [u8; 4],
    /// A player void in the suit led must overtrump even when his partner is winning.
    pub over_partner: bool,
    /// A player who cannot overtrump must still play a trump.
    pub undertrump: bool,
}

impl Setup {
    /// The setup of a variant's rules.
    pub fn new(rules: &Rules) -> Setup {
        let mut next = [0u8; 4];
        let mut partner = [255u8; 4];
        for seat in 0..rules.seats {
            next[seat as usize] = rules.next(seat);
            partner[seat as usize] = rules.partner(seat).unwrap_or(255);
        }
        Setup {
            seats: rules.seats,
            next,
            partner,
            over_partner: rules.must_trump_over_partner,
            undertrump: rules.must_undertrump,
        }
    }
}

/// A trick-play position: the hands, the trick in progress and whose turn it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Position {
    /// Each seat's remaining cards (unused seats empty).
    pub hands: [u64; 4],
    /// The leader of the trick in progress.
    pub leader: u8,
    /// The seat to play.
    pub turn: u8,
    /// The cards of the trick in progress, in play order.
    pub trick: [u8; 4],
    /// How many cards the trick in progress holds.
    pub trick_len: u8,
    /// The seat currently winning the trick.
    pub winner: u8,
    /// The winning card's strength (0 with no card yet).
    pub best: u8,
    /// The winning card's bit.
    pub top: u8,
    /// Sai of the cards in the trick in progress.
    pub trick_points: u16,
    /// Sai of the cards still in the hands (kept by [`Position::play`]; set by
    /// [`Position::with_points`]).
    pub hand_points: u16,
}

impl Position {
    /// A position at the start of a trick.
    pub fn new(hands: [u64; 4], leader: Seat) -> Position {
        Position {
            hands,
            leader,
            turn: leader,
            trick: [0; 4],
            trick_len: 0,
            winner: leader,
            best: 0,
            top: 0,
            trick_points: 0,
            hand_points: 0,
        }
    }

    /// Sets the sai still in the hands from the tables (call once after building by hand).
    pub fn with_points(mut self, t: &Tables) -> Position {
        self.hand_points = t.points_of(self.hands.iter().fold(0, |a, &h| a | h));
        self
    }

    /// The engine's trick-play state as a position (every hand known).
    pub fn from_play(play: &Play, setup: &Setup, tables: &Tables) -> Position {
        let (leader, trick) = play.current_trick();
        let mut hands = [0u64; 4];
        for (seat, hand) in hands.iter_mut().enumerate() {
            *hand = play.hand(seat as Seat).bits();
        }
        let mut pos = Position::new(hands, leader);
        for &card in trick {
            pos.hands[seat_of_card(play, leader, trick, card, setup) as usize] |=
                1u64 << card.bit();
        }
        pos = pos.with_points(tables);
        let mut seat = leader;
        for &card in trick {
            pos.turn = seat;
            pos.play_raw(card.bit(), tables, setup.next[seat as usize]);
            seat = setup.next[seat as usize];
        }
        pos
    }

    /// Tricks still to finish, counting the one in progress.
    pub fn tricks_left(&self, setup: &Setup) -> u32 {
        let cards: u32 = self.hands.iter().map(|h| h.count_ones()).sum();
        (cards + u32::from(self.trick_len)).div_ceil(u32::from(setup.seats))
    }

    /// The cards the seat to play may play: the engine's four obligations as mask operations.
    #[inline]
    pub fn legal(&self, setup: &Setup, t: &Tables) -> u64 {
        let hand = self.hands[self.turn as usize];
        if self.trick_len == 0 {
            return hand;
        }
        let led = suit_of(u32::from(self.trick[0]));
        let follow = hand & suit_mask(led);
        if t.trump >= 4 {
            return if follow != 0 { follow } else { hand };
        }
        let trumps = hand & suit_mask(t.trump);
        let beating = if self.best >= 32 {
            t.above[self.top as usize]
        } else {
            suit_mask(t.trump)
        };
        let over = trumps & beating;
        if led == t.trump {
            return if follow == 0 {
                hand
            } else if over != 0 {
                over
            } else {
                follow
            };
        }
        if follow != 0 {
            return follow;
        }
        if trumps == 0 {
            return hand;
        }
        if setup.partner[self.turn as usize] == self.winner && !setup.over_partner {
            return hand;
        }
        if over != 0 {
            over
        } else if setup.undertrump {
            trumps
        } else {
            hand
        }
    }

    /// Plays a card for the seat to play without any check; the trick is not closed here.
    #[inline]
    fn play_raw(&mut self, bit: u32, t: &Tables, next: u8) {
        self.hands[self.turn as usize] &= !(1u64 << bit);
        let led = if self.trick_len == 0 {
            suit_of(bit)
        } else {
            suit_of(u32::from(self.trick[0]))
        };
        let strength = t.strength(bit, led);
        if strength > self.best {
            self.best = strength;
            self.winner = self.turn;
            self.top = bit as u8;
        }
        self.trick[self.trick_len as usize] = bit as u8;
        self.trick_len += 1;
        self.trick_points += u16::from(t.points[bit as usize]);
        self.hand_points -= u16::from(t.points[bit as usize]);
        self.turn = next;
    }

    /// Plays a card (which must be legal); when it completes the trick, closes the trick and
    /// returns `Some((winner, sai of the trick))`, the last trick's 10 included.
    #[inline]
    pub fn play(&mut self, bit: u32, setup: &Setup, t: &Tables) -> Option<(u8, u16)> {
        self.play_raw(bit, t, setup.next[self.turn as usize]);
        if self.trick_len < setup.seats {
            return None;
        }
        let mut points = self.trick_points;
        if self.hands.iter().all(|&h| h == 0) {
            points += LAST_TRICK_BONUS;
        }
        let winner = self.winner;
        self.leader = winner;
        self.turn = winner;
        self.trick_len = 0;
        self.best = 0;
        self.trick_points = 0;
        Some((winner, points))
    }
}

/// One transposition-table entry: a position's key and bounds on its value.
#[derive(Clone, Copy, Debug, Default)]
struct Entry {
    key: u64,
    lower: i16,
    upper: i16,
    /// The best first card found at this position (255: none).
    best: u8,
}

const TT_BITS: u32 = 18;

/// The double-dummy solver of one strain and rule set; keeps its transposition table between
/// searches (entries are facts about positions, valid for any later search of the same strain).
pub struct Solver {
    /// The seats and trump rules.
    pub setup: Setup,
    /// The strain's card tables.
    pub tables: Tables,
    table: Vec<Entry>,
    context: u64,
    /// Nodes visited since creation (for benchmarks and tuning).
    pub nodes: u64,
    /// Null-window searches made since creation (for tuning).
    pub probes: u64,
    /// Per number of cards left in all hands, the last card that caused a cutoff there.
    killers: [u8; 40],
}

impl Solver {
    /// A solver for a strain under these rules.
    pub fn new(rules: &Rules, strain: Strain) -> Solver {
        let setup = Setup::new(rules);
        let tables = Tables::new(strain);
        let context = mix(u64::from(tables.trump as u8)
            | u64::from(setup.seats) << 8
            | u64::from(setup.next[0]) << 16
            | u64::from(setup.over_partner) << 24
            | u64::from(setup.undertrump) << 25);
        Solver {
            setup,
            tables,
            table: vec![Entry::default(); 1 << TT_BITS],
            context,
            nodes: 0,
            probes: 0,
            killers: [255; 40],
        }
    }

    /// Whether this solver serves that strain and those rules.
    pub fn serves(&self, rules: &Rules, strain: Strain) -> bool {
        self.tables.strain == strain && self.setup == Setup::new(rules)
    }

    /// The exact sai team 0 collects from `pos` on, with both sides playing perfectly.
    pub fn solve(&mut self, pos: &Position) -> i32 {
        let max = self.remaining_points(pos);
        self.mtdf(pos, max / 2)
    }

    /// The exact value by null-window searches: the first tests the guess, the next ones
    /// bisect the interval still open (each search's fail-soft bound narrows it further).
    pub fn mtdf(&mut self, pos: &Position, guess: i32) -> i32 {
        let mut lower = 0;
        let mut upper = self.remaining_points(pos);
        let mut test = guess.clamp(lower + 1, upper.max(lower + 1));
        while lower < upper {
            self.probes += 1;
            let g = self.search(pos, test - 1, test);
            if g >= test {
                lower = g;
            } else {
                upper = g;
            }
            test = lower + (upper - lower + 1) / 2;
        }
        lower
    }

    /// The exact value (sai team 0 collects from `pos` on) of playing each card of `moves`.
    pub fn solve_moves(&mut self, pos: &Position, moves: u64, out: &mut [(u32, i32)]) -> usize {
        self.solve_moves_from(pos, moves, &[-1; 64], out)
    }

    /// As [`Solver::solve_moves`], starting each card's search from a guess of its value
    /// (`guesses[bit]`, negative for none), such as its value in a similar deal.
    pub fn solve_moves_from(
        &mut self,
        pos: &Position,
        moves: u64,
        guesses: &[i32; 64],
        out: &mut [(u32, i32)],
    ) -> usize {
        let mut n = 0;
        let mut previous = None;
        let mut rest = moves;
        while rest != 0 && n < out.len() {
            let bit = rest.trailing_zeros();
            rest &= rest - 1;
            let mut child = *pos;
            let gained = match child.play(bit, &self.setup, &self.tables) {
                Some((winner, points)) if team_of(winner) == 0 => i32::from(points),
                _ => 0,
            };
            let guess = match (guesses[bit as usize], previous) {
                (g, _) if g >= 0 => g - gained,
                (_, Some(v)) => v - gained,
                _ => self.remaining_points(&child) / 2,
            };
            let value = if child.hands.iter().all(|&h| h == 0) {
                gained
            } else {
                gained + self.mtdf(&child, guess)
            };
            previous = Some(value);
            out[n] = (bit, value);
            n += 1;
        }
        n
    }

    /// Sai still to be won from a position: cards in hands, the trick, and the last 10.
    pub fn remaining_points(&self, pos: &Position) -> i32 {
        remaining(pos)
    }

    fn key(&self, pos: &Position) -> u64 {
        let mut h = self.context ^ u64::from(pos.leader).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        for (i, &hand) in pos.hands.iter().enumerate() {
            h = mix(h ^ hand.rotate_left(i as u32 * 13));
        }
        h | 1
    }

    /// Alpha-beta: the exact value if it lies strictly inside `(alpha, beta)`, else a bound.
    fn search(&mut self, pos: &Position, mut alpha: i32, mut beta: i32) -> i32 {
        self.nodes += 1;
        let most = remaining(pos);
        if most <= alpha {
            return most;
        }
        if beta <= 0 {
            return 0;
        }
        let at_trick_start = pos.trick_len == 0;
        let cards_left = pos.hands[pos.turn as usize].count_ones();
        if at_trick_start && cards_left <= 1 {
            return self.last_trick(pos);
        }
        let mut slot = usize::MAX;
        let mut key = 0;
        let mut hint = 255u8;
        if at_trick_start {
            key = self.key(pos);
            slot = (key >> (64 - TT_BITS)) as usize;
            let entry = self.table[slot];
            if entry.key == key {
                hint = entry.best;
                let (lower, upper) = (i32::from(entry.lower), i32::from(entry.upper));
                if lower == upper {
                    return lower;
                }
                if lower >= beta {
                    return lower;
                }
                if upper <= alpha {
                    return upper;
                }
                alpha = alpha.max(lower);
                beta = beta.min(upper);
            }
        }
        let (alpha0, beta0) = (alpha, beta);
        let maximise = team_of(pos.turn) == 0;
        let mut moves = [0u32; 9];
        let n = self.ordered_moves(pos, &mut moves);
        let depth = pos.hands.iter().map(|h| h.count_ones()).sum::<u32>() as usize;
        if pos.trick_len + 1 == self.setup.seats
            && let Some(bound) = self.enhanced_cutoff(pos, &moves[..n], alpha, beta, maximise)
        {
            return bound;
        }
        let killer = self.killers[depth];
        for first in [killer, hint] {
            if first != 255
                && let Some(i) = moves[..n].iter().position(|&b| b == u32::from(first))
            {
                moves[..=i].rotate_right(1);
            }
        }
        let mut best = if maximise { i32::MIN } else { i32::MAX };
        let mut best_move = moves[0];
        for &bit in &moves[..n] {
            let mut child = *pos;
            let value = match child.play(bit, &self.setup, &self.tables) {
                Some((winner, points)) => {
                    let gained = if team_of(winner) == 0 {
                        i32::from(points)
                    } else {
                        0
                    };
                    if child.hands.iter().all(|&h| h == 0) {
                        gained
                    } else {
                        gained + self.search(&child, alpha - gained, beta - gained)
                    }
                }
                None => self.search(&child, alpha, beta),
            };
            if maximise && value > best || !maximise && value < best {
                best = value;
                best_move = bit;
            }
            if maximise {
                alpha = alpha.max(value);
            } else {
                beta = beta.min(value);
            }
            if alpha >= beta {
                self.killers[depth] = bit as u8;
                break;
            }
        }
        if slot != usize::MAX {
            let entry = &mut self.table[slot];
            let (mut lower, mut upper) = if entry.key == key {
                (i32::from(entry.lower), i32::from(entry.upper))
            } else {
                (0, i32::from(i16::MAX))
            };
            if best <= alpha0 {
                upper = upper.min(best);
            } else if best >= beta0 {
                lower = lower.max(best);
            } else {
                lower = best;
                upper = best;
            }
            *entry = Entry {
                key,
                lower: lower as i16,
                upper: upper as i16,
                best: best_move as u8,
            };
        }
        best
    }

    /// Enhanced transposition cutoff for the trick's last card: if the table already proves
    /// that some card's resulting position reaches past the window, no search is needed.
    fn enhanced_cutoff(
        &self,
        pos: &Position,
        moves: &[u32],
        alpha: i32,
        beta: i32,
        maximise: bool,
    ) -> Option<i32> {
        for &bit in moves {
            let mut child = *pos;
            let (winner, points) = child.play(bit, &self.setup, &self.tables)?;
            if child.hands.iter().all(|&h| h == 0) {
                continue;
            }
            let gained = if team_of(winner) == 0 {
                i32::from(points)
            } else {
                0
            };
            let key = self.key(&child);
            let entry = self.table[(key >> (64 - TT_BITS)) as usize];
            if entry.key != key {
                continue;
            }
            if maximise && i32::from(entry.lower) + gained >= beta {
                return Some(i32::from(entry.lower) + gained);
            }
            if !maximise && i32::from(entry.upper) + gained <= alpha {
                return Some(i32::from(entry.upper) + gained);
            }
        }
        None
    }

    /// Every hand holds one card: the last trick is played out directly.
    fn last_trick(&self, pos: &Position) -> i32 {
        let mut p = *pos;
        loop {
            let bit = p.hands[p.turn as usize].trailing_zeros();
            if let Some((winner, points)) = p.play(bit, &self.setup, &self.tables) {
                return if team_of(winner) == 0 {
                    i32::from(points)
                } else {
                    0
                };
            }
        }
    }

    /// The legal moves less equivalent cards, best-first by a cheap heuristic.
    fn ordered_moves(&self, pos: &Position, out: &mut [u32; 9]) -> usize {
        let t = &self.tables;
        let legal = pos.legal(&self.setup, t);
        let in_play = pos.hands.iter().fold(0u64, |a, &h| a | h) | trick_mask(pos);
        let mine = legal;
        let mut scores = [0i32; 9];
        let mut n = 0;
        let partner_winning =
            pos.trick_len > 0 && team_of(pos.winner) == team_of(pos.turn) && pos.winner != pos.turn;
        let led = if pos.trick_len == 0 {
            usize::MAX
        } else {
            suit_of(u32::from(pos.trick[0]))
        };
        let last_to_play = pos.trick_len + 1 == self.setup.seats;
        for suit in 0..4 {
            if mine & suit_mask(suit) == 0 {
                continue;
            }
            let mut previous_mine = false;
            let mut previous_points = 0u8;
            let mut highest_in_play = true;
            for &rank in t.order[suit].iter().rev() {
                let bit = suit as u32 * 16 + u32::from(rank);
                let mask = 1u64 << bit;
                if in_play & mask == 0 {
                    continue;
                }
                if mine & mask == 0 {
                    previous_mine = false;
                    highest_in_play = false;
                    continue;
                }
                let points = t.points[bit as usize];
                if previous_mine && points == previous_points {
                    continue;
                }
                previous_mine = true;
                previous_points = points;
                let power = i32::from(t.power[bit as usize]);
                let points = i32::from(points);
                let score = if pos.trick_len == 0 {
                    if highest_in_play {
                        200 + points
                    } else {
                        50 - points - power
                    }
                } else {
                    let strength = t.strength(bit, led);
                    let wins = strength > pos.best;
                    if partner_winning {
                        if wins && !last_to_play {
                            100 + points
                        } else {
                            120 + points - power
                        }
                    } else if wins {
                        if last_to_play {
                            200 + points - power
                        } else if highest_in_play {
                            190 + points
                        } else {
                            150 - power
                        }
                    } else {
                        50 - points - power
                    }
                };
                highest_in_play = false;
                out[n] = bit;
                scores[n] = score;
                n += 1;
            }
        }
        // Insertion sort by score, highest first.
        for i in 1..n {
            let (bit, score) = (out[i], scores[i]);
            let mut j = i;
            while j > 0 && scores[j - 1] < score {
                out[j] = out[j - 1];
                scores[j] = scores[j - 1];
                j -= 1;
            }
            out[j] = bit;
            scores[j] = score;
        }
        n
    }
}

/// Sai still to be won from a position: cards in hands, the trick, and the last 10.
#[inline]
fn remaining(pos: &Position) -> i32 {
    let cards = pos.hands.iter().fold(0u64, |a, &h| a | h);
    if cards == 0 && pos.trick_len == 0 {
        return 0;
    }
    i32::from(pos.hand_points + pos.trick_points + LAST_TRICK_BONUS)
}

fn seat_of_card(
    _play: &Play,
    leader: Seat,
    trick: &[crate::cards::Card],
    card: crate::cards::Card,
    setup: &Setup,
) -> u8 {
    let mut seat = leader;
    for &c in trick {
        if c == card {
            return seat;
        }
        seat = setup.next[seat as usize];
    }
    seat
}

fn trick_mask(pos: &Position) -> u64 {
    pos.trick[..pos.trick_len as usize]
        .iter()
        .fold(0u64, |a, &b| a | 1u64 << b)
}

/// The legal cards of a position as a card set (for comparisons with the engine).
pub fn legal_set(pos: &Position, setup: &Setup, tables: &Tables) -> CardSet {
    CardSet::from_bits(pos.legal(setup, tables))
}

fn mix(mut x: u64) -> u64 {
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}
