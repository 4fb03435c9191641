//! One game of Durak as a state machine: deal, bouts of attack and defence, refill, the end.

use super::action::Action;
use super::deck::{DEALT, DECK_SIZE, DeckOrder};
use super::error::DurakError;
use super::event::{Event, Events};
use super::legal::LegalActions;
use super::outcome::GameOutcome;
use super::rules::{HAND_SIZE, beats, lowest_value};
use super::seat::Seat;
use super::table::Table;
use crate::cards::{Card, CardSet, Suit};

/// Where a game stands. Each variant carries exactly the data its phase needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GamePhase {
    /// The attacker is to move: lead a card on an empty table, or (every attack card beaten)
    /// add a card of a rank on the table or let the cards go.
    Attacking {
        /// The bout's attacker.
        attacker: Seat,
        /// The cards of the bout.
        table: Table,
    },
    /// An attack card stands unbeaten: the defender must beat it or take.
    Defending {
        /// The bout's attacker.
        attacker: Seat,
        /// The cards of the bout.
        table: Table,
    },
    /// The game is over.
    Finished(GameOutcome),
}

/// One game: the deck, both hands, the stock, the discard and the phase. `Copy`, and no
/// action allocates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Game {
    deck: DeckOrder,
    /// Index in `deck` of the next card to draw; the stock is `deck[next_draw..]`.
    next_draw: u8,
    hands: [CardSet; 2],
    /// The cards of each hand the other seat has seen go in: taken from the table, or the
    /// turned trump drawn. Public knowledge.
    known: [CardSet; 2],
    discard: CardSet,
    first_attacker: Seat,
    phase: GamePhase,
}

impl Game {
    /// Deals `deck` (see [`DeckOrder`]) with `first_attacker` leading the first bout. The caller
    /// chooses the first attacker by the rules; [`super::Match`] does.
    pub fn new(deck: DeckOrder, first_attacker: Seat) -> Game {
        Game {
            deck,
            next_draw: DEALT as u8,
            hands: [deck.dealt_hand(Seat::ZERO), deck.dealt_hand(Seat::ONE)],
            known: [CardSet::EMPTY; 2],
            discard: CardSet::EMPTY,
            first_attacker,
            phase: GamePhase::Attacking {
                attacker: first_attacker,
                table: Table::EMPTY,
            },
        }
    }

    /// A position for tests: `deck[next_draw..]` is the stock, `hands` the hands, every other
    /// card is discarded, and `attacker` is to lead on an empty table.
    #[cfg(test)]
    pub(crate) fn test_position(
        deck: DeckOrder,
        next_draw: usize,
        hands: [CardSet; 2],
        attacker: Seat,
    ) -> Game {
        let stock: CardSet = deck.cards()[next_draw..].iter().copied().collect();
        Game {
            deck,
            next_draw: next_draw as u8,
            hands,
            known: [CardSet::EMPTY; 2],
            discard: CardSet::ALL_36
                .without(stock)
                .without(hands[0])
                .without(hands[1]),
            first_attacker: attacker,
            phase: GamePhase::Attacking {
                attacker,
                table: Table::EMPTY,
            },
        }
    }

    /// The deck this game was dealt from.
    pub const fn deck(&self) -> &DeckOrder {
        &self.deck
    }

    /// The seat that attacked first.
    pub const fn first_attacker(&self) -> Seat {
        self.first_attacker
    }

    /// The current phase.
    pub const fn phase(&self) -> &GamePhase {
        &self.phase
    }

    /// The trump suit.
    pub fn trump(&self) -> Suit {
        self.deck.trump()
    }

    /// The turned trump card while it is still in the stock.
    pub fn turned(&self) -> Option<Card> {
        (self.stock_count() > 0).then(|| self.deck.turned())
    }

    /// Cards left in the stock (the turned trump included).
    pub const fn stock_count(&self) -> u32 {
        (DECK_SIZE - self.next_draw as usize) as u32
    }

    /// The stock's cards, in drawing order. Hidden information: never put this in a view.
    pub fn stock(&self) -> &[Card] {
        &self.deck.cards()[self.next_draw as usize..]
    }

    /// The cards in `seat`'s hand. Hidden from the other seat.
    pub const fn hand(&self, seat: Seat) -> CardSet {
        self.hands[seat.index()]
    }

