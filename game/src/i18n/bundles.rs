//! The compiled-in catalogs and the one function that formats a message from them.

use std::sync::LazyLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

use super::Lang;
use super::arg::Arg;

/// The catalog source of a language, as compiled into the crate.
pub(super) const fn source(lang: Lang) -> &'static str {
    match lang {
        Lang::En => include_str!("../../locales/en/main.ftl"),
        Lang::Hy => include_str!("../../locales/hy/main.ftl"),
        Lang::Ru => include_str!("../../locales/ru/main.ftl"),
        Lang::Ka => include_str!("../../locales/ka/main.ftl"),
    }
}

/// The league phrases of a language (`league.ftl`), a second resource of its bundle.
pub(super) const fn league_source(lang: Lang) -> &'static str {
    match lang {
        Lang::En => include_str!("../../locales/en/league.ftl"),
        Lang::Hy => include_str!("../../locales/hy/league.ftl"),
        Lang::Ru => include_str!("../../locales/ru/league.ftl"),
        Lang::Ka => include_str!("../../locales/ka/league.ftl"),
    }
}

/// Builds a language's bundle. The catalogs are compiled in and a test proves that they parse
/// without error, so a failure here is a build defect, not a run-time condition.
fn build(lang: Lang) -> FluentBundle<FluentResource> {
    let id: LanguageIdentifier = lang
        .code()
        .parse()
        .expect("every Lang code is a valid language identifier");
    let resource = FluentResource::try_new(source(lang).to_owned())
        .unwrap_or_else(|(_, errors)| panic!("locales/{lang}/main.ftl does not parse: {errors:?}"));
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    bundle.set_use_isolating(false);
    bundle
        .add_resource(resource)
        .unwrap_or_else(|errors| panic!("locales/{lang}/main.ftl has duplicate keys: {errors:?}"));
    let league =
        FluentResource::try_new(league_source(lang).to_owned()).unwrap_or_else(|(_, errors)| {
            panic!("locales/{lang}/league.ftl does not parse: {errors:?}")
        });
    bundle
        .add_resource(league)
        .unwrap_or_else(|errors| panic!("locales/{lang}/league.ftl repeats keys: {errors:?}"));
    bundle
}

/// The four bundles, built on first use, in [`Lang::ALL`] order.
static BUNDLES: LazyLock<[FluentBundle<FluentResource>; 4]> =
    LazyLock::new(|| Lang::ALL.map(build));

fn bundle(lang: Lang) -> &'static FluentBundle<FluentResource> {
    let index = match lang {
        Lang::En => 0,
        Lang::Hy => 1,
        Lang::Ru => 2,
        Lang::Ka => 3,
    };
    &BUNDLES[index]
}

/// Formats `key` in exactly `lang`: `None` if the message is missing or any error occurred
/// (a missing argument, an unknown reference).
pub(super) fn try_render(
    lang: Lang,
    key: &str,
    args: &[(&'static str, Arg<'_>)],
) -> Option<String> {
    let (text, clean) = format(lang, key, args)?;
    clean.then_some(text)
}

/// Formats `key` in `lang`: the text (with Fluent's placeholders where something failed) and
/// whether it formatted without error. `None` if the message is missing.
fn format(lang: Lang, key: &str, args: &[(&'static str, Arg<'_>)]) -> Option<(String, bool)> {
    let bundle = bundle(lang);
    let pattern = bundle.get_message(key)?.value()?;
    let mut fluent_args = FluentArgs::with_capacity(args.len());
    for (name, arg) in args {
        let value: FluentValue<'_> = match arg {
            Arg::Text(text) => FluentValue::from(text.as_ref()),
            Arg::Number(number) => FluentValue::from(*number),
            Arg::Name(named) => FluentValue::from(render(lang, named.key(), &[])),
        };
        fluent_args.set(*name, value);
    }
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
    Some((text.into_owned(), errors.is_empty()))
}

/// Formats `key` in `lang`; if that fails, in English (even with errors, as Fluent marks
/// them); if English has no such message, gives the key itself. Never panics.
pub(super) fn render(lang: Lang, key: &str, args: &[(&'static str, Arg<'_>)]) -> String {
    try_render(lang, key, args)
        .or_else(|| format(Lang::En, key, args).map(|(text, _)| text))
        .unwrap_or_else(|| key.to_owned())
}
