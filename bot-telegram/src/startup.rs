//! Start-up: a Bot API client for the configuration, and the token checked with `getMe`.

use teloxide::prelude::*;
use teloxide::types::Me;
use teloxide::{ApiError, RequestError};

use crate::config::Config;

/// Why the bot cannot start.
#[derive(Debug)]
pub enum StartError {
    /// Telegram (or the local Bot API server) refused the token.
    TokenRejected(String),
    /// The Bot API could not be reached or answered nonsense.
    Unreachable(String),
}

impl std::fmt::Display for StartError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StartError::TokenRejected(why) => write!(
                f,
                "the Bot API rejected TELOXIDE_TOKEN ({why}): check the token @BotFather issued"
            ),
            StartError::Unreachable(why) => write!(f, "cannot reach the Bot API: {why}"),
        }
    }
}

impl std::error::Error for StartError {}

/// A client for the configured Bot API server.
pub fn client(config: &Config) -> Bot {
    let bot = Bot::new(config.token.clone());
    match &config.api_url {
        Some(url) => bot.set_api_url(url.clone()),
        None => bot,
    }
}

/// Checks the token: `getMe` answers with the bot's own account.
pub async fn check_token(bot: &Bot) -> Result<Me, StartError> {
    match bot.get_me().await {
        Ok(me) => Ok(me),
        Err(RequestError::Api(ApiError::InvalidToken)) => {
            Err(StartError::TokenRejected("Unauthorized".into()))
        }
        Err(RequestError::Api(ApiError::Unknown(text)))
            if text.contains("Unauthorized") || text.contains("Not Found") =>
        {
            Err(StartError::TokenRejected(text))
        }
        Err(other) => Err(StartError::Unreachable(other.to_string())),
    }
}

/// The update kinds the bot reads, asked of `getUpdates` and of `setWebhook` alike.
pub const ALLOWED_UPDATES: [teloxide::types::AllowedUpdate; 2] = [
    teloxide::types::AllowedUpdate::Message,
    teloxide::types::AllowedUpdate::CallbackQuery,
];

/// Webhook mode: asks Telegram to POST the updates to `webhook.url` with its secret (pending
/// updates kept: they are delivered there).
pub async fn set_webhook(
    bot: &Bot,
    webhook: &crate::config::Webhook,
) -> Result<(), teloxide::RequestError> {
    use teloxide::payloads::SetWebhookSetters;
    bot.set_webhook(webhook.url.clone())
        .secret_token(webhook.secret.clone())
        .allowed_updates(ALLOWED_UPDATES)
        .drop_pending_updates(false)
        .await?;
    Ok(())
}

/// Long polling: Telegram refuses `getUpdates` while a webhook is set (409 Conflict), so a
/// webhook left from an earlier run in webhook mode is deleted (its pending updates kept).
pub async fn leave_webhook(bot: &Bot) -> Result<(), teloxide::RequestError> {
    use teloxide::payloads::DeleteWebhookSetters;
    let info = bot.get_webhook_info().await?;
    if let Some(url) = info.url {
        tracing::info!("a webhook was set ({url}): deleting it for long polling");
        bot.delete_webhook().drop_pending_updates(false).await?;
    }
    Ok(())
}