    /// The cards of `seat`'s hand that both seats know of: cards he took from the table and
    /// the turned trump once he drew it, until he plays them. Public.
    pub const fn known_hand(&self, seat: Seat) -> CardSet {
        self.known[seat.index()]
    }

    /// A position as a seat may imagine it (for computer players): `stock` in drawing order
    /// (the turned trump last), both hands, the table, every other card discarded, `attacker`
    /// attacking and `known` the cards each seat knows of the other's hand. `None` unless the
    /// cards are the 36 of the pack, each once, and the phase fits the table.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn imagined(
        stock: &[Card],
        trump_card: Card,
        hands: [CardSet; 2],
        known: [CardSet; 2],
        table: Table,
        attacker: Seat,
        first_attacker: Seat,
        defending: bool,
    ) -> Option<Game> {
        let in_play = hands[0].or(hands[1]).or(table.cards());
        let stock_set: CardSet = stock.iter().copied().collect();
        if stock_set.len() as usize != stock.len() || !in_play.and(stock_set).is_empty() {
            return None;
        }
        let discard = CardSet::ALL_36.without(in_play).without(stock_set);
        let mut order = Vec::with_capacity(DECK_SIZE);
        order.extend(discard.iter().chain(in_play.iter()));
        order.extend_from_slice(stock);
        if stock.is_empty() {
            // The turned trump was drawn: it is somewhere in play or discarded; put it last so
            // the trump suit stays.
            let at = order.iter().position(|&card| card == trump_card)?;
            order.remove(at);
            order.push(trump_card);
        } else if stock.last() != Some(&trump_card) {
            return None;
        }
        let deck = DeckOrder::from_cards(&order).ok()?;
        let phase = if defending {
            GamePhase::Defending { attacker, table }
        } else {
            GamePhase::Attacking { attacker, table }
        };
        Some(Game {
            deck,
            next_draw: (DECK_SIZE - stock.len()) as u8,
            hands,
            known: [known[0].and(hands[0]), known[1].and(hands[1])],
            discard,
            first_attacker,
            phase,
        })
    }

    /// The cards discarded so far.
    pub const fn discard(&self) -> CardSet {
        self.discard
    }

    /// The table of the current bout (empty once the game is over).
    pub const fn table(&self) -> Table {
        match self.phase {
            GamePhase::Attacking { table, .. } | GamePhase::Defending { table, .. } => table,
            GamePhase::Finished(_) => Table::EMPTY,
        }
    }

    /// The attacker of the current bout, while the game is on.
    pub const fn attacker(&self) -> Option<Seat> {
        match self.phase {
            GamePhase::Attacking { attacker, .. } | GamePhase::Defending { attacker, .. } => {
                Some(attacker)
            }
            GamePhase::Finished(_) => None,
        }
    }

    /// The seat to move, while the game is on.
    pub const fn to_move(&self) -> Option<Seat> {
        match self.phase {
            GamePhase::Attacking { attacker, .. } => Some(attacker),
            GamePhase::Defending { attacker, .. } => Some(attacker.other()),
            GamePhase::Finished(_) => None,
        }
    }

    /// How the game ended, once it has.
    pub const fn outcome(&self) -> Option<GameOutcome> {
        match self.phase {
            GamePhase::Finished(outcome) => Some(outcome),
            _ => None,
        }
    }

    /// The legal playing actions of `seat` (none when he is not to move).
    pub fn legal_actions(&self, seat: Seat) -> LegalActions {
        if self.to_move() != Some(seat) {
            return LegalActions::NONE;
        }
        let hand = self.hand(seat);
        match self.phase {
            GamePhase::Attacking { table, .. } if table.is_empty() => {
                LegalActions::attacking(hand, false)
            }
            GamePhase::Attacking { table, .. } => {
                let defender_cards = self.hand(seat.other()).len();
                let room = table.unbeaten().len() < defender_cards;
                let attacks = if room {
                    hand.and(table.matching_ranks())
                } else {
                    CardSet::EMPTY
                };
                LegalActions::attacking(attacks, true)
            }
            GamePhase::Defending { table, .. } => {
                LegalActions::defending(table.unbeaten(), hand, self.trump())
            }
            GamePhase::Finished(_) => LegalActions::NONE,
        }
    }

    /// The move a timeout makes for the seat to move: take when defending; let go when
    /// attacking with cards on the table; lead the lowest-value card on an empty table.
    pub fn default_action(&self, seat: Seat) -> Result<Action, DurakError> {
        self.check_to_move(seat)?;
        match self.phase {
            GamePhase::Defending { .. } => Ok(Action::Take),
            GamePhase::Attacking { table, .. } if !table.is_empty() => Ok(Action::LetGo),
            GamePhase::Attacking { .. } => lowest_value(self.hand(seat), self.trump())
                .map(Action::Attack)
                // An attacker to lead always holds a card (an empty hand ends the game or the
                // stock refills it); stay total anyway.
                .ok_or(DurakError::NothingToLetGo),
            GamePhase::Finished(_) => Err(DurakError::GameOver),
        }
    }

    /// Applies `seat`'s action and returns what it caused, or the rule it breaks (then the game
    /// is unchanged).
    pub fn apply(&mut self, seat: Seat, action: Action) -> Result<Events, DurakError> {
        let mut events = Events::new();
        self.apply_into(seat, action, &mut events)?;
        Ok(events)
    }

    /// [`Game::apply`], appending to `events`.
    pub(crate) fn apply_into(
        &mut self,
        seat: Seat,
        action: Action,
        events: &mut Events,
    ) -> Result<(), DurakError> {
        self.check_to_move(seat)?;
        match action {
            Action::MoveTimeout => {
                let default = self.default_action(seat)?;
                events.push(Event::TimedOut {
                    seat,
                    action: default,
                });
                self.play(default, events)
            }
            Action::GameClockExpired => {
                self.finish(GameOutcome::ClockExpired { loser: seat }, events);
                Ok(())
            }
            _ => self.play(action, events),
        }
    }

    fn check_to_move(&self, seat: Seat) -> Result<(), DurakError> {
        match self.to_move() {
            None => Err(DurakError::GameOver),
            Some(to_move) if to_move != seat => Err(DurakError::NotYourMove { seat, to_move }),
            Some(_) => Ok(()),
        }
    }

    /// Applies a playing action of the seat to move (checked by the caller).
    fn play(&mut self, action: Action, events: &mut Events) -> Result<(), DurakError> {
        match (self.phase, action) {
            (GamePhase::Attacking { attacker, table }, Action::Attack(card)) => {
                self.attack(attacker, table, card, events)
            }
            (GamePhase::Attacking { attacker, table }, Action::LetGo) => {
                self.let_go(attacker, table, events)
            }
            (GamePhase::Attacking { .. }, _) => Err(DurakError::OnlyDefenderBeatsOrTakes),
            (GamePhase::Defending { attacker, table }, Action::Beat { attack, defence }) => {
                self.beat(attacker, table, attack, defence, events)
            }
            (GamePhase::Defending { attacker, table }, Action::Take) => {
                self.take(attacker, table, events)
            }
            (GamePhase::Defending { .. }, _) => Err(DurakError::MustBeatOrTake),
            (GamePhase::Finished(_), _) => Err(DurakError::GameOver),
        }
    }

    fn attack(
        &mut self,
        attacker: Seat,
        mut table: Table,
        card: Card,
        events: &mut Events,
    ) -> Result<(), DurakError> {
        if !self.hand(attacker).contains(card) {
            return Err(DurakError::CardNotInHand { card });
        }
        if !table.is_empty() && !table.matching_ranks().contains(card) {
            return Err(DurakError::RankNotOnTable { card });
        }
        let defender_cards = self.hand(attacker.other()).len();
        if table.unbeaten().len() + 1 > defender_cards {
            return Err(DurakError::ExceedsDefenderHand {
                card,
                defender_cards,
            });
        }
        self.hands[attacker.index()].remove(card);
        self.known[attacker.index()].remove(card);
        table.attack(card);
        self.phase = GamePhase::Defending { attacker, table };
        events.push(Event::Attacked {
            seat: attacker,
            card,
        });
        Ok(())
    }

    fn beat(
        &mut self,
        attacker: Seat,
        mut table: Table,
        attack: Card,
        defence: Card,
        events: &mut Events,
    ) -> Result<(), DurakError> {
        let defender = attacker.other();
        if !self.hand(defender).contains(defence) {
            return Err(DurakError::CardNotInHand { card: defence });
        }
        if !table.unbeaten().contains(attack) {
            return Err(DurakError::NotAnUnbeatenAttack { card: attack });
        }
        let trump = self.trump();
        if !beats(attack, defence, trump) {
            return Err(if attack.suit() == trump {
                DurakError::TrumpNeedsHigherTrump { attack, defence }
            } else {
                DurakError::DoesNotBeat { attack, defence }
            });
        }
        self.hands[defender.index()].remove(defence);
        self.known[defender.index()].remove(defence);
        table.beat(attack, defence);
        events.push(Event::Beat {
            seat: defender,
            attack,
            defence,
        });
        if table.unbeaten().is_empty() {
            self.phase = GamePhase::Attacking { attacker, table };
            self.check_end(events);
        } else {
            self.phase = GamePhase::Defending { attacker, table };
        }
        Ok(())
    }

    fn take(
        &mut self,
        attacker: Seat,
        mut table: Table,
        events: &mut Events,
    ) -> Result<(), DurakError> {
        let defender = attacker.other();
        let cards = table.clear();
        self.hands[defender.index()] = self.hands[defender.index()].or(cards);
        self.known[defender.index()] = self.known[defender.index()].or(cards);
        events.push(Event::Took {
            seat: defender,
            cards,
        });
        self.end_bout(attacker, attacker, events);
        Ok(())
    }

    fn let_go(
        &mut self,
        attacker: Seat,
        mut table: Table,
        events: &mut Events,
    ) -> Result<(), DurakError> {
        if table.is_empty() {
            return Err(DurakError::NothingToLetGo);
        }
        let cards = table.clear();
        self.discard = self.discard.or(cards);
        events.push(Event::LetGo {
            seat: attacker,
            cards,
        });
        self.end_bout(attacker, attacker.other(), events);
        Ok(())
    }

    /// Refills both hands (the bout's attacker first), then starts the next bout with
    /// `next_attacker` unless the game is over.
    fn end_bout(&mut self, bout_attacker: Seat, next_attacker: Seat, events: &mut Events) {
        for seat in [bout_attacker, bout_attacker.other()] {
            self.refill(seat, events);
        }
        self.phase = GamePhase::Attacking {
            attacker: next_attacker,
            table: Table::EMPTY,
        };
        self.check_end(events);
    }

    /// Draws from the stock until `seat` holds six cards or the stock is empty.
    fn refill(&mut self, seat: Seat, events: &mut Events) {
        let mut count = 0;
        let mut turned = None;
        while self.hand(seat).len() < HAND_SIZE && (self.next_draw as usize) < DECK_SIZE {
            let card = self.deck.cards()[self.next_draw as usize];
            self.hands[seat.index()].insert(card);
            self.next_draw += 1;
            count += 1;
            if self.next_draw as usize == DECK_SIZE {
                turned = Some(card);
                self.known[seat.index()].insert(card);
            }
        }
        if count > 0 {
            events.push(Event::Drew {
                seat,
                count,
                turned,
            });
        }
    }

    /// At a quiet moment (no attack card unbeaten): with the stock empty, a player with an
    /// empty hand has won, and both at once is a draw.
    fn check_end(&mut self, events: &mut Events) {
        if self.stock_count() > 0 {
            return;
        }
        let outcome = match (self.hands[0].is_empty(), self.hands[1].is_empty()) {
            (true, true) => GameOutcome::Draw,
            (true, false) => GameOutcome::Won { winner: Seat::ZERO },
            (false, true) => GameOutcome::Won { winner: Seat::ONE },
            (false, false) => return,
        };
        self.finish(outcome, events);
    }

    fn finish(&mut self, outcome: GameOutcome, events: &mut Events) {
        if let GamePhase::Attacking { table, .. } | GamePhase::Defending { table, .. } = self.phase
        {
            // Cards still on the table when the game ends leave play.
            self.discard = self.discard.or(table.cards());
        }
        self.phase = GamePhase::Finished(outcome);
        events.push(Event::GameOver { outcome });
    }
}
