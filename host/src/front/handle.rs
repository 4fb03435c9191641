//! An input's way through the table service: staged and committed under its idempotency key
//! with what it owes the chats (conflicts handled again, a chat served elsewhere parked), an
//! answer given without the service kept as handled all the same, and the deliveries to the
//! sender himself.

use game::i18n::{Msg, text};
use game::table::screen::Button;
use game::table::{Action, Input, Millis};
use storage::Store;

use super::Front;
use super::delivery::{Delivery, From};
use super::flood::{Kind, Verdict};
use super::handling::Handling;
use crate::durable::{CONFLICT_RETRIES, HostError, Staged};

/// An input's answer, and how it was given.
pub(super) struct Answer {
    /// What it shows.
    pub(super) deliveries: Vec<Delivery>,
    /// Who answered it.
    pub(super) by: AnsweredBy,
}

/// Who answered an input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum AnsweredBy {
    /// The front, without the service (a refusal, a question answered): the input's key is
    /// yet to be kept ([`Front::unless_redelivered`]).
    Front,
    /// The service, under the input's key (handled, or seen before).
    Service,
    /// Nobody here: it was parked, under its key, for the process serving its chat.
    Parked,
}

impl Answer {
    /// An answer given without the service.
    pub(super) fn given(deliveries: Vec<Delivery>) -> Answer {
        Answer {
            deliveries,
            by: AnsweredBy::Front,
        }
    }

    /// The same answer showing `f` of what it showed.
    pub(super) fn map(self, f: impl FnOnce(Vec<Delivery>) -> Vec<Delivery>) -> Answer {
        Answer {
            deliveries: f(self.deliveries),
            by: self.by,
        }
    }
}

impl<S: Store> Front<S> {
    /// A user's command or press answered (`answer`) unless it is over his budget, its key
    /// kept as handled even when answered without the service, and the answers its chat
    /// reads kept within the chat's budget.
    pub(super) fn answer_input(
        &mut self,
        input: &Handling<'_>,
        kind: Kind,
        answer: impl FnOnce(&mut Self) -> Result<Answer, HostError>,
    ) -> Result<Vec<Delivery>, HostError> {
        let (now, from) = (input.now, input.from);
        if let Some(instead) = self.over_budget(from, kind, now) {
            return Ok(instead);
        }
        let answer = answer(self)?;
        let answer = self.unless_redelivered(input.key, now, answer)?;
        let typed = kind == Kind::Command;
        Ok(self.within_budget(from, input.informational, typed, answer, now))
    }

    /// Counts a user's input against his budget: `None` to handle it, else what to answer
    /// instead (once a word to slow down, then nothing).
    pub(super) fn over_budget(
        &mut self,
        from: &From,
        kind: Kind,
        now: Millis,
    ) -> Option<Vec<Delivery>> {
        match self.flood.check(&from.user, kind, now) {
            Verdict::Handle => None,
            Verdict::WarnAndDrop => Some(vec![Delivery::Whisper {
                user: from.user.clone(),
                text: text(self.lang(from), &Msg::SlowDown),
            }]),
            Verdict::Drop => Some(Vec::new()),
        }
    }

    /// Hands the sender's action to the service under the input's idempotency key: committed
    /// with what it owes the chats (handled again on a shared record's conflict), or parked
    /// for the process serving its chat.
    pub(super) fn act(
        &mut self,
        asked: &Handling<'_>,
        action: Action,
    ) -> Result<Answer, HostError> {
        let (key, now, from) = (asked.key, asked.now, asked.from);
        let by_service = |deliveries| Answer {
            deliveries,
            by: AnsweredBy::Service,
        };
        let input = Input {
            now,
            chat: from.chat.clone(),
            user: from.user.clone(),
            name: from.name.clone(),
            locale: from.lang.clone(),
            action,
        };
        let mut attempt = 0;
        loop {
            let staged = match self.durable.stage(key, input.clone()) {
                Ok(Some(staged)) => staged,
                Ok(None) => {
                    tracing::info!("seen before: nothing to do");
                    return Ok(by_service(Vec::new()));
                }
                Err(HostError::Elsewhere { chat, holder }) => {
                    tracing::info!(chat = %chat.0, %holder, "another process serves the chat: parked");
                    return self.park(key, &input, from);
                }
                Err(err) => return Err(err),
            };
            if let Some(table) = staged.tables().next() {
                asked.log_table(table);
            }
            // A user's input is stored as handled even when refused: a redelivery is not
            // weighed again. (A computer's move refused stays unstored: the seat may be a
            // computer's again at the same turn, and its move asked again under this key.)
            match self.commit_owing(staged.remembered(), Some(asked), now) {
                // A shared record (a user's chips, a counter) changed under it: the service
                // was read back; handle the input again on the fresh records.
                Err(err) if err.is_conflict() && attempt < CONFLICT_RETRIES => {
                    attempt += 1;
                    self.numbering.catch_up(self.durable.store())?;
                }
                // Another process took the chat over: nothing was written, nothing is shown
                // here; the input waits for the new holder.
                Err(err) if err.is_fenced() => {
                    tracing::warn!("the chat's lease was taken over: the input is parked");
                    self.screens.forget_all();
                    return self.park(key, &input, from);
                }
                Ok(shown) => {
                    // What the chat's former holder owed it goes first.
                    return Ok(by_service([self.take_over_acquired(now)?, shown].concat()));
                }
                Err(err) => return Err(err),
            }
        }
    }

