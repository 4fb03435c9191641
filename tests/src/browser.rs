//! A headless Chromium for the web table's tests, driven through `tests/browser/driver.mjs`
//! (node with `playwright-core`, the system browser `/usr/bin/chromium`): one JSON command a
//! line on the driver's stdin, one answer a line on its stdout. The tests hold the logic and
//! find elements by role and accessible name, as a person or a screen reader would.
//!
//! `node_modules` is installed on first use (`npm ci`, from the offline cache when it can).

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

/// How long one command may take before the test fails (a click waits for its button).
const COMMAND_LIMIT: Duration = Duration::from_secs(60);

/// The light or dark scheme a page is opened in (the browser's `prefers-color-scheme`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scheme {
    Light,
    Dark,
}

/// A running driver and its browser; pages are named by the test.
pub struct Browser {
    child: Child,
    /// `None` once closed (on drop: the driver then closes the browser and exits).
    stdin: Option<ChildStdin>,
    answers: Receiver<String>,
    next_id: u64,
}

/// The folder of the driver (`tests/browser` in the workspace).
pub fn driver_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("browser")
}

/// Installs the driver's `node_modules` if missing (`npm ci`), one process at a time.
fn ensure_installed(dir: &Path) -> Result<(), String> {
    let installed = || {
        dir.join("node_modules/playwright-core/package.json")
            .exists()
    };
    if installed() {
        return Ok(());
    }
    let lock = dir.join(".installing");
    let deadline = Instant::now() + Duration::from_secs(300);
    while std::fs::create_dir(&lock).is_err() {
        if installed() {
            return Ok(());
        }
        if Instant::now() > deadline {
            return Err(format!("{} stayed locked", lock.display()));
        }
        std::thread::sleep(Duration::from_millis(200));
    }
    let status = Command::new("npm")
        .args([
            "ci",
            "--prefer-offline",
            "--no-audit",
            "--no-fund",
            "--prefix",
        ])
        .arg(dir)
        .status();
    let _ = std::fs::remove_dir(&lock);
    match status {
        Ok(s) if s.success() && installed() => Ok(()),
        Ok(s) => Err(format!("npm ci in {} failed: {s}", dir.display())),
        Err(e) => Err(format!("npm could not start: {e}")),
    }
}

