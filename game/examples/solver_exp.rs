use game::blot::ai::solver::{Position, Solver};
use game::blot::{Rules, Variant, call::Strain};
use game::cards::{Deck, Suit, shuffled};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn main() {
    let mode: String = std::env::args().nth(1).unwrap_or("mtdf".into());
    let deals: usize = std::env::args().nth(2).map_or(40, |a| a.parse().unwrap());
    let rules = Rules::of(Variant::Bazaar);
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let n = 8;
    let mut nodes = Vec::new();
    let mut probes = 0;
    let mut exact_solver = Solver::new(&rules, Strain::Trump(Suit::Hearts));
    for _ in 0..deals {
        let pack = shuffled(Deck::Piquet32, &mut rng);
        let mut hands = [0u64; 4];
        for (k, c) in pack.iter().take(4 * n).enumerate() {
            hands[k / n] |= 1u64 << c.bit();
        }
        let mut solver = Solver::new(&rules, Strain::Trump(Suit::Hearts));
        let pos = Position::new(hands, 0).with_points(&solver.tables);
        let v = match mode.as_str() {
            "full" => solver.solve_full(&pos),
            "perfect" => { let e = exact_solver.solve(&pos); solver.mtdf(&pos, e) }
            "reach" => { let e = exact_solver.solve(&pos); solver.reaches(&pos, e); e }
            "guess" => { let e = exact_solver.solve(&pos); let g = solver.guess_of(&pos); println!("{}", g - e); e }
            _ => solver.solve(&pos),
        };
        let _ = v;
        nodes.push(solver.nodes);
        probes += solver.probes;
    }
    nodes.sort();
    println!("{mode}: nodes median {} p90 {} mean {}; probes {:.1}", nodes[deals/2], nodes[deals*9/10], nodes.iter().sum::<u64>()/deals as u64, probes as f64/deals as f64);
}
