//! What the service says, worded: its outputs turned into deliveries in each reader's
//! language — the table's message and the hands that changed, a league's standings, a deal's
//! breakdown, the notices worth a message of their own.

use game::i18n::{Lang, Msg, text};
use game::table::screen::{self, Button, Screen, Tap};
use game::table::{
    GameView, Millis, Notice, Output, Press, Status, TableId, UserId, notice_rows, notice_text,
};
use storage::Store;

use super::Front;
use super::delivery::{Delivery, From, Place, Probe};
use super::export;

impl<S: Store> Front<S> {
    /// The table's message as its chat sees it now: with the web table set
    /// ([`Front::set_web_table`]), a playing table's message ends with its "Open table" link.
    pub fn table_screen(&self, table: TableId, now: Millis) -> Option<Screen> {
        let service = self.durable.service();
        let record = service.tables.get(&table)?;
        let lang = service.lang_for(None, Some(&record.chat));
        let mut screen = screen::table_screen(service, table, lang, now)?;
        if let Some(web) = self
            .web
            .as_ref()
            .filter(|_| record.status == Status::Playing)
        {
            let label = text(lang, &Msg::BtnOpenTable);
            screen.rows.push(vec![web.group_button(label, table)]);
        }
        Some(screen)
    }

    /// The table message's "Show my hand" button (none if it has none), for the turn mention.
    fn show_hand_button(&self, table: TableId, now: Millis) -> Vec<Button> {
        self.table_screen(table, now)
            .into_iter()
            .flat_map(|s| s.rows.into_iter().flatten())
            .filter(|b| {
                matches!(&b.tap, Tap::Press(data)
                    if matches!(Press::decode(data), Some(Press::ShowHand { .. })))
            })
            .take(1)
            .collect()
    }

    /// A player's hand as he sees it now, with the hint he asked for at this turn.
    pub fn hand_screen(&self, table: TableId, user: &UserId, now: Millis) -> Option<Screen> {
        self.hand_page(table, user, now, None)
    }

    /// This user's hands at these tables, shown anew (a shell held them back until it could
    /// reach him: Telegram, until he wrote to the bot), in the order of `tables`; none where
    /// he no longer plays.
    pub fn hands_of(&self, user: &UserId, tables: &[TableId], now: Millis) -> Vec<Delivery> {
        tables
            .iter()
            .filter_map(|&table| {
                let screen = self.hand_screen(table, user, now)?;
                Some(Delivery::Hand {
                    user: user.clone(),
                    table,
                    screen,
                    asked: true,
                })
            })
            .collect()
    }

    /// [`Front::hand_screen`] with the page of his moves from `from` on (an auction's
    /// "Higher…", a big Durak hand's "More moves ▸"): every hand a player sees, pushed or
    /// asked for, is drawn here.
    pub(super) fn hand_page(
        &self,
        table: TableId,
        user: &UserId,
        now: Millis,
        from: Option<u16>,
    ) -> Option<Screen> {
        let service = self.durable.service();
        let lang = self.hand_lang(table, user);
        let mut screen = screen::hand_screen_page(service, table, user, lang, now, from)?;
        if let Some(line) = self.hint_line(table, user, lang) {
            screen.text.push('\n');
            screen.text.push_str(&line);
        }
        let playing = service
            .tables
            .get(&table)
            .is_some_and(|t| t.status == Status::Playing);
        if let Some(web) = self.web.as_ref().filter(|_| playing) {
            let label = text(lang, &Msg::BtnOpenTable);
            screen.rows.push(vec![web.private_button(label, table)]);
        }
        Some(screen)
    }

    /// Says whether `user` follows `table` on the web page now (the web server knows: a
    /// page of his is open on it). While he does, his hand is not written to his chat; once
    /// he stops, what the chat missed comes: the table's message and his hand as they are
    /// now, brought down with word of his turn if it is his.
    pub fn set_follows_on_web(
        &mut self,
        table: TableId,
        user: &UserId,
        follows: bool,
        now: Millis,
    ) -> Vec<Delivery> {
        if !self.followers.set(table, user, follows) || follows {
            return Vec::new();
        }
        let mut outputs = vec![Output::Table { table }];
        if self.mover(table).as_ref() == Some(user) {
            outputs.push(Output::YourTurn {
                table,
                user: user.clone(),
            });
        }
        self.deliveries(outputs, now, None)
    }

    /// The tables whose views changed since the last call (with the web table set: see
    /// [`Front::set_web_table`]), for the web server to push their viewers' new views — also
    /// those whose change the chat was not shown.
    pub fn take_changed_tables(&mut self) -> std::collections::BTreeSet<TableId> {
        self.followers.take_changed()
    }

    /// True while `user` follows `table` on the web page ([`Front::set_follows_on_web`]).
    pub fn follows_on_web(&self, table: TableId, user: &UserId) -> bool {
        self.followers.follows(table, user)
    }