impl Browser {
    /// Starts the driver and its browser. Fails with the reason (no node, no chromium, no
    /// `npm ci`): the browser tests need them, and `.ci/run` installs them.
    pub fn start() -> Result<Browser, String> {
        let dir = driver_dir();
        ensure_installed(&dir)?;
        // Playwright's log of each action's steps ("waiting for element to be stable", ...)
        // goes to the test's stderr, which is shown when a test fails: where a click waited.
        let mut child = Command::new("node")
            .arg(dir.join("driver.mjs"))
            .env("DEBUG", "pw:api")
            .current_dir(&dir)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|e| format!("node could not start: {e}"))?;
        let stdin = child.stdin.take().ok_or("no stdin")?;
        let stdout = child.stdout.take().ok_or("no stdout")?;
        let (send, answers) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        let mut browser = Browser {
            child,
            stdin: Some(stdin),
            answers,
            next_id: 0,
        };
        browser.answer(0)?;
        Ok(browser)
    }

    /// Sends one command (`cmd` plus its fields) and waits for its answer's result.
    pub fn call(&mut self, cmd: &str, mut fields: Value) -> Result<Value, String> {
        self.next_id += 1;
        let id = self.next_id;
        fields["id"] = json!(id);
        fields["cmd"] = json!(cmd);
        let stdin = self.stdin.as_mut().ok_or("driver closed")?;
        writeln!(stdin, "{fields}").map_err(|e| format!("driver gone: {e}"))?;
        stdin.flush().map_err(|e| format!("driver gone: {e}"))?;
        self.answer(id).map_err(|e| format!("{cmd}: {e}"))
    }

    fn answer(&mut self, id: u64) -> Result<Value, String> {
        let deadline = Instant::now() + COMMAND_LIMIT;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let line = match self.answers.recv_timeout(left) {
                Ok(line) => line,
                Err(RecvTimeoutError::Timeout) => return Err("no answer in time".into()),
                Err(RecvTimeoutError::Disconnected) => return Err("the driver stopped".into()),
            };
            let Ok(answer) = serde_json::from_str::<Value>(&line) else {
                continue;
            };
            if answer["id"] != json!(id) {
                continue;
            }
            return if answer["ok"] == json!(true) {
                Ok(answer["result"].clone())
            } else {
                Err(answer["error"].as_str().unwrap_or("failed").to_string())
            };
        }
    }

    /// Opens `url` in a new page named `page`, `width` × `height` CSS pixels.
    pub fn open(
        &mut self,
        page: &str,
        url: &str,
        viewport: (u32, u32),
        scheme: Scheme,
    ) -> Result<(), String> {
        self.open_page(page, url, viewport, scheme, false)
    }

    /// [`Browser::open`] inside Telegram's Android client, as far as the page can tell: the
    /// client's webview bridge (`TelegramWebviewProxy`) is there before the page's scripts
    /// run, and keeps what the page posts ([`Browser::telegram_posts`]).
    pub fn open_in_telegram(
        &mut self,
        page: &str,
        url: &str,
        viewport: (u32, u32),
        scheme: Scheme,
    ) -> Result<(), String> {
        self.open_page(page, url, viewport, scheme, true)
    }

    fn open_page(
        &mut self,
        page: &str,
        url: &str,
        (width, height): (u32, u32),
        scheme: Scheme,
        telegram: bool,
    ) -> Result<(), String> {
        let scheme = match scheme {
            Scheme::Light => "light",
            Scheme::Dark => "dark",
        };
        self.call(
            "open",
            json!({ "page": page, "url": url, "viewport": { "width": width, "height": height },
                    "colorScheme": scheme, "telegram": telegram }),
        )
        .map(drop)
    }

    /// What a page opened with [`Browser::open_in_telegram`] posted to Telegram's client so
    /// far, in order: each event's type and data.
    pub fn telegram_posts(&mut self, page: &str) -> Result<Vec<(String, Value)>, String> {
        let posted = self.evaluate(page, "sessionStorage.getItem('telegramPosted') || '[]'")?;
        let posted: Vec<(String, Value)> =
            serde_json::from_str(posted.as_str().unwrap_or("[]")).map_err(|e| e.to_string())?;
        Ok(posted)
    }

    /// Opens, in a new page named `page`, `url` answered by the driver with `html` (a page of
    /// the test's own, on the origin it names), its elements looked for inside its `frame`
    /// (a CSS selector): an Activity framed by [`discord_harness`] as Discord's client would.
    pub fn open_framed(
        &mut self,
        page: &str,
        url: &str,
        html: &str,
        frame: &str,
        (width, height): (u32, u32),
    ) -> Result<(), String> {
        self.call(
            "open",
            json!({ "page": page, "url": url, "viewport": { "width": width, "height": height },
                    "harness": { "url": url, "html": html }, "frame": frame }),
        )
        .map(drop)
    }

    /// Clicks the button named exactly `name` (waiting until it is there and enabled).
    pub fn click(&mut self, page: &str, name: &str) -> Result<(), String> {
        self.call("click", json!({ "page": page, "name": name }))
            .map(drop)
    }

    /// Clicks the element of `role` named exactly `name` (a bid picker's `tab`).
    pub fn click_role(&mut self, page: &str, role: &str, name: &str) -> Result<(), String> {
        self.call("click", json!({ "page": page, "role": role, "name": name }))
            .map(drop)
    }

    /// The accessible names of the enabled buttons shown, within the region named `region`
    /// if given; waits up to `within` for there to be one.
    pub fn buttons(
        &mut self,
        page: &str,
        region: Option<&str>,
        within: Duration,
    ) -> Result<Buttons, String> {
        let result = self.call(
            "buttons",
            json!({ "page": page, "region": region, "waitMs": within.as_millis() as u64 }),
        )?;
        Ok(strings(&result))
    }

    /// The first of `pages` showing an enabled button in the region named `region` (waiting up
    /// to `within`), with that page's enabled buttons there; `None` if none shows one in time.
    pub fn first_ready(
        &mut self,
        pages: &[&str],
        region: &str,
        within: Duration,
    ) -> Result<Option<(String, Buttons)>, String> {
        let result = self.call(
            "firstReady",
            json!({ "pages": pages, "region": region, "waitMs": within.as_millis() as u64 }),
        )?;
        Ok(result["page"]
            .as_str()
            .map(|page| (page.to_string(), strings(&result["buttons"]))))
    }

    /// The text of the elements of `role` (`region`, `status`) named `name` (any, if `None`).
    pub fn text(&mut self, page: &str, role: &str, name: Option<&str>) -> Result<String, String> {
        let result = self.call("text", json!({ "page": page, "role": role, "name": name }))?;
        Ok(result.as_str().unwrap_or_default().to_string())
    }

    /// How many elements of `role` named `name` the page shows.
    pub fn count(&mut self, page: &str, role: &str, name: &str) -> Result<usize, String> {
        let result = self.call("count", json!({ "page": page, "role": role, "name": name }))?;
        Ok(result.as_u64().unwrap_or_default() as usize)
    }

    /// Waits until an element of `role` named `name` is visible.
    pub fn wait_for(
        &mut self,
        page: &str,
        role: &str,
        name: &str,
        within: Duration,
    ) -> Result<(), String> {
        self.call(
            "wait",
            json!({ "page": page, "role": role, "name": name, "timeout": within.as_millis() as u64 }),
        )
        .map(drop)
    }

    /// The value of the JavaScript expression `script` in the page.
    pub fn evaluate(&mut self, page: &str, script: &str) -> Result<Value, String> {
        self.call("evaluate", json!({ "page": page, "script": script }))
    }

    /// Waits until the page shows exactly `text` in some element.
    pub fn wait_text(&mut self, page: &str, text: &str, within: Duration) -> Result<(), String> {
        self.call(
            "waitText",
            json!({ "page": page, "text": text, "timeout": within.as_millis() as u64 }),
        )
        .map(drop)
    }

    /// Writes a screenshot of the whole page to `path` (PNG).
    pub fn screenshot(&mut self, page: &str, path: &Path) -> Result<(), String> {
        self.call(
            "screenshot",
            json!({ "page": page, "path": path.to_string_lossy() }),
        )
        .map(drop)
    }

    /// The errors the page's console and scripts reported so far.
    pub fn errors(&mut self, page: &str) -> Result<Vec<String>, String> {
        let result = self.call("errors", json!({ "page": page }))?;
        Ok(strings(&result))
    }

    /// Reloads the page (its socket closes; the page opens a new one).
    pub fn reload(&mut self, page: &str) -> Result<(), String> {
        self.call("reload", json!({ "page": page })).map(drop)
    }

    /// Closes the page.
    pub fn close(&mut self, page: &str) -> Result<(), String> {
        self.call("close", json!({ "page": page })).map(drop)
    }
}

