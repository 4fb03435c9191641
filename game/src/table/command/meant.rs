//! Which table a command means when it names none, decided on the tables the service holds: a
//! chat policy every front end shares. `/leave` alone leaves the sender's table in that chat
//! (or withdraws his request to join one), `/away`, `/back` and `/settings` are about the
//! table he sits at, `/rematch` about the last one he played that ended, and a typed `/bid`
//! goes to the auction waiting for his call. When there is none, the refusal says why.

use crate::i18n::Msg;
use crate::ids::{ChatId, TableId, UserId};
use crate::table::engine::GameView;
use crate::table::model::{Status, Table};
use crate::table::service::Service;

/// Who typed a command, and where.
#[derive(Clone, Copy, Debug)]
pub struct Asker<'a> {
    pub chat: &'a ChatId,
    pub user: &'a UserId,
    /// In his private chat with the bot (where a `/bid` reaches his auction in any chat).
    pub private: bool,
}

/// What a command that names no table is about, which says the table it means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum About {
    /// The table of the chat he sits at, gathering or playing (`/away`, `/back`,
    /// `/settings`).
    Seat,
    /// His seat, or else the table where he asked to join (`/leave`).
    Leaving,
    /// The last table of the chat he played at that ended (`/rematch`).
    Rematch,
}

/// The table a command means: `named`, else the one it is `about` for `asker`; `Err`: there
/// is none, and the words to refuse it with.
pub fn table_meant(
    service: &Service,
    asker: Asker<'_>,
    named: Option<TableId>,
    about: About,
) -> Result<TableId, Msg<'static>> {
    if let Some(table) = named {
        return Ok(table);
    }
    let meant = match about {
        About::Seat => seated(service, asker, false),
        About::Leaving => seated(service, asker, false).or_else(|| asked_to_join(service, asker)),
        About::Rematch => seated(service, asker, true),
    };
    meant.ok_or_else(|| match about {
        About::Rematch => match seated(service, asker, false) {
            Some(id) if gathering(service, id) => Msg::DenyRematchNotStarted { id },
            Some(id) => Msg::DenyGameStillRunning { id },
            None => Msg::DenyNotAtTable,
        },
        About::Seat | About::Leaving => Msg::DenyNotAtTable,
    })
}

