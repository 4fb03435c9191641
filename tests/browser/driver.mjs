// Drives the system Chromium for the Rust tests: one JSON command a line on stdin, one JSON
// answer a line on stdout ({"id", "ok": true, "result"} or {"id", "ok": false, "error"}).
// Elements are found as a person (or a screen reader) finds them: by role and accessible name.
// The Rust side (tests/src/browser.rs) holds the logic; this file only carries it out.
import { createInterface } from "node:readline";
import { chromium } from "playwright-core";

const FLAGS = [
  "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync",
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  args: FLAGS,
  headless: true,
});

/** Open pages by name: their page, and the errors their console and scripts reported. */
const pages = new Map();

function entry(name) {
  const found = pages.get(name);
  if (!found) throw new Error(`no page named ${name}`);
  return found;
}

/** Where to look: a region by its accessible name, else the whole page. */
function scope(page, region) {
  return region ? page.getByRole("region", { name: region, exact: true }) : page;
}

/** Telegram's webview bridge as its Android client injects it: `postEvent(type, json)`. */
const TELEGRAM_PROXY = `window.TelegramWebviewProxy = {
  postEvent(type, data) {
    const posted = JSON.parse(sessionStorage.getItem("telegramPosted") || "[]");
    let body = null;
    try { body = JSON.parse(data); } catch (e) { body = data; }
    posted.push([type, body]);
    sessionStorage.setItem("telegramPosted", JSON.stringify(posted));
  },
};`;

const commands = {
  /** `harness` ({url, html}): a page the test serves itself at `url` (the driver answers
   *  its requests); `frame` (a selector): the frame of the page in which elements are looked
   *  for (an Activity framed by Discord's client, here by the harness); `telegram`: the page
   *  is given Telegram's webview bridge before its scripts run, as Telegram's Android client
   *  injects it (`TelegramWebviewProxy`), which keeps what the page posts in
   *  `sessionStorage.telegramPosted` (kept through a reload). */
  async open({ page: name, url, viewport, colorScheme, harness, frame, telegram }) {
    const context = await browser.newContext({
      viewport: viewport || { width: 390, height: 780 },
      colorScheme: colorScheme || "light",
      deviceScaleFactor: 1,
    });
    if (harness) {
      await context.route(harness.url, (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: harness.html }));
    }
    if (telegram) await context.addInitScript(TELEGRAM_PROXY);
    const page = await context.newPage();
    const errors = [];
    page.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
    page.on("pageerror", (e) => errors.push(String(e && e.stack || e)));
    const root = frame ? page.frameLocator(frame) : page;
    pages.set(name, { page, root, context, errors });
    await page.goto(url, { waitUntil: "load" });
    return null;
  },
  async click({ page, role, name, region, timeout }) {
    await scope(entry(page).root, region)
      .getByRole(role || "button", { name, exact: true })
      .click({ timeout: timeout || 10000 });
    return null;
  },
  /** The accessible names of the enabled, visible buttons (in a region, if named), waiting
   *  up to `waitMs` for there to be one. */
  async buttons({ page, region, waitMs }) {
    const found = scope(entry(page).root, region).getByRole("button", { disabled: false });
    if (waitMs) await found.first().waitFor({ state: "visible", timeout: waitMs }).catch(() => {});
    return await found.evaluateAll((nodes) => nodes
      .filter((n) => n.offsetParent !== null || n.getClientRects().length > 0)
      .map((n) => (n.getAttribute("aria-label") || n.textContent || "").trim()));
  },
  /** The first of `pages` with an enabled button in `region` (waiting up to `waitMs`), and
   *  that page's enabled buttons' names; null if none has one in time. */
  async firstReady({ pages: names, region, waitMs }) {
    const ready = (name) => scope(entry(name).root, region).getByRole("button", { disabled: false }).first();
    const waits = names.map((name) => ready(name).waitFor({ state: "visible", timeout: waitMs || 1 }).then(() => name));
    const first = await Promise.any(waits).catch(() => null);
    if (first === null) return null;
    return { page: first, buttons: await commands.buttons({ page: first, region }) };
  },
  async text({ page, role, name }) {
    const found = entry(page).root.getByRole(role || "region", name === undefined ? {} : { name, exact: true });
    return (await found.allInnerTexts()).join("\n");
  },
  async wait({ page, role, name, timeout, enabled }) {
    const found = entry(page).root.getByRole(role || "button", { name, exact: true, ...(enabled ? { disabled: false } : {}) });
    await found.first().waitFor({ state: "visible", timeout: timeout || 10000 });
    return null;
  },
  async waitText({ page, text, timeout }) {
    await entry(page).root.getByText(text, { exact: true }).first().waitFor({ state: "visible", timeout: timeout || 10000 });
    return null;
  },
  async evaluate({ page, script }) {
    return await entry(page).page.evaluate(script);
  },
  async count({ page, role, name }) {
    return await entry(page).root.getByRole(role || "button", name === undefined ? {} : { name, exact: true }).count();
  },
  async screenshot({ page, path, fullPage }) {
    await entry(page).page.screenshot({ path, fullPage: fullPage !== false, animations: "disabled" });
    return null;
  },
  async errors({ page }) {
    return entry(page).errors.slice();
  },
  async reload({ page }) {
    await entry(page).page.reload({ waitUntil: "load" });
    return null;
  },
  async close({ page }) {
    const found = entry(page);
    pages.delete(page);
    await found.context.close();
    return null;
  },
};

const lines = createInterface({ input: process.stdin });
let queue = Promise.resolve();
lines.on("line", (line) => {
  queue = queue.then(() => handle(line));
});
lines.on("close", () => {
  queue.then(() => browser.close()).then(() => process.exit(0));
});

async function handle(line) {
  let request;
  try {
    request = JSON.parse(line);
  } catch (e) {
    process.stdout.write(JSON.stringify({ id: null, ok: false, error: `not JSON: ${e.message}` }) + "\n");
    return;
  }
  const command = commands[request.cmd];
  try {
    if (!command) throw new Error(`no command ${request.cmd}`);
    const result = await command(request);
    process.stdout.write(JSON.stringify({ id: request.id, ok: true, result }) + "\n");
  } catch (e) {
    process.stdout.write(JSON.stringify({ id: request.id, ok: false, error: String(e && e.message || e) }) + "\n");
  }
}

process.stdout.write(JSON.stringify({ id: 0, ok: true, result: { ready: browser.version() } }) + "\n");
