//! The catalog check: the mechanical part of a translation review, run with the tests. It
//! reads every `.ftl` file under `game/locales/` with `fluent-syntax` and fails, listing every
//! fault at once, when
//! - a language lacks a file, a key, an attribute, a variable or a reference that English has,
//!   or has one that English lacks;
//! - a Russian plural selector lacks one of `one`, `few` and `many` (1 очко, 2 очка, 5 очков),
//!   or counts in the English way, `[1] … *[other]`;
//! - an Armenian or Georgian ending is glued to a placeholder (`{ $user }-ը`, `«{ $given }»-ի`,
//!   `{ $name }-ის`): wrong whenever the inserted text ends in a vowel. Numbers take endings
//!   (`#{ $id }-ზე`, `{ $total }-ից`), and so do cards in Georgian, where every card's name
//!   takes them alike (`{ $card }-ის`); in Armenian a card takes -ը or -ն by its name
//!   (Q♠ is «դամա»), so it takes none; and an Armenian ordinal `{ $n }-րդ` gives 1 its own
//!   variant, since the first is «1-ին», not «1-րդ»;
//! - a catalog writes `@` and five or more Latin letters: Telegram links that to whoever has the
//!   username;
//! - a phrase uses a word the rule texts do not (`../rules/seeds/`), such as «մաստ» for suit or
//!   «белот» for the announcement;
//! - a phrase does not fit where a platform shows it: Discord's command and option descriptions
//!   (1–100 characters) and Telegram's command menu (3–256), both read from the `help` phrase and
//!   the setting phrases as `bot-discord/src/commands.rs` and `bot-telegram/src/commands.rs` read
//!   them; button labels ([`LABEL_MAX`]); any message (Discord's 2000 characters).

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::PathBuf;

use fluent_syntax::ast::{
    Entry, Expression, InlineExpression, Pattern, PatternElement, VariantKey,
};

use super::Lang;
use super::Msg;
use super::arg::Arg;
use super::bundles::render;
use super::tests::all_parts;

/// The longest button label: Telegram shows about this much of an inline button (it documents
/// no limit), and Discord allows 80.
const LABEL_MAX: usize = 64;
/// Discord's limit on a slash command's and an option's description.
const DISCORD_DESCRIPTION_MAX: usize = 100;
/// Telegram's limits on a menu command's description.
const TELEGRAM_DESCRIPTION: (usize, usize) = (3, 256);
/// Discord's limit on a message's text (Telegram's is 4096).
const MESSAGE_MAX: usize = 2000;

/// Words the catalogs must not use, with the rule texts' word, and the keys where the word is
/// right after all (the games' own names: «Французский белот» is the game, «блот» the
/// announcement).
const WRONG_WORDS: [(Lang, &str, &str, &[&str]); 8] = [
    (Lang::Hy, "մաստ", "նիշ (suit)", &[]),
    (Lang::Hy, "կոմբինացիա", "արժեք (combination)", &[]),
    (Lang::Hy, "բելոտ", "բլոտ (the announcement)", &[]),
    (Lang::Hy, "քարտ", "խաղաթուղթ (card)", &[]),
    (Lang::Hy, "վզյատկա", "ձեռք (trick)", &[]),
    (Lang::Hy, "ռաունդ", "խաղափուլ (round)", &[]),
    (Lang::Ru, "белот", "блот (the announcement)", GAME_NAME_KEYS),
    (
        Lang::Ka,
        "ბელოტ",
        "ბლოტი (the announcement)",
        GAME_NAME_KEYS,
    ),
];

/// The keys that name or describe a game, by prefix.
const GAME_NAME_KEYS: &[&str] = &["game-", "rules-", "help"];

/// A placeholder, as far as the glue check needs to know it.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Placeholder {
    /// `{ $name }`.
    Variable(String),
    /// `{ "…" }` or a number literal: the catalog's own text.
    Literal,
    /// A message or term reference, a function call or a select expression.
    Other,
}

/// A select expression's variant keys and its default.
#[derive(Debug)]
struct Select {
    keys: BTreeSet<String>,
    default: String,
    /// Whether its variants write any word (a noun a count would agree with).
    words: bool,
}

