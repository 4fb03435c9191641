//! End to end, a league on Discord: the real `bot-discord` binary against the fake Discord. A
//! member without Manage Server may not open a league; a manager does; two teams register (the
//! partner, mentioned, accepts with the button); one fixture is played to its end, the
//! standings message follows in place, a player exports the season (the CSV and the game's
//! Blot record as attachments of his ephemeral answers), a referee annuls the result and the
//! standings follow.

mod common;
mod fake;

use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use common::{press_only as press, press_private, press_private_if_offered};
use fake::{Fake, Msg, Person};
use serde_json::json;

struct Bot(Child);

impl Drop for Bot {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

const ANNA: Person = Person {
    id: 310_000_000_000_000_001,
    name: "Anna",
};
const BORIS: Person = Person {
    id: 310_000_000_000_000_002,
    name: "Boris",
};
const CARL: Person = Person {
    id: 310_000_000_000_000_003,
    name: "Carl",
};
const DANA: Person = Person {
    id: 310_000_000_000_000_004,
    name: "Dana",
};
const EVE: Person = Person {
    id: 310_000_000_000_000_005,
    name: "Eve",
};

/// `/league` with its one text option.
async fn league(fake: &Fake, user: Person, typed: &str) -> u64 {
    let i = fake.slash(
        user,
        "league",
        json!([{"name": "command", "type": 3, "value": typed}]),
    );
    let token = fake.interaction(i).token;
    fake.wait_for(&format!("/league {typed} answered"), |st| {
        st.requests
            .iter()
            .any(|r| r.path.contains(&token) && r.path.ends_with("/messages/@original"))
    })
    .await;
    i
}

/// The newest public message whose content satisfies `f`, once there is one.
async fn public(fake: &Fake, what: &str, f: impl Fn(&Msg) -> bool) -> Msg {
    fake.wait_for(what, |st| {
        st.messages
            .values()
            .any(|m| !m.ephemeral && !m.deleted && f(m))
    })
    .await;
    fake.messages()
        .into_iter()
        .rev()
        .find(|m| !m.ephemeral && !m.deleted && f(m))
        .expect("just seen")
}

/// The private answer to `user` after interaction `after`.
fn answer_to(fake: &Fake, user: Person, after: u64) -> Msg {
    fake.messages()
        .into_iter()
        .rev()
        .find(|m| m.id > after && m.ephemeral && m.viewer == Some(user.id))
        .unwrap_or_else(|| panic!("no private answer to {}", user.name))
}

/// Whoever is mentioned plays a seeded legal move, until the table shows Rematch.
async fn play(fake: &Fake, table: u64, players: &[Person]) {
    let mut last = 0;
    let mut rng: u64 = 11;
    let mut idle = 0u32;
    // A move was found by asking the hands, without a mention: a later mention may be late.
    let mut guessed = false;
    let deadline = Instant::now() + Duration::from_secs(600);
    while fake.message(table).button("Rematch").is_none() {
        assert!(Instant::now() < deadline, "the game did not end");
        let mention = fake
            .messages()
            .into_iter()
            .rev()
            .find(|m| !m.ephemeral && !m.mentions.is_empty() && m.id > last);
        let (user, hand, mentioned) = match mention {
            Some(mention) => {
                idle = 0;
                last = mention.id;
                let Some(&user) = players.iter().find(|p| p.id == mention.mentions[0]) else {
                    continue;
                };
                // The game ended meanwhile: the loop's check sees its Rematch button.
                let Some(hand) =
                    press_private_if_offered(fake, user, mention.id, "Show my hand").await
                else {
                    continue;
                };
                (user, hand, true)
            }
            // A player to move twice in a row keeps his mention (one already pings him): after
            // a while with no new one, the players look at their hands from the table.
            None if idle >= 100 => {
                idle = 0;
                let mut to_move = None;
                for &p in players {
                    let Some(hand) = press_private_if_offered(fake, p, table, "Show my hand").await
                    else {
                        break;
                    };
                    if hand
                        .buttons()
                        .iter()
                        .any(|(_, id, d)| id.starts_with("m:") && !d)
                    {
                        to_move = Some((p, hand));
                        break;
                    }
                }
                let Some((user, hand)) = to_move else {
                    continue;
                };
                (user, hand, false)
            }
            None => {
                idle += 1;
                tokio::time::sleep(Duration::from_millis(20)).await;
                continue;
            }
        };
        let legal: Vec<String> = hand
            .buttons()
            .into_iter()
            .filter(|(_, id, d)| id.starts_with("m:") && !d)
            .map(|(_, id, _)| id)
            .collect();
        if legal.is_empty() && guessed {
            // A mention held back by the channel's limit, for a turn already played.
            continue;
        }
        assert!(!legal.is_empty(), "{} has no move: {hand:#?}", user.name);
        guessed = !mentioned;
        rng = rng
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let id = &legal[((rng >> 33) % legal.len() as u64) as usize];
        fake.press(user, hand.id, id);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_league_fixture_is_played_and_its_standings_follow_in_place() {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = Command::new(env!("CARGO_BIN_EXE_bot-discord"))
        .env_clear()
        .env("PATH", std::env::var("PATH").unwrap_or_default())
        .env("NO_PROXY", "127.0.0.1,localhost")
        .env("no_proxy", "127.0.0.1,localhost")
        .env("DATA_DIR", dir.path())
        .env("DISCORD_TOKEN", fake::TOKEN)
        .env("DISCORD_API_BASE", fake.api_base())
        .stdout(Stdio::null())
        .spawn()
        .unwrap();
    let _bot = Bot(bot);
    fake.wait_connected(1).await;
    fake.set_channel_limit(50, Duration::from_secs(5));
    let registered = fake.state.lock().unwrap().commands.clone().unwrap();
    assert!(
        registered
            .as_array()
            .unwrap()
            .iter()
            .any(|c| c["name"] == "league"),
        "/league is registered"
    );

    // A member is refused privately; a manager opens the league.
    let asked = league(&fake, BORIS, "new Spring_Cup game=blot points=101").await;
    assert_eq!(
        answer_to(&fake, BORIS, asked).content,
        "Only the chat's administrators may do that."
    );
    fake.make_manager(EVE);
    league(&fake, EVE, "new Spring_Cup game=blot points=101").await;
    let board = public(&fake, "the standings", |m| {
        m.content.starts_with("🏆 Spring Cup — ")
    })
    .await;
    assert!(board.content.contains("Registration is open."));

    for (captain, partner, team) in [(ANNA, BORIS, "Eagles"), (CARL, DANA, "Hawks")] {
        league(&fake, captain, &format!("team {team} <@{}>", partner.id)).await;
        let invitation = public(&fake, "the invitation", |m| {
            m.content.contains(&format!("«{team}»")) && !m.buttons().is_empty()
        })
        .await;
        let refused = press_private(&fake, EVE, invitation.id, "✅").await;
        assert_eq!(refused.content, "That invitation is for someone else.");
        press(&fake, partner, invitation.id, "✅");
        public(&fake, "the team registered", |m| {
            m.content.contains(&format!("The team «{team}»"))
        })
        .await;
    }
    league(&fake, EVE, "start").await;
    let board = public(&fake, "the season's standings", |m| {
        m.id == board.id && m.content.contains("Round 1")
    })
    .await;

    // Anna opens the fixture from the standings' Play button; the others sit with /league play.
    let known: Vec<u64> = fake.messages().iter().map(|m| m.id).collect();
    press(&fake, ANNA, board.id, "▶");
    let table = public(&fake, "the fixture's table", |m| {
        !known.contains(&m.id) && m.buttons().iter().any(|(_, id, _)| id.starts_with("j:"))
    })
    .await;
    for p in [BORIS, CARL, DANA] {
        league(&fake, p, "play").await;
    }
    public(&fake, "the game started", |m| {
        m.id == table.id && m.button("Show my hand").is_some()
    })
    .await;
    play(&fake, table.id, &[ANNA, BORIS, CARL, DANA]).await;

    let after = public(&fake, "the standings after the game", |m| {
        m.id == board.id && m.content.contains("P 1 · W 1 · L 0")
    })
    .await;
    assert!(
        after.content.contains("P 1 · W 0 · L 1"),
        "{}",
        after.content
    );

    // A player exports the season: the CSV and the game's Blot record, attached to his own
    // ephemeral answers.
    league(&fake, CARL, "export").await;
    fake.wait_for("the export's two files", |st| {
        st.messages
            .values()
            .filter(|m| m.viewer == Some(CARL.id) && !m.files.is_empty())
            .count()
            == 2
    })
    .await;
    let mut answers: Vec<Msg> = fake
        .messages()
        .into_iter()
        .filter(|m| !m.files.is_empty())
        .collect();
    answers.sort_by_key(|m| m.id);
    let [csv, record] = answers.try_into().unwrap();
    for m in [&csv, &record] {
        assert!(m.ephemeral && m.viewer == Some(CARL.id), "for Carl alone");
        assert_eq!(m.files.len(), 1);
    }
    assert_eq!(csv.files[0].name, "spring-cup-season-1.csv");
    assert!(csv.content.contains("«Spring Cup»"), "{}", csv.content);
    assert_eq!(
        record.files[0].name,
        "spring-cup-season-1-fixture-1.blot.json"
    );
    assert!(
        record.content.contains("Eagles – Hawks") && record.content.contains("cards replay"),
        "{}",
        record.content
    );
    let text = String::from_utf8(csv.files[0].bytes.clone()).unwrap();
    let mut lines = text.split("\r\n");
    assert_eq!(
        lines.next(),
        Some("season,round,fixture,home,away,winner,result,tars_kaput,home_points,away_points")
    );
    let fields: Vec<u64> = lines
        .next()
        .unwrap()
        .split(',')
        .skip(8)
        .map(|f| f.parse().unwrap())
        .collect();
    let verdict = game::referee::replay(std::str::from_utf8(&record.files[0].bytes).unwrap());
    assert_eq!(
        verdict.outcome,
        game::referee::Outcome::Legal,
        "{}",
        verdict.answer
    );
    assert_eq!(
        verdict.answer["total"],
        json!(fields),
        "the record scores the game as the results say"
    );

    // The organiser, a referee, annuls the result: the same message follows.
    league(&fake, EVE, "annul 1 a test of the referee").await;
    public(&fake, "the annulment", |m| {
        m.content.contains("annuls the result")
    })
    .await;
    public(&fake, "the standings after the annulment", |m| {
        m.id == board.id && !m.content.contains("P 1 ·") && m.content.contains("P 0")
    })
    .await;
    let boards = fake
        .messages()
        .into_iter()
        .filter(|m| !m.ephemeral && m.content.starts_with("🏆 Spring Cup — "))
        .count();
    assert_eq!(boards, 1, "one standings message, edited in place");
    fake.assert_clean();
}
