//! End to end, a league: the real bot binary against the fake Bot API. A member may not open a
//! league; the group's administrator does; two teams register (each partner accepts with the
//! button, Telegram vouching for his username); the season starts, one fixture is played to its
//! end from the players' hands, the standings message follows in place, a referee annuls the
//! result and the standings follow again.

mod common;
mod fake_telegram;

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
    let mut w = World::new("league");
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
