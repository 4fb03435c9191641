//! End to end: the real `bot-discord` binary against the fake Discord of `fake/`.

mod common;
mod fake;

use common::{
    Bot, PressPace, bot_command, other_guild, press_only, press_private, press_private_if_offered,
    stop, table_in,
};
use fake::{Fake, Msg, Person};
use serde_json::json;
use tests::deals::GAME_DEALS;

#[test]
fn a_missing_token_is_a_clear_error() {
    let dir = tempfile::tempdir().unwrap();
    let out = bot_command(None, dir.path()).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("DISCORD_TOKEN is not set"), "{err}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rejected_token_is_a_clear_error() {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().unwrap();
    let mut cmd = bot_command(Some(&fake), dir.path());
    cmd.env("DISCORD_TOKEN", "wrong.token");
    let out = tokio::task::spawn_blocking(move || cmd.output().unwrap())
        .await
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("Discord rejected DISCORD_TOKEN"), "{err}");
    assert!(fake.violations().is_empty(), "{:?}", fake.violations());
}

/// Starts the fake and the bot, waits until the bot is connected with its commands registered.
async fn setup() -> (Fake, tempfile::TempDir, Bot) {
    setup_with(&[]).await
}

/// [`setup`] for a scenario that plays whole games: known deals ([`GAME_DEALS`]) and the
/// channel's bucket at 50 writes in 5 s. A whole game at Discord's default bucket (5 writes in
/// 5 s) takes minutes; the bot reads the bucket's size from the headers, and the pacing at the
/// default is tested by `forty_moves_at_discords_channel_limits_get_no_429`.
async fn setup_for_games() -> (Fake, tempfile::TempDir, Bot) {
    let (fake, dir, bot) = setup_with(&[GAME_DEALS]).await;
    fake.set_channel_limit(50, std::time::Duration::from_secs(5));
    (fake, dir, bot)
}

/// [`setup`], the bot's environment with `env` added.
async fn setup_with(env: &[(&str, &str)]) -> (Fake, tempfile::TempDir, Bot) {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = Bot::spawn_with(&fake, dir.path(), env);
    fake.wait_connected(1).await;
    (fake, dir, bot)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn connects_registers_commands_and_heartbeats() {
    let (fake, _dir, _bot) = setup().await;
    let st = fake.state.lock().unwrap();
    let names: Vec<&str> = st
        .commands
        .as_ref()
        .unwrap()
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        [
            "blot", "belote", "belote2", "coinche", "toto21", "durak", "tables", "join", "leave",
            "away", "back", "rematch", "balance", "top", "lang", "rules", "bid", "league"
        ]
    );
    assert_eq!(
        st.command_route.as_deref(),
        Some("/applications/{application_id}/commands")
    );
    drop(st);
    fake.assert_clean();
}

const ANNA: Person = Person {
    id: 300_000_000_000_000_001,
    name: "Anna",
};
const BORIS: Person = Person {
    id: 300_000_000_000_000_002,
    name: "Boris",
};
const CARL: Person = Person {
    id: 300_000_000_000_000_003,
    name: "Carl",
};
const DANA: Person = Person {
    id: 300_000_000_000_000_004,
    name: "Dana",
};
const EVE: Person = Person {
    id: 300_000_000_000_000_005,
    name: "Eve",
};

/// Runs a slash command and waits until the bot has finished its answer (the deferred answer
/// is edited or removed last).
async fn slash(fake: &Fake, user: Person, name: &str, options: serde_json::Value) -> u64 {
    let i = fake.slash(user, name, options);
    let token = fake.interaction(i).token;
    fake.wait_for(&format!("/{name} answered"), |st| {
        st.requests
            .iter()
            .any(|r| r.path.contains(&token) && r.path.ends_with("/messages/@original"))
    })
    .await;
    i
}

/// Presses a button and waits until `done` holds.
async fn press_until(
    fake: &Fake,
    user: Person,
    message: u64,
    label: &str,
    what: &str,
    done: impl FnMut(&fake::State) -> bool,
) -> u64 {
    let i = press_only(fake, user, message, label);
    fake.wait_for(what, done).await;
    i
}

/// Presses a button that edits a public message, and waits for the edit.
async fn press(fake: &Fake, user: Person, message: u64, label: &str) -> u64 {
    let writes = fake.message(message).writes;
    press_until(
        fake,
        user,
        message,
        label,
        &format!("{label} to edit {message}"),
        |st| st.messages[&message].writes > writes,
    )
    .await
}

/// The table message: the public message with a Join button (while gathering).
async fn table_message(fake: &Fake) -> Msg {
    fake.wait_public("the table message", |m| {
        m.buttons().iter().any(|(_, id, _)| id.starts_with("j:"))
    })
    .await
}

/// Plays the first legal move of whoever is mentioned, until the table shows a Rematch button
/// or `limit` moves were made. Returns the moves made.
async fn play(fake: &Fake, table: u64, players: &[Person], limit: usize) -> usize {
    let mut last = 0;
    let mut moves = 0;
    let mut rng: u64 = 7;
    let mut idle = 0u32;
    let mut pace = PressPace::default();
    // The turn mentions of this table's channel only (another may hold a game of its own).
    let channel = fake.message(table).channel_id;
    // A move was pressed from a hand asked for, without a mention: a later mention may be late.
    let mut guessed = false;
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(600);
    while moves < limit {
        if fake.message(table).button("Rematch").is_some() {
            break;
        }
        if std::time::Instant::now() > deadline {
            let st = fake.state.lock().unwrap();
            for r in st.requests.iter().rev().take(12).rev() {
                eprintln!(
                    "{} {} {} {}",
                    r.status,
                    r.method,
                    r.path,
                    r.body
                        .as_ref()
                        .map(|b| b.to_string())
                        .unwrap_or_default()
                        .chars()
                        .take(300)
                        .collect::<String>()
                );
            }
            panic!(
                "the game did not end; table: {}",
                st.messages[&table].content
            );
        }
        let mention = fake.messages().into_iter().rev().find(|m| {
            !m.ephemeral && !m.mentions.is_empty() && m.id > last && m.channel_id == channel
        });
        let Some(mention) = mention else {
            idle += 1;
            // No mention (after a restart): ask each player's hand, while the game lasts.
            if idle.is_multiple_of(100) {
                for &p in players {
                    pace.press(p).await;
                    let Some(hand) = press_private_if_offered(fake, p, table, "Show my hand").await
                    else {
                        break;
                    };
                    if let Some((_, id, _)) = hand
                        .buttons()
                        .into_iter()
                        .find(|(_, id, d)| id.starts_with("m:") && !d)
                    {
                        pace.press(p).await;
                        fake.press(p, hand.id, &id);
                        moves += 1;
                        guessed = true;
                        break;
                    }
                }
            }
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
            continue;
        };
        idle = 0;
        last = mention.id;
        let Some(&user) = players.iter().find(|p| p.id == mention.mentions[0]) else {
            continue;
        };
        pace.press(user).await;
        let Some(hand) = press_private_if_offered(fake, user, mention.id, "Show my hand").await
        else {
            // The game ended meanwhile: the loop's first check sees its Rematch button.
            continue;
        };
        let legal: Vec<(String, String, bool)> = hand
            .buttons()
            .into_iter()
            .filter(|(_, id, d)| id.starts_with("m:") && !d)
            .collect();
        if legal.is_empty() && guessed {
            // A mention held back by the channel's limit, for a turn the hands already played.
            continue;
        }
        assert!(
            !legal.is_empty(),
            "{} was told it is his turn but has no move: {hand:#?}",
            user.name
        );
        guessed = false;
        // A seeded choice: auctions end, games go on.
        rng = rng
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let (_, id, _) = &legal[((rng >> 33) % legal.len() as u64) as usize];
        pace.press(user).await;
        fake.press(user, hand.id, id);
        moves += 1;
    }
    moves
}

