//! A finished game settled: the pot paid to its winners, the stats and the history recorded,
//! the ratings and the league fixture updated.

use crate::ids::{Millis, TableId, UserId};

use super::super::model::{HistoryEntry, Status};
use super::super::notice::Notice;
use super::super::output::{Outcome, Output};
use super::Service;

impl Service {
    /// Pays the pot to the winners (back to the stakers if only computers won), records the
    /// stats and the history.
    pub(super) fn settle(&mut self, id: TableId, now: Millis, out: &mut Outcome) {
        let Some(table) = self.tables.get_mut(&id) else {
            return;
        };
        let winners = table
            .engine
            .as_ref()
            .and_then(|e| e.winners())
            .unwrap_or_default();
        let margin = table.engine.as_ref().and_then(|e| e.margin());
        table.status = Status::Finished {
            winners: winners.clone(),
        };
        table.deadline = None;
        let pot = std::mem::take(&mut table.pot);
        let total: u64 = pot.iter().map(|(_, c)| c).sum();
        let human_winners: Vec<UserId> = winners
            .iter()
            .filter_map(|&s| {
                table
                    .seats
                    .get(s as usize)
                    .and_then(|seat| seat.user.clone())
            })
            .collect();
        let mut payouts: Vec<(UserId, u64)> = Vec::new();
        if human_winners.is_empty() {
            payouts = pot;
        } else {
            let share = total / human_winners.len() as u64;
            let rest = total - share * human_winners.len() as u64;
            for (i, user) in human_winners.iter().enumerate() {
                payouts.push((user.clone(), share + if i == 0 { rest } else { 0 }));
            }
        }
        let humans: Vec<UserId> = table.seats.iter().filter_map(|s| s.user.clone()).collect();
        let chat = table.chat.clone();
        let names = table
            .seats
            .iter()
            .map(|s| s.name.clone())
            .collect::<Vec<_>>();
        let winner_names: Vec<String> = winners
            .iter()
            .filter_map(|&s| names.get(s as usize).cloned())
            .collect();
        let game = table.settings.game;
        out.changes.tables.insert(id);
        for (user, chips) in payouts {
            if let Some(account) = self.users.get_mut(&user) {
                account.balance += chips;
                out.changes.users.insert(user);
            }
        }
        let chat_stats = self.chats.entry(chat.clone()).or_default();
        for user in &humans {
            let won = human_winners.contains(user);
            let entry = chat_stats.stats.entry(user.clone()).or_insert((0, 0));
            entry.0 += 1;
            entry.1 += u32::from(won);
            if let Some(account) = self.users.get_mut(user) {
                account.games += 1;
                account.wins += u32::from(won);
                out.changes.users.insert(user.clone());
            }
        }
        out.changes.chats.insert(chat.clone());
        out.changes.history.push(HistoryEntry {
            table: id,
            chat: chat.clone(),
            game,
            players: names,
            winners: winner_names.clone(),
            pot: total,
            finished_at: now,
        });
        let payout = if human_winners.is_empty() { 0 } else { total };
        out.outputs.push(Output::Chat {
            chat,
            notice: Notice::GameOver {
                table: id,
                winners: winner_names,
                payout,
                margin,
            },
        });
        self.rate_table(id, out);
        self.record_fixture(id, now, out);
    }
}
