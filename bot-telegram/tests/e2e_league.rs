//! End to end, a league: the real bot binary against the fake Bot API. A member may not open a
//! league; the group's administrator does; two teams register (each partner accepts with the
//! button, Telegram vouching for his username); the season starts, one fixture is played to its
//! end from the players' hands, the standings message follows in place, a referee annuls the
//! result and the standings follow again. Before that, a player exports the season: its CSV
//! and the game's Blot record arrive in his private chat as documents.

mod common;
mod fake_telegram;

/// Reading an export's files.
mod export {
    /// The home and away points of the CSV's first result line (after its header).
    pub fn points_of_first_result(csv: &[u8]) -> [u64; 2] {
        let text = std::str::from_utf8(csv).unwrap();
        let mut lines = text.split("\r\n");
        assert_eq!(
            lines.next(),
            Some("season,round,fixture,home,away,winner,result,tars_kaput,home_points,away_points")
        );
        let fields: Vec<&str> = lines.next().unwrap().split(',').collect();
        [fields[8].parse().unwrap(), fields[9].parse().unwrap()]
    }

    /// What `cards replay` makes of a record: legal, and its total.
    pub fn replayed_total(record: &[u8]) -> [u64; 2] {
        let verdict = game::referee::replay(std::str::from_utf8(record).unwrap());
        assert_eq!(
            verdict.outcome,
            game::referee::Outcome::Legal,
            "{}",
            verdict.answer
        );
        let total = &verdict.answer["total"];
        [total[0].as_u64().unwrap(), total[1].as_u64().unwrap()]
    }
}

use common::{PATIENCE, World};
use fake_telegram::Shown;
use tests::Rng;

const GROUP: i64 = -3003;

/// The league's standings message.
fn standings(w: &World) -> Option<Shown> {
    w.fake
        .messages(GROUP)
        .into_iter()
        .find(|m| m.text.starts_with("🏆 Spring Cup — "))
}

/// The newest group message containing `words`.
fn said(w: &World, words: &str) -> Option<Shown> {
    w.fake
        .messages(GROUP)
        .into_iter()
        .rev()
        .find(|m| m.text.contains(words))
}

