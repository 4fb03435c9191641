//! Group commit (`Front::handle_group`, and beneath it `Durable::begin_group` / `end_group` /
//! `submit_group` / `wait_group`): inputs handled in a group answer and store exactly what
//! they would one by one, are written with one batch, and a failed group shows nothing and
//! leaves the stored state as it was.

mod common;

use std::sync::atomic::Ordering;

use common::{T0, person};
use game::table::{
    Action, ChatId, GameKind, Input, Output, Press, Service, Settings, Status, UserId,
};
use host::front::group_input::{GroupAsk, GroupFailed, GroupInput};
use host::{Delivery, Durable, From, Front, HostError};
use storage::testing::Watched;
use storage::{Entry, MemoryStore, Space, Store};

fn input(now: u64, who: u64, action: Action) -> Input {
    Input {
        now,
        chat: ChatId("tg:-1".into()),
        user: UserId(format!("tg:{who}")),
        name: format!("P{who}"),
        locale: None,
        action,
    }
}

/// The `n`th input of a script over `service`: open and start a Bazaar table for one of six
/// users (with three computers), else a move of the human to act at some table.
fn next(service: &Service, n: u64) -> (String, Input) {
    let playing: Vec<_> = service
        .tables
        .values()
        .filter(|t| t.status == Status::Playing)
        .collect();
    let moving = playing
        .get((n as usize * 7) % playing.len().max(1))
        .and_then(|t| {
            let engine = t.engine.as_ref()?;
            let seat = engine.to_act()?;
            let user = t.seats[seat as usize].user.as_ref()?;
            let who: u64 = user.0.trim_start_matches("tg:").parse().ok()?;
            let code = engine.computer_code(seat)?;
            Some((
                who,
                Action::Move {
                    table: t.id,
                    turn: t.turn,
                    code,
                },
            ))
        });
    let gathering = service
        .tables
        .values()
        .find(|t| t.status == Status::Gathering);
    let (who, action) = match (moving, gathering) {
        (_, Some(t)) => (
            t.creator.0.trim_start_matches("tg:").parse().unwrap_or(0),
            Action::Start { table: t.id },
        ),
        (Some(m), None) if !n.is_multiple_of(9) => m,
        _ => (
            n % 6,
            Action::Open {
                settings: Settings::new(GameKind::Bazaar),
            },
        ),
    };
    (format!("u{n}"), input(1_000 + n, who, action))
}

/// A script of `len` inputs, built by running it one by one on `reference`; every 5th input
/// is a redelivery of the one before it (same key, same input). Returns the inputs and what
/// each answered.
fn script(reference: &mut Durable<MemoryStore>, len: u64) -> Vec<((String, Input), Vec<Output>)> {
    let mut steps: Vec<((String, Input), Vec<Output>)> = Vec::new();
    for n in 0..len {
        let step = match steps.last() {
            Some((previous, _)) if n % 5 == 4 => previous.clone(),
            _ => next(reference.service(), n),
        };
        let outputs = reference.handle(&step.0, step.1.clone()).expect("handle");
        steps.push((step, outputs));
    }
    steps
}

fn everything(store: &impl Store) -> Vec<(Space, Vec<Entry>)> {
    Space::ALL
        .iter()
        .map(|&space| (space, store.scan(space, b"").expect("scan")))
        .collect()
}

/// An input of the script as a bot hands it to the front: its key, its sender, and the
/// command he typed or the data of the button he pressed.
#[derive(Clone, Debug)]
struct Step {
    key: String,
    from: From,
    ask: Ask,
}

#[derive(Clone, Debug)]
enum Ask {
    Typed(String),
    Pressed(String),
}

impl Step {
    /// The script's input (key, service input) as its sender types or presses it.
    fn of((key, input): (String, Input)) -> Step {
        let who = input.user.0.trim_start_matches("tg:").to_string();
        let from = person(&input.chat.0, input.user.0.clone(), format!("P{who}"));
        let ask = match input.action {
            Action::Open { .. } => Ask::Typed("/bazaar".into()),
            Action::Start { table } => Ask::Pressed(Press::Start { table }.encode()),
            Action::Move { table, turn, code } => {
                Ask::Pressed(Press::Move { table, turn, code }.encode())
            }
            other => panic!("the script has no {other:?}"),
        };
        Step { key, from, ask }
    }

    /// The `n`th input of the script over `front`'s service (see [`next`]).
    fn next(front: &Front<impl Store>, n: u64) -> Step {
        Step::of(next(front.durable().service(), n))
    }