/// One message, term or attribute of a catalog file, as the checks read it.
#[derive(Debug, Default)]
struct Phrase {
    /// Variables (`$user`), message references (`game-durak`) and term references (`-brand`).
    refs: BTreeSet<String>,
    selects: Vec<Select>,
    /// The literal text: text elements and string literals.
    texts: Vec<String>,
    /// Each placeholder with the text written right after it, and whether it stands in a
    /// variant of a select that words the value 1 apart (`[1] 1-ին *[other] { $n }-րդ`).
    after: Vec<(Placeholder, String, bool)>,
    /// While reading a select's variants: whether it has a `[1]` variant.
    beside_one: bool,
}

impl Phrase {
    fn pattern(&mut self, pattern: &Pattern<&str>) {
        for (at, element) in pattern.elements.iter().enumerate() {
            match element {
                PatternElement::TextElement { value } => self.texts.push((*value).to_owned()),
                PatternElement::Placeable { expression } => {
                    let placeholder = self.expression(expression);
                    let next = match pattern.elements.get(at + 1) {
                        Some(PatternElement::TextElement { value }) => *value,
                        _ => "",
                    };
                    self.after
                        .push((placeholder, next.to_owned(), self.beside_one));
                }
            }
        }
    }

    fn expression(&mut self, expression: &Expression<&str>) -> Placeholder {
        match expression {
            Expression::Inline(inline) => self.inline(inline),
            Expression::Select { selector, variants } => {
                self.inline(selector);
                let key = |key: &VariantKey<&str>| match key {
                    VariantKey::Identifier { name } => (*name).to_owned(),
                    VariantKey::NumberLiteral { value } => (*value).to_owned(),
                };
                let keys = variants.iter().map(|v| key(&v.key)).collect();
                let default = variants
                    .iter()
                    .find(|v| v.default)
                    .map_or_else(String::new, |v| key(&v.key));
                let (at, texts) = (self.selects.len(), self.texts.len());
                self.selects.push(Select {
                    keys,
                    default,
                    words: false,
                });
                let outer = self.beside_one;
                self.beside_one = variants
                    .iter()
                    .any(|v| matches!(v.key, VariantKey::NumberLiteral { value: "1" }));
                for variant in variants {
                    self.pattern(&variant.value);
                }
                self.beside_one = outer;
                self.selects[at].words = self.texts[texts..]
                    .iter()
                    .any(|text| text.chars().any(char::is_alphabetic));
                Placeholder::Other
            }
        }
    }

    fn inline(&mut self, inline: &InlineExpression<&str>) -> Placeholder {
        match inline {
            InlineExpression::VariableReference { id } => {
                self.refs.insert(format!("${}", id.name));
                Placeholder::Variable(id.name.to_owned())
            }
            InlineExpression::MessageReference { id, attribute } => {
                let attribute = attribute.as_ref().map_or("", |a| a.name);
                self.refs.insert(format!("{}.{attribute}", id.name));
                Placeholder::Other
            }
            InlineExpression::TermReference {
                id,
                attribute,
                arguments,
            } => {
                let attribute = attribute.as_ref().map_or("", |a| a.name);
                self.refs.insert(format!("-{}.{attribute}", id.name));
                if let Some(arguments) = arguments {
                    self.arguments(arguments);
                }
                Placeholder::Other
            }
            InlineExpression::FunctionReference { arguments, .. } => {
                self.arguments(arguments);
                Placeholder::Other
            }
            InlineExpression::StringLiteral { value } => {
                self.texts.push((*value).to_owned());
                Placeholder::Literal
            }
            InlineExpression::NumberLiteral { .. } => Placeholder::Literal,
            InlineExpression::Placeable { expression } => self.expression(expression),
        }
    }

    fn arguments(&mut self, arguments: &fluent_syntax::ast::CallArguments<&str>) {
        for positional in &arguments.positional {
            self.inline(positional);
        }
        for named in &arguments.named {
            self.inline(&named.value);
        }
    }
}

/// A catalog file's phrases by key (`key`, `key.attribute`, `-term`), or its parse errors.
type Catalog = BTreeMap<String, Phrase>;

