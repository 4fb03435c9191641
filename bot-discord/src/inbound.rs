//! Interactions as the shared layer's inputs: who (`dc:<user id>`), where (`dc:<channel id>`),
//! in which language, and the idempotency key `dc:<interaction id>`.

use game::table::{ChatId, UserId};
use host::front::From as Sender;
use serenity::all::{
    CommandInteraction, ComponentInteraction, InteractionId, Member, Permissions, User,
};

/// The idempotency key of an interaction.
pub fn key(id: InteractionId) -> String {
    format!("dc:{}", id.get())
}

fn display_name(user: &User, member: Option<&Member>) -> String {
    member
        .and_then(|m| m.nick.clone())
        .or_else(|| user.global_name.clone())
        .unwrap_or_else(|| user.name.clone())
}

/// Text a user chose (a name, an option) made literal for Discord's markdown: every ASCII
/// punctuation mark that markdown could read is escaped with a backslash, which Discord shows
/// as the mark itself. The bot's own phrases use no markdown, so echoed text shows as typed.
pub fn markdown_literal(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if matches!(
            c,
            '\\' | '*' | '_' | '~' | '`' | '|' | '>' | '<' | '#' | '-' | '[' | ']' | '(' | ')'
        ) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// Manage Server (or Administrator, which implies it), from the permissions Discord computes
/// for the member in the interaction's channel.
fn manages_server(member: &Member) -> bool {
    member
        .permissions
        .is_some_and(|p| p.intersects(Permissions::MANAGE_GUILD | Permissions::ADMINISTRATOR))
}

fn sender(user: &User, member: Option<&Member>, channel: u64, guild: bool, locale: &str) -> Sender {
    Sender {
        chat: ChatId(format!("dc:{channel}")),
        user: UserId(format!("dc:{}", user.id.get())),
        name: markdown_literal(&display_name(user, member)),
        lang: Some(locale.to_string()).filter(|l| !l.is_empty()),
        private: !guild,
        admin: member.is_some_and(manages_server),
        // A Discord mention names the user itself.
        handle: None,
        // Set with the interaction's origin (`Origin::reply`).
        reply: None,
    }
}

pub fn from_command(cmd: &CommandInteraction) -> Sender {
    let user = cmd.member.as_ref().map(|m| &m.user).unwrap_or(&cmd.user);
    sender(
        user,
        cmd.member.as_deref(),
        cmd.channel_id.get(),
        cmd.guild_id.is_some(),
        &cmd.locale,
    )
}

pub fn from_press(press: &ComponentInteraction) -> Sender {
    let user = press
        .member
        .as_ref()
        .map(|m| &m.user)
        .unwrap_or(&press.user);
    sender(
        user,
        press.member.as_ref(),
        press.channel_id.get(),
        press.guild_id.is_some(),
        &press.locale,
    )
}

#[cfg(test)]
mod tests {
    use super::markdown_literal;

    #[test]
    fn chosen_names_show_as_typed_not_as_markdown() {
        assert_eq!(markdown_literal("Ani"), "Ani");
        assert_eq!(markdown_literal("**Boss**"), "\\*\\*Boss\\*\\*");
        assert_eq!(markdown_literal("# big"), "\\# big");
        assert_eq!(markdown_literal("||x||"), "\\|\\|x\\|\\|");
        assert_eq!(markdown_literal("<@123>"), "\\<@123\\>");
        assert_eq!(markdown_literal("a\\b"), "a\\\\b");
        assert_eq!(markdown_literal("Անի ნინო"), "Անի ნინო");
    }
}
