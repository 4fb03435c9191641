use super::*;

#[derive(Clone, Debug, PartialEq, Eq)]
struct Job(&'static str);

impl Payload for Job {}

type Sched = Scheduler<i64, u32, Job>;

const GROUP: i64 = -1;
const ALICE: i64 = 7;

fn ready(s: &mut Sched, now: Instant) -> (Ticket<i64, u32>, Job) {
    match s.next(now) {
        Next::Ready(ticket, job) => (ticket, job),
        other => panic!("expected a job, got {other:?}"),
    }
}

#[test]
fn updates_of_a_slot_coalesce_to_the_latest_and_keep_their_place() {
    let t = Instant::now();
    let mut s = Sched::new(Limits::default());
    s.place(GROUP, Pace::FREE, 1, Job("table v1"), t);
    s.place(GROUP, Pace::FREE, 2, Job("other table"), t);
    s.place(GROUP, Pace::FREE, 1, Job("table v2"), t);
    let (ticket, job) = ready(&mut s, t);
    assert_eq!(job, Job("table v2"));
    s.done(ticket, Done::Sent, t);
    let (ticket, job) = ready(&mut s, t);
    assert_eq!(job, Job("other table"));
    s.done(ticket, Done::Sent, t);
    assert!(s.is_empty());
}

#[test]
fn a_post_goes_before_a_table_edit_queued_earlier() {
    let t = Instant::now();
    let mut s = Sched::new(Limits::default());
    s.place(GROUP, Pace::FREE, 1, Job("table: deal 2"), t);
    s.post(GROUP, Pace::FREE, Job("deal 1 scored"), t);
    s.post(GROUP, Pace::FREE, Job("game over"), t);
    let order: Vec<Job> = (0..3)
        .map(|_| {
            let (ticket, job) = ready(&mut s, t);
            s.done(ticket, Done::Sent, t);
            job
        })
        .collect();
    assert_eq!(
        order,
        [Job("deal 1 scored"), Job("game over"), Job("table: deal 2")]
    );
}

#[test]
fn one_call_at_a_time_per_chat_and_chats_in_parallel() {
    let t = Instant::now();
    let mut s = Sched::new(Limits::default());
    s.post(GROUP, Pace::FREE, Job("a"), t);
    s.post(GROUP, Pace::FREE, Job("b"), t);
    s.post(ALICE, Pace::FREE, Job("c"), t);
    let (first, _) = ready(&mut s, t);
    let (second, _) = ready(&mut s, t);
    assert_ne!(first.lane, second.lane, "the other chat goes at once");
    assert!(
        matches!(s.next(t), Next::Idle),
        "the group waits for its call"
    );
    let group = if first.lane == GROUP { first } else { second };
    s.done(group, Done::Sent, t);
    let (third, job) = ready(&mut s, t);
    assert_eq!((third.lane, job), (GROUP, Job("b")));
}

#[test]
fn a_group_never_gets_more_than_twenty_writes_a_minute() {
    let start = Instant::now();
    let mut s = Sched::new(Limits::default());
    let pace = Pace::TELEGRAM_GROUP;
    let mut t = start;
    let mut ends = Vec::new();
    for i in 0..200u32 {
        if i % 3 == 0 {
            s.post(GROUP, pace, Job("post"), t);
        }
        s.place(GROUP, pace, 1, Job("table"), t);
        match s.next(t) {
            Next::Ready(ticket, _) => {
                let end = t + Duration::from_millis(100);
                s.done(ticket, Done::Sent, end);
                ends.push(end);
            }
            Next::WaitUntil(at) => assert!(at > t),
            Next::Idle => panic!("work is queued"),
        }
        t += Duration::from_millis(700);
    }
    for (i, &end) in ends.iter().enumerate() {
        let within = ends[i..]
            .iter()
            .take_while(|&&e| e.duration_since(end) < Duration::from_secs(60))
            .count();
        assert!(within <= 20, "{within} writes within a minute");
    }
    assert!(ends.len() >= 40, "the budget is used: {}", ends.len());
}

#[test]
fn table_edits_are_spaced_and_leave_room_for_posts() {
    let t = Instant::now();
    let mut s = Sched::new(Limits::default());
    let pace = Pace::TELEGRAM_GROUP;
    s.place(GROUP, pace, 1, Job("v1"), t);
    let (ticket, _) = ready(&mut s, t);
    s.done(ticket, Done::Sent, t);
    s.place(GROUP, pace, 1, Job("v2"), t);
    assert_eq!(
        match s.next(t) {
            Next::WaitUntil(at) => at,
            other => panic!("{other:?}"),
        },
        t + pace.slot_gap
    );
    s.post(GROUP, pace, Job("deal scored"), t);
    let (ticket, job) = ready(&mut s, t);
    assert_eq!(job, Job("deal scored"), "a post does not wait for the gap");
    s.done(ticket, Done::Sent, t);
}

#[test]
fn a_private_chat_gets_at_most_one_write_a_second() {
    let t = Instant::now();
    let mut s = Sched::new(Limits::default());
    let pace = Pace::TELEGRAM_PRIVATE;
    s.place(ALICE, pace, 1, Job("hand v1"), t);
    let (ticket, _) = ready(&mut s, t);
    let end = t + Duration::from_millis(80);
    s.done(ticket, Done::Sent, end);
    s.place(ALICE, pace, 1, Job("hand v2"), end);
    match s.next(end) {
        Next::WaitUntil(at) => assert!(at >= end + Duration::from_secs(1)),
        other => panic!("{other:?}"),
    }
}

#[test]
fn an_overload_pauses_every_chat_then_the_rate_recovers_step_by_step() {
    let t = Instant::now();
    let mut s = Sched::new(Limits::default());
    for chat in 1..=40 {
        s.post(chat, Pace::FREE, Job("x"), t);
        s.post(chat, Pace::FREE, Job("y"), t);
    }
    let tickets: Vec<_> = (0..40).map(|_| ready(&mut s, t).0).collect();
    assert_eq!(
        s.overall_rate(t),
        None,
        "no limit until the platform says so"
    );
    let mut tickets = tickets.into_iter();
    s.done(
        tickets.next().unwrap(),
        Done::Overloaded {
            retry_after: Duration::from_secs(2),
        },
        t,
    );
    for ticket in tickets {
        s.done(ticket, Done::Sent, t);
    }
    assert_eq!(
        match s.next(t) {
            Next::WaitUntil(at) => at,
            other => panic!("{other:?}"),
        },
        t + Duration::from_secs(2),
        "every chat waits the retry_after"
    );
    let rate = s.overall_rate(t).expect("a learnt rate");
    assert_eq!(rate, 20.0, "half of the 40 sent in the last second");
    let later = t + Duration::from_secs(2);
    let mut sent = 0;
    while let Next::Ready(ticket, _) = s.next(later) {
        s.done(ticket, Done::Sent, later);
        sent += 1;
    }
    assert!(sent <= 21, "at most the learnt rate in a second: {sent}");
    assert!(s.overall_rate(t + Duration::from_secs(12)).unwrap() > rate);
}

#[test]
fn the_refused_job_goes_first_and_keeps_the_newest_screen() {
    let t = Instant::now();
    let mut s = Sched::new(Limits::default());
    s.place(GROUP, Pace::FREE, 1, Job("v1"), t);
    let (ticket, _) = ready(&mut s, t);
    s.place(GROUP, Pace::FREE, 1, Job("v2"), t);
    s.done(
        ticket,
        Done::Retry {
            retry_after: Duration::from_secs(1),
        },
        t,
    );
    let (_, job) = ready(&mut s, t + Duration::from_secs(1));
    assert_eq!(job, Job("v2"));
}

#[test]
fn a_busy_chat_does_not_starve_the_others() {
    let t = Instant::now();
    let mut s = Sched::new(Limits {
        in_flight: 1,
        ceiling: None,
        start: None,
    });
    for _ in 0..50 {
        s.post(GROUP, Pace::FREE, Job("busy"), t);
    }
    let later = t + Duration::from_millis(10);
    s.post(ALICE, Pace::FREE, Job("quiet"), later);
    let mut order = Vec::new();
    let mut now = later;
    for _ in 0..3 {
        let (ticket, job) = ready(&mut s, now);
        order.push(job);
        now += Duration::from_millis(10);
        s.done(ticket, Done::Sent, now);
    }
    assert!(order.contains(&Job("quiet")), "{order:?}");
}

#[test]
fn a_ceiling_caps_the_overall_rate() {
    let t = Instant::now();
    let mut s = Sched::new(Limits {
        in_flight: 100,
        ceiling: Some(5.0),
        start: None,
    });
    for chat in 0..20 {
        s.post(chat, Pace::FREE, Job("x"), t);
    }
    // Over one second, five calls, spread evenly: never two at once.
    let mut starts = Vec::new();
    let mut now = t;
    while now < t + Duration::from_millis(999) {
        while let Next::Ready(_, _) = s.next(now) {
            starts.push(now);
        }
        now += Duration::from_millis(10);
    }
    assert_eq!(starts.len(), 5, "{starts:?}");
    assert!(
        starts
            .windows(2)
            .all(|w| w[1] - w[0] >= Duration::from_millis(190)),
        "{starts:?}"
    );
}

#[test]
fn a_held_lane_waits_for_its_bucket_and_a_cancelled_slot_never_leaves() {
    let t0 = Instant::now();
    let mut s = Sched::new(Limits::default());
    s.place(ALICE, Pace::FREE, 7, Job("old hand"), t0);
    s.post(ALICE, Pace::FREE, Job("reply"), t0);
    s.hold(&ALICE, t0 + Duration::from_secs(2));
    assert!(matches!(s.next(t0), Next::WaitUntil(at) if at == t0 + Duration::from_secs(2)));
    s.cancel(&ALICE, &7);
    let later = t0 + Duration::from_secs(2);
    let Next::Ready(ticket, payload) = s.next(later) else {
        panic!("the reply leaves once the bucket is full again");
    };
    assert_eq!(payload, Job("reply"));
    s.done(ticket, Done::Sent, later);
    assert!(matches!(s.next(later), Next::Idle));
    assert!(s.is_empty());
}

#[derive(Clone, Debug, PartialEq, Eq)]
struct Priced(&'static str, u32);

impl Payload for Priced {
    fn cost(&self) -> u32 {
        self.1
    }
}

#[test]
fn answers_that_spend_no_write_never_wait_behind_the_overall_rate() {
    let t = Instant::now();
    let limits = Limits {
        in_flight: 64,
        ceiling: Some(1.0),
        start: None,
    };
    let mut s: Scheduler<i64, u32, Priced> = Scheduler::new(limits);
    s.post(GROUP, Pace::FREE, Priced("table edit", 1), t);
    s.post(-2, Pace::FREE, Priced("other table", 1), t);
    s.post(
        ALICE,
        Pace::FREE,
        Priced("hand through an interaction", 0),
        t,
    );
    let mut sent = Vec::new();
    while let Next::Ready(ticket, job) = s.next(t) {
        sent.push(job.0);
        s.done(ticket, Done::Sent, t);
    }
    assert_eq!(
        sent.len(),
        2,
        "one write a second, and the free answer: {sent:?}"
    );
    assert!(sent.contains(&"hand through an interaction"), "{sent:?}");
}

#[test]
fn a_pause_of_the_bot_as_a_whole_holds_the_writes_not_the_answers_that_spend_none() {
    let t = Instant::now();
    let mut s: Scheduler<i64, u32, Priced> = Scheduler::new(Limits::default());
    s.post(GROUP, Pace::FREE, Priced("table edit", 1), t);
    let (ticket, _) = match s.next(t) {
        Next::Ready(ticket, job) => (ticket, job),
        other => panic!("{other:?}"),
    };
    let pause = Duration::from_secs(2);
    s.done(ticket, Done::Overloaded { retry_after: pause }, t);
    s.post(
        ALICE,
        Pace::FREE,
        Priced("hand through an interaction", 0),
        t,
    );
    match s.next(t) {
        Next::Ready(_, job) => assert_eq!(job.0, "hand through an interaction"),
        other => panic!("the answer waited for the pause: {other:?}"),
    }
    assert!(
        matches!(s.next(t), Next::WaitUntil(at) if at == t + pause),
        "the table edit waits for the pause"
    );
    assert!(matches!(s.next(t + pause), Next::Ready(..)));
}

#[test]
fn under_a_learnt_overall_rate_private_chats_that_come_and_go_do_not_starve_the_groups() {
    // 200 groups and 200 private chats, every one of them always wanting to write, and a
    // platform refusing past 30 calls a second: the rate is learnt, and the groups still get
    // their share.
    let t0 = Instant::now();
    let mut s = Sched::new(Limits::default());
    let groups: Vec<i64> = (1..=200).map(|g| -g).collect();
    let privates: Vec<i64> = (1..=200).collect();
    let mut written: std::collections::HashMap<i64, u32> = Default::default();
    // The platform refuses past 30 calls in any second.
    let mut recent: Vec<Instant> = Vec::new();
    let mut last_private: std::collections::HashMap<i64, Instant> = Default::default();
    let mut now = t0;
    while now < t0 + Duration::from_secs(60) {
        for &g in &groups {
            s.place(g, Pace::TELEGRAM_GROUP, 1, Job("table"), now);
        }
        // A person's hand changes again some seconds after it was last written: between
        // times his chat is idle (and may be forgotten).
        for &p in &privates {
            if last_private
                .get(&p)
                .is_none_or(|&t| now.duration_since(t) >= Duration::from_secs(3))
            {
                s.place(p, Pace::TELEGRAM_PRIVATE, 1, Job("hand"), now);
            }
        }
        while let Next::Ready(ticket, _) = s.next(now) {
            recent.retain(|&t| now.duration_since(t) < Duration::from_secs(1));
            if recent.len() >= 30 {
                // The platform refuses past its overall limit: the rate is learnt.
                let refused = Done::Overloaded {
                    retry_after: Duration::from_secs(1),
                };
                s.done(ticket, refused, now + Duration::from_millis(100));
                continue;
            }
            recent.push(now);
            if ticket.lane > 0 {
                last_private.insert(ticket.lane, now + Duration::from_millis(100));
            }
            *written.entry(ticket.lane).or_default() += 1;
            s.done(ticket, Done::Sent, now + Duration::from_millis(100));
        }
        now += Duration::from_millis(50);
    }
    let group_writes: u32 = groups
        .iter()
        .map(|g| written.get(g).copied().unwrap_or(0))
        .sum();
    let silent = groups.iter().filter(|g| !written.contains_key(g)).count();
    let private_writes: u32 = privates
        .iter()
        .map(|p| written.get(p).copied().unwrap_or(0))
        .sum();
    assert_eq!(
        silent, 0,
        "groups never written to; group writes {group_writes}, private {private_writes}"
    );
    assert!(
        group_writes * 3 >= private_writes,
        "groups got {group_writes} writes, private chats {private_writes}"
    );
}

/// Sends every job as soon as it may leave from `from` to `to` (looking again at least every
/// 5 ms), each answered at once; returns how many left.
fn run_for(s: &mut Sched, from: Instant, to: Instant) -> usize {
    let mut sent = 0;
    let mut now = from;
    while now < to {
        let step = now + Duration::from_millis(5);
        now = match s.next(now) {
            Next::Ready(ticket, _) => {
                s.done(ticket, Done::Sent, now);
                sent += 1;
                continue;
            }
            Next::WaitUntil(at) => at.min(step),
            Next::Idle => step,
        };
    }
    sent
}

#[test]
fn a_busy_start_probes_up_from_the_documented_rate_and_a_quiet_one_stays_there() {
    let t = Instant::now();
    let limits = Limits {
        start: Some(Limits::TELEGRAM_START),
        ..Limits::default()
    };
    let mut busy = Sched::new(limits);
    for chat in 0..2_000 {
        busy.post(chat, Pace::FREE, Job("x"), t);
    }
    let second = Duration::from_secs(1);
    let first = run_for(&mut busy, t, t + second);
    assert!(
        (29..=31).contains(&first),
        "the first second at the documented rate: {first}"
    );
    let next = run_for(&mut busy, t + second, t + 2 * second);
    assert!(next > 45, "a second spent at the rate doubles it: {next}");
    run_for(&mut busy, t + 2 * second, t + 5 * second);
    assert!(busy.overall_rate(t + 5 * second).unwrap() >= 240.0);

    let mut quiet = Sched::new(limits);
    let mut now = t;
    for i in 0..50 {
        quiet.post(i, Pace::FREE, Job("x"), now);
        run_for(&mut quiet, now, now + Duration::from_millis(200));
        now += Duration::from_millis(200);
    }
    assert_eq!(
        quiet.overall_rate(now),
        Some(30.0),
        "five calls a second never prove a faster rate safe"
    );

    // The first 429 ends the probing: half of what the last second sent, then step by step.
    let at = t + 5 * second + Duration::from_millis(100);
    let (ticket, _) = ready(&mut busy, at);
    busy.done(
        ticket,
        Done::Overloaded {
            retry_after: Duration::from_secs(1),
        },
        at,
    );
    let learnt = busy.overall_rate(at).unwrap();
    assert!(learnt < 240.0, "{learnt}");
}

#[test]
fn after_one_overload_a_busy_bot_is_back_near_its_rate_within_twenty_seconds() {
    let t = Instant::now();
    let second = Duration::from_secs(1);
    let mut s = Sched::new(Limits::default());
    // 200 chats each wanting a write every second, coming in over the first second: about
    // 190 calls a second spread over it, then one 429.
    for chat in 0..200u32 {
        let came = t + Duration::from_millis(5 * u64::from(chat));
        run_for(&mut s, came, came + Duration::from_millis(5));
        for _ in 0..40 {
            s.post(i64::from(chat), Pace::TELEGRAM_PRIVATE, Job("x"), came);
        }
    }
    run_for(&mut s, t + second, t + 2 * second);
    let before = run_for(&mut s, t + 2 * second, t + 3 * second);
    assert!(before >= 150, "{before} calls in the busy second");
    let mut at = t + 3 * second;
    let ticket = loop {
        match s.next(at) {
            Next::Ready(ticket, _) => break ticket,
            Next::WaitUntil(when) => at = when,
            Next::Idle => panic!("the chats still want to write"),
        }
    };
    s.done(
        ticket,
        Done::Overloaded {
            retry_after: Duration::from_secs(1),
        },
        at,
    );
    let cut = s.overall_rate(at).expect("a learnt rate");
    assert!(cut <= before as f64 / 2.0 + 1.0, "halved: {cut}");
    let back = s.overall_rate(at + 20 * second).expect("still learnt");
    // Cut during a quiet moment, a rate still grows to what a busy bot needs within a minute.
    assert!(s.overall_rate(at + 60 * second).unwrap() >= 15.0 * cut);
    assert!(
        back >= 0.9 * before as f64,
        "20 s after the 429: {back} calls a second allowed, {before} before"
    );
    let sent = run_for(&mut s, at + 20 * second, at + 21 * second);
    assert!(
        sent as f64 >= 0.8 * before as f64,
        "{sent} sent in a second, 20 s later"
    );
}