/// The catalog files of a language: file name → phrases. Parse errors are faults.
fn read_language(lang: Lang, faults: &mut Vec<String>) -> BTreeMap<String, Catalog> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("locales")
        .join(lang.code());
    let mut files = BTreeMap::new();
    let entries = std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    for entry in entries {
        let path = entry.expect("a readable directory entry").path();
        if path.extension().is_none_or(|ext| ext != "ftl") {
            continue;
        }
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let source = std::fs::read_to_string(&path).expect("a readable catalog");
        files.insert(
            name.clone(),
            parse(&source, &format!("{lang}/{name}"), faults),
        );
    }
    files
}

fn parse(source: &str, file: &str, faults: &mut Vec<String>) -> Catalog {
    let resource = match fluent_syntax::parser::parse(source) {
        Ok(resource) => resource,
        Err((resource, errors)) => {
            faults.push(format!("{file}: does not parse: {errors:?}"));
            resource
        }
    };
    let mut catalog = Catalog::new();
    for entry in &resource.body {
        let (id, value, attributes) = match entry {
            Entry::Message(m) => (m.id.name.to_owned(), m.value.as_ref(), &m.attributes),
            Entry::Term(t) => (format!("-{}", t.id.name), Some(&t.value), &t.attributes),
            Entry::Junk { content } => {
                faults.push(format!("{file}: unreadable: {content}"));
                continue;
            }
            _ => continue,
        };
        let mut phrase = Phrase::default();
        if let Some(value) = value {
            phrase.pattern(value);
        }
        if catalog.insert(id.clone(), phrase).is_some() {
            faults.push(format!("{file}: {id} is written twice"));
        }
        for attribute in attributes {
            let mut phrase = Phrase::default();
            phrase.pattern(&attribute.value);
            catalog.insert(format!("{id}.{}", attribute.id.name), phrase);
        }
    }
    catalog
}

/// Every language's catalog files.
type Languages = HashMap<Lang, BTreeMap<String, Catalog>>;

/// Every language's catalogs, and the faults found reading them.
fn read_all() -> (Languages, Vec<String>) {
    let mut faults = Vec::new();
    let all = Lang::ALL
        .into_iter()
        .map(|lang| (lang, read_language(lang, &mut faults)))
        .collect::<Vec<_>>();
    (all.into_iter().collect(), faults)
}

/// The same files, keys, attributes, variables and references as English.
fn same_keys_and_placeholders(all: &Languages) -> Vec<String> {
    let mut faults = Vec::new();
    let english = &all[&Lang::En];
    for lang in [Lang::Hy, Lang::Ru, Lang::Ka] {
        let files = &all[&lang];
        let names = |files: &BTreeMap<String, Catalog>| files.keys().cloned().collect::<Vec<_>>();
        if names(files) != names(english) {
            faults.push(format!(
                "{lang}: files {:?}, English has {:?}",
                names(files),
                names(english)
            ));
        }
        for (file, source) in english {
            let Some(translation) = files.get(file) else {
                continue;
            };
            for (key, phrase) in source {
                match translation.get(key) {
                    None => faults.push(format!("{lang}/{file}: {key} is missing")),
                    Some(other) if other.refs != phrase.refs => faults.push(format!(
                        "{lang}/{file}: {key} has {:?}, English {:?}",
                        other.refs, phrase.refs
                    )),
                    Some(_) => {}
                }
            }
            for key in translation.keys().filter(|key| !source.contains_key(*key)) {
                faults.push(format!("{lang}/{file}: {key} is not in English"));
            }
        }
    }
    faults
}

/// Russian selectors that count: one, few and many, and no English `[1] … *[other]`.
fn russian_plurals(files: &BTreeMap<String, Catalog>) -> Vec<String> {
    let mut faults = Vec::new();
    for (file, catalog) in files {
        for (key, phrase) in catalog {
            for select in &phrase.selects {
                let has = |k: &str| select.keys.contains(k);
                let counts = has("one") || has("few") || has("many");
                if counts && !(has("one") && has("few") && has("many")) {
                    faults.push(format!(
                        "ru/{file}: {key} counts with {:?}: it needs one, few and many",
                        select.keys
                    ));
                }
                if has("1") && select.default == "other" && !counts && select.words {
                    faults.push(format!(
                        "ru/{file}: {key} counts with [1] and *[other]: it needs one, few and many"
                    ));
                }
            }
        }
    }
    faults
}

