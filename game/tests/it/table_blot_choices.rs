//! Blot's own choices at a table (docs/rules.md, Bazaar Blot). Announcing combinations is optional:
//! before his first card a player holding combinations may announce the offered set, another
//! legal set, or none; a card played without choosing (his own, his clock's or a computer's)
//! announces the best set. Belote may be kept quiet. Where the table allows it, a player may
//! lay his hand open, and the opponent after him then chooses his cards.

use game::i18n::{Lang, Msg, text};
use game::table::{
    Action, ChatId, GameKind, GameView, Input, Press, Service, Settings, Tap, UserId, hand_screen,
};

const T0: u64 = 1_700_000_000_000;

fn send(service: &mut Service, who: u8, action: Action) {
    service.handle(Input {
        now: T0,
        chat: ChatId("tg:-1".into()),
        user: UserId(format!("tg:{who}")),
        name: format!("P{who}"),
        locale: None,
        action,
    });
}

fn user_of(service: &Service, seat: u8) -> u8 {
    let user = service.tables[&1].seats[seat as usize]
        .user
        .clone()
        .unwrap();
    user.0.trim_start_matches("tg:").parse().unwrap()
}

fn to_act(service: &Service) -> Option<u8> {
    service.tables[&1].engine.as_ref()?.to_act()
}

fn legal(service: &Service, seat: u8) -> Vec<String> {
    service.tables[&1]
        .engine
        .as_ref()
        .unwrap()
        .legal_codes(seat)
}

/// A move pressed by the player of this seat.
fn play(service: &mut Service, seat: u8, code: &str) {
    let who = user_of(service, seat);
    play_as(service, who, code);
}

/// Four people at a table opened with `settings`, played on until the seat to act has a move
/// that `wanted` picks among his legal codes: (service, that seat). The first caller bids the
/// lowest bid of `suit`, the others pass; cards are each seat's first legal one. `None` when
/// the first deal's moves never get there.
fn four_until(
    seed: u64,
    settings: Settings,
    suit: char,
    wanted: impl Fn(&[String]) -> bool,
) -> Option<(Service, u8)> {
    let mut s = Service::new(seed);
    send(&mut s, 1, Action::Open { settings });
    for who in 2..=4 {
        send(
            &mut s,
            who,
            Action::Join {
                table: 1,
                seat: None,
            },
        );
    }
    let mut bid = false;
    for _ in 0..40 {
        let seat = to_act(&s)?;
        let moves = legal(&s, seat);
        if wanted(&moves) {
            return Some((s, seat));
        }
        let code = if moves.iter().any(|c| c == "p") {
            let lowest = moves.iter().find(|c| c.ends_with(suit) && !bid);
            bid |= lowest.is_some();
            lowest.cloned().unwrap_or_else(|| "p".into())
        } else {
            moves
                .iter()
                .find(|c| c.parse::<game::cards::Card>().is_ok())?
                .clone()
        };
        play(&mut s, seat, &code);
    }
    None
}

/// A Bazaar table of four people where a seat holding combinations is to play his first card.
fn a_seat_that_may_announce() -> (Service, u8) {
    (1..400)
        .find_map(|seed| {
            four_until(seed, Settings::new(GameKind::Bazaar), 'H', |moves| {
                moves.iter().any(|c| c.starts_with('d'))
            })
        })
        .expect("a seat with combinations in 400 deals")
}

fn announced_by(service: &Service, seat: u8) -> Vec<String> {
    let engine = service.tables[&1].engine.as_ref().unwrap();
    let GameView::Blot(view) = engine.view(None) else {
        panic!("a Blot view");
    };
    view.announced
        .iter()
        .filter(|a| a.seat == seat)
        .map(|a| a.kind.clone())
        .collect()
}

#[test]
fn a_player_may_announce_nothing_and_then_plays_his_card() {
    let (mut s, seat) = a_seat_that_may_announce();
    let user = UserId(format!("tg:{}", user_of(&s, seat)));
    // His hand offers the choices, worded, with the hint; "d-" is "No announcement".
    let hand = hand_screen(&s, 1, &user, Lang::En, T0).expect("his hand");
    let labels: Vec<String> = hand
        .buttons()
        .filter(|b| {
            matches!(&b.tap, Tap::Press(data)
                if matches!(Press::decode(data), Some(Press::Move { ref code, .. }) if code.starts_with('d')))
        })
        .map(|b| b.label.clone())
        .collect();
    assert!(labels.len() >= 2, "{labels:?}");
    assert!(labels[0].starts_with("Announce "), "{labels:?}");
    assert_eq!(
        labels.last().unwrap(),
        &text(Lang::En, &Msg::BtnAnnounceNone)
    );
    assert!(hand.text.contains(&text(Lang::En, &Msg::AnnounceHint)));

    play(&mut s, seat, "d-");
    assert_eq!(to_act(&s), Some(seat), "still his turn: now his card");
    let moves = legal(&s, seat);
    assert!(
        moves.iter().all(|c| !c.starts_with('d')),
        "announced once: {moves:?}"
    );
    let card = moves[0].clone();
    play(&mut s, seat, &card);
    assert_ne!(to_act(&s), Some(seat));
    assert!(announced_by(&s, seat).is_empty(), "he announced nothing");
}

