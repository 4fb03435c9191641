//! The computer players' thinking, off the main path: a bounded pool of worker threads. A
//! [`Job`] carries a copy of the table's engine, so a worker reads nothing the service is
//! changing; its [`Answer`] is collected without waiting ([`Thinkers::answers`]) and fed back
//! to the service as an ordinary input by the front.
//!
//! An overloaded pool stays alive: a computer's move that waited for a free worker longer
//! than the pool's patience ([`DEFAULT_PATIENCE`]) is already late, so it is thought at the
//! rule level (microseconds) instead of the strong one, and the backlog drains instead of
//! making every table wait longer and longer. Such moves are counted
//! (`cards_computer_moves_hurried_total`). Hints keep the strong level: a player asked for it,
//! and waits for it, so a hint goes before every computer move waiting for a worker.
//!
//! The workers run at a lower OS priority than the rest of the process ([`THINKER_NICE`]):
//! when the cores are busy, a person's press, the run loop and the sockets go first, and the
//! computers think with what is left (their moves paced anyway, and hurried when late).

use std::collections::VecDeque;
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Condvar, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use game::table::{Ai, Engine, Limits, TableId, UserId};

/// The function that thinks: the move of a computer of level `Ai` for a seat of the engine
/// (the bots: [`game::table::think`]; a test may slow it down or hold it).
pub type Think = Arc<dyn Fn(&Engine, u8, Ai) -> Option<String> + Send + Sync>;

/// What a job is for.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Purpose {
    /// A computer seat's move at this turn of the table.
    Move { table: TableId, turn: u64 },
    /// A hint for this player at this turn of the table.
    Hint {
        table: TableId,
        turn: u64,
        user: UserId,
    },
}

/// One decision to think about.
pub struct Job {
    /// What the decision is for (a computer's move, a player's hint).
    pub purpose: Purpose,
    /// The game's name, for the metrics.
    pub game: &'static str,
    /// A copy of the table's engine as it stood when asked.
    pub engine: Engine,
    /// The seat to decide for.
    pub seat: u8,
    /// The level to decide at.
    pub ai: Ai,
}

/// A decision made: the move's code (`None`: the engine had none to offer).
#[derive(Clone, Debug, PartialEq)]
pub struct Answer {
    /// The job's purpose, as asked.
    pub purpose: Purpose,
    /// The move's code.
    pub code: Option<String>,
    /// For a hint, what each choice is worth to the player's side (best first; see
    /// [`hint_values`]); `None` for a move, and where the game offers no values.
    pub values: Option<Vec<(String, f64)>>,
}

/// What each of `seat`'s choices is worth this deal, for his hint at `table`'s `turn`
/// ([`game::table::hint::card_values`]: estimated from his own view, in Blot trick play
/// only). The guessed deals are drawn from the table, turn and seat alone, never from the
/// table's deal seed: the same position gives the same values whatever the hidden cards.
pub fn hint_values(
    engine: &Engine,
    seat: u8,
    table: TableId,
    turn: u64,
) -> Option<Vec<(String, f64)>> {
    let seed = table.wrapping_mul(0x9E37_79B9_7F4A_7C15).rotate_left(17)
        ^ turn.wrapping_mul(0xBF58_476D_1CE4_E5B9)
        ^ u64::from(seat);
    game::table::hint::card_values(engine, seat, seed)
}

/// How long a computer's move may wait for a free worker before it is thought at the rule
/// level: past a move's usual pace (about a second), so only a pool that has fallen behind
/// hurries (the bots take theirs from `COMPUTER_PATIENCE_MS`, see [`Limits`]).
pub const DEFAULT_PATIENCE: Duration =
    Duration::from_millis(Limits::BOT_COMPUTER_PATIENCE_MS as u64);

/// How much nicer than the process the workers run (Linux `nice`, added to the process's own
/// and capped at 19): the scheduler gives a thread of nice 0 about ten times the CPU of one
/// at 10, so the run loop is not kept waiting behind the computers' search.
pub const THINKER_NICE: i32 = 10;

