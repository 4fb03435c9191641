//! The arena's tally: results per duplicate pair, points, decision times.

use std::fmt::Write;
use std::time::Duration;

/// z for a two-sided 95% interval.
const Z95: f64 = 1.96;

/// What the arena counts.
#[derive(Debug, Default)]
pub struct Tally {
    /// A's score (1 win, ½ draw, 0 loss) averaged over each duplicate pair.
    pairs: Vec<f64>,
    wins: u32,
    draws: u32,
    losses: u32,
    /// Points scored by A and B, and the deals (rounds) they were scored over.
    points: [f64; 2],
    deals: u64,
    /// What one deal is called in this game ("deal", "round", "game").
    unit: &'static str,
    /// Decision times of A and B, in microseconds.
    times: [Vec<u64>; 2],
}

/// How one game ended for A.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Result {
    Win,
    Draw,
    Loss,
}

impl Result {
    fn score(self) -> f64 {
        match self {
            Result::Win => 1.0,
            Result::Draw => 0.5,
            Result::Loss => 0.0,
        }
    }
}

impl Tally {
    /// An empty tally; `unit` names what points are counted per.
    pub fn new(unit: &'static str) -> Tally {
        Tally {
            unit,
            ..Tally::default()
        }
    }

    /// Both games of one seed.
    pub fn pair(&mut self, results: [Result; 2]) {
        for result in results {
            match result {
                Result::Win => self.wins += 1,
                Result::Draw => self.draws += 1,
                Result::Loss => self.losses += 1,
            }
        }
        self.pairs
            .push((results[0].score() + results[1].score()) / 2.0);
    }

    /// Points A and B scored over `deals` deals.
    pub fn points(&mut self, a: f64, b: f64, deals: u64) {
        self.points[0] += a;
        self.points[1] += b;
        self.deals += deals;
    }

    /// One decision's time, for player A (`0`) or B (`1`).
    pub fn time(&mut self, player: usize, took: Duration) {
        self.times[player].push(took.as_micros() as u64);
    }

    /// Games played.
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// A's mean score and the half-width of its 95% confidence interval, over duplicate pairs.
    pub fn win_rate(&self) -> (f64, f64) {
        let n = self.pairs.len() as f64;
        if n == 0.0 {
            return (0.0, 0.0);
        }
        let mean = self.pairs.iter().sum::<f64>() / n;
        if n < 2.0 {
            return (mean, 0.0);
        }
        let variance = self.pairs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0);
        (mean, Z95 * (variance / n).sqrt())
    }

    /// The printed report.
    pub fn report(&self, elapsed: Duration) -> String {
        let mut out = String::new();
        let (rate, half) = self.win_rate();
        let _ = writeln!(
            out,
            "games: {} ({} seeds, each played with the sides swapped) in {:.1} s",
            self.games(),
            self.pairs.len(),
            elapsed.as_secs_f64()
        );
        let _ = writeln!(
            out,
            "A win rate: {:.1}% (95% CI {:.1}%–{:.1}%); A won {}, drew {}, lost {}",
            rate * 100.0,
            (rate - half) * 100.0,
            (rate + half) * 100.0,
            self.wins,
            self.draws,
            self.losses
        );
        if self.deals > 0 {
            let per = |p: f64| p / self.deals as f64;
            let _ = writeln!(
                out,
                "points per {}: A {:.3}, B {:.3} (difference {:+.3}) over {} {}s",
                self.unit,
                per(self.points[0]),
                per(self.points[1]),
                per(self.points[0] - self.points[1]),
                self.deals,
                self.unit
            );
        }
        for (name, times) in ["A", "B"].iter().zip(&self.times) {
            if let Some(line) = percentiles(times) {
                let _ = writeln!(out, "decision time {name}: {line}");
            }
        }
        out
    }
}

fn percentiles(times: &[u64]) -> Option<String> {
    if times.is_empty() {
        return None;
    }
    let mut sorted = times.to_vec();
    sorted.sort_unstable();
    let at = |q: f64| sorted[((sorted.len() - 1) as f64 * q).round() as usize];
    Some(format!(
        "{} decisions, median {} µs, p99 {} µs, max {} µs",
        sorted.len(),
        at(0.5),
        at(0.99),
        at(1.0)
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_interval_narrows_with_more_pairs_and_centres_on_the_mean() {
        let mut tally = Tally::new("game");
        for i in 0..100 {
            let first = if i % 4 == 0 {
                Result::Loss
            } else {
                Result::Win
            };
            tally.pair([first, Result::Win]);
        }
        let (rate, half) = tally.win_rate();
        assert!((rate - 0.875).abs() < 1e-9);
        assert!(half > 0.0 && half < 0.1);
        assert_eq!(tally.games(), 200);
    }
}
