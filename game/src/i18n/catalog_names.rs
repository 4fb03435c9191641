//! Names are arbitrary user input (any script, emoji, digits), so no phrase may glue a case
//! ending or an article to one: `Արամի`, `Անին`, `Aram-ը`, `არამმა`, `Nino-ს` are wrong for
//! some names and unreadable for others. Every phrase is rendered here in every language with
//! names ending in a vowel and in a consonant, in Latin and in the languages' own scripts, and
//! with names made of emoji and digits; each name must stand whole, with no letter (or a hyphen
//! or apostrophe and a letter) joined to either side of it.

use super::Lang;
use super::arg::Arg;
use super::bundles::try_render;
use super::tests::all_parts;

/// The arguments that carry a player's, a team's or a table's name, as typed by its owner.
const NAME_ARGS: [&str; 14] = [
    "user", "creator", "first", "second", "north", "south", "east", "west", "team", "team_a",
    "team_b", "winners", "users", "name",
];

/// Names ending in a vowel and in a consonant, in Latin, Armenian, Georgian and Cyrillic
/// letters, and names with no letter at the end (emoji, digits).
const NAMES: [&str; 16] = [
    "Ani",
    "Nino",
    "Aram",
    "Davit",
    "Zoë",
    "Անի",
    "Արամ",
    "Լևո",
    "ნინო",
    "დავით",
    "Аня",
    "Борис",
    "🤖",
    "🤖2",
    "R2D2",
    "user_42",
];

/// Whether `c` joins a word to what is before or after it: a hyphen or an apostrophe (`Aram-ը`,
/// `Nino-ს`, `Aram's`).
fn joins(c: char) -> bool {
    matches!(c, '-' | '‐' | '\'' | '’' | 'ʼ')
}

/// What is glued to `name` where it occurs in `text`, if anything: the name with the letter
/// (or joining hyphen or apostrophe and letter) on either side of it.
fn glued(text: &str, name: &str) -> Option<String> {
    // How many characters, read away from the name, make a glued ending: 0 if none.
    let glue = |chars: &[char]| match chars {
        [c, ..] if c.is_alphabetic() => 1,
        [j, c, ..] if joins(*j) && c.is_alphabetic() => 2,
        _ => 0,
    };
    for (at, _) in text.match_indices(name) {
        let end = at + name.len();
        let before: Vec<char> = text[..at].chars().rev().take(2).collect();
        let after: Vec<char> = text[end..].chars().take(2).collect();
        let (left, right) = (glue(&before), glue(&after));
        if left + right > 0 {
            let left: String = before[..left].iter().rev().collect();
            let right: String = after[..right].iter().collect();
            return Some(format!("{left}{name}{right}"));
        }
    }
    None
}

/// Whether an argument carries a name: an empty one is none (a table its players did not
/// name), and stays empty.
fn is_name(key: &str, arg: &Arg) -> bool {
    NAME_ARGS.contains(&key) && matches!(arg, Arg::Text(value) if !value.is_empty())
}

/// The phrase's arguments with every name replaced by `name`.
fn with_name<'a>(args: &[(&'static str, Arg<'a>)], name: &'a str) -> Vec<(&'static str, Arg<'a>)> {
    args.iter()
        .map(|(key, arg)| match arg {
            Arg::Text(_) if is_name(key, arg) => (*key, Arg::Text(name.into())),
            other => (*key, other.clone()),
        })
        .collect()
}

