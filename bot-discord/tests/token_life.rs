//! An interaction's token lives 15 minutes from when Discord sent the interaction, not from
//! when a process got round to answering it (a relayed interaction reaches its table's holder
//! later): a hand shown through an all but spent token is not edited through it any more.

use std::time::{Duration, Instant};

use bot_discord::calls::{Call, Done};
use bot_discord::outbox::Content;
use bot_discord::send::Bucket;
use bot_discord::shell::{Asked, Origin, Shell, Step, TOKEN_LIFE, What};
use game::table::screen::Tap;
use game::table::{ChatId, Press, UserId};
use host::clock::Now;
use host::front::Front;
use host::schedule::Limits;
use tests::driver::speaking;
use tests::watched::Shared;

const ANNA: u64 = 11;
const BORIS: u64 = 12;
const CHANNEL: u64 = 100;

/// Interaction `id` of `user` in the channel, received `age` ago.
fn asked(id: u64, user: u64, what: What, age: Duration) -> Asked {
    let user = UserId(format!("dc:{user}"));
    let now = host::clock::now_millis();
    let slash = matches!(what, What::Command(_));
    Asked {
        key: format!("dc:{id}"),
        from: speaking(
            ChatId(format!("dc:{CHANNEL}")),
            user.clone(),
            format!("User {}", user.0),
            Some("en-US"),
        ),
        what,
        origin: Origin {
            token: format!("token{id}"),
            user,
            slash,
            on_ephemeral: false,
            original_used: false,
            asked_at: Some(now - age.as_millis() as u64),
        },
    }
}

/// Handles one interaction, acknowledged, and makes every call it leads to (each answered as
/// Discord would); returns those calls.
fn handle(shell: &mut Shell<Shared>, input: Asked) -> Vec<Call> {
    let token = input.origin.token.clone();
    assert_eq!(shell.handle_group(vec![input], Now::read()), [true]);
    shell.acked(&token, true, Instant::now());
    let mut calls = Vec::new();
    let mut message = 1_000;
    let give_up = Instant::now() + Duration::from_secs(30);
    while Instant::now() < give_up {
        match shell.next_call(Instant::now()) {
            Step::Call(flight) => {
                let done = match &flight.call {
                    Call::Create { .. } | Call::Followup { .. } => {
                        message += 1;
                        Done::Created(message)
                    }
                    _ => Done::Ok,
                };
                calls.push(flight.call.clone());
                shell.settle(*flight, done, Bucket::default(), Instant::now());
            }
            Step::WaitUntil(at) => std::thread::sleep(at.saturating_duration_since(Instant::now())),
            Step::Idle => break,
        }
    }
    calls
}

/// The calls made through `token`, with what each showed.
fn through<'a>(calls: &'a [Call], token: &str) -> Vec<&'a Content> {
    calls
        .iter()
        .filter_map(|call| match call {
            Call::EditReply {
                token: t, content, ..
            }
            | Call::Followup { token: t, content }
                if t == token =>
            {
                Some(content)
            }
            _ => None,
        })
        .collect()
}

/// The first button of `content` whose press decodes as `wanted` says.
fn button(content: &Content, wanted: impl Fn(&Press) -> bool) -> Option<String> {
    content.rows.iter().flatten().find_map(|b| match &b.tap {
        Tap::Press(data) if Press::decode(data).is_some_and(|p| wanted(&p)) => Some(data.clone()),
        _ => None,
    })
}

#[test]
fn a_hand_shown_through_an_all_but_spent_token_is_not_edited_through_it() {
    let limits = Limits {
        in_flight: 8,
        ceiling: None,
        start: None,
    };
    let mut shell = Shell::new(Front::open(Shared::default(), 7).expect("open"), limits);
    let fresh = Duration::ZERO;
    // Received a second short of the token's life: each shows its sender's hand.
    let old = TOKEN_LIFE - Duration::from_secs(1);

    handle(
        &mut shell,
        asked(1, ANNA, What::Command("/durak".into()), fresh),
    );
    let joined = handle(
        &mut shell,
        asked(2, BORIS, What::Command("/join 1".into()), old),
    );
    assert!(
        through(&joined, "token2")
            .iter()
            .any(|c| c.text.contains("Your hand")),
        "Boris's join answers with his hand: {joined:#?}"
    );
    let mover = joined
        .iter()
        .find_map(|call| match call {
            Call::ReplaceMention {
                to: Some((user, _)),
                ..
            } => Some(*user),
            _ => None,
        })
        .expect("the first attacker is mentioned");
    let show = |content: &Content| button(content, |p| matches!(p, Press::ShowHand { .. }));
    let show_hand = joined
        .iter()
        .find_map(|call| match call {
            Call::ReplaceMention {
                to: Some((_, content)),
                ..
            } => show(content),
            _ => None,
        })
        .expect("the mention offers the hand");
    let shown = handle(
        &mut shell,
        asked(3, ANNA, What::Press(show_hand.clone()), old),
    );
    assert!(
        through(&shown, "token3")
            .iter()
            .any(|c| c.text.contains("Your hand")),
        "Anna's hand is shown: {shown:#?}"
    );
    let watcher_token = if mover == ANNA { "token2" } else { "token3" };

    // Both tokens are now past their life; the mover asks for his hand again and moves.
    std::thread::sleep(Duration::from_millis(1_500));
    let hand = handle(&mut shell, asked(4, mover, What::Press(show_hand), fresh));
    let card = through(&hand, "token4")
        .into_iter()
        .find_map(|c| button(c, |p| matches!(p, Press::Move { .. })))
        .expect("the mover's hand offers his moves");
    // Pressed on that hand, an ephemeral message.
    let mut press = asked(5, mover, What::Press(card), fresh);
    press.origin.on_ephemeral = true;
    let moved = handle(&mut shell, press);
    assert!(
        !through(&moved, "token5").is_empty(),
        "the mover's own hand is edited through his live token: {moved:#?}"
    );
    assert!(
        through(&moved, watcher_token).is_empty(),
        "nothing goes through the spent token: {moved:#?}"
    );
}
