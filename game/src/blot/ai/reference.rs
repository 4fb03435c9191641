//! The first double-dummy solver (a plain alpha-beta over engine card bits with a one-entry
//! transposition table and a bisecting null-window driver), kept unchanged as the reference
//! the fast solver must agree with on full deals.

use super::super::call::Strain;
use super::super::order::LAST_TRICK_BONUS;
use super::super::rules::{Rules, team_of};
use super::solver::{Position, Setup};
use super::tables::{Tables, suit_mask, suit_of};

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

fn trick_mask(pos: &Position) -> u64 {
    pos.trick[..pos.trick_len as usize]
        .iter()
        .fold(0u64, |a, &b| a | 1u64 << b)
}

fn mix(mut x: u64) -> u64 {
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}