/// The tests' stand-in for Discord's client around an Activity (`browser/discord_harness.html`):
/// opened at `<web>/<any path>?code=&client_id=&user=&name=&channel=&guild=`, it frames the
/// page in an `iframe` and answers the Embedded App SDK's messages.
pub fn discord_harness() -> String {
    std::fs::read_to_string(driver_dir().join("discord_harness.html")).expect("the harness page")
}

fn strings(value: &Value) -> Vec<String> {
    value
        .as_array()
        .map(|items| {
            items
                .iter()
                .filter_map(|v| v.as_str().map(String::from))
                .collect()
        })
        .unwrap_or_default()
}

impl Drop for Browser {
    fn drop(&mut self) {
        // Closing stdin lets the driver close the browser; then make sure it is gone.
        drop(self.stdin.take());
        let deadline = Instant::now() + Duration::from_secs(5);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Telegram's theme parameters for `scheme` (JSON), as its clients pass them to a Mini App.
pub fn theme_params(scheme: Scheme) -> &'static str {
    match scheme {
        Scheme::Light => {
            r##"{"bg_color":"#ffffff","text_color":"#000000","hint_color":"#707579","link_color":"#3390ec","button_color":"#3390ec","button_text_color":"#ffffff","secondary_bg_color":"#f4f4f5"}"##
        }
        Scheme::Dark => {
            r##"{"bg_color":"#212121","text_color":"#ffffff","hint_color":"#aaaaaa","link_color":"#8774e1","button_color":"#8774e1","button_text_color":"#ffffff","secondary_bg_color":"#181818"}"##
        }
    }
}

/// The URL fragment a Telegram client opens a Mini App with: the signed launch data
/// `init_data`, the client's version and platform, and its theme.
pub fn launch_fragment(init_data: &str, scheme: Scheme) -> String {
    format!(
        "tgWebAppData={}&tgWebAppVersion=8.0&tgWebAppPlatform=android&tgWebAppThemeParams={}",
        percent(init_data),
        percent(theme_params(scheme))
    )
}

/// `value` percent-encoded for a URL's query or fragment (all but unreserved characters).
pub fn percent(value: &str) -> String {
    value
        .bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                (b as char).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect()
}

/// Seconds since the UNIX epoch: launch data's `auth_date`, which the server checks against
/// its own clock.
pub fn unix_seconds() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// The names of a page's enabled buttons.
pub type Buttons = Vec<String>;

/// The call the random players favour ([`choose`]), the one that moves a game on fastest:
/// "Let them go" (the attack ends) in Durak, else "Pass" (an auction ends).
pub fn favoured_call(game: game::table::GameKind) -> String {
    use game::i18n::{Lang, Msg, text};
    match game {
        game::table::GameKind::Durak => text(Lang::En, &Msg::BtnLetGo),
        _ => text(Lang::En, &Msg::BtnPass),
    }
}

/// Chooses the button to press among `buttons` (the hand's enabled buttons): the favoured
/// call most of the time (`pass` is its label: see [`favoured_call`]), else any, as `rng` draws.
pub fn choose<'a>(buttons: &'a [String], pass: &str, rng: &mut crate::Rng) -> Option<&'a String> {
    if buttons.is_empty() {
        return None;
    }
    if let Some(pass) = buttons.iter().find(|b| b.as_str() == pass)
        && rng.below(4) != 0
    {
        return Some(pass);
    }
    Some(&buttons[rng.below(buttons.len())])
}