#[test]
fn a_card_played_without_choosing_announces_the_best_set_and_another_set_may_be_chosen() {
    let (mut s, seat) = a_seat_that_may_announce();
    let mut other = s.clone();
    let moves = legal(&s, seat);
    let card = moves.iter().find(|c| !c.starts_with('d')).unwrap().clone();
    play(&mut s, seat, &card);
    let best = announced_by(&s, seat);
    assert!(!best.is_empty(), "the best set was announced for him");

    // The same position: he chooses the last offered set before "none" instead.
    let offered: Vec<String> = moves
        .iter()
        .filter(|c| c.starts_with('d'))
        .cloned()
        .collect();
    let chosen = &offered[offered.len() - 2];
    play(&mut other, seat, chosen);
    play(&mut other, seat, &card);
    let announced = announced_by(&other, seat);
    assert!(!announced.is_empty(), "{chosen}");
    if offered.len() == 2 {
        assert_eq!(announced, best, "only the best set was offered");
    }
    // A refused code changes nothing: an announcement after his card is too late.
    let turn = other.tables[&1].turn;
    play(&mut other, seat, "d-");
    assert_eq!(other.tables[&1].turn, turn);
}

#[test]
fn an_announcement_keeps_his_turn_on_the_same_move_clock_without_a_second_notification() {
    use game::table::Output;
    let (mut s, seat) = a_seat_that_may_announce();
    let deadline = s.tables[&1].deadline;
    let turn = s.tables[&1].turn;
    let who = user_of(&s, seat);
    let outcome = s.handle(Input {
        now: T0 + 5_000,
        chat: ChatId("tg:-1".into()),
        user: UserId(format!("tg:{who}")),
        name: format!("P{who}"),
        locale: None,
        action: Action::Move {
            table: 1,
            turn,
            code: "d-".into(),
        },
    });
    assert_eq!(s.tables[&1].turn, turn + 1, "a move of its own, logged");
    assert_eq!(s.tables[&1].deadline, deadline, "the same move clock");
    assert!(
        !outcome
            .outputs
            .iter()
            .any(|o| matches!(o, Output::YourTurn { .. })),
        "{:?}",
        outcome.outputs
    );
    assert!(
        outcome
            .outputs
            .iter()
            .any(|o| matches!(o, Output::Table { table: 1 }))
    );
}

/// Plays first legal cards (no announcement choices) until the deal in progress is scored:
/// the belote points of its summary.
fn belote_of_the_deal(s: &mut Service) -> [u16; 2] {
    let engine = |s: &Service| s.tables[&1].engine.clone().unwrap();
    let totals = |s: &Service| match engine(s).view(None) {
        GameView::Blot(v) => v.last_deal.map(|d| d.parts.map(|p| p.belote)),
        _ => None,
    };
    let before = totals(s);
    for _ in 0..40 {
        let Some(seat) = to_act(s) else { break };
        let card = legal(s, seat)
            .into_iter()
            .find(|c| !c.starts_with('d') && c != "nb")
            .unwrap();
        play(s, seat, &card);
        if let Some(belote) = totals(s).filter(|_| totals(s) != before) {
            return belote;
        }
    }
    panic!("the deal did not end");
}

#[test]
fn belote_is_announced_for_its_holder_unless_he_keeps_it_quiet() {
    let (mut s, seat) = (1..600)
        .find_map(|seed| {
            four_until(seed, Settings::new(GameKind::Bazaar), 'S', |moves| {
                moves.iter().any(|c| c == "nb")
            })
        })
        .expect("belote in 600 deals");
    let team = usize::from(seat % 2);
    let mut quiet = s.clone();
    assert!(belote_of_the_deal(&mut s)[team] > 0, "announced for him");
    play(&mut quiet, seat, "nb");
    assert_eq!(to_act(&quiet), Some(seat), "still his turn");
    assert!(!legal(&quiet, seat).contains(&"nb".to_string()));
    assert_eq!(belote_of_the_deal(&mut quiet)[team], 0, "kept quiet");
}

#[test]
fn open_hand_is_a_table_setting_of_the_blot_games_only() {
    use game::table::command::{Command, parse};
    let Some(Ok(Command::Open(settings))) = parse("/blot open=yes", None) else {
        panic!("/blot open=yes");
    };
    assert!(settings.blot_rules.is_some_and(|r| r.open_hand));
    assert!(matches!(parse("/durak open=yes", None), Some(Err(_))));
    assert!(matches!(parse("/coinche open=maybe", None), Some(Err(_))));
    let Some(Ok(Command::Open(plain))) = parse("/blot", None) else {
        panic!("/blot");
    };
    assert!(!plain.blot_rules.is_some_and(|r| r.open_hand));
}

