//! The Bot API calls the bot makes, and what their answers mean to it.

use std::time::Duration;

use teloxide::payloads::{
    AnswerCallbackQuerySetters, EditMessageTextSetters, SendDocumentSetters, SendMessageSetters,
};
use teloxide::prelude::*;
use teloxide::types::{
    CallbackQueryId, InlineKeyboardButton, InlineKeyboardMarkup, InputFile, MessageId, ReplyMarkup,
    WebAppInfo,
};
use teloxide::{ApiError, RequestError};

use crate::outbox::{Content, Document, Key, TgChat};

/// The longest text an alert may show (Telegram's limit for answerCallbackQuery). Telegram's
/// limits count UTF-16 code units (an emoji such as 🤖 is two), as [`clip`] does.
pub const ALERT_CHARS: usize = 200;
/// The longest text a message may hold, in UTF-16 code units.
pub const MESSAGE_CHARS: usize = 4096;
/// The longest caption a document may carry, in UTF-16 code units.
pub const CAPTION_CHARS: usize = 1024;

/// One call.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Call {
    Send {
        chat: TgChat,
        content: Content,
    },
    Edit {
        chat: TgChat,
        message: i32,
        content: Content,
    },
    /// Delete the old message, then post the content anew at the bottom of the chat.
    Repost {
        chat: TgChat,
        content: Content,
        old: i32,
    },
    Answer {
        callback: String,
        text: Option<String>,
    },
}

/// What came of a call.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Done {
    /// A message was sent: its id.
    Sent(i32),
    /// Edited, answered, or the edit changed nothing (which is as good).
    Ok,
    /// 429: try again after this long.
    RetryAfter(Duration),
    /// The user never started the bot (or blocked it): no private message can reach him.
    Unreachable,
    /// The message to edit is gone: send a new one.
    Gone,
    /// The group became a supergroup with this id: everything goes there now.
    Migrated(TgChat),
    /// Anything else; the text says what.
    Failed(String),
    /// The network failed; worth another try.
    Network(String),
}

/// Cuts a text to `max` UTF-16 code units, as Telegram counts its limits, between two
/// characters (an ellipsis, one unit, marks the cut).
pub fn clip(text: &str, max: usize) -> String {
    if text.encode_utf16().count() <= max {
        return text.to_string();
    }
    let room = max.saturating_sub(1);
    let mut used = 0;
    let mut end = 0;
    for (at, c) in text.char_indices() {
        used += c.len_utf16();
        if used > room {
            break;
        }
        end = at + c.len_utf8();
    }
    let mut out = text[..end].to_string();
    out.push('…');
    out
}

/// The inline keyboard of a content (`None` without buttons).
fn keyboard(content: &Content) -> Option<InlineKeyboardMarkup> {
    if content.rows.is_empty() {
        return None;
    }
    let rows = content.rows.iter().map(|row| {
        row.iter()
            .filter_map(|b| match &b.key {
                Key::Callback(data) => Some(InlineKeyboardButton::callback(&b.label, data)),
                Key::Url(url) => url
                    .parse()
                    .ok()
                    .map(|url| InlineKeyboardButton::url(&b.label, url)),
                Key::WebApp(url) => url
                    .parse()
                    .ok()
                    .map(|url| InlineKeyboardButton::web_app(&b.label, WebAppInfo { url })),
            })
            .collect::<Vec<_>>()
    });
    Some(InlineKeyboardMarkup::new(rows))
}

fn classify(err: RequestError) -> Done {
    match err {
        RequestError::RetryAfter(secs) => Done::RetryAfter(secs.duration()),
        RequestError::MigrateToChatId(to) => Done::Migrated(to.0),
        RequestError::Api(ApiError::MessageNotModified) => Done::Ok,
        RequestError::Api(
            ApiError::BotBlocked | ApiError::CantInitiateConversation | ApiError::UserDeactivated,
        ) => Done::Unreachable,
        RequestError::Api(ApiError::MessageToEditNotFound | ApiError::MessageIdInvalid) => {
            Done::Gone
        }
        RequestError::Api(ApiError::Unknown(text)) => {
            if text.contains("message is not modified") {
                Done::Ok
            } else if text.contains("can't initiate conversation")
                || text.contains("bot was blocked")
                || text.starts_with("Forbidden")
            {
                Done::Unreachable
            } else if text.contains("message to edit not found") {
                Done::Gone
            } else {
                Done::Failed(text)
            }
        }
        RequestError::Network(e) => Done::Network(e.to_string()),
        RequestError::Io(e) => Done::Network(e.to_string()),
        other => Done::Failed(other.to_string()),
    }
}

