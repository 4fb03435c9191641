// The web table: reads who the viewer is from Telegram's launch data (or, inside Discord,
// signs in through discord.js), keeps a WebSocket to the bot open (reconnecting by itself), draws each view the server pushes and sends presses.
// Every word comes from the server (the view's `words`, the buttons' labels, the table's
// story), except the "Connecting…" shown before the first view. Cards come only from the view.
"use strict";

(function () {
  const $ = (id) => document.getElementById(id);
  const tg = window.Telegram && window.Telegram.WebApp;
  const discord = window.DiscordActivity && window.DiscordActivity.inDiscord ? window.DiscordActivity : null;
  /** Inside Discord: the session its sign-in gave, and the user's Discord locale. */
  let session = "";
  let discordLocale = "";

  // ---- Launch: who, which table, which theme ----------------------------------------------
  const fragment = new URLSearchParams(location.hash.slice(1));
  const query = new URLSearchParams(location.search);
  const initData = (tg && tg.initData) || fragment.get("tgWebAppData") || "";
  const launch = new URLSearchParams(initData);
  const tableId =
    (tg && tg.initDataUnsafe && tg.initDataUnsafe.start_param) ||
    query.get("tgWebAppStartParam") || fragment.get("tgWebAppStartParam") ||
    launch.get("start_param") || query.get("table") || "";

  /** Tells Telegram's client something: through its script when loaded, else its raw bridge. */
  function postEvent(type, data) {
    const body = JSON.stringify(data || {});
    try {
      if (window.TelegramWebviewProxy) window.TelegramWebviewProxy.postEvent(type, body);
      else if (window.external && "notify" in window.external) window.external.notify(JSON.stringify({ eventType: type, eventData: data || {} }));
      else if (window.parent !== window) window.parent.postMessage(JSON.stringify({ eventType: type, eventData: data || {} }), "*");
    } catch (e) { /* not in Telegram: nothing to tell */ }
  }

  /** The theme's colours as the page's `--tg-theme-*` variables and its light or dark
   *  scheme: `given` from a theme change, else Telegram's script's, else the launch's. Only
   *  colours (`#rgb` … `#rrggbbaa`) are taken: the parameters are the client's words. */
  function applyTheme(given) {
    let params = given && typeof given === "object" ? given : tg && tg.themeParams;
    if (!params || !Object.keys(params).length) {
      try { params = JSON.parse(fragment.get("tgWebAppThemeParams") || "{}"); } catch (e) { params = {}; }
    }
    if (!params || typeof params !== "object") params = {};
    const root = document.documentElement;
    for (const name of Array.from(root.style)) if (name.startsWith("--tg-theme-")) root.style.removeProperty(name);
    for (const [key, value] of Object.entries(params)) {
      if (/^[a-z_]{1,40}$/.test(key) && typeof value === "string" && /^#[0-9a-fA-F]{3,8}$/.test(value)) {
        root.style.setProperty("--tg-theme-" + key.replace(/_/g, "-"), value);
      }
    }
    const bg = typeof params.bg_color === "string" && /^#[0-9a-fA-F]{3,8}$/.test(params.bg_color) ? params.bg_color : null;
    let dark;
    if (!given && tg && tg.colorScheme) dark = tg.colorScheme === "dark";
    else if (bg) dark = luminance(bg) < 0.45;
    else dark = window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches;
    root.dataset.theme = dark ? "dark" : "light";
  }

  /** An event Telegram's client sends the page through its raw bridge (without its script):
   *  a new theme re-colours the page at once. */
  function receiveEvent(type, data) {
    if (type === "theme_changed" && data && typeof data === "object") applyTheme(data.theme_params || {});
  }

  /** Where Telegram's clients deliver their events when its script is not loaded: the
   *  webviews call `Telegram.WebView.receiveEvent` (older ones `TelegramGameProxy`), the web
   *  client, framing the page, posts `{eventType, eventData}` to it. */
  function listenToTelegram() {
    window.Telegram = window.Telegram || {};
    window.Telegram.WebView = window.Telegram.WebView || {};
    window.Telegram.WebView.receiveEvent = receiveEvent;
    window.TelegramGameProxy = window.TelegramGameProxy || {};
    window.TelegramGameProxy.receiveEvent = receiveEvent;
    window.TelegramGameProxy_receiveEvent = receiveEvent;
    window.addEventListener("message", (event) => {
      if (window.parent === window || event.source !== window.parent || typeof event.data !== "string") return;
      let message;
      try { message = JSON.parse(event.data); } catch (e) { return; }
      if (message && typeof message.eventType === "string") receiveEvent(message.eventType, message.eventData);
    });
  }

  function luminance(hex) {
    let h = hex.replace("#", "");
    if (h.length === 3) h = h.split("").map((c) => c + c).join("");
    const [r, g, b] = [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16) / 255);
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  }

  /** The client's Mini App version (`tgWebAppVersion`), as numbers; empty if unknown. */
  const clientVersion = String((tg && tg.version) || fragment.get("tgWebAppVersion") || query.get("tgWebAppVersion") || "")
    .split(".").map((part) => parseInt(part, 10)).filter((n) => !isNaN(n));

  /** Whether the client's version is `wanted` (like [6, 1]) or newer. */
  function versionAtLeast(wanted) {
    if (!clientVersion.length) return false;
    for (let i = 0; i < wanted.length; i++) {
      const have = clientVersion[i] || 0;
      if (have !== wanted[i]) return have > wanted[i];
    }
    return true;
  }

  /** Whether Telegram's client hosts the page: its script, its webview proxy, the old
   *  Windows bridge or the web client's frame. */
  function inTelegram() {
    if (discord) return false;
    if (tg) return true;
    if (!initData) return false;
    return !!(window.TelegramWebviewProxy || (window.external && "notify" in window.external) || window.parent !== window);
  }

  /** A tap of the phone when the move comes to you, on clients that have haptics (6.1 on),
   *  once per table and turn (remembered through a reload of the page). */
  function haptic(table, turn) {
    if (!inTelegram() || !versionAtLeast([6, 1])) return;
    const mark = table + ":" + turn;
    try {
      if (sessionStorage.getItem("haptic") === mark) return;
      sessionStorage.setItem("haptic", mark);
    } catch (e) { /* no storage: the page's own memory */ }
    if (haptic.last === mark) return;
    haptic.last = mark;
    if (tg && tg.HapticFeedback) tg.HapticFeedback.notificationOccurred("success");
    else postEvent("web_app_trigger_haptic_feedback", { type: "notification", notification_type: "success" });
  }

  // ---- The socket ---------------------------------------------------------------------------
  let socket = null;
  let backoff = 500;
  let everOpened = false;
  let view = null;
  let previous = null;
  /** Presses sent and not yet answered, by key: re-sent after a reconnect (handled once). */
  const unanswered = new Map();
  let busy = null;
  /** The turn at which this page last pressed (a move of his own moves the turn on by one). */
  let pressedAt = null;

  function socketUrl() {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    if (discord) {
      // Relative to the page: Discord's proxy serves it under a path of its own.
      const url = new URL("ws?session=" + encodeURIComponent(session) + "&channel=" + encodeURIComponent(discord.channelId), location.href);
      url.protocol = scheme;
      return url.href;
    }
    return scheme + "//" + location.host + "/ws?table=" + encodeURIComponent(tableId) + "&auth=" + encodeURIComponent(initData);
  }

  function connect() {
    const url = socketUrl();
    const ws = new WebSocket(url);
    socket = ws;
    let opened = false;
    ws.onopen = () => {
      opened = true;
      everOpened = true;
      for (const [key, data] of unanswered) send({ type: "press", key, data });
    };
    ws.onmessage = (event) => {
      let frame;
      try { frame = JSON.parse(event.data); } catch (e) { return; }
      if (frame.type === "view" && frame.view) { backoff = 500; onView(frame.view); }
      else if (frame.type === "answer") onAnswer(frame);
    };
    ws.onclose = () => {
      if (socket !== ws) return;
      socket = null;
      showStatus(view ? word("reconnecting") : null);
      if (!opened) refused(url);
      else retry();
    };
  }

  function retry() {
    setTimeout(connect, backoff);
    backoff = Math.min(backoff * 2, 5000);
  }

  /** A socket that never opened: asks why, and stops if the server said no for good (the
   *  reason worded from the page's phrases, `/words`, in the launch data's language). */
  function refused(url) {
    fetch(url.replace(/^ws/, "http"), { cache: "no-store" })
      .then((response) => {
        if (response.status !== 401 && response.status !== 404) return retry();
        const key = response.status === 401 ? "unauthorized" : "no_table";
        return fetch("words?lang=" + encodeURIComponent(launchLang()))
          .then((r) => r.json())
          .then((words) => {
            showStatus(words[key] || String(response.status));
            $("felt").hidden = true;
            $("hand").hidden = true;
          });
      })
      .catch(retry);
  }

  function launchLang() {
    if (discord) return discordLocale || navigator.language || "en";
    try { return JSON.parse(launch.get("user") || "{}").language_code || navigator.language || "en"; } catch (e) { return "en"; }
  }

  function send(frame) {
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
  }

  function newKey() {
    const bytes = new Uint8Array(12);
    crypto.getRandomValues(bytes);
    return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  }

  function press(data) {
    if (busy) return;
    const key = newKey();
    unanswered.set(key, data);
    pressedAt = view ? view.table.turn : null;
    busy = { key, turn: view && view.table.turn, timer: setTimeout(() => { busy = null; render(); }, 8000) };
    send({ type: "press", key, data });
    render();
  }

  function onAnswer(frame) {
    unanswered.delete(frame.key);
    if (busy && busy.key === frame.key) { clearTimeout(busy.timer); busy = null; render(); }
    if (frame.text) toast(frame.text);
  }

  function onView(next) {
    previous = view;
    view = next;
    if (busy && previous && previous.table.turn !== next.table.turn) { clearTimeout(busy.timer); busy = null; }
    const mine = next.you.seat;
    const myTurn = mine !== null && mine !== undefined && next.table.to_act === mine && next.moves.length > 0;
    // Still his move from the view before, only his own press between (the turn counts moves).
    const wasMine = previous && previous.table.id === next.table.id && previous.you.seat === mine && previous.table.to_act === mine && previous.moves.length > 0 &&
      (next.table.turn === previous.table.turn || (next.table.turn === previous.table.turn + 1 && pressedAt === previous.table.turn));
    if (myTurn && !wasMine) haptic(next.table.id, next.table.turn);
    noteTrick(previous, next);
    document.documentElement.lang = next.lang || "en";
    showStatus(next.you.seat === null || next.you.seat === undefined ? word("spectator") : null);
    render();
  }

  // ---- Words and little helpers ------------------------------------------------------------
  function word(key) { return (view && view.words && view.words[key]) || ""; }

  function el(tag, props, children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(props || {})) {
      if (value === null || value === undefined || value === false) continue;
      if (key === "text") node.textContent = value;
      else if (key === "class") node.className = value;
      else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
      else node.setAttribute(key, value === true ? "" : value);
    }
    for (const child of children || []) if (child) node.append(child);
    return node;
  }

  /** Text with its red suit signs coloured (a label stays readable as plain text). */
  function suited(text) {
    const span = el("span");
    for (const part of String(text).split(/([♥♦])/)) {
      span.append(part === "♥" || part === "♦" ? el("span", { class: "red", text: part }) : part);
    }
    return span;
  }

  function showStatus(text) {
    const status = $("status");
    status.textContent = text === null ? (socket && socket.readyState === WebSocket.OPEN ? "" : word("connecting") || status.textContent) : text;
  }

  let toastTimer = null;
  function toast(text) {
    const box = $("toast");
    box.textContent = text;
    box.hidden = false;
    clearTimeout(toastTimer);
    toastTimer = setTimeout(() => { box.hidden = true; }, 4000);
  }

  const SUIT_ORDER = { S: 0, H: 1, C: 2, D: 3 };
  const RANK_ORDER = "AKQJT9876";
  function sortCards(codes) {
    return codes.slice().sort((a, b) => SUIT_ORDER[a[1]] - SUIT_ORDER[b[1]] || RANK_ORDER.indexOf(a[0]) - RANK_ORDER.indexOf(b[0]));
  }

  function cardList(value) {
    if (Array.isArray(value)) return value;
    return value ? String(value).split(/\s+/).filter(Boolean) : [];
  }

  /** Where each seat sits on the screen, the viewer (or seat 0) at the bottom; play goes right. */
  function position(seat, count, me) {
    const layouts = { 1: ["bottom"], 2: ["bottom", "top"], 3: ["bottom", "right", "left"], 4: ["bottom", "right", "top", "left"] };
    const layout = layouts[count] || layouts[4];
    return layout[(seat - me + count) % count] || "top";
  }

  // ---- Render ---------------------------------------------------------------------------------
  let pickStrain = null;
  let chosenCard = null;
  let heldTrick = null;

  function render() {
    if (!view) return;
    const focused = document.activeElement && document.activeElement.getAttribute && (document.activeElement.getAttribute("aria-label") || document.activeElement.textContent);
    const lines = String(view.text || "").split("\n");
    $("title").textContent = lines[0] || view.table.name;
    $("story-title").textContent = lines[0] || "";
    $("story-text").textContent = lines.slice(1).join("\n");
    if (view.table.status.status !== "playing" && (!previous || previous.table.status.status === "playing")) $("story").open = true;
    $("felt").hidden = false;
    renderSeats();
    renderInfo();
    renderTrick();
    renderLastTrick();
    renderHand();
    renderActions();
    if (focused) {
      const again = Array.from(document.querySelectorAll("button")).find((b) => (b.getAttribute("aria-label") || b.textContent) === focused);
      if (again && !again.disabled) again.focus();
    }
  }

  function game() { return view.table.game || {}; }

  function handSize(seat) {
    const g = game();
    if (Array.isArray(g.hand_sizes)) return g.hand_sizes[seat];
    return null;
  }

  function dealerSeat() {
    const g = game();
    if (g.game === "blot") return g.dealer;
    if (g.game === "toto21" && g.state && g.state.dealer) return g.state.dealer.seat;
    return null;
  }

  function renderSeats() {
    const box = $("seats");
    box.replaceChildren();
    const seats = view.table.seats;
    const me = view.you.seat === null || view.you.seat === undefined ? 0 : view.you.seat;
    const g = game();
    seats.forEach((seat, index) => {
      const acting = view.table.to_act === index;
      const badges = el("div", { class: "badges" }, [
        dealerSeat() === index && word("dealer") ? el("span", { class: "badge dealer", title: word("dealer"), text: word("dealer").slice(0, 1).toUpperCase() }) : null,
        seat.computer && word("computer") ? el("span", { class: "badge", text: word("computer") }) : null,
        seat.away && word("away") ? el("span", { class: "badge", text: word("away") }) : null,
        (g.game === "durak_seat" || g.game === "durak_public") && g.attacker === index ? el("span", { class: "badge", "aria-hidden": "true", text: "⚔" }) : null,
      ]);
      const size = handSize(index);
      const count = size !== null && size !== undefined && index !== view.you.seat
        ? el("div", { class: "count" }, [Cards.element(null), el("span", { text: String(size) })])
        : null;
      const clock = el("div", { class: "clock", "data-seat": String(index) });
      const name = seat.empty ? word("empty_seat") : seat.name;
      box.append(el("section", {
        class: "seat" + (acting ? " acting" : ""), "data-pos": position(index, seats.length, me),
        role: "region", "aria-label": name, "aria-current": acting ? "true" : null,
      }, [el("div", { class: "name", text: name }), badges, count, clock]));
    });
    tickClocks();
  }

  function clockText(ms) {
    const secs = Math.max(0, Math.round(ms / 1000));
    return Math.floor(secs / 60) + ":" + String(secs % 60).padStart(2, "0");
  }

  function tickClocks() {
    if (!view) return;
    for (const node of document.querySelectorAll(".seat .clock")) {
      const seat = Number(node.dataset.seat);
      const info = view.table.seats[seat] || {};
      const parts = [];
      if (view.table.to_act === seat && view.table.deadline) {
        const limit = (view.table.settings.move_secs || 60) * 1000;
        const left = Math.min(limit, Math.max(0, view.table.deadline - Date.now()));
        parts.push("⏱ " + clockText(left));
        node.classList.toggle("low", left < 10000);
      }
      if (info.clock_left !== null && info.clock_left !== undefined) parts.push("⌛ " + clockText(info.clock_left));
      node.textContent = parts.join(" ");
      node.title = word("time_left");
    }
  }
  setInterval(tickClocks, 1000);

  function strainText(strain) { return Cards.SYMBOLS[strain] || strain; }

  function callText(code) {
    const bid = /^(\d+)(S|H|D|C|NT)(K?)$/.exec(code);
    if (bid) return bid[1] + " " + strainText(bid[2]) + (bid[3] ? " K" : "");
    return { p: "–", X: "×2", XX: "×4" }[code] || code;
  }

  function chip(label, value) {
    return el("span", { class: "chip" }, [label ? label + ": " : "", suited(value)]);
  }

  function renderInfo() {
    const box = $("info");
    box.replaceChildren();
    const g = game();
    const seats = view.table.seats;
    if (g.game === "blot") {
      if (g.contract) {
        const c = g.contract;
        const text = c.level + " " + strainText(c.strain) + (c.kaput ? " K" : "") + (c.coinche > 1 ? " ×" + c.coinche : "") + " · " + (seats[c.seat] || {}).name;
        box.append(chip(word("contract"), text));
      } else if (g.turned) {
        box.append(chip(word("trump"), Cards.text(g.turned)));
      }
      if (g.phase === "auction" && g.calls && g.calls.length) {
        const last = g.calls.slice(-4).map(([seat, code]) => (seats[seat] || {}).name + " " + callText(code));
        box.append(chip(word("bidding"), last.join(" · ")));
      }
      if (g.phase === "play") box.append(chip(word("tricks"), (g.tricks_won || []).join(" : ")));
      box.append(chip(word("score"), (g.totals || []).join(" : ") + " / " + g.target));
    } else if (g.game === "durak_seat" || g.game === "durak_public") {
      box.append(chip(word("trump"), strainText(g.trump) + (g.turned ? " (" + Cards.text(g.turned) + ")" : "")));
      box.append(chip(word("deck"), String(g.stock)));
      box.append(chip(word("score"), (g.scores || []).join(" : ") + " / " + g.points));
    } else if (g.game === "toto21") {
      box.append(chip(word("score"), (g.score || []).join(" : ") + " / " + (g.conditions || {}).points));
    }
  }

  /** Holds a finished trick a moment (from the view's last trick), its winner marked. */
  function noteTrick(before, after) {
    const now = after.table.game;
    const then = before && before.table.id === after.table.id ? before.table.game : null;
    if (!now || now.game !== "blot" || !now.last_trick) return;
    const key = JSON.stringify(now.last_trick);
    if (!then || JSON.stringify(then.last_trick) === key) return;
    const cards = cardList(now.last_trick.cards);
    const seats = after.table.seats.length;
    heldTrick = {
      cards: cards.map((code, i) => [(now.last_trick.leader + i) % seats, code]),
      winner: now.last_trick.winner,
      fresh: cards.filter((code) => !(then.trick || []).some(([, c]) => c === code)),
    };
    clearTimeout(noteTrick.timer);
    noteTrick.timer = setTimeout(() => { heldTrick = null; if (view) renderTrick(); }, 1500);
  }

  function landed(code, seen) { return seen.indexOf(code) < 0 ? "landing" : ""; }

  function renderTrick() {
    const box = $("trick");
    box.replaceChildren();
    box.className = "";
    box.setAttribute("role", "region");
    box.setAttribute("aria-label", word("trick") || word("tricks") || "trick");
    const g = game();
    const before = previous && previous.table.id === view.table.id ? previous.table.game || {} : {};
    const me = view.you.seat === null || view.you.seat === undefined ? 0 : view.you.seat;
    const seats = view.table.seats.length;
    if (g.game === "blot") {
      const trick = heldTrick && !(g.trick || []).length ? heldTrick.cards : g.trick || [];
      const seen = heldTrick && trick === heldTrick.cards ? heldTrick.cards.map(([, c]) => c).filter((c) => heldTrick.fresh.indexOf(c) < 0) : (before.trick || []).map(([, c]) => c);
      box.className = "tricks-4" + (trick === (heldTrick && heldTrick.cards) ? " done" : "");
      for (const [seat, code] of trick) {
        const winner = heldTrick && trick === heldTrick.cards && seat === heldTrick.winner;
        const card = Cards.element(code, "played " + landed(code, seen) + (winner ? " winner" : ""));
        card.dataset.pos = position(seat, seats, me);
        card.setAttribute("role", "img");
        card.setAttribute("aria-label", (view.table.seats[seat] || {}).name + ": " + Cards.text(code));
        box.append(card);
      }
    } else if (g.game === "durak_seat" || g.game === "durak_public") {
      const seen = (before.table || []).flatMap((p) => [p.attack, p.defence]);
      for (const pair of g.table || []) {
        const label = Cards.text(pair.attack) + (pair.defence ? " / " + Cards.text(pair.defence) : "");
        box.append(el("div", { class: "pair", role: "img", "aria-label": label }, [
          Cards.element(pair.attack, "attack " + landed(pair.attack, seen)),
          pair.defence ? Cards.element(pair.defence, "defence " + landed(pair.defence, seen)) : null,
        ]));
      }
    } else if (g.game === "toto21" && g.state && g.state.phase === "playing") {
      const old = before.state || {};
      for (const side of ["player", "dealer"]) {
        const hand = g.state[side];
        const seen = old[side] ? old[side].face_up : [];
        const cards = hand.face_up.map((code) => Cards.element(code, landed(code, seen)));
        for (let i = 0; i < hand.face_down; i++) cards.push(Cards.element(null));
        const name = (view.table.seats[hand.seat] || {}).name;
        box.append(el("div", { class: "row-hand", role: "img", "aria-label": name + ": " + hand.face_up.map(Cards.text).join(" ") }, [
          el("div", { class: "cards" }, cards),
          el("div", { class: "total", text: name + " · " + hand.visible_total }),
        ]));
      }
    }
  }

  function renderLastTrick() {
    const box = $("last-trick");
    const g = game();
    const last = g.game === "blot" && g.last_trick;
    box.hidden = !last;
    box.replaceChildren();
    if (!last) return;
    const cards = cardList(last.cards);
    box.setAttribute("role", "region");
    box.setAttribute("aria-label", word("last_trick"));
    box.append(el("span", { text: word("last_trick") + ":" }), ...cards.map((c) => Cards.element(c)),
      el("span", { text: "→ " + (view.table.seats[last.winner] || {}).name }));
  }

  // ---- The viewer's hand and calls ---------------------------------------------------------------
  /** The card a move plays: "9H" itself, Durak's attack "a 9H" or defence "b 7H 9H". */
  function moveCard(code) {
    if (Cards.parse(code)) return code;
    const m = /^(?:a (\S\S)|b \S\S (\S\S))$/.exec(code);
    return m ? m[1] || m[2] : null;
  }

  function bidOf(code) {
    const m = /^(\d+)(S|H|D|C|NT)K?$/.exec(code);
    return m ? { level: Number(m[1]), strain: m[2] } : null;
  }

  function myCards() {
    const g = game();
    if (g.game === "blot" || g.game === "durak_seat") return sortCards(cardList(g.hand));
    return [];
  }

  function renderHand() {
    const section = $("hand");
    const seated = view.you.seat !== null && view.you.seat !== undefined;
    const cards = myCards();
    section.hidden = !seated;
    section.setAttribute("role", "region");
    section.setAttribute("aria-label", word("your_hand"));
    $("hand-title").textContent = word("your_hand");
    const byCard = new Map();
    const calls = [];
    const bids = [];
    for (const move of view.moves) {
      const card = moveCard(move.code);
      if (card && cards.indexOf(card) >= 0) byCard.set(card, (byCard.get(card) || []).concat([move]));
      else if (bidOf(move.code)) bids.push(move);
      else calls.push(move);
    }
    if (chosenCard && !(byCard.get(chosenCard) || []).length) chosenCard = null;
    const button = (move, cls) => el("button", { type: "button", class: cls || "call", disabled: !!busy, "aria-busy": busy ? "true" : null, onclick: () => press(move.data) }, [suited(move.label)]);

    $("calls").replaceChildren(...calls.map((m) => button(m)), ...(bids.length ? [picker(bids, button)] : []));

    const chooser = $("chooser");
    const options = chosenCard ? byCard.get(chosenCard) : [];
    chooser.hidden = !options.length;
    chooser.setAttribute("aria-label", chosenCard ? Cards.text(chosenCard) : "");
    chooser.replaceChildren(...options.map((m) => button(m)));

    const row = $("cards");
    row.replaceChildren(...cards.map((code) => {
      const moves = byCard.get(code) || [];
      const single = moves.length === 1;
      const node = el("button", {
        type: "button", class: "card-button" + (moves.length ? " legal" : ""),
        "aria-label": single ? moves[0].label : Cards.text(code),
        "aria-expanded": moves.length > 1 ? String(chosenCard === code) : null,
        disabled: !moves.length || !!busy,
        onclick: () => {
          if (single) press(moves[0].data);
          else { chosenCard = chosenCard === code ? null : code; render(); }
        },
      });
      node.innerHTML = Cards.faceMarkup(code);
      return node;
    }));
    fitCards(row);
    // The hint he asked for at this turn, worded by the server (the catalogs' words).
    const hint = $("hint");
    hint.hidden = !view.hint;
    hint.textContent = view.hint || "";
  }

  /**
   * Lays the hand out in as few lines as keep the middle of every card in sight (at least
   * `SHOWN` of a card's width out from under the next one), the cards of a line overlapping
   * when it is wider than the screen: a tap on a card's middle (a finger's, a mouse's, a
   * screen reader's) reaches that card.
   */
  function fitCards(row) {
    const SHOWN = 0.6;
    const cards = Array.from(row.querySelectorAll("button.card-button"));
    if (!cards.length) return;
    const width = cards[0].getBoundingClientRect().width || 64;
    const room = row.clientWidth || 340;
    const perLine = Math.max(1, Math.floor((room - width) / (SHOWN * width)) + 1);
    const size = Math.ceil(cards.length / Math.ceil(cards.length / perLine));
    const lines = [];
    for (let start = 0; start < cards.length; start += size) lines.push(cards.slice(start, start + size));
    row.replaceChildren(...lines.map((line) => {
      const overlap = line.length < 2 ? 0 : Math.max(0, (line.length * width - room) / (line.length - 1));
      line.forEach((node, index) => { node.style.marginLeft = index && overlap ? "-" + Math.ceil(overlap) + "px" : ""; });
      return el("div", { class: "card-line" }, line);
    }));
  }

  /** The bid picker: a tab per strain, and that strain's levels (kaput last) as calls. */
  function picker(bids, button) {
    const strains = [];
    for (const move of bids) {
      const strain = bidOf(move.code).strain;
      if (strains.indexOf(strain) < 0) strains.push(strain);
    }
    if (strains.indexOf(pickStrain) < 0) pickStrain = strains[0];
    const tabs = el("div", { class: "strains", role: "tablist" }, strains.map((strain) => {
      const sample = bids.find((m) => bidOf(m.code).strain === strain && !/K$/.test(m.code));
      const name = Cards.SYMBOLS[strain] || (sample ? sample.label.replace(/^\d+\s*/, "") : strain);
      return el("button", {
        type: "button", role: "tab", "aria-selected": String(strain === pickStrain),
        class: strain === "H" || strain === "D" ? "red" : null, text: name,
        onclick: () => { pickStrain = strain; render(); },
      });
    }));
    const levels = bids.filter((m) => bidOf(m.code).strain === pickStrain)
      .sort((a, b) => Number(/K$/.test(a.code)) - Number(/K$/.test(b.code)) || bidOf(a.code).level - bidOf(b.code).level);
    return el("div", { class: "picker" }, [tabs, el("div", { class: "levels", role: "tabpanel" }, levels.map((m) => button(m, "call bid")))]);
  }

  function renderActions() {
    $("actions").replaceChildren(...(view.actions || []).map((action) =>
      el("button", { type: "button", class: "action", disabled: !!busy, onclick: () => press(action.data) }, [suited(action.label)])));
  }

  window.addEventListener("resize", () => { if (view) fitCards($("cards")); });

  // ---- Start -----------------------------------------------------------------------------------
  applyTheme();
  if (tg) { tg.ready(); tg.expand(); if (tg.onEvent) tg.onEvent("themeChanged", () => applyTheme()); }
  else if (!discord) { listenToTelegram(); postEvent("web_app_ready"); postEvent("web_app_expand"); }
  if (discord) {
    // A sign-in that fails opens no socket worth having: the server's 401 is then worded.
    // One refused for too many sign-ins at once (429) is worded and tried again when the
    // server says.
    const signIn = () => discord.signIn()
      .then((signed) => { session = signed.session; discordLocale = signed.locale; connect(); })
      .catch((error) => {
        if (!error.retryAfter) { session = ""; connect(); return; }
        fetch("words?lang=" + encodeURIComponent(launchLang()))
          .then((r) => r.json())
          .then((words) => showStatus(words.sign_in_busy || "429"))
          .catch(() => {});
        setTimeout(signIn, error.retryAfter * 1000);
      });
    signIn();
  } else connect();
})();
