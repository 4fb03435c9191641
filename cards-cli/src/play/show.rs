//! What `cards play` prints: the table as your seat sees it, moves and events, in English,
//! cards in the project's notation.

use game::blot::BlotView;
use game::cards::{Card, CardSet};
use game::durak::SeatView;
use game::table::{Engine, EngineEvent, GameView};
use game::toto21::{self, StateView, TableView};

/// A Toto21 action's move code.
pub fn toto21_code(action: toto21::Action) -> &'static str {
    match action {
        toto21::Action::Hit => "hit",
        toto21::Action::Stand => "stand",
        toto21::Action::Blind => "blind",
    }
}

/// A move code as listed to the player.
pub fn code(engine: &Engine, code: &str) -> String {
    let words = match (engine, code) {
        (Engine::Toto21 { .. }, "hit") => "take a face-up card",
        (Engine::Toto21 { .. }, "stand") => "stop drawing",
        (Engine::Toto21 { .. }, "blind") => "take a face-down card (counted at the end)",
        (Engine::Durak { .. }, "take") => "take every card on the table",
        (Engine::Durak { .. }, "go") => "let the beaten cards go",
        _ => "",
    };
    if words.is_empty() {
        code.to_string()
    } else {
        format!("{code} ({words})")
    }
}

/// The table as `you` see it.
pub fn state(engine: &Engine, you: u8) -> String {
    match engine.view(Some(you)) {
        GameView::Toto21(view) => toto21(&view, you),
        GameView::DurakSeat(view) => durak(&view),
        GameView::Blot(view) => blot(&view),
        GameView::DurakPublic(_) => String::new(),
    }
}

fn cards(list: &[Card]) -> String {
    if list.is_empty() {
        "-".into()
    } else {
        game::cards::format_cards(list)
    }
}

fn toto21(view: &TableView, you: u8) -> String {
    let mut out = format!("Score: you {}, seat 1 {}.", view.score[0], view.score[1]);
    if let StateView::Playing(round) = &view.state {
        for hand in [&round.player, &round.dealer] {
            let role = if hand.seat == round.dealer.seat {
                "dealer"
            } else {
                "player"
            };
            let who = if u8::from(hand.seat) == you {
                "You".to_string()
            } else {
                format!("Seat {}", hand.seat)
            };
            let hidden = if hand.face_down > 0 {
                format!(" + {} face down", hand.face_down)
            } else {
                String::new()
            };
            out.push_str(&format!(
                "\n{who} ({role}): {}{hidden}, total {}",
                cards(&hand.face_up),
                hand.visible_total
            ));
        }
        out = format!("Round {} for {} point(s). {out}", round.number, round.prize);
    }
    out
}

fn durak(view: &SeatView) -> String {
    let public = &view.public;
    let table: Vec<String> = public
        .table
        .iter()
        .map(|pair| match pair.defence {
            Some(defence) => format!("{}/{}", pair.attack, defence),
            None => format!("{}/?", pair.attack),
        })
        .collect();
    let turned = public
        .turned
        .map(|card| format!(" (turned {card})"))
        .unwrap_or_default();
    format!(
        "Trump {}{turned}; stock {}, discarded {}. Score: you {}, seat 1 {}.\nTable: {}\nSeat 1 holds {} cards.\nYour hand: {}",
        public.trump,
        public.stock,
        public.discarded,
        public.scores[0],
        public.scores[1],
        if table.is_empty() {
            "empty".into()
        } else {
            table.join(" ")
        },
        view.opponent_hand_size,
        sorted(view.hand)
    )
}

/// A hand by suit, then by rank.
fn sorted(hand: CardSet) -> String {
    let list: Vec<Card> = hand.iter().collect();
    cards(&list)
}

fn blot(view: &BlotView) -> String {
    let mut out = format!(
        "{} deal, {}: your team {}, the others {} (to {}).",
        view.variant, view.phase, view.totals[0], view.totals[1], view.target
    );
    if let Some(contract) = &view.contract {
        out.push_str(&format!(
            "\nContract: {} by seat {}.",
            serde_json::to_string(contract).unwrap_or_default(),
            contract.seat
        ));
    }
    if !view.calls.is_empty() {
        let calls: Vec<String> = view
            .calls
            .iter()
            .map(|(seat, call)| format!("{seat}:{call}"))
            .collect();
        out.push_str(&format!("\nCalls: {}", calls.join(" ")));
    }
    if let Some(turned) = &view.turned {
        out.push_str(&format!("\nTurned card: {turned}"));
    }
    let trick: Vec<String> = view
        .trick
        .iter()
        .map(|(seat, card)| format!("{seat}:{card}"))
        .collect();
    out.push_str(&format!(
        "\nTrick: {}\nTricks won: your team {}, the others {}.",
        if trick.is_empty() {
            "-".into()
        } else {
            trick.join(" ")
        },
        view.tricks_won[0],
        view.tricks_won[1]
    ));
    if let Some(hand) = &view.hand {
        let mut hand: Vec<Card> = hand.iter().filter_map(|c| c.parse().ok()).collect();
        hand.sort_by_key(|card| (card.suit(), card.rank()));
        out.push_str(&format!("\nYour hand: {}", cards(&hand)));
    }
    out
}

/// An event worth a line.
pub fn event(event: &EngineEvent, you: u8) -> Option<String> {
    match event {
        EngineEvent::DealScored { result, score, .. } => Some(format!(
            "Deal over ({result}): your team {}, the others {}.",
            score[0], score[1]
        )),
        EngineEvent::RoundOver {
            winner: Some(w),
            points,
            ..
        } => Some(if *w == you {
            format!("You win the round: {points} point(s).")
        } else {
            format!("Seat {w} wins the round: {points} point(s).")
        }),
        EngineEvent::RoundOver { winner: None, .. } => {
            Some("Nobody wins this one (a draw or a double bust).".into())
        }
        EngineEvent::Finished => None,
    }
}

/// The last line.
pub fn game_over(engine: &Engine, you: u8) -> String {
    match engine.winners() {
        Some(winners) if winners.contains(&you) => "Game over: you win!".into(),
        Some(winners) if winners.is_empty() => "Game over: a draw.".into(),
        Some(_) => "Game over: you lose.".into(),
        None => "Game over.".into(),
    }
}