async fn send(bot: &Bot, chat: TgChat, content: &Content) -> Done {
    if let Some(document) = &content.document {
        return send_document(bot, chat, content, document).await;
    }
    let mut request = bot.send_message(ChatId(chat), clip(&content.text, MESSAGE_CHARS));
    if let Some(markup) = keyboard(content) {
        request = request.reply_markup(ReplyMarkup::InlineKeyboard(markup));
    }
    match request.await {
        Ok(message) => Done::Sent(message.id.0),
        Err(err) => classify(err),
    }
}

/// A document uploaded with its caption (Telegram takes it as multipart/form-data).
async fn send_document(bot: &Bot, chat: TgChat, content: &Content, document: &Document) -> Done {
    let file = InputFile::memory(document.bytes.clone()).file_name(document.name.clone());
    let mut request = bot.send_document(ChatId(chat), file);
    if !content.text.trim().is_empty() {
        request = request.caption(clip(&content.text, CAPTION_CHARS));
    }
    if let Some(markup) = keyboard(content) {
        request = request.reply_markup(ReplyMarkup::InlineKeyboard(markup));
    }
    match request.await {
        Ok(message) => Done::Sent(message.id.0),
        Err(err) => classify(err),
    }
}

/// Makes the call (and tells `/healthz` whether Telegram answered).
pub async fn perform(bot: Bot, call: Call) -> Done {
    let done = perform_once(bot, call).await;
    match done {
        Done::Network(_) => host::telemetry::health::platform_failed(),
        _ => host::telemetry::health::platform_ok(),
    }
    done
}

async fn perform_once(bot: Bot, call: Call) -> Done {
    match call {
        Call::Send { chat, content } => send(&bot, chat, &content).await,
        Call::Repost { chat, content, old } => {
            // The old one first: a crash in between leaves no hand until the restart redraws
            // it, rather than a second, stale one. Gone already or too old to delete (48
            // hours): either way nothing to retry.
            if let Err(err) = bot.delete_message(ChatId(chat), MessageId(old)).await {
                tracing::warn!("deleting message {old} in {chat}: {err}");
            }
            send(&bot, chat, &content).await
        }
        Call::Edit {
            chat,
            message,
            content,
        } => {
            let mut request = bot.edit_message_text(
                ChatId(chat),
                MessageId(message),
                clip(&content.text, MESSAGE_CHARS),
            );
            if let Some(markup) = keyboard(&content) {
                request = request.reply_markup(markup);
            }
            match request.await {
                Ok(_) => Done::Ok,
                Err(err) => classify(err),
            }
        }
        Call::Answer { callback, text } => {
            let mut request = bot.answer_callback_query(CallbackQueryId(callback));
            if let Some(text) = text.filter(|t| !t.trim().is_empty()) {
                request = request.text(clip(&text, ALERT_CHARS)).show_alert(true);
            }
            match request.await {
                Ok(_) => Done::Ok,
                Err(err) => classify(err),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clip_keeps_short_texts_and_marks_cuts() {
        assert_eq!(clip("abc", 5), "abc");
        assert_eq!(clip("abcdef", 4), "abc…");
        assert_eq!(clip("ёёёёё", 3).chars().count(), 3);
    }

    /// Telegram counts UTF-16 units: 🤖 is two of them, so a text of robots is cut at half
    /// as many characters, and never inside one.
    #[test]
    fn clip_counts_utf16_units_and_cuts_between_characters() {
        let units = |t: &str| t.encode_utf16().count();
        for (max, text) in [
            (MESSAGE_CHARS, "🤖".repeat(3_000)),
            (ALERT_CHARS, "🤖".repeat(150)),
            (ALERT_CHARS, format!("a{}", "🤖".repeat(150))),
            (CAPTION_CHARS, format!("Ход: {}", "🂡🃁x".repeat(400))),
        ] {
            assert!(units(&text) > max);
            let clipped = clip(&text, max);
            assert!(units(&clipped) <= max, "{} > {max}", units(&clipped));
            assert!(units(&clipped) >= max - 2, "cut too short");
            assert!(clipped.ends_with('…'));
            let kept = clipped.trim_end_matches('…');
            assert!(text.starts_with(kept), "cut on a character boundary");
        }
        let fits = "🤖".repeat(100);
        assert_eq!(clip(&fits, ALERT_CHARS), fits, "200 units fit exactly");
    }
}