/// The ending glued to what a placeholder inserts, if any: the text after it begins with a
/// letter, or with a hyphen or apostrophe and a letter, possibly after closing quotes
/// (`-ը`, `»-ի`, `-ის`).
fn glued_ending(after: &str) -> Option<String> {
    let rest = after.trim_start_matches(['»', '”', '“', '"', '›', ')']);
    let word = rest.trim_start_matches(['-', '‐', '\'', '’', 'ʼ']);
    let glued = word.chars().next().is_some_and(char::is_alphabetic);
    glued.then(|| after.split_whitespace().next().unwrap_or(after).to_owned())
}

/// Whether an example value is a card or cards as players read them (`10♥`, `Q♠ K♠`).
fn is_cards(value: &str) -> bool {
    let mut words = value.split([' ', ',']).filter(|w| !w.is_empty()).peekable();
    words.peek().is_some() && words.all(|w| w.ends_with(['♠', '♥', '♦', '♣']))
}

/// The examples' values of every argument, by phrase key and argument name.
fn example_values() -> BTreeMap<(&'static str, &'static str), Vec<Arg<'static>>> {
    let mut values: BTreeMap<_, Vec<_>> = BTreeMap::new();
    for (key, args) in all_parts() {
        for (name, arg) in args {
            values.entry((key, name)).or_default().push(arg);
        }
    }
    values
}

/// Armenian and Georgian endings glued to a placeholder (numbers, and cards in Georgian, may
/// take them), and Armenian ordinals that would read «1-րդ» for the first («1-ին»).
fn glued_endings(lang: Lang, files: &BTreeMap<String, Catalog>) -> Vec<String> {
    let values = example_values();
    let takes_endings = |key: &str, name: &str| {
        let examples = values
            .iter()
            .find(|((k, n), _)| *k == key && *n == name)
            .map(|(_, v)| v.as_slice())
            .unwrap_or_default();
        !examples.is_empty()
            && examples.iter().all(|arg| match arg {
                Arg::Number(_) => true,
                Arg::Text(text) => lang == Lang::Ka && is_cards(text),
                Arg::Name(_) => false,
            })
    };
    let mut faults = Vec::new();
    for (file, catalog) in files {
        for (key, phrase) in catalog {
            for (placeholder, after, beside_one) in &phrase.after {
                let Some(ending) = glued_ending(after) else {
                    continue;
                };
                if lang == Lang::Hy && ending.starts_with("-րդ") && !beside_one {
                    faults.push(format!(
                        "{lang}/{file}: {key} writes «1{ending}» for 1: give 1 its own variant, \
                         [1] 1-ին *[other] {{ $n }}-րդ"
                    ));
                }
                let allowed = match placeholder {
                    Placeholder::Variable(name) => takes_endings(key, name),
                    Placeholder::Literal => true,
                    Placeholder::Other => false,
                };
                if !allowed {
                    let what = match placeholder {
                        Placeholder::Variable(name) => format!("{{ ${name} }}"),
                        _ => "a placeholder".to_owned(),
                    };
                    faults.push(format!("{lang}/{file}: {key} glues «{ending}» to {what}"));
                }
            }
        }
    }
    faults
}

/// An `@` and five or more Latin letters, digits or underscores: a Telegram username.
fn username_in(text: &str) -> Option<&str> {
    text.match_indices('@').find_map(|(at, _)| {
        let rest = &text[at + 1..];
        let len = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(rest.len());
        (len >= 5).then(|| &text[at..at + 1 + len])
    })
}