    /// The step as a group's input.
    fn input(&self) -> GroupInput<'_> {
        GroupInput {
            key: &self.key,
            from: &self.from,
            ask: match &self.ask {
                Ask::Typed(text) => GroupAsk::Typed { text, bot: None },
                Ask::Pressed(data) => GroupAsk::Pressed { data },
            },
        }
    }

    /// Handles the step alone, outside any group, at `now`.
    fn alone(&self, front: &mut Front<impl Store>, now: u64) -> Vec<Delivery> {
        let answer = match &self.ask {
            Ask::Typed(text) => front.command(&self.key, now, &self.from, text, None),
            Ask::Pressed(data) => front.press(&self.key, now, &self.from, data),
        };
        answer.expect("handled")
    }
}

/// `steps` handled as one group at `now`: each one's deliveries.
fn grouped(
    front: &mut Front<impl Store + 'static>,
    steps: &[Step],
    now: u64,
) -> Result<Vec<Vec<Delivery>>, GroupFailed> {
    let inputs: Vec<GroupInput> = steps.iter().map(Step::input).collect();
    let handled = front.handle_group(&inputs, now)?;
    Ok(handled
        .into_iter()
        .map(|answer| answer.expect("each input handled"))
        .collect())
}

/// The clock of the `g`th group of a script: a minute after the one before, so that no
/// sender runs over his budget of inputs.
fn group_at(g: u64) -> u64 {
    T0 + g * 60_000
}

#[test]
fn a_group_answers_and_stores_what_one_by_one_would() {
    // The groups' sizes, and the script run one by one at each group's clock; every 5th
    // input is a redelivery of the one before it (same key, same input).
    let mut sizes = Vec::new();
    let (mut left, mut size) = (400, 1);
    while left > 0 {
        sizes.push(size.min(left));
        left -= size.min(left);
        size = size % 37 + 3;
    }
    let mut reference = Front::open(MemoryStore::new(), 11).expect("open");
    reference.set_deal_seeds(game::table::DealSeeds::Derived);
    let mut steps: Vec<(Step, Vec<Delivery>)> = Vec::new();
    for (g, &size) in sizes.iter().enumerate() {
        for _ in 0..size {
            let n = steps.len() as u64;
            let step = match steps.last() {
                Some((previous, _)) if n % 5 == 4 => previous.clone(),
                _ => Step::next(&reference, n),
            };
            let shown = step.alone(&mut reference, group_at(g as u64));
            steps.push((step, shown));
        }
    }
    assert!(
        steps.iter().filter(|(_, shown)| !shown.is_empty()).count() > 300,
        "the script does things"
    );
    let mut front = Front::open(MemoryStore::new(), 11).expect("open");
    front.set_deal_seeds(game::table::DealSeeds::Derived);
    let mut rest = &steps[..];
    for (g, &size) in sizes.iter().enumerate() {
        let (group, tail) = rest.split_at(size);
        rest = tail;
        let inputs: Vec<Step> = group.iter().map(|(step, _)| step.clone()).collect();
        let answers = grouped(&mut front, &inputs, group_at(g as u64)).expect("handle_group");
        let expected: Vec<&Vec<Delivery>> = group.iter().map(|(_, shown)| shown).collect();
        assert_eq!(answers.iter().collect::<Vec<_>>(), expected);
    }
    assert_eq!(
        everything(front.durable().store()),
        everything(reference.durable().store())
    );
    // A redelivery inside one group changes nothing either.
    let again = steps[10].0.clone();
    let fresh = Step::next(&front, 10_000);
    let answers = grouped(
        &mut front,
        &[fresh.clone(), fresh, again],
        group_at(sizes.len() as u64),
    )
    .expect("handle_group");
    assert!(!answers[0].is_empty());
    assert!(
        answers[1].is_empty() && answers[2].is_empty(),
        "{answers:?}"
    );
}

