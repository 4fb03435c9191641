//! A ladder's places as the results that stand make them.
//!
//! The places are the order the season started with ([`League::ladder_start`]) with every
//! ladder event ([`League::ladder_events`]: a decided challenge or a withdrawal) replayed in the
//! order it happened. [`League::ladder`] is kept equal to that replay as events come, and
//! rebuilt from it when a referee strikes a result out (an annulment, or a replay order): the
//! struck-out result no longer decides anything.
//!
//! Replaying a challenge applies the rule a decided challenge moves places by, where the two
//! stand at that point of the replay: if the challenger won and stands below the challenged,
//! they swap places (however far apart they stand now: the reach limits who may challenge, not
//! what a win is worth); a challenger who lost, or who already stands above the challenged (a
//! result struck out earlier in the season changed the premise), moves nobody. A withdrawal
//! takes its entrant off the ladder, those below moving up (the forfeits it awards are no
//! challenges decided: they move nobody). Nobody joins a ladder mid-season: registration
//! closes when the season starts.

use serde::{Deserialize, Serialize};

use super::{EntrantId, Fixture, FixtureId, Format, League};

/// Something that moved a ladder's places, in the order it happened.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum LadderEvent {
    /// A challenge was decided (played, forfeited or awarded); its result is read from the
    /// fixture when replayed.
    Decided { fixture: FixtureId },
    /// An entrant withdrew (or was removed).
    Left { entrant: EntrantId },
}

/// Applies one event to `ladder` (top first), by the rule of the module's doc.
pub fn apply(ladder: &mut Vec<EntrantId>, event: LadderEvent, fixtures: &[Fixture]) {
    match event {
        LadderEvent::Decided { fixture } => {
            let Some(f) = fixtures.get(fixture as usize) else {
                return;
            };
            if f.result.as_ref().is_none_or(|r| r.winner != f.home) {
                return;
            }
            let place = |e| ladder.iter().position(|&x| x == e);
            if let (Some(h), Some(a)) = (place(f.home), place(f.away))
                && h > a
            {
                ladder.swap(h, a);
            }
        }
        LadderEvent::Left { entrant } => ladder.retain(|&e| e != entrant),
    }
}

/// The places `start` and `events` make.
pub fn replay(start: &[EntrantId], events: &[LadderEvent], fixtures: &[Fixture]) -> Vec<EntrantId> {
    let mut ladder = start.to_vec();
    for &event in events {
        apply(&mut ladder, event, fixtures);
    }
    ladder
}

impl League {
    /// True when the ladder's starting order is kept (every ladder started since it is; not
    /// one stored before: see `keep_ladder_start`).
    fn ladder_kept(&self) -> bool {
        !self.ladder_start.is_empty()
    }

    /// A ladder begins at `order` (top first): no event yet.
    pub(super) fn start_ladder(&mut self, order: Vec<EntrantId>) {
        self.ladder_start = order.clone();
        self.ladder_events.clear();
        self.ladder = order;
    }

    /// The ladder forgets its places (a new season).
    pub(super) fn clear_ladder(&mut self) {
        self.ladder.clear();
        self.ladder_start.clear();
        self.ladder_events.clear();
    }

    /// Something moved the places: it is logged (when the starting order is kept) and applied.
    pub(super) fn ladder_event(&mut self, event: LadderEvent) {
        if self.format != Format::Ladder {
            return;
        }
        if self.ladder_kept() {
            self.ladder_events.push(event);
        }
        apply(&mut self.ladder, event, &self.fixtures);
    }

    /// A ladder challenge decided (played, forfeited or awarded alike): the challenger, at
    /// home, who won takes the challenged's place and the challenged takes his; a challenger
    /// who lost stays where he was.
    pub(super) fn climb(&mut self, fixture: FixtureId) {
        self.ladder_event(LadderEvent::Decided { fixture });
    }

    /// A ladder stored before its starting order was kept: the order is worked out from the
    /// places now, undoing, newest first (by the time of their results), each standing
    /// challenge the challenger won whose two sides are both still on the ladder and stand in
    /// swapped order; those challenges become its events. What cannot be known is not
    /// guessed: those who withdrew are absent from the start, and a swap an annulment left in
    /// place before this was kept stays in it. The places themselves do not change. Call it
    /// before a result is struck out (the struck challenge must still count to be undone).
    pub(super) fn keep_ladder_start(&mut self) {
        if self.format != Format::Ladder || self.ladder_kept() || self.ladder.is_empty() {
            return;
        }
        let mut won: Vec<&Fixture> = self
            .fixtures
            .iter()
            .filter(|f| f.result.as_ref().is_some_and(|r| r.winner == f.home))
            .collect();
        won.sort_by_key(|f| (f.result.as_ref().map(|r| r.at), f.id));
        let mut start = self.ladder.clone();
        let mut undone = Vec::new();
        for f in won.iter().rev() {
            let place = |e| start.iter().position(|&x| x == e);
            if let (Some(h), Some(a)) = (place(f.home), place(f.away))
                && h < a
            {
                start.swap(h, a);
                undone.push(LadderEvent::Decided { fixture: f.id });
            }
        }
        undone.reverse();
        self.ladder_start = start;
        self.ladder_events = undone;
    }

    /// A fixture's result was struck out: the challenge no longer counts and the places are
    /// rebuilt from the events that stand.
    pub(super) fn strike_from_ladder(&mut self, fixture: FixtureId) {
        if self.format != Format::Ladder || !self.ladder_kept() {
            return;
        }
        self.ladder_events
            .retain(|e| *e != LadderEvent::Decided { fixture });
        self.ladder = replay(&self.ladder_start, &self.ladder_events, &self.fixtures);
    }
}