/// `@word`s Telegram would link, and words the rule texts do not use.
fn words(lang: Lang, files: &BTreeMap<String, Catalog>) -> Vec<String> {
    let mut faults = Vec::new();
    for (file, catalog) in files {
        for (key, phrase) in catalog {
            for text in &phrase.texts {
                if let Some(name) = username_in(text) {
                    faults.push(format!(
                        "{lang}/{file}: {key} writes {name}, which Telegram links to a real account"
                    ));
                }
                let lower = text.to_lowercase();
                for (_, wrong, right, except) in WRONG_WORDS.iter().filter(|w| w.0 == lang) {
                    let excepted = except.iter().any(|prefix| key.starts_with(prefix));
                    if lower.contains(wrong) && !excepted {
                        faults.push(format!("{lang}/{file}: {key} says «{wrong}»: use {right}"));
                    }
                }
            }
        }
    }
    faults
}

/// The `help` phrase's commands: the command word and its description, per line `/word ARGS —
/// what it does`, as both bots read them.
fn help_commands(lang: Lang) -> Vec<(String, String)> {
    render(lang, Msg::Help.key(), &[])
        .lines()
        .filter_map(|line| {
            let line = line.trim().strip_prefix('/')?;
            let word = line.split_whitespace().next()?.to_owned();
            let description = line
                .split_once('—')
                .map_or(&line[word.len()..], |(_, after)| after)
                .trim()
                .to_owned();
            Some((word, description))
        })
        .collect()
}

/// The phrases that describe a Discord option (`bot-discord/src/commands.rs`,
/// `option_description`).
fn option_descriptions() -> [Msg<'static>; 11] {
    [
        Msg::SettingPoints,
        Msg::SettingStake,
        Msg::SettingMoveTime,
        Msg::SettingGameTime,
        Msg::SettingApproveJoiners,
        Msg::SettingAi,
        Msg::SettingHints,
        Msg::SettingIdleHours,
        Msg::SettingName,
        Msg::ChooseSeat,
        Msg::ChooseLanguage,
    ]
}

/// Whether a phrase is a button's label (or the whole of one but for a mark or a name).
fn is_label(key: &str) -> bool {
    key.starts_with("btn-")
        || key.contains("-btn-")
        || key.ends_with("-button")
        || matches!(
            key,
            "setting-ai-rule" | "setting-ai-strong" | "setting-hints" | "setting-approve"
        )
}

/// Every phrase within the platforms' limits, in every language.
fn platform_limits() -> Vec<String> {
    let mut faults = Vec::new();
    let english: Vec<String> = help_commands(Lang::En).into_iter().map(|c| c.0).collect();
    for lang in Lang::ALL {
        let commands = help_commands(lang);
        let words: Vec<String> = commands.iter().map(|c| c.0.clone()).collect();
        if words != english {
            faults.push(format!("{lang}: help lists {words:?}, English {english:?}"));
        }
        for (word, description) in &commands {
            let valid = (1..=32).contains(&word.len())
                && word
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_');
            let len = description.chars().count();
            if !valid {
                faults.push(format!("{lang}: help: /{word} is not a command name"));
            }
            if len > DISCORD_DESCRIPTION_MAX || len < TELEGRAM_DESCRIPTION.0 {
                faults.push(format!(
                    "{lang}: help: /{word} is described in {len} characters, not {}–{}: {description}",
                    TELEGRAM_DESCRIPTION.0, DISCORD_DESCRIPTION_MAX
                ));
            }
        }
        let league = render(lang, "league-description", &[]);
        let options = option_descriptions().map(|msg| {
            let text = render(lang, msg.key(), &[]);
            (msg.key(), text.trim_end_matches([':', ' ']).to_owned())
        });
        for (key, text) in [("league-description", league)].into_iter().chain(options) {
            let len = text.chars().count();
            if !(1..=DISCORD_DESCRIPTION_MAX).contains(&len) {
                faults.push(format!(
                    "{lang}: {key} describes a Discord command or option in {len} characters, \
                     not 1–{DISCORD_DESCRIPTION_MAX}: {text}"
                ));
            }
        }
        for (key, args) in all_parts() {
            let text = render(lang, key, &args);
            let len = text.chars().count();
            if is_label(key) && len > LABEL_MAX {
                faults.push(format!(
                    "{lang}: {key} is a button label of {len} characters, over {LABEL_MAX}: {text}"
                ));
            }
            if len > MESSAGE_MAX {
                faults.push(format!(
                    "{lang}: {key} has {len} characters, over a message's {MESSAGE_MAX}"
                ));
            }
        }
    }
    faults
}

