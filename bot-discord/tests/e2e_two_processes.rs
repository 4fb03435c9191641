//! End to end with two bot processes on one PostgreSQL database, each running one shard of
//! two (`SHARDS`, `SHARD_TOTAL=2`), as issue 16 asks: a Durak match of one point is played in
//! the guild of the first process's shard; mid-game that process is SIGKILLed, and a
//! replacement is started on the same shard and database at once, as an orchestrator
//! (Kubernetes restarting the pod) would, while the killed process's lease on the channel is
//! still live (LEASE_SECONDS=4). The move pressed then is parked by the replacement and
//! handled once the lease lapses and the replacement takes the channel over from its move log;
//! the match goes on to its end. Checked: every move pressed stored once, the chips conserved
//! (and the balance the same from the other shard's process), one table message edited in
//! place, the leases released at SIGTERM, no rule of Discord's broken. The takeover time is
//! printed.

mod common;
mod fake;

use std::collections::HashMap;
use std::time::{Duration, Instant};

use game::table::model::MoveBy;
use game::table::{Service, Status, UserId};
use serde_json::json;
use storage::pg_server::TestServer;

use common::{Bot, other_guild, stop, table_in};
use fake::{Fake, Msg, Person};

const ANNA: Person = Person {
    id: 320_000_000_000_000_001,
    name: "Anna",
};
const BORIS: Person = Person {
    id: 320_000_000_000_000_002,
    name: "Boris",
};
/// The chats' lease, in seconds: a killed holder's chats wait this long at most. Long enough
/// that the replacement is up while the killed process's lease still holds the channel.
const LEASE_SECONDS: &str = "4";
/// Moves pressed before the kill.
const MOVES_BEFORE_KILL: usize = 6;

fn uid(p: Person) -> UserId {
    UserId(format!("dc:{}", p.id))
}

/// The bot's store, opened as the bot opens it (off the async runtime: the PostgreSQL client
/// blocks).
async fn with_store<T: Send + 'static>(
    url: &str,
    f: impl FnOnce(&storage::AnyStore) -> T + Send + 'static,
) -> T {
    let url = url.to_string();
    tokio::task::spawn_blocking(move || {
        let dir = tempfile::tempdir().unwrap();
        let store = storage::open_configured(Some(&url), dir.path()).expect("open the store");
        f(&store)
    })
    .await
    .unwrap()
}

/// The process id holding the lease of `channel`, if a process does.
async fn lease_holder(url: &str, channel: u64) -> Option<u32> {
    with_store(url, move |store| {
        let lease = storage::Store::lease(store, &format!("dc:{channel}")).expect("the lease")?;
        // The holder is `<host>:<process id>:<start>` (`host::durable::process_id`).
        lease.holder.split(':').nth(1)?.parse().ok()
    })
    .await
}

/// The service as stored, each finished game with its moves (the bots must be stopped).
async fn stored(url: &str) -> Service {
    with_store(url, |store| {
        let mut service = host::codec::load(store, 0).expect("load the store");
        for table in service.tables.values_mut() {
            if matches!(table.status, Status::Finished { .. }) {
                table.moves = host::codec::archived_moves(store, table.id)
                    .expect("read the history")
                    .unwrap_or_default();
            }
        }
        service
    })
    .await
}

/// The enabled move buttons of a hand (their custom ids).
fn legal_moves(hand: &Msg) -> Vec<String> {
    hand.buttons()
        .into_iter()
        .filter(|(_, id, disabled)| id.starts_with("m:") && !disabled)
        .map(|(_, id, _)| id)
        .collect()
}

/// The players, pressing as people do: each at most one button every [`PRESS_GAP`] (the bot
/// drops a user's presses past 12 in a burst and one every 500 ms after it).
struct Players {
    people: Vec<Person>,
    last_press: HashMap<u64, Instant>,
    rng: u64,
}

/// The least time between two presses of one player.
const PRESS_GAP: Duration = Duration::from_millis(550);

impl Players {
    fn new(people: &[Person], seed: u64) -> Players {
        Players {
            people: people.to_vec(),
            last_press: HashMap::new(),
            rng: seed,
        }
    }

    /// Waits until `player` may press again ([`PRESS_GAP`] after his previous press), which
    /// counts as his press.
    async fn pace(&mut self, player: Person) {
        if let Some(last) = self.last_press.get(&player.id) {
            tokio::time::sleep((*last + PRESS_GAP).saturating_duration_since(Instant::now())).await;
        }
        self.last_press.insert(player.id, Instant::now());
    }
}