#[test]
fn a_league_fixture_is_played_and_its_standings_follow_in_place() {
    let (ani, boris, gor, davit, lilit) = (31, 32, 33, 34, 35);
    let players = [ani, boris, gor, davit];
    let mut w = World::for_games("league");
    w.fake.add_group(GROUP, "League club");
    for (id, name) in [
        (ani, "Ani"),
        (boris, "Boris"),
        (gor, "Gor"),
        (davit, "Davit"),
        (lilit, "Lilit"),
    ] {
        w.fake.add_user(id, name, "en", true);
        w.say(id, id, "/start");
    }
    w.fake.make_admin(GROUP, lilit);
    w.start();

    // A member is refused; the administrator opens the league.
    w.say(boris, GROUP, "/league new Spring_Cup game=blot points=101");
    w.fake.wait(PATIENCE, "the refusal", |_| {
        said(&w, "Only the chat's administrators may do that.")
    });
    w.say(lilit, GROUP, "/league new Spring_Cup game=blot points=101");
    let board = w
        .fake
        .wait(PATIENCE, "the standings message", |_| standings(&w));
    assert!(
        board.text.contains("Registration is open."),
        "{}",
        board.text
    );

    // Two teams; each partner, named by his username, accepts with the button.
    for (captain, partner, team) in [(ani, boris, "Eagles"), (gor, davit, "Hawks")] {
        w.say(
            captain,
            GROUP,
            &format!("/league team {team} @user{partner}"),
        );
        let invitation = w.fake.wait(PATIENCE, "the invitation", |_| {
            said(&w, &format!("«{team}»")).filter(|m| m.buttons().next().is_some())
        });
        let data = invitation
            .buttons()
            .find_map(|b| b.data.clone())
            .expect("an Accept button");
        // Someone else's press is refused privately.
        let refused = w.fake.press(lilit, GROUP, invitation.id, &data);
        let answer = w.fake.wait_answer(&refused, PATIENCE);
        assert_eq!(
            answer.text.as_deref(),
            Some("That invitation is for someone else.")
        );
        let accepted = w.fake.press(partner, GROUP, invitation.id, &data);
        w.fake.wait_answer(&accepted, PATIENCE);
        w.fake.wait(PATIENCE, "the team registered", |_| {
            said(&w, &format!("The team «{team}»")).filter(|m| m.text.contains("is registered"))
        });
    }
    w.say(lilit, GROUP, "/league start");
    let board = w.fake.wait(PATIENCE, "the season's standings", |_| {
        standings(&w).filter(|m| m.text.contains("Round 1"))
    });
    let play = board
        .buttons()
        .find_map(|b| b.data.clone().filter(|d| d.starts_with("lgp:")))
        .expect("a Play button on the standings");

    // Ani opens the fixture from the button; the three others sit with /league play.
    let known: Vec<i64> = w.fake.messages(GROUP).iter().map(|m| m.id).collect();
    let pressed = w.fake.press(ani, GROUP, board.id, &play);
    w.fake.wait_answer(&pressed, PATIENCE);
    let table = w.fake.wait(PATIENCE, "the fixture's table", |f| {
        f.messages(GROUP)
            .into_iter()
            .filter(|m| !known.contains(&m.id))
            .find_map(|m| tests::table_named(m.buttons().filter_map(|b| b.data.as_deref())))
    });
    for &p in &[boris, gor, davit] {
        w.say(p, GROUP, "/league play");
    }
    for &p in &players {
        w.fake.wait(PATIENCE, "a hand", |_| w.hand(p, table));
    }
    let mut rng = Rng::new(13);
    w.play(table, &players, &mut rng, |w| w.finished(GROUP, table));

    // The result is recorded: the same standings message, edited.
    let after = w.fake.wait(PATIENCE, "the standings after the game", |_| {
        standings(&w).filter(|m| m.text.contains("P 1 · W 1 · L 0"))
    });
    assert_eq!(after.id, board.id, "edited in place");
    assert!(after.text.contains("P 1 · W 0 · L 1"), "{}", after.text);
    w.fake.wait(PATIENCE, "the league's result", |_| {
        said(&w, "League «Spring Cup»: ").filter(|m| m.text.contains(" beat "))
    });

    // A player exports the season: the CSV and the game's Blot record reach him privately.
    w.say(gor, GROUP, "/league export");
    let files = w.fake.wait(PATIENCE, "the export's two files", |f| {
        let files: Vec<_> = f
            .messages(gor)
            .into_iter()
            .filter_map(|m| m.document.clone().map(|d| (m.text, d)))
            .collect();
        (files.len() == 2).then_some(files)
    });
    let [(csv_caption, csv), (record_caption, record)] = files.try_into().unwrap();
    assert_eq!(csv.name, "spring-cup-season-1.csv");
    assert!(csv_caption.contains("«Spring Cup»"), "{csv_caption}");
    assert_eq!(record.name, "spring-cup-season-1-fixture-1.blot.json");
    assert!(
        record_caption.contains("Eagles – Hawks") && record_caption.contains("cards replay"),
        "{record_caption}"
    );
    assert_eq!(
        export::points_of_first_result(&csv.bytes),
        export::replayed_total(&record.bytes),
        "the record scores the game as the results say"
    );
    assert!(
        !w.fake.messages(GROUP).iter().any(|m| m.document.is_some()),
        "nothing in the group"
    );

    // The organiser, a referee, annuls it: the standings follow.
    w.say(lilit, GROUP, "/league annul 1 a test of the referee");
    w.fake
        .wait(PATIENCE, "the annulment", |_| said(&w, "annuls the result"));
    let annulled = w
        .fake
        .wait(PATIENCE, "the standings after the annulment", |_| {
            standings(&w).filter(|m| !m.text.contains("P 1 ·"))
        });
    assert_eq!(annulled.id, board.id);
    assert_eq!(
        w.fake
            .messages(GROUP)
            .iter()
            .filter(|m| m.text.starts_with("🏆 Spring Cup — "))
            .count(),
        1,
        "one standings message"
    );

    w.fake.wait(PATIENCE, "the outbox to drain", |f| {
        (f.pending_updates() == 0).then_some(())
    });
    let status = w.stop_with("TERM");
    assert!(status.success());
    let stored = w.stored();
    let league = &stored.leagues[&1];
    assert!(league.fixtures[0].result.is_none(), "annulled");
    assert_eq!(league.log.len(), 1);
    for &p in &players {
        let user = game::table::UserId(format!("tg:{p}"));
        assert_eq!(
            stored.ratings[&user][&game::table::GameKind::Bazaar].games,
            1
        );
    }
    w.assert_clean();
}

/// The fake takes a document as Telegram takes an upload: multipart/form-data with the file in
/// its own part, named; a file id it never issued, or a caption over 1024 characters, is
/// refused (and recorded as the bot's fault).
#[test]
fn the_fake_takes_only_uploaded_documents_with_short_captions() {
    use teloxide::payloads::SendDocumentSetters;
    use teloxide::prelude::Requester;
    use teloxide::types::{ChatId, FileId, InputFile};

    let fake = fake_telegram::Fake::start();
    let group = -4242;
    fake.add_group(group, "Files");
    let client = teloxide::net::default_reqwest_settings()
        .no_proxy()
        .build()
        .unwrap();
    let bot = teloxide::Bot::with_client(fake_telegram::TOKEN, client)
        .set_api_url(fake.url().parse().unwrap());
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let file = InputFile::memory(b"a,b\r\n".to_vec()).file_name("season.csv");
        let sent = bot.send_document(ChatId(group), file).caption("the season");
        sent.await.expect("an upload is taken");
        let by_id = bot.send_document(ChatId(group), InputFile::file_id(FileId("AgAD".into())));
        assert!(by_id.await.is_err(), "no such file id");
        let file = InputFile::memory(b"x".to_vec()).file_name("x.csv");
        let long = bot
            .send_document(ChatId(group), file)
            .caption("c".repeat(1025));
        assert!(long.await.is_err(), "a caption over 1024 characters");
    });
    let shown = fake.messages(group);
    let [only] = shown.as_slice() else {
        panic!("one document kept: {shown:?}");
    };
    assert_eq!(only.text, "the season");
    assert_eq!(
        only.document,
        Some(fake_telegram::Document {
            name: "season.csv".into(),
            bytes: b"a,b\r\n".to_vec()
        })
    );
    let violations = fake.violations();
    assert_eq!(violations.len(), 2, "{violations:?}");
    assert!(violations[0].contains("not uploaded as multipart/form-data"));
    assert!(violations[1].contains("a caption of 1025 characters"));
}