#[test]
fn a_hand_laid_open_is_shown_to_all_and_the_next_opponent_chooses_its_cards() {
    use game::table::command::{Command, parse};
    use game::table::table_screen;
    let Some(Ok(Command::Open(settings))) = parse("/blot open=yes", None) else {
        panic!("/blot open=yes");
    };
    let (mut s, opener) = four_until(9, settings, 'H', |moves| moves.iter().any(|c| c == "open"))
        .expect("a seat that may lay his hand open");
    let own_cards: Vec<String> = legal(&s, opener)
        .into_iter()
        .filter(|c| c.parse::<game::cards::Card>().is_ok())
        .collect();
    play(&mut s, opener, "open");
    let chooser = (opener + 1) % 4;
    assert_eq!(to_act(&s), Some(chooser), "the opponent after him chooses");
    assert!(legal(&s, opener).is_empty(), "he no longer presses");
    assert_eq!(legal(&s, chooser), own_cards, "the opener's legal cards");
    // Everyone sees the open hand; the chooser's hand offers its cards with a word.
    let opener_name = format!("P{}", user_of(&s, opener));
    let table = table_screen(&s, 1, Lang::En, T0).unwrap().text;
    assert!(
        table.contains(&format!("Open hand — {opener_name}:")),
        "{table}"
    );
    let chooser_user = UserId(format!("tg:{}", user_of(&s, chooser)));
    let hand = hand_screen(&s, 1, &chooser_user, Lang::En, T0).unwrap();
    assert!(
        hand.text.contains(&text(
            Lang::En,
            &Msg::ChooseFromOpenHand { user: &opener_name }
        )),
        "{}",
        hand.text
    );
    // The opener's own hand says that it is open and who chooses; the open hand on the table
    // reads in the order of his hand (trumps first).
    let opener_user_id = UserId(format!("tg:{}", user_of(&s, opener)));
    let own = hand_screen(&s, 1, &opener_user_id, Lang::En, T0)
        .unwrap()
        .text;
    assert!(own.contains(&text(Lang::En, &Msg::HandLaidOpen)), "{own}");
    let in_hand = own
        .lines()
        .find_map(|l| l.strip_prefix("Your hand: "))
        .expect("his cards");
    assert!(
        table.contains(&format!("Open hand — {opener_name}: {in_hand}")),
        "{table}\n{own}"
    );
    // The opener's own press is refused; the chooser's press plays the opener's card.
    let turn = s.tables[&1].turn;
    let opener_user = user_of(&s, opener);
    play_as(&mut s, opener_user, &own_cards[0]);
    assert_eq!(s.tables[&1].turn, turn, "refused");
    let card = own_cards.last().unwrap().clone();
    play(&mut s, chooser, &card);
    assert_eq!(s.tables[&1].turn, turn + 1);
    let engine = s.tables[&1].engine.as_ref().unwrap();
    let GameView::Blot(view) = engine.view(None) else {
        panic!("a Blot view");
    };
    assert!(
        view.trick.contains(&(opener, card.clone())),
        "{card} was played for the opener: {:?}",
        view.trick
    );
}

/// A move pressed by this user, whoever is to act.
fn play_as(service: &mut Service, who: u8, code: &str) {
    let turn = service.tables[&1].turn;
    send(
        service,
        who,
        Action::Move {
            table: 1,
            turn,
            code: code.to_string(),
        },
    );
}

#[test]
fn the_table_says_whose_call_it_is_in_the_auction_and_whose_card_in_the_play() {
    let settings = Settings::new(GameKind::Bazaar);
    let bidding = |moves: &[String]| moves.iter().any(|c| c == "p");
    let (auction, _) = four_until(3, settings.clone(), 'H', bidding).expect("an auction");
    let line = |s: &Service, lang: Lang| {
        let screen = game::table::table_screen(s, 1, lang, 0)
            .expect("the table")
            .text;
        let seat = to_act(s).expect("a seat to act");
        let name = s.tables[&1].seats[usize::from(seat)].name.clone();
        (screen, name)
    };
    let (screen, name) = line(&auction, Lang::En);
    assert!(screen.contains(&format!("{name} to bid")), "{screen}");
    assert!(!screen.contains("to play"), "{screen}");
    let (screen, name) = line(&auction, Lang::Ru);
    // «за» takes the instrumental, which «игроком» carries for any name (issue 45).
    assert!(
        screen.contains(&format!("слово за игроком {name}")),
        "{screen}"
    );
    // A bid such as 8H reads as a card too: the play is where passing is no move.
    let card = |moves: &[String]| !bidding(moves);
    let (play, _) = four_until(3, settings, 'H', card).expect("the play");
    let (screen, name) = line(&play, Lang::En);
    assert!(screen.contains(&format!("{name} to play")), "{screen}");
    assert!(!screen.contains("to bid"), "{screen}");
}