/// The Blot auction in the asker's chat (any chat, typed in private) waiting for his call:
/// its table and turn counter; `Err`: there is none, and the words to refuse a bid with.
pub fn auction_meant(service: &Service, asker: Asker<'_>) -> Result<(TableId, u64), Msg<'static>> {
    service
        .tables
        .values()
        .rev()
        .find_map(|t| {
            let here = asker.private || t.chat == *asker.chat;
            let engine = t.engine.as_ref()?;
            let seat = t.seat_of(asker.user)?;
            let auction =
                matches!(engine.view(Some(seat)), GameView::Blot(ref b) if b.phase == "auction");
            (here && t.status == Status::Playing && engine.to_act() == Some(seat) && auction)
                .then_some((t.id, t.turn))
        })
        .ok_or(Msg::DenyNoAuction)
}

/// The table of the asker's chat he sits at: gathering or playing, or (`finished`) the last
/// one that ended.
fn seated(service: &Service, asker: Asker<'_>, finished: bool) -> Option<TableId> {
    in_chat(service, asker.chat)
        .filter(|t| t.seat_of(asker.user).is_some())
        .find(|t| match t.status {
            Status::Gathering | Status::Playing => !finished,
            Status::Finished { .. } => finished,
            Status::Cancelled => false,
        })
        .map(|t| t.id)
}

/// The table in the asker's chat where he asked to join and waits for its creator's answer
/// (a `/leave` there withdraws the request).
fn asked_to_join(service: &Service, asker: Asker<'_>) -> Option<TableId> {
    in_chat(service, asker.chat)
        .filter(|t| t.status == Status::Gathering)
        .find(|t| t.waiting.iter().any(|(user, _)| user == asker.user))
        .map(|t| t.id)
}

/// The tables of the asker's chat, the newest first.
fn in_chat<'s>(service: &'s Service, chat: &'s ChatId) -> impl Iterator<Item = &'s Table> {
    service
        .tables
        .values()
        .rev()
        .filter(move |t| t.chat == *chat)
}

/// True when table `id` is still gathering its players.
fn gathering(service: &Service, id: TableId) -> bool {
    service
        .tables
        .get(&id)
        .is_some_and(|t| t.status == Status::Gathering)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::{Action, GameKind, Input, Settings};

    const GROUP: &str = "tg:-100";

    fn user(n: u32) -> UserId {
        UserId(format!("tg:{n}"))
    }

    /// User `n` does `action` in `chat`.
    fn send(service: &mut Service, chat: &str, n: u32, action: Action) {
        service.handle(Input {
            now: 1_700_000_000_000,
            chat: ChatId(chat.into()),
            user: user(n),
            name: format!("P{n}"),
            locale: None,
            action,
        });
    }

    /// A service where user 1 opened table 1 in [`GROUP`], its joiners approved by him, and
    /// user 2 asked to join it.
    fn gathering_with_a_request() -> Service {
        let mut service = Service::new(42);
        let settings = Settings {
            approve_joiners: true,
            ..Settings::new(GameKind::Durak)
        };
        send(&mut service, GROUP, 1, Action::Open { settings });
        send(
            &mut service,
            GROUP,
            2,
            Action::Join {
                table: 1,
                seat: None,
            },
        );
        service
    }

    /// The table user `n` means in `chat` (not his private chat with the bot).
    fn meant(
        service: &Service,
        chat: &str,
        n: u32,
        named: Option<TableId>,
        about: About,
    ) -> Result<TableId, Msg<'static>> {
        let (chat, user) = (ChatId(chat.into()), user(n));
        let asker = Asker {
            chat: &chat,
            user: &user,
            private: false,
        };
        table_meant(service, asker, named, about)
    }

    #[test]
    fn a_table_named_is_the_one_meant_whatever_the_asker_sits_at() {
        let service = Service::new(42);
        assert_eq!(meant(&service, GROUP, 9, Some(7), About::Seat), Ok(7));
    }

    #[test]
    fn a_command_naming_no_table_means_the_askers_own_in_his_chat() {
        let service = gathering_with_a_request();
        assert_eq!(meant(&service, GROUP, 1, None, About::Seat), Ok(1));
        assert_eq!(meant(&service, GROUP, 1, None, About::Leaving), Ok(1));
        assert_eq!(
            meant(&service, "tg:-200", 1, None, About::Seat),
            Err(Msg::DenyNotAtTable),
            "another chat's table is not meant"
        );
    }

    #[test]
    fn leave_alone_withdraws_a_request_to_join_but_other_commands_refuse() {
        let service = gathering_with_a_request();
        assert_eq!(meant(&service, GROUP, 2, None, About::Leaving), Ok(1));
        assert_eq!(
            meant(&service, GROUP, 2, None, About::Seat),
            Err(Msg::DenyNotAtTable)
        );
        assert_eq!(
            meant(&service, GROUP, 3, None, About::Leaving),
            Err(Msg::DenyNotAtTable)
        );
    }

    #[test]
    fn a_rematch_of_a_table_not_ended_says_why_it_cannot_be() {
        let service = gathering_with_a_request();
        assert_eq!(
            meant(&service, GROUP, 1, None, About::Rematch),
            Err(Msg::DenyRematchNotStarted { id: 1 })
        );
        assert_eq!(
            meant(&service, GROUP, 3, None, About::Rematch),
            Err(Msg::DenyNotAtTable)
        );
    }

    #[test]
    fn a_bid_with_no_auction_waiting_is_refused() {
        let service = gathering_with_a_request();
        let (chat, user) = (ChatId(GROUP.into()), user(1));
        let asker = Asker {
            chat: &chat,
            user: &user,
            private: true,
        };
        assert_eq!(auction_meant(&service, asker), Err(Msg::DenyNoAuction));
    }
}
