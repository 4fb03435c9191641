//! Glicko-2 ratings per game kind, computed by the `skillratings` crate (a maintained
//! implementation of Glickman's paper, no dependencies of its own) rather than by a formula of
//! ours. A game is one rating period of one game for each player. In a team game each member
//! is rated against the mean of the other team (its rating, deviation and volatility).

use serde::{Deserialize, Serialize};
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};

/// A player's rating in one game kind.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    /// Rated games played.
    pub games: u32,
}

impl Default for Rating {
    /// A newcomer: 1500 ± 350.
    fn default() -> Rating {
        let start = Glicko2Rating::new();
        Rating {
            rating: start.rating,
            deviation: start.deviation,
            volatility: start.volatility,
            games: 0,
        }
    }
}

impl Rating {
    fn glicko(self) -> Glicko2Rating {
        Glicko2Rating {
            rating: self.rating,
            deviation: self.deviation,
            volatility: self.volatility,
        }
    }

    /// The rating as players read it, rounded.
    pub fn shown(&self) -> (u32, u32) {
        (
            self.rating.round().max(0.0) as u32,
            self.deviation.round().max(0.0) as u32,
        )
    }
}

/// The mean of a team's ratings (an empty team: a newcomer).
fn mean(team: &[Rating]) -> Glicko2Rating {
    if team.is_empty() {
        return Glicko2Rating::new();
    }
    let n = team.len() as f64;
    Glicko2Rating {
        rating: team.iter().map(|r| r.rating).sum::<f64>() / n,
        deviation: team.iter().map(|r| r.deviation).sum::<f64>() / n,
        volatility: team.iter().map(|r| r.volatility).sum::<f64>() / n,
    }
}

/// The ratings of both sides after one game: `winner` is the winning side (0 or 1), `None` a
/// draw. Each member of a side is rated against the other side's mean before the game.
pub fn rate(sides: [&[Rating]; 2], winner: Option<usize>) -> [Vec<Rating>; 2] {
    let config = Glicko2Config::new();
    let means = [mean(sides[0]), mean(sides[1])];
    [0, 1].map(|side| {
        let outcome = match winner {
            None => Outcomes::DRAW,
            Some(w) if w == side => Outcomes::WIN,
            Some(_) => Outcomes::LOSS,
        };
        sides[side]
            .iter()
            .map(|member| {
                let (new, _) = glicko2(&member.glicko(), &means[1 - side], &outcome, &config);
                Rating {
                    rating: new.rating,
                    deviation: new.deviation,
                    volatility: new.volatility,
                    games: member.games + 1,
                }
            })
            .collect()
    })
}