    /// The person whose own move a playing table awaits (none while a computer moves).
    pub(super) fn mover(&self, table: TableId) -> Option<UserId> {
        let t = self.durable.service().tables.get(&table)?;
        let seat = t.engine.as_ref()?.to_act()?;
        let seat = t.seats.get(usize::from(seat))?;
        (t.status == Status::Playing && !seat.played_by_computer())
            .then(|| seat.user.clone())
            .flatten()
    }

    /// True when this hand is to be written to its player's chat: it changed since last
    /// delivered there, and he does not follow the table on the web page (the page shows it).
    pub(super) fn hand_changed(&mut self, table: TableId, user: &UserId, screen: &Screen) -> bool {
        let place = Place::Hand {
            user: user.clone(),
            table,
        };
        !self.followers.follows(table, user) && self.screens.changed(&place, screen)
    }

    /// True when the table's message is to be edited to `screen`: it changed, and, while
    /// every seated person follows the game on the web page, the story reached a new beat
    /// (a trick taken, a deal scored: [`screen::story_beat`]) — the chat still tells the
    /// story, without an edit at every card.
    fn table_changed(&mut self, place: &Place, screen: &Screen, people: &[UserId]) -> bool {
        let Place::Table { table, .. } = *place else {
            return self.screens.changed(place, screen);
        };
        let service = self.durable.service();
        let beat = service
            .view(table, None)
            .and_then(|v| screen::story_beat(&v));
        let playing = service
            .tables
            .get(&table)
            .is_some_and(|t| t.status == Status::Playing);
        if playing
            && self.followers.all_follow(table, people.iter())
            && !self.followers.new_beat(table, beat.as_ref())
        {
            return false;
        }
        if !self.screens.changed(place, screen) {
            return false;
        }
        self.followers.shown(table, beat);
        true
    }

    /// The sender's hand at a table, asked for (a deep link, "Show my hand"); `None` unless he
    /// plays there.
    pub(super) fn own_hand(
        &mut self,
        from: &From,
        table: TableId,
        now: Millis,
    ) -> Option<Delivery> {
        let screen = self.hand_screen(table, &from.user, now)?;
        let place = Place::Hand {
            user: from.user.clone(),
            table,
        };
        self.screens.record(place, screen.clone());
        Some(Delivery::Hand {
            user: from.user.clone(),
            table,
            screen,
            asked: true,
        })
    }

    /// The deliveries of a change's outputs; `from`: who sent its input, and where (`None` for
    /// the clocks and the computers).
    pub(super) fn deliveries(
        &mut self,
        outputs: Vec<Output>,
        now: Millis,
        from: Option<&From>,
    ) -> Vec<Delivery> {
        let mut deliveries = Vec::new();
        for output in outputs {
            if let (Output::Table { table } | Output::YourTurn { table, .. }, Some(_)) =
                (&output, &self.web)
            {
                self.followers.changed(*table);
            }
            match output {
                Output::Private { user, notice } => {
                    // A language just chosen is confirmed in that language; the sender's
                    // refusals are in the language of his other answers.
                    let lang = match &notice {
                        Notice::LanguageSet { lang } => Lang::from_code(lang),
                        _ => None,
                    }
                    .unwrap_or_else(|| match from {
                        Some(from) if from.user == user => self.lang(from),
                        _ => self.user_lang(&user, from.map(|from| &from.chat)),
                    });
                    deliveries.push(Delivery::Alert {
                        user,
                        text: notice_text(lang, &notice),
                        owed: None,
                    });
                }
                Output::Chat { chat, notice } => {
                    if !worth_a_message(&notice) {
                        continue;
                    }
                    let lang = self.durable.service().lang_for(None, Some(&chat));
                    let rows = notice_rows(lang, &notice);
                    let words = match &notice {
                        Notice::DealScored { table, .. } => {
                            let details = self.deal_breakdown(*table, lang);
                            game::table::deal_scored_text(lang, &notice, &details)
                        }
                        _ => notice_text(lang, &notice),
                    };
                    deliveries.push(Delivery::Say {
                        chat,
                        text: words,
                        rows,
                        owed: None,
                    });
                }
                Output::Table { table } => self.table_deliveries(table, now, &mut deliveries),
                Output::Standings { league } => self.standings_delivery(league, &mut deliveries),
                // Asked of the worker pool once committed (`ask_computers`), never shown.
                Output::ComputerTurn(_) => {}
                Output::Export { user, chat, export } => {
                    let (service, store) = (self.durable.service(), self.durable.store());
                    let asked = export::Asked { user, chat, now };
                    deliveries.extend(self.exports.answer(service, store, asked, &export));
                }
                // The page tells a follower his turn (and the chat must not ring).
                Output::YourTurn { table, user } if self.followers.follows(table, &user) => {}
                Output::YourTurn { table, user } => {
                    let service = self.durable.service();
                    let Some(chat) = service.tables.get(&table).map(|t| t.chat.clone()) else {
                        continue;
                    };
                    let lang = self.user_lang(&user, Some(&chat));
                    deliveries.push(Delivery::YourTurn {
                        text: text(lang, &Msg::YourTurn { id: table }),
                        hand: self.hand_screen(table, &user, now),
                        show_hand: self.show_hand_button(table, now),
                        user,
                        chat,
                        table,
                    });
                }
            }
        }
        deliveries
    }

