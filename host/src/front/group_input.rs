//! A group of inputs through the front, once, with one retry policy: every input is applied in
//! turn inside one group commit (see [`crate::durable`]), the group is written with one flush,
//! and only then are their deliveries handed back. Sharing the database with other processes,
//! a group refused with nothing of it written ([`HostError::unwritten`]: a shared record
//! changed, a chat's lease was taken over) is handled again at once, each input under its own
//! idempotency key, up to [`GROUP_RETRIES`] times before the refusal is the answer. This is
//! the one place a shell's inputs enter the front.

use std::collections::BTreeSet;

use game::table::{ChatId, Millis};
use storage::Store;

use crate::HostError;
use crate::durable::GROUP_RETRIES;
use crate::front::{Delivery, From, Front};

/// One input of a group, as a shell read it off its platform.
#[derive(Clone, Debug)]
pub struct GroupInput<'a> {
    /// The platform's id of the input, its idempotency key (`tg:<update_id>`, `dc:<id>`).
    pub key: &'a str,
    pub from: &'a From,
    pub ask: GroupAsk<'a>,
}

/// What an input of a group asks of the front.
#[derive(Clone, Debug)]
pub enum GroupAsk<'a> {
    /// A message typed in a chat, maybe a command (`bot`: the bot's username, for
    /// `/cmd@bot`), as [`Front::command`] reads it.
    Typed { text: &'a str, bot: Option<&'a str> },
    /// A button press with the button's (untrusted) data, as [`Front::press`] reads it.
    Pressed { data: &'a str },
    /// The input's chat got this new id (see [`Front::move_chat`]).
    MovedTo { chat: ChatId },
}

/// A group that was not stored: nothing of it may be shown.
#[derive(Debug)]
pub struct GroupFailed {
    /// Why the last attempt failed.
    pub error: HostError,
    /// By place in the group: the input was parked for the process serving its chat in some
    /// attempt ([`Delivery::Parked`]). A parked input is stored at once, whatever becomes of
    /// its group, so its holder answers it: the shell leaves it to that process.
    pub parked: Vec<bool>,
}

impl<S: Store> Front<S> {
    /// Handles `inputs`, which arrived together, as one group commit at `now`: for each input
    /// by its place in the group, its deliveries (`None`: it failed on its own, nothing of it
    /// staged, and is logged and left out), returned only once all of them are durable.
    pub fn handle_group(
        &mut self,
        inputs: &[GroupInput<'_>],
        now: Millis,
    ) -> Result<Vec<Option<Vec<Delivery>>>, GroupFailed>
    where
        S: 'static,
    {
        let mut parked = BTreeSet::new();
        let mut attempt = 0;
        loop {
            match self.try_group(inputs, now, &mut parked) {
                Ok(handled) => return Ok(handled),
                Err(err) if err.unwritten() && attempt < GROUP_RETRIES => {
                    attempt += 1;
                    tracing::info!("a group of {} inputs handled again: {err}", inputs.len());
                }
                Err(error) => {
                    let parked = (0..inputs.len()).map(|at| parked.contains(&at)).collect();
                    return Err(GroupFailed { error, parked });
                }
            }
        }
    }

    /// One attempt at a group: each input's deliveries (`None`: it failed on its own), once
    /// all of them are durable. The places of the inputs parked are added to `parked`.
    fn try_group(
        &mut self,
        inputs: &[GroupInput<'_>],
        now: Millis,
        parked: &mut BTreeSet<usize>,
    ) -> Result<Vec<Option<Vec<Delivery>>>, HostError>
    where
        S: 'static,
    {
        let keys: Vec<&str> = inputs.iter().map(|i| i.key).collect();
        if let Err(err) = self.begin_group(&keys) {
            // The keys are then looked up one by one as each input is staged.
            tracing::warn!("cannot look up the group's {} keys: {err}", keys.len());
        }
        let mut handled = Vec::with_capacity(inputs.len());
        for (at, input) in inputs.iter().enumerate() {
            match self.apply_input(input, now) {
                Ok(deliveries) => {
                    if deliveries.contains(&Delivery::Parked) {
                        parked.insert(at);
                    }
                    handled.push(Some(deliveries));
                }
                Err(err) => {
                    tracing::warn!("{} not handled: {err}", input.key);
                    handled.push(None);
                }
            }
        }
        let number = self.submit_group()?;
        self.wait_group(number)?;
        Ok(handled)
    }

    /// Applies one input inside the open group: its deliveries, to show once it is durable.
    fn apply_input(
        &mut self,
        input: &GroupInput<'_>,
        now: Millis,
    ) -> Result<Vec<Delivery>, HostError> {
        match &input.ask {
            GroupAsk::Typed { text, bot } => self.command(input.key, now, input.from, text, *bot),
            GroupAsk::Pressed { data } => self.press(input.key, now, input.from, data),
            GroupAsk::MovedTo { chat } => self.move_chat(&input.from.chat, chat, now),
        }
    }
}

#[cfg(test)]
mod tests {
    use game::table::{ChatId, UserId};
    use storage::MemoryStore;

    use super::*;

    /// User `user`, in a group of his own.
    fn from(user: u64) -> From {
        From {
            chat: ChatId(format!("tg:-{user}")),
            user: UserId(format!("tg:{user}")),
            name: format!("User {user}"),
            lang: Some("en".into()),
            private: false,
            admin: false,
            handle: None,
            reply: None,
        }
    }

    #[test]
    fn a_group_answers_each_input_in_its_place_and_counts_each_once() {
        let mut front = Front::open(MemoryStore::new(), 7).expect("open");
        let (ani, boris) = (from(1), from(2));
        let typed = |key, from, text| GroupInput {
            key,
            from,
            ask: GroupAsk::Typed { text, bot: None },
        };
        let inputs = [
            typed("t:1", &ani, "/durak"),
            typed("t:2", &boris, "/toto21"),
            GroupInput {
                key: "t:3",
                from: &boris,
                ask: GroupAsk::Pressed {
                    data: "not a button",
                },
            },
        ];
        let handled = front.handle_group(&inputs, 1_000).expect("stored");
        assert_eq!(handled.len(), 3, "one answer per input, in order");
        for opened in &handled[..2] {
            let shows_table = opened
                .as_ref()
                .is_some_and(|d| d.iter().any(|d| matches!(d, Delivery::Table { .. })));
            assert!(shows_table, "{opened:?}");
        }
        assert_eq!(front.live_tables().len(), 2);

        // The same inputs delivered again change nothing.
        let again = front.handle_group(&inputs, 2_000).expect("stored");
        assert_eq!(again.len(), 3);
        assert_eq!(front.live_tables().len(), 2, "each input counted once");
    }
}
