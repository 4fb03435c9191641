//! From what the sockets of each table saw, each move's time to reach every viewer of its
//! table: the person's from his press sent; the computers' (whose moves carry no time) from
//! their pace after the previous view's first receipt, and from the first viewer's receipt of
//! the move itself (lower bounds both).

use std::time::Duration;

use super::viewer::Record;

/// The delays of the moves that first showed within the window.
#[derive(Default)]
pub struct Delays {
    /// Person's press sent → every viewer holds a view with the new turn counter.
    pub person: Vec<Duration>,
    /// Person's press sent → its answer on his socket (the run loop took it in and stored it).
    pub answered: Vec<Duration>,
    /// The computer's pace after the previous turn's first receipt → every viewer holds the
    /// new turn: a lower bound that counts the clock's lateness in firing, as viewers see it.
    pub computer_paced: Vec<Duration>,
    /// First viewer's receipt → every viewer's (a lower bound of the real delay).
    pub computer_spread: Vec<Duration>,
    /// New turn counters seen within the window (moves, all seats).
    pub moves: usize,
    /// Moves some viewer of the table never got (by the end of the run).
    pub unseen: usize,
}

/// When the viewer first held turn `turn` or a later one (µs), if he did.
fn arrival(record: &Record, turn: u64) -> Option<u64> {
    record.seen.iter().find(|s| s.turn >= turn).map(|s| s.at)
}

impl Delays {
    /// Adds one table's moves first seen within `[from, to)` (µs), its computers moving
    /// `pace` after their turn begins: `viewers[0]` is the person.
    pub fn add_table(&mut self, viewers: &[Record], from: u64, to: u64, pace: Duration) {
        let Some(person) = viewers.first() else {
            return;
        };
        let mut turns: Vec<u64> = viewers
            .iter()
            .flat_map(|r| r.seen.iter().map(|s| s.turn))
            .collect();
        turns.sort_unstable();
        turns.dedup();
        for &turn in &turns {
            let arrivals: Vec<Option<u64>> = viewers.iter().map(|r| arrival(r, turn)).collect();
            let first = arrivals.iter().flatten().min().copied().unwrap_or(0);
            if first < from || first >= to {
                continue;
            }
            self.moves += 1;
            let Some(last) = arrivals.iter().copied().collect::<Option<Vec<u64>>>() else {
                self.unseen += 1;
                continue;
            };
            let last = last.into_iter().max().unwrap_or(first);
            let micros = |since: u64| Duration::from_micros(last.saturating_sub(since));
            // His button carried the turn before his move.
            let press = person.presses.iter().find(|(t, _)| t + 1 == turn);
            if let Some(&(pressed, sent)) = press {
                self.person.push(micros(sent));
                let answer = person.answers.iter().find(|(t, _)| *t == pressed);
                if let Some(&(_, at)) = answer {
                    self.answered
                        .push(Duration::from_micros(at.saturating_sub(sent)));
                }
                continue;
            }
            self.computer_spread.push(micros(first));
            // The computer moves `pace` after its turn began, which was no later than the
            // previous view's first receipt.
            let previous = viewers
                .iter()
                .filter_map(|r| r.seen.iter().find(|s| s.turn + 1 == turn))
                .filter(|s| s.computer)
                .map(|s| s.at)
                .min();
            if let Some(previous) = previous {
                self.computer_paced
                    .push(micros(previous + pace.as_micros() as u64));
            }
        }
    }

    /// Sorts the delays for percentiles.
    pub fn sort(&mut self) {
        self.person.sort();
        self.answered.sort();
        self.computer_paced.sort();
        self.computer_spread.sort();
    }
}
