//! What the web and Discord load benchmarks read of the bot and the machine besides the
//! latencies: the computers' moves, and the load average printed beside every figure.

/// The computers' moves counted in a scrape, over every game (`cards_computer_decisions_total`,
/// a series a game: `name{game="blot"} 12`).
pub fn computer_decisions(scrape: &str) -> f64 {
    let name = "cards_computer_decisions_total";
    scrape
        .lines()
        .filter(|l| {
            l.strip_prefix(name)
                .is_some_and(|rest| rest.starts_with(['{', ' ']))
        })
        .filter_map(|l| l.rsplit(' ').next()?.parse::<f64>().ok())
        .sum()
}

/// The machine's load average (1, 5, 15 minutes), as `/proc/loadavg` says.
pub fn load_average() -> String {
    let text = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    text.split_whitespace()
        .take(3)
        .collect::<Vec<_>>()
        .join(" ")
}
