//! The fake Discord's OAuth2 side, for an Activity's sign-in: codes the test hands out (as
//! Discord's client would answer the SDK's `AUTHORIZE`), `POST /api/v10/oauth2/token` (form
//! encoded: `client_id`, `client_secret`, `grant_type=authorization_code`, `code`; a code is
//! good once, for the app's id and secret only) answering an access token, and
//! `GET /api/v10/users/@me` with `Authorization: Bearer <token>` answering its user (with his
//! locale). Anything else is a 401 (`invalid_grant` for a code), and counted.

use std::collections::HashMap;

use serde_json::{Value, json};

use super::{APP_ID, Person};

/// The Activity's OAuth2 secret the fake knows.
pub const CLIENT_SECRET: &str = "fake-client-secret";

/// The codes issued and the tokens exchanged.
#[derive(Default)]
pub struct OAuth {
    codes: HashMap<String, (Person, String)>,
    tokens: HashMap<String, (Person, String)>,
    next: u64,
    /// Exchanges and reads refused (a code unknown or used, a wrong secret or token).
    pub refused: u32,
    /// Codes exchanged.
    pub exchanged: u32,
}

impl OAuth {
    /// A code for `user` (in `locale`), as `AUTHORIZE` would give his client.
    pub fn code(&mut self, user: Person, locale: &str) -> String {
        self.next += 1;
        let code = format!("code{}x{}", self.next, user.id);
        self.codes.insert(code.clone(), (user, locale.to_string()));
        code
    }

    /// `POST /oauth2/token` with a form body, or `GET /users/@me`: status and body; `None`
    /// for other routes.
    pub fn handle(
        &mut self,
        method: &str,
        path: &str,
        content_type: &str,
        auth: Option<&str>,
        body: &[u8],
    ) -> Option<(u16, Value)> {
        match (method, path) {
            ("POST", "/oauth2/token") => Some(self.exchange(content_type, body)),
            ("GET", "/users/@me") if auth.is_some_and(|a| a.starts_with("Bearer ")) => {
                let token = auth.unwrap_or_default().trim_start_matches("Bearer ");
                Some(match self.tokens.get(token) {
                    Some((user, locale)) => (
                        200,
                        json!({"id": user.id.to_string(), "username": user.name.to_lowercase(),
                               "global_name": user.name, "discriminator": "0", "avatar": null,
                               "locale": locale}),
                    ),
                    None => self.refuse(401, "401: Unauthorized"),
                })
            }
            _ => None,
        }
    }

    fn exchange(&mut self, content_type: &str, body: &[u8]) -> (u16, Value) {
        if !content_type.starts_with("application/x-www-form-urlencoded") {
            return self.refuse(400, "invalid_request");
        }
        let form: HashMap<String, String> = form_fields(body);
        let field = |k: &str| form.get(k).map(String::as_str);
        if field("client_id") != Some(&APP_ID.to_string())
            || field("client_secret") != Some(CLIENT_SECRET)
        {
            return self.refuse(401, "invalid_client");
        }
        if field("grant_type") != Some("authorization_code") {
            return self.refuse(400, "unsupported_grant_type");
        }
        let Some((user, locale)) = field("code").and_then(|c| self.codes.remove(c)) else {
            return self.refuse(400, "invalid_grant");
        };
        self.next += 1;
        let token = format!("access{}x{}", self.next, user.id);
        self.tokens.insert(token.clone(), (user, locale));
        self.exchanged += 1;
        (
            200,
            json!({"access_token": token, "token_type": "Bearer", "expires_in": 604800,
                   "refresh_token": format!("refresh{}", self.next), "scope": "identify"}),
        )
    }

    fn refuse(&mut self, status: u16, error: &str) -> (u16, Value) {
        self.refused += 1;
        (status, json!({"error": error}))
    }
}

/// A form body's fields, decoded.
fn form_fields(body: &[u8]) -> HashMap<String, String> {
    form_urlencoded::parse(body).into_owned().collect()
}
