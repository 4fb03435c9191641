//! The solver's public trick-play state: the deal's fixed [`Setup`] and a [`Position`] (one
//! `u64` mask per hand in the engine's card bits, legal moves by mask operations).

use crate::blot::order::LAST_TRICK_BONUS;
use crate::blot::play::Play;
use crate::blot::rules::{Rules, Seat};
use crate::cards::CardSet;

use super::super::tables::{Tables, suit_mask, suit_of};

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

/// For each seat to play and number of cards already in the trick, the seats still to play
/// in the trick after it, as masks: of the other side, and of its own side.
pub(super) fn later_seats(setup: &Setup, team0: u8) -> [[[u8; 2]; 4]; 4] {
    let mut later = [[[0; 2]; 4]; 4];
    for turn in 0..setup.seats {
        for played in 0..setup.seats {
            let mut seat = turn;
            for _ in played + 1..setup.seats {
                seat = setup.next[seat as usize];
                let ours = (team0 >> seat ^ team0 >> turn) & 1 == 0;
                later[usize::from(turn)][usize::from(played)][usize::from(ours)] |= 1 << seat;
            }
        }
    }
    later
}

/// Sai still to be won from a position: cards in hands, the trick, and the last 10.
#[inline]
pub(super) fn remaining(pos: &Position) -> i32 {
    let cards = pos.hands.iter().fold(0u64, |a, &h| a | h);
    if cards == 0 && pos.trick_len == 0 {
        return 0;
    }
    i32::from(pos.hand_points + pos.trick_points + LAST_TRICK_BONUS)
}

pub(super) fn seat_of_card(
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

/// The legal cards of a position as a card set (for comparisons with the engine).
pub fn legal_set(pos: &Position, setup: &Setup, tables: &Tables) -> CardSet {
    CardSet::from_bits(pos.legal(setup, tables))
}
