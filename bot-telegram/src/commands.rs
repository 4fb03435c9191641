//! The command menu (`setMyCommands`), in every language, worded by the catalogs' help text.

use game::i18n::{Lang, Msg, text};
use teloxide::payloads::SetMyCommandsSetters;
use teloxide::prelude::*;
use teloxide::types::BotCommand;

/// The commands of the help text in `lang`: each line `/word ARGS — description`.
pub fn menu(lang: Lang) -> Vec<BotCommand> {
    text(lang, &Msg::Help)
        .lines()
        .filter_map(|line| {
            let line = line.trim().strip_prefix('/')?;
            let word: String = line.split_whitespace().next()?.to_string();
            let valid = !word.is_empty()
                && word.len() <= 32
                && word
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_');
            let description = match line.split_once('—') {
                Some((_, after)) => after.trim(),
                None => line[word.len()..].trim(),
            };
            let description: String = description.chars().take(256).collect();
            (valid && description.chars().count() >= 3).then(|| BotCommand::new(word, description))
        })
        .collect()
}

/// Registers the menu: English for everyone, then each other language for its speakers.
pub async fn register(bot: &Bot) -> Result<(), teloxide::RequestError> {
    bot.set_my_commands(menu(Lang::En)).await?;
    for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
        bot.set_my_commands(menu(lang))
            .language_code(lang.code())
            .await?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_lists_the_same_commands() {
        let words = |lang| {
            menu(lang)
                .into_iter()
                .map(|c| c.command)
                .collect::<Vec<_>>()
        };
        let english = words(Lang::En);
        for cmd in [
            "blot", "belote", "belote2", "coinche", "toto21", "durak", "tables", "join", "leave",
            "rematch", "balance", "top", "lang", "rules", "settings", "bid",
        ] {
            assert!(
                english.iter().any(|w| w == cmd),
                "{cmd} missing: {english:?}"
            );
        }
        for lang in Lang::ALL {
            assert_eq!(words(lang), english, "{lang}");
        }
    }
}