#[test]
fn a_group_is_written_once_and_nothing_before_its_end() {
    let mut durable = Durable::open(Watched::default(), 5).expect("open");
    durable.set_deal_seeds(game::table::DealSeeds::Derived);
    let before = everything(durable.store());
    durable.begin_group();
    let mut shown = 0;
    for n in 0..50 {
        let (key, input) = next(durable.service(), n);
        shown += durable.handle(&key, input).expect("handle").len();
    }
    assert!(shown > 0);
    let store = durable.store();
    assert_eq!(
        store.commits.load(Ordering::SeqCst),
        0,
        "nothing committed alone"
    );
    assert_eq!(
        store.batches.load(Ordering::SeqCst),
        0,
        "nothing written yet"
    );
    assert_eq!(everything(store), before, "nothing stored before the end");
    durable.end_group().expect("end_group");
    assert_eq!(
        durable.store().batches.load(Ordering::SeqCst),
        1,
        "one batch"
    );
    assert_eq!(durable.store().commits.load(Ordering::SeqCst), 0);
    assert!(durable.store().seen("u49").expect("seen"));
    // What is stored is what the service holds: reading it back gives the same tables.
    let reopened = host::codec::load(durable.store(), 5).expect("load");
    assert_eq!(
        serde_json::to_string(&reopened.tables).expect("json"),
        serde_json::to_string(&durable.service().tables).expect("json")
    );
}

#[test]
fn a_failed_group_shows_nothing_and_changes_nothing_stored() {
    let mut front = Front::open(Watched::default(), 5).expect("open");
    front.set_deal_seeds(game::table::DealSeeds::Derived);
    // The same script on a store that never fails tells the group's inputs in advance.
    let mut reference = Front::open(MemoryStore::new(), 5).expect("open");
    reference.set_deal_seeds(game::table::DealSeeds::Derived);
    for n in 0..20 {
        let step = Step::next(&front, n);
        step.alone(&mut front, group_at(0));
        step.alone(&mut reference, group_at(0));
    }
    let group: Vec<Step> = (20..40)
        .map(|n| {
            let step = Step::next(&reference, n);
            step.alone(&mut reference, group_at(1));
            step
        })
        .collect();
    let stored = everything(front.durable().store());
    let tables = serde_json::to_string(&front.durable().service().tables).expect("json");

    front.durable().store().fail.store(true, Ordering::SeqCst);
    let failed = grouped(&mut front, &group, group_at(1));
    assert!(
        matches!(
            failed,
            Err(GroupFailed {
                error: HostError::Store(_),
                ..
            })
        ),
        "{failed:?}"
    );
    assert_eq!(everything(front.durable().store()), stored);
    assert_eq!(
        serde_json::to_string(&front.durable().service().tables).expect("json"),
        tables,
        "the service was read back as it was before the group"
    );
    assert!(!front.durable().in_group());

    // Redelivered once the store works again, the same inputs apply as new.
    front.durable().store().fail.store(false, Ordering::SeqCst);
    let answers = grouped(&mut front, &group, group_at(2)).expect("handle_group");
    assert!(answers.iter().all(|shown| !shown.is_empty()), "{answers:?}");
    assert!(front.durable().store().seen("u39").expect("seen"));
}

#[test]
fn pipelined_groups_answer_and_store_what_one_by_one_would() {
    let mut reference = Durable::open(MemoryStore::new(), 11).expect("open");
    reference.set_deal_seeds(game::table::DealSeeds::Derived);
    let steps = script(&mut reference, 300);
    let mut pipelined = Durable::open(MemoryStore::new(), 11).expect("open");
    pipelined.set_deal_seeds(game::table::DealSeeds::Derived);
    // The group being written: its number, what it answered, what it should have.
    type Writing<'a> = (u64, Vec<Vec<Output>>, Vec<&'a Vec<Output>>);
    let mut writing: Option<Writing> = None;
    let mut rest = &steps[..];
    let mut size = 1;
    let mut compared = 0;
    while !rest.is_empty() || writing.is_some() {
        let (group, tail) = rest.split_at(size.min(rest.len()));
        rest = tail;
        size = size % 23 + 2;
        let mut submitted = None;
        if !group.is_empty() {
            pipelined.begin_group();
            let answers: Vec<Vec<Output>> = group
                .iter()
                .map(|((key, input), _)| pipelined.handle(key, input.clone()).expect("handle"))
                .collect();
            let number = pipelined.submit_group().expect("submit");
            submitted = Some((number, answers, group.iter().map(|(_, o)| o).collect()));
        }
        if let Some((number, answers, expected)) = writing.take() {
            pipelined.wait_group(number).expect("written");
            assert_eq!(answers.iter().collect::<Vec<_>>(), expected);
            compared += answers.len();
        }
        writing = submitted;
    }
    assert_eq!(compared, steps.len());
    assert_eq!(everything(pipelined.store()), everything(reference.store()));
}