/// People playing from their pages: whoever's hand (the region named `hand`) shows an enabled
/// button presses one ([`choose`]), until `done`; `midway` is called once, after `after`
/// presses. Fails once nothing could be pressed for `patience`. The number of presses.
pub struct Play<'a> {
    pub pages: &'a [&'a str],
    pub hand: &'a str,
    pub pass: &'a str,
    pub seed: u64,
    pub patience: Duration,
}

impl Play<'_> {
    pub fn run(
        &self,
        browser: &mut Browser,
        mut done: impl FnMut() -> bool,
        after: usize,
        mut midway: impl FnMut(&mut Browser),
    ) -> usize {
        let mut rng = crate::Rng::new(self.seed);
        let mut presses = 0;
        let mut quiet_since = Instant::now();
        let mut last_click_error = None;
        while !done() {
            if quiet_since.elapsed() >= self.patience {
                self.stuck(browser, last_click_error);
            }
            let ready = browser
                .first_ready(self.pages, self.hand, Duration::from_secs(2))
                .expect("the pages");
            let Some((page, buttons)) = ready else {
                continue;
            };
            let Some(name) = choose(&buttons, self.pass, &mut rng) else {
                continue;
            };
            // The button may go between the look and the click (the view moved on, the game
            // ended): then look again.
            match browser.click(&page, name) {
                Ok(()) => {
                    presses += 1;
                    quiet_since = Instant::now();
                    if presses == after {
                        midway(browser);
                    }
                }
                Err(error) => last_click_error = Some(format!("{name} on {page}: {error}")),
            }
        }
        presses
    }

    /// Fails the test, saying what each page shows (its text, and its buttons with those
    /// disabled marked), its script errors and the last click that failed.
    fn stuck(&self, browser: &mut Browser, last_click_error: Option<String>) -> ! {
        const SHOWN: &str = "document.body.innerText + '\\n[buttons] ' + \
            Array.from(document.querySelectorAll('button')).filter((b) => !b.closest('[hidden]')) \
            .map((b) => (b.getAttribute('aria-label') || b.textContent) + (b.disabled ? ' (disabled)' : '')).join(' | ')";
        let shown: Vec<String> = self
            .pages
            .iter()
            .map(|page| {
                let text = match browser.evaluate(page, SHOWN) {
                    Ok(Value::String(text)) => text,
                    Ok(other) => other.to_string(),
                    Err(error) => error,
                };
                let errors = browser.errors(page).unwrap_or_else(|error| vec![error]);
                format!("--- {page} shows:\n{text}\n[errors] {errors:?}")
            })
            .collect();
        panic!(
            "nothing to press on {:?} for {:?} (last failed click: {})\n{}",
            self.pages,
            self.patience,
            last_click_error.as_deref().unwrap_or("none"),
            shown.join("\n")
        );
    }
}