    /// An answer given without the service (a refusal, a question answered) is kept as
    /// handled under the input's key all the same: redelivered after a crash, the input is
    /// not weighed again on a state that has moved on (a `/bid` refused out of turn would
    /// now be a bid, a `/join` refused at a full table a seat), and says nothing again. A
    /// key the store cannot take leaves the answer as it is (it was right when given).
    pub(super) fn unless_redelivered(
        &mut self,
        key: &str,
        now: Millis,
        answer: Answer,
    ) -> Result<Vec<Delivery>, HostError> {
        let answer = match answer.by {
            AnsweredBy::Front => answer.deliveries,
            AnsweredBy::Service | AnsweredBy::Parked => return Ok(answer.deliveries),
        };
        match self.durable.remember(key, now) {
            Ok(true) => Ok(answer),
            Ok(false) => {
                tracing::info!("seen before: nothing to say");
                Ok(Vec::new())
            }
            Err(err) if err.unwritten() => {
                tracing::warn!("an answer's key was not stored: {err}");
                Ok(answer)
            }
            Err(err) => Err(err),
        }
    }

    /// Words what a staged input shows and commits it together with the messages its state
    /// change owes the chats (all but the answers to its sender himself, which are worth
    /// nothing once his button or command is gone). `asked`: the input of a user (`None` for
    /// the clocks and the computers).
    pub(super) fn commit_owing(
        &mut self,
        staged: Staged,
        asked: Option<&Handling<'_>>,
        now: Millis,
    ) -> Result<Vec<Delivery>, HostError> {
        let from = asked.map(|asked| asked.from);
        let informational = asked.is_some_and(|asked| asked.informational);
        let sender = from.map(|from| &from.user);
        // A word owed to one user is the chat's the input was served under (the table's
        // group for a move pressed in a private chat): that chat's holder sends and settles it.
        let served = staged.served().cloned();
        let cause = served.as_ref().or(from.map(|from| &from.chat));
        let mut deliveries = self.deliveries(staged.outputs().to_vec(), now, from);
        // What an informational input shows is an answer, owed nothing (a new user's grant
        // changes the state, not what his `/tables` is).
        let (writes, fresh) = if staged.changed() && !informational {
            self.numbering.number(&mut deliveries, sender, cause)
        } else {
            (Vec::new(), Vec::new())
        };
        match self.durable.commit_fresh(staged, writes, fresh) {
            Ok(outputs) if outputs.is_empty() && !deliveries.is_empty() => {
                // The same input was committed before (a redelivery): it owes nothing new.
                self.screens.forget_all();
                Ok(Vec::new())
            }
            Ok(outputs) => {
                // Stored: now the computers to move may be asked.
                self.ask_computers(&outputs);
                Ok(deliveries)
            }
            Err(err) => {
                // Nothing was stored: what was drawn for it was never shown.
                self.screens.forget_all();
                Err(err)
            }
        }
    }

    /// An action's answer as its sender sees it: his chips are his business, so the words to
    /// him alone of `/balance` go to his private chat where the platform allows (whichever
    /// process handles the input, its receiver or, parked, the chat's holder).
    pub(super) fn personal_answer(
        &self,
        from: &From,
        action: &Action,
        answer: Vec<Delivery>,
    ) -> Vec<Delivery> {
        if !matches!(action, Action::Balance) {
            return answer;
        }
        answer
            .into_iter()
            .map(|delivery| match delivery {
                Delivery::Alert {
                    user,
                    text,
                    owed: None,
                } if user == from.user => self.private(from, text, Vec::new()),
                other => other,
            })
            .collect()
    }

    pub(super) fn private(&self, from: &From, words: String, rows: Vec<Vec<Button>>) -> Delivery {
        Delivery::Private {
            user: from.user.clone(),
            chat: from.chat.clone(),
            text: words,
            rows,
        }
    }

    pub(super) fn alert(&self, from: &From, words: String) -> Delivery {
        Delivery::Alert {
            user: from.user.clone(),
            text: words,
            owed: None,
        }
    }
}