fn assert_no_leak(fake: &Fake) {
    assert!(
        fake.hands_with_cards() > 0,
        "no hand with cards was shown: nothing was checked"
    );
    let leaks = fake.hidden_cards_leaked();
    assert!(
        leaks.is_empty(),
        "hidden cards in public messages: {leaks:#?}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn four_users_play_a_whole_bazaar_blot_game() {
    let (fake, _dir, _bot) = setup_for_games().await;
    // To the default 301 points.
    slash(&fake, ANNA, "blot", json!([])).await;
    let table = table_message(&fake).await;
    assert!(fake.message(table.id).button("Join").is_some());
    assert!(table.content.contains("Anna"), "{}", table.content);
    for p in [BORIS, CARL, DANA] {
        press(&fake, p, table.id, "Join").await;
    }
    let started = fake.message(table.id);
    assert!(
        started.button("Show my hand").is_some(),
        "not started: {started:#?}"
    );
    let started_at = std::time::Instant::now();
    let moves = play(&fake, table.id, &[ANNA, BORIS, CARL, DANA], 2000).await;
    {
        let st = fake.state.lock().unwrap();
        let slowest = st
            .interactions
            .values()
            .filter_map(|i| i.answered.map(|(at, _)| at - i.created))
            .max()
            .unwrap();
        eprintln!(
            "bazaar blot: {moves} moves in {:?}; {} interactions, {} REST requests, slowest answer {slowest:?}",
            started_at.elapsed(),
            st.interactions.len(),
            st.requests.len()
        );
    }
    let end = fake.message(table.id);
    assert!(
        end.button("Rematch").is_some(),
        "no end after {moves} moves: {}",
        end.content
    );
    assert!(moves >= 32, "a whole game takes at least a deal: {moves}");
    // One table message, edited in place.
    let tables = fake
        .messages()
        .into_iter()
        .filter(|m| {
            !m.ephemeral
                && m.buttons()
                    .iter()
                    .any(|(_, id, _)| id.starts_with("j:") || id.starts_with("h:"))
        })
        .count();
    assert!(end.writes > 10);
    let _ = tables;
    // The game is over: no turn mention is left in the channel.
    fake.wait_for("the last turn mention deleted", |st| {
        !st.messages
            .values()
            .any(|m| !m.deleted && !m.ephemeral && !m.mentions.is_empty())
    })
    .await;
    assert_no_leak(&fake);
    fake.assert_clean();
}

/// The public messages still in the channel that mention somebody.
fn live_mentions(fake: &Fake) -> Vec<Msg> {
    fake.messages()
        .into_iter()
        .filter(|m| !m.ephemeral && !m.mentions.is_empty())
        .collect()
}

/// The newest turn mention with an id above `after`, once there is one.
async fn next_mention(fake: &Fake, after: u64) -> Msg {
    fake.wait_for("a turn mention", |st| {
        st.messages
            .values()
            .any(|m| m.id > after && !m.deleted && !m.ephemeral && !m.mentions.is_empty())
    })
    .await;
    fake.messages()
        .into_iter()
        .rev()
        .find(|m| m.id > after && !m.ephemeral && !m.mentions.is_empty())
        .expect("a mention")
}

/// The first enabled move button of a hand: (custom id, its turn).
fn first_move(hand: &Msg) -> (String, u64) {
    hand.buttons()
        .into_iter()
        .filter(|(_, id, d)| id.starts_with("m:") && !d)
        .map(|(_, id, _)| {
            let turn = id.split(':').nth(2).and_then(|t| t.parse().ok()).unwrap();
            (id, turn)
        })
        .next()
        .unwrap_or_else(|| panic!("no move on {hand:#?}"))
}

/// The table's number, from its message ("#3 …").
fn table_number(table: &Msg) -> u64 {
    table.content[1..]
        .split(' ')
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no number in {}", table.content))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_player_whose_join_starts_the_game_keeps_his_hand() {
    let (fake, _dir, _bot) = setup().await;
    slash(&fake, ANNA, "blot", json!([])).await;
    let table = table_message(&fake).await;
    for p in [BORIS, CARL] {
        press(&fake, p, table.id, "Join").await;
    }
    // Dana types /join: her seat starts the game, and the command's answer is her hand.
    let number = table_number(&table);
    let join = fake.slash(
        DANA,
        "join",
        json!([{"name": "table", "type": 4, "value": number}]),
    );
    fake.settle(join).await;
    let hand = fake
        .ephemeral_for(DANA)
        .unwrap_or_else(|| panic!("Dana has no hand; violations {:?}", fake.violations()));
    assert!(
        hand.content.starts_with(&format!("#{number} ")) && hand.content.contains("Your hand"),
        "{hand:#?}"
    );
    // The game goes on until her turn: that same message is edited to offer her moves.
    let mut last = 0;
    for _ in 0..4 {
        let mention = next_mention(&fake, last).await;
        last = mention.id;
        if mention.mentions[0] == DANA.id {
            break;
        }
        let mover = [ANNA, BORIS, CARL]
            .into_iter()
            .find(|p| p.id == mention.mentions[0])
            .expect("a seated player");
        let shown = press_private(&fake, mover, mention.id, "Show my hand").await;
        fake.press(mover, shown.id, &first_move(&shown).0);
    }
    fake.wait_for("Dana's hand offers her moves", |st| {
        let m = &st.messages[&hand.id];
        !m.deleted
            && m.buttons()
                .iter()
                .any(|(_, id, d)| id.starts_with("m:") && !d)
    })
    .await;
    fake.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn forty_moves_at_discords_channel_limits_get_no_429() {
    let (fake, _dir, _bot) = setup().await;
    // Discord's default buckets (5 writes in 5 s per channel) and a real round trip.
    fake.set_latency(std::time::Duration::from_millis(100));
    slash(&fake, ANNA, "blot", json!([])).await;
    let table = table_message(&fake).await;
    for p in [BORIS, CARL, DANA] {
        press(&fake, p, table.id, "Join").await;
    }
    let started = std::time::Instant::now();
    let moves = play(&fake, table.id, &[ANNA, BORIS, CARL, DANA], 40).await;
    let window = std::time::Duration::from_secs(5);
    let most = fake.max_channel_writes_in(fake::CHANNEL_ID, window);
    eprintln!(
        "discord: {moves} moves in {:?}, at most {most} channel writes in 5 s, {} 429s",
        started.elapsed(),
        fake.rate_limited()
    );
    // Up to forty, or the whole game if it ends sooner: its seeded presses follow the turn
    // mentions as they come, so a loaded machine may take another path, and a game may end
    // after its first deal (36 moves once). A deal's 32 cards fill many 5 s windows.
    assert!(moves >= 32, "{moves} moves");
    assert_eq!(fake.rate_limited(), 0, "429s at the channel's limits");
    assert!(most <= 5, "{most} writes in 5 s");
    // The last press may still be in flight: every interaction is answered.
    fake.quiet().await;
    fake.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_acknowledged_press_survives_a_kill_and_leaves_no_orphan_mention() {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().unwrap();
    let mut bot = Bot::spawn(&fake, dir.path());
    fake.wait_connected(1).await;
    slash(
        &fake,
        ANNA,
        "durak",
        json!([{"name": "points", "type": 4, "value": 1}]),
    )
    .await;
    let table = table_message(&fake).await.id;
    press(&fake, BORIS, table, "Join").await;
    play(&fake, table, &[ANNA, BORIS], 3).await;
    // The player to move presses a move; the moment Discord has the acknowledgement, the bot
    // is killed.
    let mention = next_mention(&fake, 0).await;
    let mover = [ANNA, BORIS]
        .into_iter()
        .find(|p| p.id == mention.mentions[0])
        .expect("a player");
    let hand = press_private(&fake, mover, mention.id, "Show my hand").await;
    let (id, turn) = first_move(&hand);
    let pressed = fake.press(mover, hand.id, &id);
    fake.wait_for("the press acknowledged", |st| {
        st.interactions[&pressed].answered.is_some()
    })
    .await;
    let _ = bot.0.kill();
    let _ = bot.0.wait();
    bot = Bot::spawn(&fake, dir.path());
    fake.wait_connected(2).await;
    // The move stands: the hands offer the turn after it.
    let mut offered = Vec::new();
    for p in [ANNA, BORIS] {
        let hand = press_private(&fake, p, table, "Show my hand").await;
        offered.extend(hand.buttons().into_iter().filter_map(|(_, id, d)| {
            (!d && id.starts_with("m:"))
                .then(|| id.split(':').nth(2).and_then(|t| t.parse::<u64>().ok()))
                .flatten()
        }));
    }
    assert!(
        !offered.is_empty() && offered.iter().all(|&t| t > turn),
        "after the restart the moves are for turns {offered:?}; the acknowledged one was {turn}"
    );
    // One turn mention in the channel, for the player to move: the one from before the kill
    // was deleted (the channel's pace spaces the calls, so give them time).
    let live = |st: &fake::State| {
        st.messages
            .values()
            .filter(|m| !m.deleted && !m.ephemeral && !m.mentions.is_empty())
            .count()
    };
    // Wait for that state (the deletion may come well after the new mention on a loaded
    // machine), then check that it stays so: no late second mention.
    let one_newest = |st: &fake::State| {
        let newest = st
            .messages
            .values()
            .filter(|m| !m.ephemeral && !m.mentions.is_empty())
            .map(|m| m.id)
            .max();
        live(st) == 1 && newest.is_some_and(|id| !st.messages[&id].deleted)
    };
    fake.wait_for(
        "one turn mention, the newest, after the restart",
        one_newest,
    )
    .await;
    tokio::time::sleep(std::time::Duration::from_secs(3)).await;
    let mentions = live_mentions(&fake);
    assert_eq!(mentions.len(), 1, "{mentions:#?}");
    fake.assert_clean();
    drop(bot);
}

/// The ephemeral answer a user got to an interaction.
fn answer_to(fake: &Fake, user: Person, interaction: u64) -> Msg {
    fake.messages()
        .into_iter()
        .rev()
        .find(|m| m.id > interaction && m.ephemeral && m.viewer == Some(user.id))
        .unwrap_or_else(|| panic!("no private answer to {}", user.name))
}

fn chips(text: &str) -> u64 {
    text.split_whitespace()
        .find_map(|w| w.parse().ok())
        .unwrap_or_else(|| panic!("no number in {text:?}"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_toto21_duel_with_approval_and_stake() {
    let (fake, _dir, _bot) = setup_for_games().await;
    let opened = slash(
        &fake,
        ANNA,
        "toto21",
        json!([{"name": "stake", "type": 4, "value": 10}]),
    )
    .await;
    let _ = opened;
    let table = table_message(&fake).await.id;
    assert!(
        fake.message(table).content.contains("10"),
        "stake shown: {}",
        fake.message(table).content
    );
    // Eve asks and is refused; Boris asks and is approved.
    press(&fake, EVE, table, "Join").await;
    assert!(fake.message(table).button("Approve Eve").is_some());
    press(&fake, ANNA, table, "Refuse Eve").await;
    assert!(fake.message(table).button("Approve Eve").is_none());
    press(&fake, BORIS, table, "Join").await;
    // Only the creator approves.
    let refusal = press_private(&fake, EVE, table, "Approve Boris").await;
    assert!(refusal.content.contains("Anna"), "{}", refusal.content);
    press(&fake, ANNA, table, "Approve Boris").await;
    assert!(
        fake.message(table).button("Show my hand").is_some(),
        "{}",
        fake.message(table).content
    );
    play(&fake, table, &[ANNA, BORIS], 2000).await;
    assert!(fake.message(table).button("Rematch").is_some());
    // The stake went to the winner: 2 x 10 chips moved between them.
    let a = slash(&fake, ANNA, "balance", json!([])).await;
    let b = slash(&fake, BORIS, "balance", json!([])).await;
    let (a, b) = (
        chips(&answer_to(&fake, ANNA, a).content),
        chips(&answer_to(&fake, BORIS, b).content),
    );
    assert_eq!(a.abs_diff(b), 20, "balances {a} and {b}");
    assert!(fake.hidden_cards_leaked().is_empty());
    fake.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_durak_match_and_a_stranger_refused_privately() {
    let (fake, _dir, _bot) = setup_for_games().await;
    slash(
        &fake,
        ANNA,
        "durak",
        json!([{"name": "points", "type": 4, "value": 1}]),
    )
    .await;
    let table = table_message(&fake).await.id;
    // A stranger may not start someone else's table.
    let refusal = press_private(&fake, EVE, table, "Start").await;
    assert!(refusal.content.contains("Anna"), "{}", refusal.content);
    press(&fake, BORIS, table, "Join").await;
    assert!(fake.message(table).button("Show my hand").is_some());
    // A stranger asks for a hand at a table he does not sit at.
    let refusal = press_private(&fake, EVE, table, "Show my hand").await;
    assert!(
        !refusal
            .buttons()
            .iter()
            .any(|(_, id, _)| id.starts_with("m:")),
        "{refusal:#?}"
    );
    play(&fake, table, &[ANNA, BORIS], 3000).await;
    assert!(fake.message(table).button("Rematch").is_some());
    assert_no_leak(&fake);
    fake.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_429_is_waited_out_and_the_edit_still_arrives() {
    let (fake, _dir, _bot) = setup().await;
    slash(&fake, ANNA, "blot", json!([])).await;
    let table = table_message(&fake).await.id;
    fake.inject_429("/channels/{channel_id}/messages/{message_id}");
    press(&fake, BORIS, table, "Join").await;
    assert!(fake.message(table).content.contains("Boris"));
    assert_eq!(fake.state.lock().unwrap().rate_limited, 1);
    fake.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_mid_deal_loses_and_doubles_no_move() {
    let (fake, dir, mut bot) = setup_for_games().await;
    slash(
        &fake,
        ANNA,
        "durak",
        json!([{"name": "points", "type": 4, "value": 1}]),
    )
    .await;
    let table = table_message(&fake).await.id;
    press(&fake, BORIS, table, "Join").await;
    play(&fake, table, &[ANNA, BORIS], 6).await;
    // The last move pressed, and its turn; wait until the bot has handled it.
    let (last_turn, last_press) = {
        let st = fake.state.lock().unwrap();
        st.log
            .iter()
            .rev()
            .find_map(|e| match e {
                fake::Event::Press {
                    custom_id,
                    interaction,
                    ..
                } if custom_id.starts_with("m:") => Some((
                    custom_id.split(':').nth(2).unwrap().parse::<u64>().unwrap(),
                    *interaction,
                )),
                _ => None,
            })
            .unwrap()
    };
    fake.wait_for("the last move handled", |st| {
        st.messages
            .values()
            .any(|m| m.id > last_press && !m.mentions.is_empty())
    })
    .await;
    // Kill it hard, mid-deal, and start it again on the same data.
    let _ = bot.0.kill();
    let _ = bot.0.wait();
    let before = fake.message(table).content;
    bot = Bot::spawn_with(&fake, dir.path(), &[GAME_DEALS]);
    fake.wait_connected(2).await;
    let tables = fake
        .messages()
        .into_iter()
        .filter(|m| !m.ephemeral && m.buttons().iter().any(|(_, id, _)| id.starts_with("h:")))
        .filter(|m| m.mentions.is_empty())
        .count();
    assert_eq!(
        tables, 1,
        "the table message is edited in place, not posted again"
    );
    // The hand after the restart continues at the next turn.
    let hand = press_private(&fake, ANNA, table, "Show my hand").await;
    let hand_b = press_private(&fake, BORIS, table, "Show my hand").await;
    let turns: Vec<u64> = [hand, hand_b]
        .iter()
        .flat_map(|h| h.buttons())
        .filter_map(|(_, id, _)| {
            id.strip_prefix("m:")
                .and_then(|r| r.split(':').nth(1))
                .and_then(|t| t.parse().ok())
        })
        .collect();
    assert!(
        turns.iter().all(|&t| t == last_turn + 1),
        "moves after the restart are for turn {turns:?}, the last was {last_turn}"
    );
    assert!(
        !turns.is_empty(),
        "somebody can move after the restart; table was {before}"
    );
    play(&fake, table, &[ANNA, BORIS], 3000).await;
    assert!(fake.message(table).button("Rematch").is_some());
    fake.assert_clean();
    drop(bot);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_silent_player_is_replaced_and_takes_his_seat_back() {
    let (fake, _dir, _bot) = setup_with(&[GAME_DEALS]).await;
    // Computers in both seats play game after game, each with its result posted: at the
    // default channel bucket those posts (which go before table edits) would hold the table's
    // edit back for longer than this test waits. Pacing is tested on its own.
    fake.set_channel_limit(50, std::time::Duration::from_secs(5));
    slash(&fake, ANNA, "durak", json!([{"name": "points", "type": 4, "value": 10}, {"name": "move", "type": 4, "value": 5}])).await;
    let table = table_message(&fake).await.id;
    press(&fake, BORIS, table, "Join").await;
    // Nobody moves: the clock makes the default moves; after three misses a computer sits in.
    fake.wait_for("a computer in a silent player's seat", |st| {
        st.messages[&table]
            .buttons()
            .iter()
            .any(|(l, _, _)| l == "Take my seat back")
    })
    .await;
    let writes = fake.message(table).writes;
    // The replaced player takes his seat back (the other one pressing is refused privately).
    for p in [ANNA, BORIS] {
        if fake.message(table).button("Take my seat back").is_none() {
            break;
        }
        let i = press_only(&fake, p, table, "Take my seat back");
        fake.wait_for("answered", |st| st.interactions[&i].answered.is_some())
            .await;
        fake.quiet().await;
    }
    fake.wait_for("the table without the take-back button", |st| {
        st.messages[&table].writes > writes
            && !st.messages[&table]
                .buttons()
                .iter()
                .any(|(l, _, _)| l == "Take my seat back")
    })
    .await;
    fake.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_development_server_gets_the_commands_and_sigterm_stops_cleanly() {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().unwrap();
    let guild = fake::GUILD_ID.to_string();
    let bot = Bot::spawn_with(&fake, dir.path(), &[("DISCORD_DEV_GUILD", &guild)]);
    fake.wait_connected(1).await;
    assert_eq!(
        fake.state.lock().unwrap().command_route.as_deref(),
        Some("/applications/{application_id}/guilds/{guild_id}/commands")
    );
    // A table survives the stop.
    slash(&fake, ANNA, "durak", json!([])).await;
    stop(bot).await;
    fake.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dropped_gateway_connection_is_resumed_and_nothing_sent_meanwhile_is_missed() {
    let (fake, _dir, _bot) = setup().await;
    // The connection drops; a command is made before the bot is back.
    fake.drop_gateway();
    let opened = fake.slash(ANNA, "blot", json!([]));
    fake.settle(opened).await;
    assert!(fake.resumes() >= 1, "the bot resumed its session");
    assert!(table_message(&fake).await.content.contains("Anna"));
    fake.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn forty_blot_commands_from_one_user_cost_the_channel_two_messages_and_others_are_answered() {
    use game::i18n::{Lang, Msg as Phrase, text};
    let (fake, _dir, _bot) = setup().await;
    for _ in 0..40 {
        fake.slash(ANNA, "blot", json!([]));
    }
    let asked = std::time::Instant::now();
    let header = text(Lang::En, &Phrase::TableListHeader);
    fake.slash(BORIS, "tables", json!([]));
    fake.wait_for("Boris's table list", |st| {
        st.messages.values().any(|m| m.content.contains(&header))
    })
    .await;
    println!(
        "flood: another user's /tables answered {:?} after forty /blot",
        asked.elapsed()
    );
    // The commands went out without waiting on each other: Anna's table may come last.
    fake.wait_public("Anna's table", |m| m.content.contains("#1 "))
        .await;
    fake.quiet().await;
    let public: Vec<String> = fake
        .messages()
        .into_iter()
        .filter(|m| !m.ephemeral && !m.content.contains(&header))
        .map(|m| m.content)
        .collect();
    assert!(public.len() <= 2, "the flood cost the channel {public:#?}");
    assert!(
        public.iter().any(|t| t.contains("#1 ")),
        "the one table Anna opened is shown: {public:#?}"
    );
    let slow_down = text(Lang::En, &Phrase::SlowDown);
    let told = fake
        .messages()
        .into_iter()
        .filter(|m| m.ephemeral && m.viewer == Some(ANNA.id) && m.content == slow_down)
        .count();
    assert_eq!(told, 1, "one ephemeral word to slow down");
    let list = fake
        .messages()
        .into_iter()
        .find(|m| m.content.contains(&header))
        .unwrap();
    assert_eq!(
        list.content.lines().count(),
        2,
        "one table: {}",
        list.content
    );
    fake.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_leaves_a_running_game_once_he_confirms_and_takes_his_seat_back() {
    let (fake, _dir, _bot) = setup_with(&[GAME_DEALS]).await;
    // Two computers post their deal results: room for them beside the table's edits.
    fake.set_channel_limit(50, std::time::Duration::from_secs(5));
    slash(&fake, ANNA, "blot", json!([])).await;
    let table = table_message(&fake).await.id;
    press(&fake, BORIS, table, "Join").await;
    press(&fake, ANNA, table, "Start with computer players").await;
    // /leave asks him first, for his eyes only (its button makes whoever presses it leave),
    // with no word of a stake at a table without one.
    let asked = fake.slash(BORIS, "leave", json!([]));
    fake.settle(asked).await;
    let confirm = fake
        .messages()
        .into_iter()
        .rev()
        .find(|m| m.buttons().iter().any(|(l, _, _)| l == "Leave the game"))
        .unwrap_or_else(|| panic!("no confirmation; {:#?}", fake.messages()));
    assert!(
        confirm.ephemeral && confirm.viewer == Some(BORIS.id),
        "{confirm:?}"
    );
    assert!(!confirm.content.contains("stake"), "{}", confirm.content);
    assert!(
        fake.message(table).button("Take my seat back").is_none(),
        "nothing changes before he confirms"
    );
    press_only(&fake, BORIS, confirm.id, "Leave the game");
    fake.wait_for("a computer in Boris's seat", |st| {
        st.messages[&table]
            .buttons()
            .iter()
            .any(|(l, _, _)| l == "Take my seat back")
    })
    .await;
    // The channel is told.
    fake.wait_public("Boris left the game", |m| {
        m.content.contains("Boris left the game")
    })
    .await;
    let back = press_only(&fake, BORIS, table, "Take my seat back");
    fake.settle(back).await;
    fake.wait_for("Boris back in his seat", |st| {
        !st.messages[&table]
            .buttons()
            .iter()
            .any(|(l, _, _)| l == "Take my seat back")
    })
    .await;
    fake.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_manager_sets_the_channel_language_and_members_choose_their_own() {
    use game::i18n::{Lang, Msg as Phrase, text};
    let (fake, _dir, _bot) = setup().await;
    let language = |code: &str| json!([{"name": "language", "type": 3, "value": code}]);
    let georgian = |t: &str| t.chars().any(|c| ('ა'..='ჰ').contains(&c));
    let cyrillic = |t: &str| t.chars().any(|c| ('а'..='я').contains(&c));
    // Boris does not manage the server: /lang sets his own language, and he is told so.
    let asked = slash(&fake, BORIS, "lang", language("ka")).await;
    let answer = answer_to(&fake, BORIS, asked);
    assert!(
        answer
            .content
            .contains(&text(Lang::Ka, &Phrase::OwnLanguageNote)),
        "{}",
        answer.content
    );
    // The channel stays English; Boris's own answers are Georgian from now on.
    slash(&fake, ANNA, "durak", json!([])).await;
    assert!(table_message(&fake).await.content.contains("Durak"));
    let asked = slash(&fake, BORIS, "balance", json!([])).await;
    assert!(georgian(&answer_to(&fake, BORIS, asked).content));
    // Carl's Discord is in Russian: the bot answers him in Russian until he chooses.
    let asked = fake.slash_in(CARL, "balance", json!([]), "ru");
    fake.settle(asked).await;
    assert!(cyrillic(&answer_to(&fake, CARL, asked).content));
    // Anna manages the server: her /lang sets the channel's, and a new table is worded in it.
    fake.make_manager(ANNA);
    slash(&fake, ANNA, "lang", language("ru")).await;
    slash(&fake, DANA, "toto21", json!([])).await;
    fake.wait_for("a table worded in Russian", |st| {
        st.messages
            .values()
            .any(|m| !m.ephemeral && m.content.contains("Dana") && cyrillic(&m.content))
    })
    .await;
    fake.assert_clean();
}

/// The moves of a hand: (label, custom id, code) of each pressable move button.
fn hand_moves(hand: &Msg) -> Vec<(String, String, String)> {
    hand.buttons()
        .into_iter()
        .filter(|(_, id, disabled)| id.starts_with("m:") && !disabled)
        .map(|(label, id, _)| {
            let code = id.splitn(4, ':').nth(3).unwrap_or_default().to_string();
            (label, id, code)
        })
        .collect()
}

/// The level of a plain bid of hearts (`12H`), if the code is one.
fn hearts_level(code: &str) -> Option<u16> {
    code.strip_suffix('H')?.parse().ok()
}

/// Opens a Bazaar Blot table for Anna and starts it with three computers; its message id.
async fn blot_with_computers(fake: &Fake) -> u64 {
    let known: Vec<u64> = fake.messages().iter().map(|m| m.id).collect();
    // A long move time: a loaded machine must not let Anna's move clock pass her turn.
    slash(
        fake,
        ANNA,
        "blot",
        json!([{"name": "move", "type": 4, "value": 600}]),
    )
    .await;
    let table = fake
        .wait_public("the new table", |m| {
            !known.contains(&m.id) && m.buttons().iter().any(|(_, id, _)| id.starts_with("s:"))
        })
        .await
        .id;
    press(fake, ANNA, table, "Start").await;
    table
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_blot_player_names_a_bad_argument_jumps_in_the_auction_and_chooses_what_to_announce() {
    use game::i18n::{Lang, Msg as Phrase, text};
    // Dealt from a known seed: the first deal of the first table gives Anna (its opener, at
    // seat 0) a combination, so that one deal shows her bid and her choice.
    let seed = tests::deals::seed_dealing_a_combination(1, 0).to_string();
    let (fake, _dir, _bot) = setup_with(&[("TEST_DEAL_SEED", &seed)]).await;
    // A bad argument names what is allowed.
    let asked = slash(
        &fake,
        ANNA,
        "bid",
        json!([{"name": "level", "type": 4, "value": 12}, {"name": "suit", "type": 3, "value": "stars"}]),
    )
    .await;
    let answer = answer_to(&fake, ANNA, asked);
    assert!(
        answer.content.contains("spades, hearts, diamonds, clubs"),
        "{}",
        answer.content
    );
    let table = blot_with_computers(&fake).await;
    let no_announcement = text(Lang::En, &Phrase::BtnAnnounceNone);
    let (mut jumped, mut announced) = (false, false);
    let mut last_mention = 0;
    let mut idle = 0u32;
    let mut rng: u64 = 3;
    // Her bid and her choice come within the first deal's auction and first trick; the bound
    // only ends a test gone wrong on a loaded machine.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(300);
    while !(jumped && announced) {
        assert!(
            std::time::Instant::now() < deadline,
            "jumped {jumped}, announced {announced}"
        );
        assert!(
            fake.message(table).button("Rematch").is_none(),
            "the game ended before Anna chose what to announce"
        );
        let mention =
            fake.messages().into_iter().rev().find(|m| {
                !m.ephemeral && m.mentions.first() == Some(&ANNA.id) && m.id > last_mention
            });
        let offered = match mention {
            Some(mention) => {
                idle = 0;
                last_mention = mention.id;
                press_private_if_offered(&fake, ANNA, mention.id, "Show my hand").await
            }
            // No new mention for a while: her hand from the table says whether she is to move.
            None if idle >= 150 => {
                idle = 0;
                press_private_if_offered(&fake, ANNA, table, "Show my hand").await
            }
            None => {
                idle += 1;
                tokio::time::sleep(std::time::Duration::from_millis(20)).await;
                continue;
            }
        };
        // The game ended meanwhile: the loop's first check sees its Rematch button.
        let Some(hand) = offered else {
            continue;
        };
        let moves = hand_moves(&hand);
        if moves.is_empty() {
            continue;
        }
        let lowest = moves.iter().filter_map(|(_, _, c)| hearts_level(c)).min();
        if let (false, Some(lowest)) = (jumped, lowest) {
            // "Higher…" pages to higher levels in her hand.
            let top = |moves: &[(String, String, String)]| {
                moves.iter().filter_map(|(_, _, c)| hearts_level(c)).max()
            };
            let shown = top(&moves);
            if let Some((_, page, _)) = hand
                .buttons()
                .into_iter()
                .find(|(_, id, _)| id.starts_with("bp:"))
            {
                let paged = fake.press(ANNA, hand.id, &page);
                fake.settle(paged).await;
                let newest = fake
                    .messages()
                    .into_iter()
                    .rev()
                    .find(|m| m.ephemeral && m.viewer == Some(ANNA.id))
                    .unwrap();
                assert!(top(&hand_moves(&newest)) > shown, "{newest:#?}");
            }
            // A typed jump bid, three levels above the lowest.
            let level = lowest + 3;
            slash(
                &fake,
                ANNA,
                "bid",
                json!([{"name": "level", "type": 4, "value": level}, {"name": "suit", "type": 3, "value": "hearts"}]),
            )
            .await;
            let (call, contract) = (format!("Anna {level} ♥"), format!("Anna plays {level} in"));
            // Her call, her contract, or (the computers outbid her, and the channel's table,
            // edited at most once a second, skipped the moment of her call) a contract at
            // least as high: while she was to bid, no contract could be made without her.
            let contract_level = |t: &str| -> Option<u32> {
                let after = &t[t.find(" plays ")? + " plays ".len()..];
                after.split(' ').next()?.parse().ok()
            };
            fake.wait_for("the jump bid on the table", |st| {
                let t = &st.messages[&table].content;
                t.contains(&call)
                    || t.contains(&contract)
                    || contract_level(t).is_some_and(|l| l >= u32::from(level))
            })
            .await;
            jumped = true;
            continue;
        }
        let pick = if !announced && moves.iter().any(|(_, _, c)| c == "d-") {
            // Before her first card, holding combinations: the offered set and "none".
            let none = moves.iter().find(|(_, _, c)| c == "d-").unwrap();
            assert_eq!(none.0, no_announcement);
            assert!(
                moves
                    .iter()
                    .any(|(l, _, c)| c.starts_with('d') && c != "d-" && l.starts_with("Announce ")),
                "{moves:?}"
            );
            announced = true;
            none.clone()
        } else if let Some(pass) = moves.iter().find(|(_, _, c)| c == "p") {
            pass.clone()
        } else {
            let cards: Vec<_> = moves
                .iter()
                .filter(|(_, _, c)| !c.starts_with('d') && c != "nb")
                .collect();
            rng = rng
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            cards[((rng >> 33) % cards.len() as u64) as usize].clone()
        };
        let pressed = fake.press(ANNA, hand.id, &pick.1);
        fake.settle(pressed).await;
        if pick.2 == "d-" {
            // Her turn goes on: her hand shows her cards and no choice left.
            let again = press_private(&fake, ANNA, table, "Show my hand").await;
            let after = hand_moves(&again);
            assert!(
                after.iter().all(|(_, _, c)| !c.starts_with('d')),
                "{after:?}"
            );
            assert!(after.iter().any(|(_, _, c)| c.len() == 2), "{after:?}");
            let card = after.iter().find(|(_, _, c)| c.len() == 2).unwrap();
            let pressed = fake.press(ANNA, again.id, &card.1);
            fake.settle(pressed).await;
        }
    }
    fake.assert_clean();
}

/// The bot's store, once it is stopped: the service with each finished game's moves.
fn stored(data: &std::path::Path) -> game::table::Service {
    let store = storage::SledStore::open(data).expect("open the store");
    let mut service = host::codec::load(&store, 0).expect("load the store");
    for table in service.tables.values_mut() {
        if matches!(table.status, game::table::Status::Finished { .. }) {
            table.moves = host::codec::archived_moves(&store, table.id)
                .expect("read the history")
                .unwrap_or_default();
        }
    }
    service
}

/// How many cards a hand message holds (its "Your hand: …" line).
fn cards_held(hand: &Msg) -> usize {
    tests::hand_cards(&hand.content, game::i18n::Lang::En).len()
}

/// The player looks at his hand now and then (his "Show my hand") and presses a legal move
/// whenever it offers one, until `done`; the turn mentions, which the channel's rate limit
/// may hold back while computers play, are not waited for. Returns the moves pressed.
async fn play_from_hand(
    fake: &Fake,
    table: u64,
    user: Person,
    mut done: impl FnMut(&Fake, &Msg) -> bool,
) -> usize {
    let mut moves = 0;
    let mut rng: u64 = 11;
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(600);
    loop {
        assert!(
            std::time::Instant::now() < deadline,
            "the game did not go on; table: {}",
            fake.message(table).content
        );
        // The game over, the table message has no "Show my hand" any more.
        let Some((_, show, _)) = fake
            .message(table)
            .buttons()
            .into_iter()
            .find(|(label, _, _)| label == "Show my hand")
        else {
            return moves;
        };
        let asked = fake.press(user, table, &show);
        fake.wait_for("his hand", |st| {
            st.messages
                .values()
                .any(|m| m.id > asked && m.ephemeral && m.viewer == Some(user.id))
        })
        .await;
        let hand = fake
            .messages()
            .into_iter()
            .rev()
            .find(|m| m.id > asked && m.ephemeral && m.viewer == Some(user.id))
            .expect("his hand");
        if done(fake, &hand) {
            return moves;
        }
        let legal = hand_moves(&hand);
        if legal.is_empty() {
            tokio::time::sleep(std::time::Duration::from_millis(600)).await;
            continue;
        }
        rng = rng
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let (_, id, _) = &legal[((rng >> 33) % legal.len() as u64) as usize];
        let pressed = fake.press(user, hand.id, id);
        fake.wait_for("the move answered", |st| {
            st.interactions[&pressed].answered.is_some()
        })
        .await;
        moves += 1;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_strong_computers_play_a_whole_game_with_a_person() {
    use game::table::model::MoveBy;
    let (fake, dir, bot) = setup_for_games().await;
    fake.set_latency(std::time::Duration::from_millis(50));
    let table = blot_with_computers(&fake).await;
    let pressed = play_from_hand(&fake, table, ANNA, |_, _| false).await;
    assert!(pressed > 8, "Anna played her part: {pressed}");
    assert!(fake.message(table).button("Rematch").is_some());
    assert_no_leak(&fake);
    fake.assert_clean();
    drop(bot);
    let service = stored(dir.path());
    let record = service.tables.values().next().expect("the table");
    assert!(matches!(
        record.status,
        game::table::Status::Finished { .. }
    ));
    assert_eq!(
        record.settings.ai,
        game::table::Ai::Strong,
        "strong by default"
    );
    let anna = record
        .seat_of(&game::table::UserId(format!("dc:{}", ANNA.id)))
        .expect("Anna is seated");
    for seat in (0..4).filter(|&s| s != anna) {
        let moves: Vec<_> = record.moves.iter().filter(|m| m.seat == seat).collect();
        assert!(!moves.is_empty(), "computer {seat} played");
        assert!(moves.iter().all(|m| m.by == MoveBy::Computer));
    }
    // Each computer move came no sooner than the pace (60 ms) after the move before it.
    for pair in record.moves.windows(2) {
        if pair[1].by == MoveBy::Computer {
            assert!(pair[1].at >= pair[0].at + 60, "{pair:?}");
        }
    }
    // Replayed from the seed, each computer move is the strong player's choice at that point.
    let mut replay = record.clone();
    replay.start_engine().expect("the game starts again");
    let engine = replay.engine.as_mut().expect("an engine");
    for logged in &record.moves {
        if logged.by == MoveBy::Computer {
            let strong = game::table::think(engine, logged.seat, game::table::Ai::Strong);
            assert_eq!(strong.as_deref(), Some(logged.code.as_str()), "{logged:?}");
        }
        engine
            .apply(logged.seat, &logged.code)
            .expect("a legal move");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn away_and_back_mid_deal() {
    use game::table::model::MoveBy;
    let (fake, dir, bot) = setup_for_games().await;
    fake.set_latency(std::time::Duration::from_millis(50));
    let table = blot_with_computers(&fake).await;
    // Anna plays until the tricks have begun and she has played a card.
    play_from_hand(&fake, table, ANNA, |_, hand| {
        (1..8).contains(&cards_held(hand))
    })
    .await;
    assert!(fake.message(table).button("Rematch").is_none());
    let held = cards_held(&press_private(&fake, ANNA, table, "Show my hand").await);
    // She steps away: the channel is told. Nobody else holds a seat, so the computers wait
    // for her (a game nobody watches does not play itself).
    slash(&fake, ANNA, "away", json!([])).await;
    fake.wait_for("Anna's seat held by a computer", |st| {
        st.messages[&table]
            .buttons()
            .iter()
            .any(|(l, _, _)| l == "Take my seat back")
    })
    .await;
    // The channel is told.
    fake.wait_public("Anna is away", |m| m.content.contains("Anna is away"))
        .await;
    let hand = press_private(&fake, ANNA, table, "Show my hand").await;
    assert!(
        hand.buttons()
            .iter()
            .all(|(_, id, _)| !id.starts_with("m:")),
        "no move of hers while the computer holds her seat"
    );
    assert_eq!(
        cards_held(&hand),
        held,
        "the game waits while nobody watches"
    );
    // "I'm back", in her hand, mid-deal.
    press_only(&fake, ANNA, hand.id, "I'm back");
    fake.wait_for("Anna back in her seat", |st| {
        !st.messages[&table]
            .buttons()
            .iter()
            .any(|(l, _, _)| l == "Take my seat back")
    })
    .await;
    play_from_hand(&fake, table, ANNA, |_, _| false).await;
    assert!(fake.message(table).button("Rematch").is_some());
    fake.assert_clean();
    drop(bot);
    let service = stored(dir.path());
    let record = service.tables.values().next().expect("the table");
    let seat = record
        .seat_of(&game::table::UserId(format!("dc:{}", ANNA.id)))
        .expect("Anna keeps her seat");
    let by: Vec<MoveBy> = record
        .moves
        .iter()
        .filter(|m| m.seat == seat)
        .map(|m| m.by)
        .collect();
    assert!(
        by.iter().all(|b| *b == MoveBy::Player),
        "her seat waited for her, nobody played it meanwhile: {by:?}"
    );
}

/// The channels of the tables a stopped bot's store holds.
fn stored_channels(data: &std::path::Path) -> Vec<String> {
    stored(data)
        .tables
        .values()
        .map(|t| t.chat.0.clone())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_each_serve_the_guilds_of_their_own_shard() {
    let fake = Fake::start().await;
    let (_, other_channel) = other_guild(&fake);
    let home = fake::shard_of(Some(fake::GUILD_ID), 2) as usize;
    let dirs = [tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap()];
    let bots: Vec<Bot> = (0..2)
        .map(|i| {
            let shard = i.to_string();
            let env = [("SHARDS", shard.as_str()), ("SHARD_TOTAL", "2"), GAME_DEALS];
            Bot::spawn_with(&fake, dirs[i].path(), &env)
        })
        .collect();
    fake.wait_for("both shards identified", |st| st.identified >= 2)
        .await;
    // Two whole matches: at Discord's default bucket (5 writes in 5 s) they take minutes, and
    // the pacing at the default is tested by `forty_moves_at_discords_channel_limits_get_no_429`.
    fake.set_channel_limit(50, std::time::Duration::from_secs(5));
    assert_eq!(
        fake.identified_shards(),
        [((0, 2), 1), ((1, 2), 1)].into_iter().collect(),
        "each process identifies its own shard of two"
    );
    // A Durak match in each guild, both at once: each is answered by the process of its
    // guild's shard.
    let match_in = |channel: u64| {
        let fake = &fake;
        async move {
            let points = json!([{"name": "points", "type": 4, "value": 1}]);
            let opened = fake.slash_in_channel(ANNA, channel, "durak", points);
            fake.settle(opened).await;
            let table = table_in(fake, channel).await.id;
            press(fake, BORIS, table, "Join").await;
            play(fake, table, &[ANNA, BORIS], 3000).await;
            assert!(fake.message(table).button("Rematch").is_some());
        }
    };
    tokio::join!(match_in(fake::CHANNEL_ID), match_in(other_channel));
    for bot in bots {
        stop(bot).await;
    }
    assert_eq!(
        stored_channels(dirs[home].path()),
        [format!("dc:{}", fake::CHANNEL_ID)],
        "the process of shard {home} kept its guild's table only"
    );
    assert_eq!(
        stored_channels(dirs[1 - home].path()),
        [format!("dc:{other_channel}")],
        "the process of shard {} kept its guild's table only",
        1 - home
    );
    assert_no_leak(&fake);
    fake.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_process_restores_only_the_tables_of_its_own_shards() {
    let fake = Fake::start().await;
    let (_, other_channel) = other_guild(&fake);
    let dir = tempfile::tempdir().unwrap();
    // One process, one shard: a table gathering in each guild.
    let bot = Bot::spawn(&fake, dir.path());
    fake.wait_connected(1).await;
    for channel in [fake::CHANNEL_ID, other_channel] {
        let opened = fake.slash_in_channel(ANNA, channel, "durak", json!([]));
        fake.settle(opened).await;
    }
    stop(bot).await;
    let tables = (
        table_in(&fake, fake::CHANNEL_ID).await.id,
        table_in(&fake, other_channel).await.id,
    );
    let writes = |table| fake.message(table).writes;
    let before = (writes(tables.0), writes(tables.1));
    let requests_before = fake.state.lock().unwrap().requests.len();

    // Started again on the other guild's shard only: it redraws that guild's table alone.
    let shard = fake::shard_of(Some(fake::GUILD_ID + (1 << 22)), 2).to_string();
    let env = [("SHARDS", shard.as_str()), ("SHARD_TOTAL", "2")];
    let bot = Bot::spawn_with(&fake, dir.path(), &env);
    fake.wait_connected(2).await;
    fake.wait_for("the other guild's table redrawn", |st| {
        st.messages
            .values()
            .any(|m| m.channel_id == other_channel && m.writes > before.1)
    })
    .await;
    let opened = fake.slash_in_channel(BORIS, other_channel, "tables", json!([]));
    fake.settle(opened).await;
    stop(bot).await;
    assert_eq!(
        writes(tables.0),
        before.0,
        "the home guild's table untouched"
    );
    let st = fake.state.lock().unwrap();
    let home_writes: Vec<String> = st.requests[requests_before..]
        .iter()
        .filter(|r| r.method != "GET" && r.path.contains(&fake::CHANNEL_ID.to_string()))
        .map(|r| format!("{} {}", r.method, r.path))
        .collect();
    assert!(home_writes.is_empty(), "{home_writes:?}");
    drop(st);
    fake.assert_clean();
}

/// A setting pressed in the creator's ephemeral settings menu shows in that same message (its
/// press is acknowledged as a deferred update, then `@original`, the menu, is edited); it kept
/// showing the old values. No second menu comes, and the same choice pressed again leaves the
/// menu as it is.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_setting_pressed_shows_in_the_menu_it_was_pressed_in() {
    let (fake, _dir, _bot) = setup().await;
    slash(&fake, ANNA, "durak", json!([])).await;
    let table = table_message(&fake).await;
    let stake = format!("cf:{}:s:500", table_number(&table));
    let menu = press_private(&fake, ANNA, table.id, "Settings").await;
    assert!(!menu.content.contains("500"), "{}", menu.content);
    let menus = |fake: &Fake| {
        fake.messages()
            .into_iter()
            .filter(|m| m.buttons().iter().any(|(_, id, _)| *id == stake))
            .count()
    };

    let i = fake.press(ANNA, menu.id, &stake);
    fake.wait_for("the menu showing the new stake", |st| {
        st.messages[&menu.id].content.contains("500")
    })
    .await;
    fake.settle(i).await;
    let edited = fake.message(menu.id);
    assert_eq!(edited.buttons(), menu.buttons(), "he may choose again");
    assert_eq!(edited.writes, menu.writes + 1);

    let again = fake.press(ANNA, menu.id, &stake);
    fake.settle(again).await;
    assert_eq!(fake.message(menu.id).writes, menu.writes + 1);
    assert_eq!(menus(&fake), 1, "one settings menu, edited in place");
    fake.assert_clean();
}