#[test]
fn every_phrase_keeps_every_name_whole_in_every_language() {
    // One fault per phrase and language (the first name that shows it).
    let mut faults = std::collections::BTreeMap::new();
    for (key, args) in all_parts() {
        let names = args.iter().filter(|(k, arg)| is_name(k, arg)).count();
        for name in NAMES {
            let args = with_name(&args, name);
            for lang in Lang::ALL {
                let Some(text) = try_render(lang, key, &args) else {
                    faults
                        .entry((lang.code(), key))
                        .or_insert(format!("with {name}: does not render"));
                    continue;
                };
                if text.contains(['{', '}', '$']) || text == key {
                    faults
                        .entry((lang.code(), key))
                        .or_insert(format!("a placeholder leaks: {text}"));
                }
                let shown = text.matches(name).count();
                if shown < names {
                    faults.entry((lang.code(), key)).or_insert(format!(
                        "{name} is shown {shown} times, not {names}: {text}"
                    ));
                }
                if let Some(glue) = glued(&text, name) {
                    faults
                        .entry((lang.code(), key))
                        .or_insert(format!("«{glue}» in: {text}"));
                }
            }
        }
    }
    let report: Vec<String> = faults
        .iter()
        .map(|((lang, key), fault)| format!("{lang} {key}: {fault}"))
        .collect();
    assert!(
        report.is_empty(),
        "{} phrases glue or lose a name:\n{}",
        report.len(),
        report.join("\n")
    );
}

#[test]
fn the_glue_check_sees_endings_and_passes_clean_names() {
    assert_eq!(
        glued("Հիմա Aram-ի հերթն է։", "Aram").as_deref(),
        Some("Aram-ի")
    );
    assert_eq!(glued("Հիմա Անին է", "Անի").as_deref(), Some("Անին"));
    assert_eq!(glued("დრო: არამმა", "არამ").as_deref(), Some("არამმ"));
    assert_eq!(glued("ოქრო! Nino-ს ორი", "Nino").as_deref(), Some("Nino-ს"));
    assert_eq!(glued("It is 🤖2's turn.", "🤖2").as_deref(), Some("🤖2's"));
    assert_eq!(glued("у игрокаAram", "Aram").as_deref(), Some("аAram"));
    assert_eq!(glued("Հերթը՝ Aram։", "Aram"), None);
    assert_eq!(glued("ხელი წაიღო: Nino.", "Nino"), None);
    assert_eq!(glued("Aram & Nino: 9 — черви", "Nino"), None);
    assert_eq!(glued("«R2D2» · 🤖", "🤖"), None);
}

/// Words the review of the translations took out, in the language they must not come back to:
/// loan words and calques the players do not use, a second spelling of a brand, gendered
/// guesses about a player (Russian `(а)`), the seat-1 ordinal written as `1-րդ`.
const RETIRED: [(Lang, &str); 12] = [
    (Lang::Hy, "վզյատկ"),
    (Lang::Hy, "ռաունդ"),
    (Lang::Hy, "Ռաունդ"),
    (Lang::Hy, "Տոտո"),
    (Lang::Hy, "1-րդ"),
    (Lang::Ka, "ორზე"),
    (Lang::Ka, "შემქმნ"),
    (Lang::Ka, "ტოტო"),
    (Lang::Ru, "(а)"),
    (Lang::Ru, "(-ась)"),
    (Lang::Ru, "Торговля"),
    (Lang::Ru, "отошёл"),
];

/// Russian calls a computer player компьютер, never бот.
const RUSSIAN_BOT: [&str; 6] = ["бот", "бота", "боты", "ботами", "ботов", "боту"];

#[test]
fn retired_words_do_not_come_back() {
    let mut found = Vec::new();
    for (key, args) in all_parts() {
        for lang in Lang::ALL {
            let text = try_render(lang, key, &args).unwrap_or_default();
            for (retired_in, word) in RETIRED {
                if lang == retired_in && text.contains(word) {
                    found.push(format!("{lang} {key}: «{word}» in: {text}"));
                }
            }
            let bot = text
                .split(|c: char| !c.is_alphabetic())
                .any(|word| RUSSIAN_BOT.contains(&word.to_lowercase().as_str()));
            if lang == Lang::Ru && bot {
                found.push(format!("ru {key}: бот in: {text}"));
            }
            // A bid is დაძახება in Georgian, as in the rules text.
            if lang == Lang::Ka && key.starts_with("err-blot-") && text.contains("შეთავაზ")
            {
                found.push(format!("ka {key}: შეთავაზება for a bid in: {text}"));
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}