#[test]
fn a_failed_pipelined_group_fails_the_later_ones_unwritten() {
    let mut durable = Durable::open(Watched::default(), 5).expect("open");
    durable.set_deal_seeds(game::table::DealSeeds::Derived);
    let mut n = 0;
    let mut group = |durable: &mut Durable<Watched>, len: u64| {
        durable.begin_group();
        for _ in 0..len {
            let (key, input) = next(durable.service(), n);
            n += 1;
            durable.handle(&key, input).expect("handle");
        }
        durable.submit_group().expect("submit")
    };
    let first = group(&mut durable, 10);
    durable.wait_group(first).expect("written");
    let stored = everything(durable.store());
    let tables = serde_json::to_string(&durable.service().tables).expect("json");

    durable.store().fail.store(true, Ordering::SeqCst);
    let second = group(&mut durable, 10);
    // Built on the second group's state, submitted before its failure is known.
    let third = group(&mut durable, 10);
    assert!(matches!(
        durable.wait_group(second),
        Err(HostError::Store(_))
    ));
    durable.store().fail.store(false, Ordering::SeqCst);
    assert!(matches!(
        durable.wait_group(third),
        Err(HostError::Abandoned)
    ));
    assert_eq!(
        durable.store().batches.load(Ordering::SeqCst),
        2,
        "the third group was never written"
    );
    assert_eq!(everything(durable.store()), stored);
    assert_eq!(
        serde_json::to_string(&durable.service().tables).expect("json"),
        tables,
        "the service was read back as it was after the first group"
    );
    assert_eq!(durable.groups_in_flight().count(), 0);

    // Afterwards groups work again, and a plain commit waits for those in flight.
    let fourth = group(&mut durable, 10);
    let (key, input) = next(durable.service(), 1_000);
    assert!(!durable.handle(&key, input).expect("handle").is_empty());
    assert_eq!(durable.groups_in_flight().count(), 0, "the commit waited");
    durable.wait_group(fourth).expect("written");
    assert!(durable.store().seen(&key).expect("seen"));
}

#[test]
fn a_key_in_flight_counts_as_seen() {
    let mut durable = Durable::open(MemoryStore::new(), 5).expect("open");
    durable.set_deal_seeds(game::table::DealSeeds::Derived);
    let (key, input) = next(durable.service(), 0);
    durable.begin_group();
    assert!(
        !durable
            .handle(&key, input.clone())
            .expect("handle")
            .is_empty()
    );
    let first = durable.submit_group().expect("submit");
    durable.begin_group();
    assert!(durable.handle(&key, input).expect("handle").is_empty());
    let second = durable.submit_group().expect("submit");
    durable.wait_group(first).expect("written");
    durable.wait_group(second).expect("written");
    assert_eq!(durable.service().tables.len(), 1);
}

#[test]
fn keys_expected_ahead_are_looked_up_once_per_group() {
    let mut durable = Durable::open(Watched::default(), 5).expect("open");
    durable.set_deal_seeds(game::table::DealSeeds::Derived);
    let mut steps = Vec::new();
    let keys: Vec<String> = (0..10).map(|n| format!("u{n}")).collect();
    let keys: Vec<&str> = keys.iter().map(String::as_str).collect();
    durable.expect_keys(&keys).expect("expect");
    for n in 0..10 {
        let step = next(durable.service(), n);
        assert!(
            !durable
                .handle(&step.0, step.1.clone())
                .expect("handle")
                .is_empty()
        );
        steps.push(step);
    }
    durable.end_group().expect("written");
    assert_eq!(durable.store().lookups.load(Ordering::SeqCst), 1);

    // Redelivered in a later group: known as seen from the one lookup, nothing changes.
    let turn = serde_json::to_string(&durable.service().tables).expect("json");
    durable.expect_keys(&["u3", "u9", "new"]).expect("expect");
    for (key, input) in [steps[3].clone(), steps[9].clone()] {
        assert!(durable.handle(&key, input).expect("handle").is_empty());
    }
    durable.end_group().expect("written");
    assert_eq!(durable.store().lookups.load(Ordering::SeqCst), 2);
    assert_eq!(
        serde_json::to_string(&durable.service().tables).expect("json"),
        turn
    );
    // A key not expected is still looked up.
    let (key, input) = next(durable.service(), 50);
    durable.begin_group();
    durable.handle(&key, input).expect("handle");
    durable.end_group().expect("written");
    assert_eq!(durable.store().lookups.load(Ordering::SeqCst), 3);
}