fn report(what: &str, faults: &[String]) {
    assert!(
        faults.is_empty(),
        "{} {what}:\n{}",
        faults.len(),
        faults.join("\n")
    );
}

#[test]
fn every_language_has_the_same_keys_and_placeholders_as_english() {
    let (all, mut faults) = read_all();
    faults.extend(same_keys_and_placeholders(&all));
    report("catalog faults", &faults);
}

#[test]
fn russian_counts_have_one_few_and_many() {
    let (all, _) = read_all();
    report(
        "Russian plurals miss a form",
        &russian_plurals(&all[&Lang::Ru]),
    );
}

#[test]
fn armenian_and_georgian_glue_no_ending_to_a_placeholder() {
    let (all, _) = read_all();
    let mut faults = glued_endings(Lang::Hy, &all[&Lang::Hy]);
    faults.extend(glued_endings(Lang::Ka, &all[&Lang::Ka]));
    report("glued endings", &faults);
}

#[test]
fn no_catalog_writes_a_username_or_a_word_the_rules_do_not_use() {
    let (all, _) = read_all();
    let faults: Vec<String> = Lang::ALL
        .into_iter()
        .flat_map(|lang| words(lang, &all[&lang]))
        .collect();
    report("wrong words", &faults);
}

#[test]
fn every_phrase_fits_the_platforms() {
    report("phrases over a platform's limit", &platform_limits());
}

/// A made-up catalog file, read as the checks read the real ones.
fn sample(source: &str) -> BTreeMap<String, Catalog> {
    let mut faults = Vec::new();
    let catalog = parse(source, "sample", &mut faults);
    assert!(faults.is_empty(), "{faults:?}");
    BTreeMap::from([("sample.ftl".to_owned(), catalog)])
}

#[test]
fn the_checks_see_glued_endings_and_usernames() {
    assert_eq!(glued_ending("-ը ձեր").as_deref(), Some("-ը"));
    assert_eq!(glued_ending("»-ը համակարգչային").as_deref(), Some("»-ը"));
    assert_eq!(glued_ending("-ის.").as_deref(), Some("-ის."));
    assert_eq!(glued_ending("ը").as_deref(), Some("ը"));
    for clean in ["»․ սա", " — ", "–", "՝ ", ""] {
        assert_eq!(glued_ending(clean), None, "{clean}");
    }
    assert_eq!(username_in("NAME @partner."), Some("@partner"));
    assert_eq!(username_in("like @name."), None);
    assert_eq!(username_in("@զուգընկեր"), None);
    assert!(is_cards("10♥") && is_cards("Q♠ K♠") && !is_cards("Ani") && !is_cards(""));
    let ordinals = sample("e = { $n }-րդ\nf = { $n ->\n    [1] 1-ին\n   *[other] { $n }-րդ\n}\n");
    let faults = glued_endings(Lang::Hy, &ordinals);
    let first: Vec<_> = faults.iter().filter(|f| f.contains("for 1")).collect();
    assert_eq!(first.len(), 1, "{faults:?}");
    assert!(first[0].contains(": e "), "{faults:?}");
}

#[test]
fn the_plural_check_wants_one_few_and_many_where_a_word_is_counted() {
    let files = sample(concat!(
        "a = { $n ->\n    [one] очко\n   *[other] очков\n}\n",
        "b = { $n ->\n    [1] очко\n   *[other] очков\n}\n",
        "c = { $n ->\n    [one] очко\n    [few] очка\n   *[many] очков\n}\n",
        "d = { $n ->\n    [1] {\"\"}\n   *[other] × { $n }\n}\n",
    ));
    let faults = russian_plurals(&files);
    assert_eq!(faults.len(), 2, "{faults:?}");
    assert!(
        faults[0].contains(": a ") && faults[1].contains(": b "),
        "{faults:?}"
    );
}