/// Lowers the calling thread's OS priority by `by` (Linux: each thread has its own nice;
/// elsewhere nothing). A refusal is logged, never fatal: the thread thinks all the same.
fn lower_own_priority(by: i32) {
    #[cfg(target_os = "linux")]
    {
        // SAFETY: gettid and get/setpriority read and write nothing of this process's memory.
        let (tid, now) = unsafe {
            let tid = libc::gettid() as libc::id_t;
            (tid, libc::getpriority(libc::PRIO_PROCESS, tid))
        };
        let nice = now.saturating_add(by).min(19);
        // SAFETY: as above.
        if unsafe { libc::setpriority(libc::PRIO_PROCESS, tid, nice) } != 0 {
            let error = std::io::Error::last_os_error();
            tracing::warn!(%error, "a computer player's thread keeps its priority");
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = by;
}

/// A job in the queue, with when it was asked.
struct Queued {
    job: Job,
    asked: Instant,
}

/// The jobs waiting for a worker: hints first (a person waits for each), then computers'
/// moves, each in the order asked.
#[derive(Default)]
struct Waiting {
    hints: VecDeque<Queued>,
    moves: VecDeque<Queued>,
    /// The pool is gone: the workers stop.
    closed: bool,
}

impl Waiting {
    fn next(&mut self) -> Option<Queued> {
        self.hints.pop_front().or_else(|| self.moves.pop_front())
    }
}

/// The queue the pool and its workers share, and the signal of a job queued.
#[derive(Default)]
struct Queue {
    waiting: Mutex<Waiting>,
    queued: Condvar,
}

impl Queue {
    /// The next job, waiting for one; `None` once the pool is gone.
    fn take(&self) -> Option<Queued> {
        let mut waiting = self.waiting.lock().ok()?;
        loop {
            if waiting.closed {
                return None;
            }
            if let Some(job) = waiting.next() {
                return Some(job);
            }
            waiting = self.queued.wait(waiting).ok()?;
        }
    }
}

/// The worker threads, the queue to them and the answers from them.
pub struct Thinkers {
    queue: Arc<Queue>,
    answers: Receiver<Answer>,
    threads: usize,
}

impl Thinkers {
    /// The default number of worker threads: the machine's cores, at most four.
    pub fn default_threads() -> usize {
        thread::available_parallelism()
            .map_or(1, |n| n.get())
            .clamp(1, 4)
    }

    /// Starts `threads` workers (at least one) thinking with `think`, with the default
    /// patience. They stop once the pool is dropped and their current job is done.
    pub fn start(threads: usize, think: Think) -> Thinkers {
        Thinkers::start_with_patience(threads, think, DEFAULT_PATIENCE)
    }

    /// As [`Thinkers::start`], hurrying a computer's move that waited longer than `patience`
    /// for a free worker (see the module's doc).
    pub fn start_with_patience(threads: usize, think: Think, patience: Duration) -> Thinkers {
        let queue = Arc::new(Queue::default());
        let (answer, answers) = mpsc::channel();
        let threads = threads.max(1);
        for index in 0..threads {
            let queue = Arc::clone(&queue);
            let answer = answer.clone();
            let think = Arc::clone(&think);
            let spawned = thread::Builder::new()
                .name(format!("thinker-{index}"))
                .spawn(move || {
                    lower_own_priority(THINKER_NICE);
                    work(&queue, &answer, &think, patience)
                });
            if let Err(error) = spawned {
                tracing::error!(%error, "a computer player's thread did not start");
            }
        }
        Thinkers {
            queue,
            answers,
            threads,
        }
    }

    /// How many workers think at once.
    pub fn threads(&self) -> usize {
        self.threads
    }

    /// Queues a job; a worker takes it as soon as one is free (a hint before any move).
    pub fn submit(&self, job: Job) {
        let hint = matches!(job.purpose, Purpose::Hint { .. });
        let queued = Queued {
            job,
            asked: Instant::now(),
        };
        let Ok(mut waiting) = self.queue.waiting.lock() else {
            tracing::error!("the computer players' queue is broken");
            return;
        };
        if hint {
            waiting.hints.push_back(queued);
        } else {
            waiting.moves.push_back(queued);
        }
        drop(waiting);
        self.queue.queued.notify_one();
    }

    /// The answers ready now, without waiting.
    pub fn answers(&self) -> Vec<Answer> {
        self.answers.try_iter().collect()
    }
}

impl Drop for Thinkers {
    /// Stops the workers once their current job is done (the jobs still waiting are dropped).
    fn drop(&mut self) {
        if let Ok(mut waiting) = self.queue.waiting.lock() {
            waiting.closed = true;
        }
        self.queue.queued.notify_all();
    }
}

/// The level a job is thought at, having waited `waited` for a worker: a computer's strong
/// move that waited `patience` or longer is hurried to the rule level.
fn level_for(job: &Job, waited: Duration, patience: Duration) -> Ai {
    let hurried =
        matches!(job.purpose, Purpose::Move { .. }) && job.ai == Ai::Strong && waited >= patience;
    if hurried { Ai::Rule } else { job.ai }
}

/// A worker's loop: take a job, think, answer; until the pool is gone.
fn work(queue: &Queue, answer: &Sender<Answer>, think: &Think, patience: Duration) {
    while let Some(Queued { job, asked }) = queue.take() {
        let waited = asked.elapsed();
        let ai = level_for(&job, waited, patience);
        if ai != job.ai {
            let purpose = &job.purpose;
            tracing::info!(
                ?purpose,
                ?waited,
                "a late computer move is thought at the rule level"
            );
            crate::telemetry::metrics::computer_hurried(job.game);
        }
        // A panic in a decision costs that decision only (the service asks again), not the
        // worker.
        let started = Instant::now();
        let thought = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            think(&job.engine, job.seat, ai)
        }));
        let code = thought.unwrap_or_else(|_| {
            tracing::error!(purpose = ?job.purpose, "a computer player's decision panicked");
            None
        });
        crate::telemetry::metrics::computer_thinking(job.game, started.elapsed());
        let values = match &job.purpose {
            Purpose::Hint { table, turn, .. } => {
                let (table, turn) = (*table, *turn);
                std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                    hint_values(&job.engine, job.seat, table, turn)
                }))
                .unwrap_or_else(|_| {
                    tracing::error!(table, turn, "a hint's card values panicked");
                    None
                })
            }
            Purpose::Move { .. } => None,
        };
        if answer
            .send(Answer {
                purpose: job.purpose,
                code,
                values,
            })
            .is_err()
        {
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use game::table::{GameKind, Settings};

    /// The nice of the calling thread.
    #[cfg(target_os = "linux")]
    fn own_nice() -> i32 {
        // SAFETY: gettid and getpriority read nothing of this process's memory.
        unsafe { libc::getpriority(libc::PRIO_PROCESS, libc::gettid() as libc::id_t) }
    }

    /// A worker thinks at a lower priority than the thread that started the pool (which keeps
    /// its own): the run loop goes first when the cores are busy.
    #[cfg(target_os = "linux")]
    #[test]
    fn workers_think_at_a_lower_priority_than_the_run_loop() {
        let before = own_nice();
        let think: Think = Arc::new(|_: &Engine, _, _| Some(own_nice().to_string()));
        let pool = Thinkers::start(1, think);
        pool.submit(Job {
            purpose: Purpose::Move { table: 1, turn: 0 },
            game: "blot",
            engine: Engine::for_table(&Settings::new(GameKind::Bazaar), 7).expect("an engine"),
            seat: 0,
            ai: Ai::Rule,
        });
        let deadline = Instant::now() + Duration::from_secs(60);
        let answer = loop {
            if let Some(answer) = pool.answers().pop() {
                break answer;
            }
            assert!(Instant::now() < deadline, "the worker never answered");
            thread::sleep(Duration::from_millis(1));
        };
        let worker: i32 = answer.code.expect("a nice").parse().expect("a number");
        assert_eq!(worker, (before + THINKER_NICE).min(19));
        assert_eq!(own_nice(), before, "the starting thread keeps its priority");
    }
}