    /// The table's message and the hands of its seated players, those that changed.
    pub(super) fn table_deliveries(
        &mut self,
        table: TableId,
        now: Millis,
        out: &mut Vec<Delivery>,
    ) {
        let service = self.durable.service();
        let Some(record) = service.tables.get(&table) else {
            return;
        };
        let chat = record.chat.clone();
        let gathering = record.status == Status::Gathering;
        let playing = record.status == Status::Playing;
        let players: Vec<UserId> = record.seats.iter().filter_map(|s| s.user.clone()).collect();
        let mut fresh = Vec::new();
        if let Some(screen) = self.table_screen(table, now) {
            fresh.push((
                Place::Table {
                    chat: chat.clone(),
                    table,
                },
                screen,
            ));
        }
        for user in &players {
            if let Some(screen) = self.hand_screen(table, user, now) {
                let user = user.clone();
                fresh.push((Place::Hand { user, table }, screen));
            }
        }
        for (place, screen) in fresh {
            let changed = match &place {
                Place::Hand { user, table } => self.hand_changed(*table, user, &screen),
                _ => self.table_changed(&place, &screen, &players),
            };
            if !changed {
                continue;
            }
            let delivery = match place {
                Place::Table { chat, table } => Delivery::Table {
                    chat,
                    table,
                    screen,
                    probes: if gathering {
                        self.probes(table, &players)
                    } else {
                        Vec::new()
                    },
                    playing,
                },
                Place::Hand { user, table } => Delivery::Hand {
                    user,
                    table,
                    screen,
                    asked: false,
                },
                Place::Mention { .. } => continue,
            };
            out.push(delivery);
        }
    }

    /// A probe for each of these players of a gathering table: word that his hand comes
    /// privately once the game starts, in his language.
    fn probes(&self, table: TableId, players: &[UserId]) -> Vec<Probe> {
        let service = self.durable.service();
        let probe = |user: &UserId| Probe {
            user: user.clone(),
            text: text(
                service.lang_for(Some(user), None),
                &Msg::HandComing { id: table },
            ),
        };
        players.iter().map(probe).collect()
    }

    /// Word in a table's chat that this player could not be written to privately (he never
    /// started the bot, or blocked it), with the button opening his private chat with the bot
    /// at the table (the link set by [`Front::set_deep_link`]); none if the table is gone.
    pub fn unreached(&self, user: &UserId, table: TableId) -> Vec<Delivery> {
        let service = self.durable.service();
        let Some(record) = service.tables.get(&table) else {
            return Vec::new();
        };
        // Unknown to the service: named by his platform's number.
        let number = || user.0.rsplit(':').next().unwrap_or(&user.0).to_string();
        let name = service
            .users
            .get(user)
            .map_or_else(number, |u| u.name.clone());
        let lang = service.lang_for(None, Some(&record.chat));
        let link = format!("{}{table}", self.deep_link);
        let button = Button::link(text(lang, &Msg::BtnGetCards), link);
        vec![Delivery::Say {
            chat: record.chat.clone(),
            text: text(lang, &Msg::OpenPrivateChat { user: &name }),
            rows: vec![vec![button]],
            owed: None,
        }]
    }

    /// A league's standings message, kept in place in its chat like a table's message (its
    /// slot is the league's board number), when it changed.
    pub(super) fn standings_delivery(
        &mut self,
        league: game::league::LeagueId,
        out: &mut Vec<Delivery>,
    ) {
        let service = self.durable.service();
        let (Some(record), Some(board)) =
            (service.leagues.get(&league), service.standings_of(league))
        else {
            return;
        };
        let (chat, table) = (record.chat.clone(), record.board);
        let lang = service.lang_for(None, Some(&chat));
        let screen = screen::league::standings_screen(lang, &board);
        let place = Place::Table {
            chat: chat.clone(),
            table,
        };
        if !self.screens.changed(&place, &screen) {
            return;
        }
        out.push(Delivery::Table {
            chat,
            table,
            screen,
            probes: Vec::new(),
            playing: false,
        });
    }

    /// Each team's points of the deal just scored and the parts they add up from.
    pub(super) fn deal_breakdown(&self, table: TableId, lang: Lang) -> Vec<String> {
        let service = self.durable.service();
        let Some(view) = service.view(table, None) else {
            return Vec::new();
        };
        let Some(GameView::Blot(blot)) = &view.game else {
            return Vec::new();
        };
        let Some(deal) = &blot.last_deal else {
            return Vec::new();
        };
        game::table::deal_summary_lines(lang, &view, deal)
    }
}

/// Notices that deserve their own message in the chat; the rest (a table opened, a player
/// joined or left) show in the table's message, which is edited in place.
pub(super) fn worth_a_message(notice: &Notice) -> bool {
    !matches!(
        notice,
        Notice::Opened { .. }
            | Notice::Joined { .. }
            | Notice::Left { .. }
            | Notice::JoinRequested { .. }
    )
}
