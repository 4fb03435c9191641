// The page inside Discord (an Activity: its query has `frame_id`): the Embedded App SDK's
// postMessage protocol, written to its documentation. Messages are `[opcode, payload]` with
// HANDSHAKE=0, FRAME=1, CLOSE=2; the page says HANDSHAKE {v, encoding, client_id, frame_id} to
// its parent, waits for the READY dispatch, then sends commands as FRAME {cmd, args, nonce},
// each answered by a FRAME with the same nonce (`evt: "ERROR"` for a failure). Sign-in:
// AUTHORIZE (scope identify) gives a code, the server's `api/token` exchanges it at Discord and
// answers the access token and a session of its own, AUTHENTICATE with the access token.
// Every request is relative to the page (Discord serves it through its proxy, `/.proxy`).
"use strict";

window.DiscordActivity = (function () {
  const HANDSHAKE = 0, FRAME = 1, CLOSE = 2;
  const query = new URLSearchParams(location.search);
  const inDiscord = query.has("frame_id");
  const pending = new Map();
  let ready = null;
  let readyResolve = null;

  /** Discord's client origins, and the page's own (a test's harness frames it from there). */
  function trusted(origin) {
    return origin === location.origin ||
      /^https:\/\/([a-z0-9-]+\.)?(discord\.com|discordapp\.com|discordsays\.com)$/.test(origin);
  }

  function post(opcode, payload) {
    window.parent.postMessage([opcode, payload], "*");
  }

  window.addEventListener("message", (event) => {
    if (event.source !== window.parent || !trusted(event.origin)) return;
    const data = event.data;
    if (!Array.isArray(data) || data.length !== 2) return;
    const [opcode, payload] = data;
    if (opcode === CLOSE) { for (const p of pending.values()) p.reject(new Error("closed")); pending.clear(); return; }
    if (opcode !== FRAME || !payload) return;
    if (payload.cmd === "DISPATCH" && payload.evt === "READY") { if (readyResolve) readyResolve(payload.data); return; }
    const waiting = payload.nonce && pending.get(payload.nonce);
    if (!waiting) return;
    pending.delete(payload.nonce);
    if (payload.evt === "ERROR") waiting.reject(new Error((payload.data && payload.data.message) || "error"));
    else waiting.resolve(payload.data);
  });

  function nonce() {
    const bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  }

  function command(cmd, args) {
    return new Promise((resolve, reject) => {
      const n = nonce();
      pending.set(n, { resolve, reject });
      post(FRAME, { cmd, args, nonce: n });
    });
  }

  function handshake(clientId) {
    if (!ready) {
      ready = new Promise((resolve) => { readyResolve = resolve; });
      post(HANDSHAKE, { v: 1, encoding: "json", client_id: clientId, frame_id: query.get("frame_id") });
    }
    return ready;
  }

  /** Signs in: `{session, locale}` for the socket, or a rejected promise. */
  async function signIn() {
    const config = await fetch("api/activity", { cache: "no-store" }).then((r) => r.json());
    await handshake(config.client_id);
    const { code } = await command("AUTHORIZE", {
      client_id: config.client_id, response_type: "code", state: "", prompt: "none", scope: ["identify"],
    });
    const answer = await fetch("api/token", {
      method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ code }),
    });
    if (answer.status === 429) {
      // Too many sign-ins at once: the server says when to ask again.
      const busy = await answer.json().catch(() => ({}));
      const error = new Error("sign-in busy");
      error.retryAfter = Math.max(1, Number(busy.retry_after) || 1);
      throw error;
    }
    if (!answer.ok) throw new Error("sign-in refused: " + answer.status);
    const signed = await answer.json();
    await command("AUTHENTICATE", { access_token: signed.access_token });
    return { session: signed.session, locale: signed.locale || "" };
  }

  return { inDiscord, signIn, channelId: query.get("channel_id") || "", instanceId: query.get("instance_id") || "" };
})();