/// A player with a move to make now: his hand (asked with "Show my hand" on the table
/// message; the player the table names to play or bid asked first) and its legal moves; None once
/// the game is over.
async fn next_mover(fake: &Fake, table: u64, players: &mut Players) -> Option<(Person, Msg)> {
    let deadline = Instant::now() + Duration::from_secs(120);
    loop {
        let shown = fake.message(table).content;
        let mut order = players.people.clone();
        order.sort_by_key(|p| {
            !["to play", "to bid"]
                .iter()
                .any(|turn| shown.contains(&format!("{} {turn}", p.name)))
        });
        for p in order {
            players.pace(p).await;
            let show = fake
                .message(table)
                .buttons()
                .into_iter()
                .find(|(label, _, _)| label == "Show my hand")?
                .1;
            let asked = fake.press(p, table, &show);
            // His hand, unless the move before ended the match (its table message edited
            // after the move was answered): then nothing but the press's acknowledgement.
            let over = |st: &fake::State| st.messages[&table].button("Rematch").is_some();
            fake.wait_for("his hand, or the end of the match", |st| {
                st.answer(asked).is_some()
                    || (st.interactions[&asked].answered.is_some() && over(st))
            })
            .await;
            let hand = fake.state.lock().unwrap().answer(asked).cloned()?;
            if !legal_moves(&hand).is_empty() {
                return Some((p, hand));
            }
        }
        assert!(
            Instant::now() < deadline,
            "nobody has a move; table: {}",
            fake.message(table).content
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

/// Presses one of the hand's legal moves (a seeded choice) and waits until it is answered:
/// committed, or parked for the channel's holder. False if the hand had none left by the
/// time the player may press.
async fn press_move(fake: &Fake, players: &mut Players, player: Person, hand: &Msg) -> bool {
    players.pace(player).await;
    let hand = fake.message(hand.id);
    let legal = legal_moves(&hand);
    if legal.is_empty() {
        return false;
    }
    players.rng = players
        .rng
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    let id = &legal[((players.rng >> 33) % legal.len() as u64) as usize];
    let pressed = fake.press(player, hand.id, id);
    fake.wait_for("the move answered", |st| {
        st.interactions[&pressed].answered.is_some()
    })
    .await;
    true
}

/// Plays (each move from a hand asked after the one before was committed, so each is legal
/// when pressed) until `limit` moves or the end of the game. Returns the moves pressed.
async fn play(fake: &Fake, table: u64, players: &mut Players, limit: usize) -> usize {
    let mut moves = 0;
    while moves < limit {
        let Some((player, hand)) = next_mover(fake, table, players).await else {
            break;
        };
        if press_move(fake, players, player, &hand).await {
            moves += 1;
        }
    }
    moves
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_durak_match_goes_on_after_the_process_of_its_shard_is_killed_and_replaced() {
    let url = tokio::task::spawn_blocking(|| TestServer::shared().database())
        .await
        .unwrap();
    let fake = Fake::start().await;
    // The whole match at the default channel bucket (5 writes in 5 s) takes minutes; the
    // pacing itself is tested elsewhere.
    fake.set_channel_limit(50, Duration::from_secs(5));
    let (_, other_channel) = other_guild(&fake);
    let home = fake::shard_of(Some(fake::GUILD_ID), 2);
    let dirs: Vec<tempfile::TempDir> = (0..3).map(|_| tempfile::tempdir().unwrap()).collect();
    let spawn = |shard: u64, dir: &tempfile::TempDir| {
        let shard = shard.to_string();
        let env = [
            ("SHARDS", shard.as_str()),
            ("SHARD_TOTAL", "2"),
            ("DATABASE_URL", url.as_str()),
            ("LEASE_SECONDS", LEASE_SECONDS),
            tests::deals::GAME_DEALS,
        ];
        Bot::spawn_with(&fake, dir.path(), &env)
    };
    let mut holder = spawn(home, &dirs[0]);
    let other = spawn(1 - home, &dirs[1]);
    fake.wait_for("both shards identified", |st| st.identified >= 2)
        .await;
    fake.wait_for("both connected", |st| st.connected()).await;

    // A Durak match of one point between Anna and Boris, in the guild of shard `home`.
    let points = json!([{"name": "points", "type": 4, "value": 1}]);
    let opened = fake.slash_in_channel(ANNA, fake::CHANNEL_ID, "durak", points);
    fake.settle(opened).await;
    let table = table_in(&fake, fake::CHANNEL_ID).await.id;
    let join = common::press_only(&fake, BORIS, table, "Join");
    fake.settle(join).await;
    // The table message shows the game once its edit is made, which may follow the press's
    // answer (on a busy machine, by seconds).
    fake.wait_for("the game on the table message", |st| {
        st.messages[&table].button("Show my hand").is_some()
    })
    .await;
    let mut players = Players::new(&[ANNA, BORIS], 16);
    let before = play(&fake, table, &mut players, MOVES_BEFORE_KILL).await;
    assert_eq!(before, MOVES_BEFORE_KILL, "the match ended before the kill");
    let held_by = lease_holder(&url, fake::CHANNEL_ID).await;
    assert_eq!(
        held_by,
        Some(holder.0.id()),
        "the process of the guild's shard holds its channel"
    );
    // The player to move has his hand, with its moves, from the process about to die.
    let (mover, hand) = next_mover(&fake, table, &mut players)
        .await
        .expect("the match goes on");
    fake.quiet().await;
    let shown_before = fake.message(table).content;

    // SIGKILL; the orchestrator starts a replacement on the same shard at once.
    holder.0.kill().expect("SIGKILL");
    let killed = holder.0.id();
    let killed_at = Instant::now();
    let _ = holder.0.wait();
    fake.wait_for("the killed process's connection gone", |st| {
        st.connected_sessions((home, 2)) == 0
    })
    .await;
    let identified = fake.state.lock().unwrap().identified;
    let replacement = spawn(home, &dirs[2]);
    fake.wait_for("the replacement identified", |st| {
        st.identified > identified
    })
    .await;
    fake.wait_for("the replacement connected", |st| {
        st.connected_sessions((home, 2)) == 1
    })
    .await;
    let replaced_after = killed_at.elapsed();

    // The move pressed now reaches the replacement.
    assert!(
        press_move(&fake, &mut players, mover, &hand).await,
        "{} has a move",
        mover.name
    );
    let parked = lease_holder(&url, fake::CHANNEL_ID).await == Some(killed);
    // (The replacement redraws the table at its start, as it was: the move changes it.)
    fake.wait_for("the move shown on the table", |st| {
        st.messages[&table].content != shown_before
    })
    .await;
    let takeover = killed_at.elapsed();
    println!(
        "takeover: replacement connected {} ms after the kill; the move pressed then shown {} ms \
         after the kill ({}; LEASE_SECONDS={LEASE_SECONDS})",
        replaced_after.as_millis(),
        takeover.as_millis(),
        if parked {
            "pressed while the killed process's lease held the channel: parked, then taken over"
        } else {
            "pressed after the killed process's lease had lapsed: taken over at once"
        }
    );
    assert_eq!(
        lease_holder(&url, fake::CHANNEL_ID).await,
        Some(replacement.0.id()),
        "the replacement holds the channel"
    );

    // The match goes on to its end.
    let after = play(&fake, table, &mut players, usize::MAX).await;
    let end = fake.message(table);
    assert!(
        end.button("Rematch").is_some(),
        "the match is over: {}",
        end.content
    );
    fake.quiet().await;

    // Anna's balance, asked in the other shard's guild, is the one the match left.
    let asked = fake.slash_in_channel(ANNA, other_channel, "balance", json!([]));
    fake.settle(asked).await;
    let answer = fake
        .messages()
        .into_iter()
        .rev()
        .find(|m| m.id > asked && m.ephemeral && m.viewer == Some(ANNA.id))
        .expect("Anna's balance");
    let shown_balance: u64 = answer
        .content
        .split_whitespace()
        .find_map(|w| w.parse().ok())
        .unwrap_or_else(|| panic!("no number in {:?}", answer.content));

    // Both stop cleanly (their leases released); the store tells the match.
    stop(replacement).await;
    stop(other).await;
    assert_eq!(
        lease_holder(&url, fake::CHANNEL_ID).await,
        None,
        "released at shutdown"
    );
    let stored = stored(&url).await;
    let record = stored
        .tables
        .values()
        .find(|t| t.chat.0 == format!("dc:{}", fake::CHANNEL_ID))
        .expect("the match");
    let Status::Finished { winners } = &record.status else {
        panic!("not finished: {:?}", record.status)
    };
    // Every move pressed was taken once: none lost (the parked one included), none twice.
    let by_players = record
        .moves
        .iter()
        .filter(|m| m.by == MoveBy::Player)
        .count();
    assert_eq!(
        by_players,
        before + 1 + after,
        "moves pressed and moves stored"
    );
    assert_eq!(
        stored.chips_in_play(),
        stored.meta.granted,
        "chips conserved"
    );
    let balance = |p: Person| stored.users[&uid(p)].balance;
    assert_eq!(
        balance(ANNA),
        shown_balance,
        "one balance whichever process"
    );
    let seat = |p: Person| record.seat_of(&uid(p)).expect("seated");
    let stake = record.settings.stake;
    match winners.as_slice() {
        [w] if *w == seat(ANNA) => assert!(balance(ANNA) > balance(BORIS) || stake == 0),
        [w] if *w == seat(BORIS) => assert!(balance(BORIS) > balance(ANNA) || stake == 0),
        _ => assert_eq!(balance(ANNA), balance(BORIS)),
    }
    // The channel saw one table message, edited in place from the first move to the last.
    let table_messages: Vec<u64> = fake
        .messages()
        .into_iter()
        .filter(|m| m.channel_id == fake::CHANNEL_ID && !m.ephemeral && m.content.starts_with('#'))
        .map(|m| m.id)
        .collect();
    assert_eq!(table_messages, vec![table]);
    // The replacement identified the killed process's shard; the other process kept its own.
    let shards = fake.identified_shards();
    assert_eq!(shards[&(home, 2)], 2, "{shards:?}");
    assert_eq!(shards[&(1 - home, 2)], 1, "{shards:?}");
    fake.assert_clean();
}

/// The words an interaction's answer shows, once it has any.
async fn answer_text(fake: &Fake, interaction: u64) -> String {
    fake.wait_for("the interaction's answer", |st| {
        st.answer(interaction)
            .is_some_and(|m| !m.content.is_empty())
    })
    .await;
    let st = fake.state.lock().unwrap();
    st.answer(interaction)
        .map(|m| m.content.clone())
        .unwrap_or_default()
}

/// Interactions that reach a process while another still holds their channel are parked for
/// the holder; when the holder is a killed process and this one takes the channel over, it
/// answers them through their tokens: the refused press gets its ephemeral refusal, and the
/// slash command's "thinking…" becomes its answer instead of vanishing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn interactions_parked_while_a_killed_process_held_the_channel_get_their_answers() {
    let url = tokio::task::spawn_blocking(|| TestServer::shared().database())
        .await
        .unwrap();
    let fake = Fake::start().await;
    let dirs: Vec<tempfile::TempDir> = (0..2).map(|_| tempfile::tempdir().unwrap()).collect();
    let spawn = |dir: &tempfile::TempDir| {
        // Long enough that the replacement starts and both interactions come before the
        // killed process's lease lapses, even on a busy machine (6 s was not).
        let env = [("DATABASE_URL", url.as_str()), ("LEASE_SECONDS", "15")];
        Bot::spawn_with(&fake, dir.path(), &env)
    };
    let mut first = spawn(&dirs[0]);
    fake.wait_for("connected", |st| st.connected()).await;
    let opened = fake.slash_in_channel(ANNA, fake::CHANNEL_ID, "durak", json!([]));
    fake.settle(opened).await;
    let table = table_in(&fake, fake::CHANNEL_ID).await.id;

    first.0.kill().expect("SIGKILL");
    let killed = first.0.id();
    let _ = first.0.wait();
    fake.wait_for("the killed process's connection gone", |st| !st.connected())
        .await;
    let replacement = spawn(&dirs[1]);
    fake.wait_for("the replacement connected", |st| st.connected())
        .await;

    // Anna, seated already, presses Join, and asks for a second table.
    let pressed = common::press_only(&fake, ANNA, table, "Join");
    let asked = fake.slash_in_channel(ANNA, fake::CHANNEL_ID, "durak", json!([]));
    fake.settle(pressed).await;
    fake.settle(asked).await;
    assert_eq!(
        lease_holder(&url, fake::CHANNEL_ID).await,
        Some(killed),
        "both came while the killed process still held the channel"
    );
    assert_eq!(
        answer_text(&fake, pressed).await,
        "You are already at this table."
    );
    let refusal = answer_text(&fake, asked).await;
    assert!(
        refusal.starts_with("You already have table #"),
        "the command's answer: {refusal:?}"
    );
    assert_eq!(
        lease_holder(&url, fake::CHANNEL_ID).await,
        Some(replacement.0.id()),
        "the replacement took the channel over"
    );
    stop(replacement).await;
    fake.assert_clean();
}
