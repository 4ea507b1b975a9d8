// A table's page: join (invite link), wait for the others, play or watch live, the end.
// The page knows no rules: it draws what GetView returns and offers the legal actions the
// service sends to its seat (a Decision on the watch stream or in the reply to its own move,
// one round trip per move; ListLegalActions only when none matches, e.g. on opening);
// WatchTable tells it when to look again, resuming with after_version.
import { anyPack, anyUnpack } from "@bufbuild/protobuf/wkt";
import { client, auth, newCredential, newRequestId, withRetry, words, reasonOf } from "./api.js";
import { h, show } from "./dom.js";
import { remembered, remember } from "./store.js";
import { Table_State, Seat_State } from "@meeple/proto/meeple/v1/game_service_pb";
import { GAMES } from "./games.js";
import { finalScores } from "./final.js";
import { seatDot } from "./seat-mark.js";
import { checkFairness, hex, newEntropy } from "./fairness.js";

export async function openTable(root, tableId, query) {
  const name = `tables/${tableId}`;
  document.title = "meeple: table";
  let saved = remembered(tableId) || {};
  const invite = query.get("invite");
  const spectate = query.get("spectate");
  if (spectate) saved = remember(tableId, { spectate });
  if (spectate || (invite && saved.credential)) history.replaceState(null, "", `/t/${tableId}`);
  if (!saved.credential && invite) {
    showJoin(root, tableId, name, invite);
    return;
  }
  const token = saved.credential || saved.host || saved.spectate;
  if (!token) {
    badLink(root, "This page needs the link you were sent",
      "Open the invite or spectator link from the host again.");
    return;
  }
  new TablePage(root, tableId, name, saved).start();
}

function badLink(root, title, text) {
  document.title = `meeple: ${title}`;
  show(root, h("section", { class: "card error-page", id: "bad-link" },
    h("h1", {}, title), h("p", { role: "alert" }, text),
    h("p", {}, h("a", { href: "/" }, "Start a new table instead"))));
}

function showJoin(root, tableId, name, invite) {
  const input = h("input", { id: "name", required: true, maxlength: 40, autocomplete: "nickname",
    placeholder: "e.g. Grace" });
  const status = h("p", { class: "status", role: "status" });
  const form = h("form", { class: "card join", id: "join" },
    h("h1", {}, "You are invited to a table"),
    h("label", {}, "Your name", input),
    h("button", { type: "submit", class: "primary", id: "take-seat" }, "Take a seat"),
    status);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    status.textContent = "Taking a seat…";
    try {
      const join = { table: name, inviteToken: invite, displayName: input.value.trim(),
        requestId: newRequestId(), seatCredential: newCredential(), entropy: newEntropy() };
      const joined = await withRetry(() => client.joinTable(join));
      const saved = remember(tableId, { seat: joined.seat, credential: joined.seatCredential,
        name: input.value.trim() });
      history.replaceState(null, "", `/t/${tableId}`);  // the token leaves the address bar
      new TablePage(root, tableId, name, saved).start();
    } catch (error) {
      const { reason } = reasonOf(error);
      if (["TABLE_NOT_FOUND", "TABLE_FULL", "TABLE_NOT_WAITING"].includes(reason)) {
        history.replaceState(null, "", `/t/${tableId}`);
        badLink(root, "This invite link does not work", words(error));
      } else {
        status.textContent = words(error);
        status.setAttribute("role", "alert");
      }
    }
  });
  show(root, form);
  input.focus();
}

class TablePage {
  constructor(root, tableId, name, saved) {
    Object.assign(this, { root, tableId, name, saved });
    this.token = saved.credential || saved.host || saved.spectate;
    this.mySeat = saved.credential ? saved.seat : null;
    this.version = null;   // bigint: the last version drawn
    this.seen = null;      // bigint: the last event received
    this.events = [];      // TableEvent, in version order
    this.ui = {};          // per-game interface state (rotation, chosen cell, ...)
    this.message = "";
    this.refreshing = null;
    this.again = false;
    this.decision = null;  // the latest Decision for my seat (legal actions at one version)
    this.streaming = false;  // a watch stream with my decisions is open and has spoken
  }

  async start() {
    show(this.root, h("p", { class: "muted" }, "Opening the table…"));
    try {
      await this.loadHistory();
      await this.refresh();
    } catch (error) {
      const { reason } = reasonOf(error);
      if (["TABLE_NOT_FOUND", "CREDENTIAL_NOT_ACCEPTED", "CREDENTIAL_MALFORMED"].includes(reason)) {
        badLink(this.root, "This link does not open a table", words(error));
      } else {
        badLink(this.root, "The table cannot be shown", words(error));
      }
      return;
    }
    this.watch();
  }

  async loadHistory() {
    let pageToken = "";
    do {
      const page = await client.listEvents({ table: this.name, pageSize: 1000, pageToken },
        auth(this.token));
      for (const event of page.events) this.addEvent(event);
      pageToken = page.nextPageToken;
    } while (pageToken);
  }

  addEvent(event) {
    if (this.seen !== null && event.version <= this.seen) return;
    this.events.push(event);
    this.seen = event.version;
  }

  async watch() {
    let delay = 500;
    for (;;) {
      try {
        const request = { table: this.name, includeDecision: this.mySeat !== null };
        if (this.seen !== null) request.afterVersion = this.seen;
        for await (const message of client.watchTable(request, auth(this.token))) {
          delay = 500;
          this.setConnection("");
          this.streaming = true;
          if (message.decision) this.decision = message.decision;
          if (message.kind.case === "event") {
            this.addEvent(message.kind.value);
            this.refresh();
          } else if (message.kind.case === "snapshot") {
            if (this.seen === null) this.seen = message.kind.value.version;
            this.refresh();
          }
        }
      } catch (error) {
        this.streaming = false;
        this.setConnection(words(error));
        if (reasonOf(error).reason === "CREDENTIAL_NOT_ACCEPTED") return;
      }
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, 8000);
      this.refresh();
    }
  }

  setConnection(text) {
    const el = document.getElementById("connection");
    if (el) el.textContent = text ? `Reconnecting… (${text})` : "";
  }

  // Coalesced: one GetTable + GetView at a time (+ ListLegalActions on my turn when no
  // decision for this version came with the stream or the reply).
  refresh() {
    if (this.refreshing) {
      this.again = true;
      return this.refreshing;
    }
    this.refreshing = (async () => {
      try {
        do {
          this.again = false;
          await this.load();
        } while (this.again);
      } finally {
        this.refreshing = null;
      }
    })();
    return this.refreshing;
  }

  async load() {
    const [{ table }, { view }] = await Promise.all([
      client.getTable({ name: this.name }, auth(this.token)),
      client.getView({ table: this.name }, auth(this.token)),
    ]);
    let actions = [];
    if (this.mySeat !== null && view.state === Table_State.ACTIVE
      && view.currentSeat === this.mySeat) {
      if (this.decision && this.decision.version === view.version) {
        actions = this.decision.legalActions;
      } else if (this.streaming) {
        // the stream brings this version's decision, and a refresh with it
      } else {
        const legal = await client.listLegalActions({ table: this.name }, auth(this.token));
        if (legal.version === view.version) actions = legal.actions;
        else this.again = true;
      }
    }
    this.table = table;
    this.view = view;
    this.game = GAMES[table.game.split("/")[1]];
    this.gameView = view.gameView && this.game ? anyUnpack(view.gameView, this.game.View) : null;
    this.actions = this.game ? actions.map((a) => anyUnpack(a, this.game.Action)) : [];
    if (this.version !== view.version) this.ui = this.game ? this.game.freshUi(this.ui) : {};
    this.version = view.version;
    this.render();
  }

  async submit(action) {
    this.message = "";
    try {
      const reply = await client.submitAction({ table: this.name,
        action: anyPack(this.game.Action, action), expectedVersion: this.version,
        requestId: newRequestId(), includeDecision: true }, auth(this.token));
      if (reply.decision) this.decision = reply.decision;
    } catch (error) {
      this.message = words(error);
    }
    await this.refresh();
  }

  // Why the server would refuse an action (ValidateAction), in words; "" when it is allowed.
  async whyNot(action) {
    try {
      await client.validateAction({ table: this.name,
        action: anyPack(this.game.Action, action), expectedVersion: this.version },
      auth(this.token));
      return "";
    } catch (error) {
      return words(error);
    }
  }

  say(text) {
    this.message = text;
    const el = document.getElementById("message");
    if (el) el.textContent = text;
  }

  seatName(seat) {
    const s = this.table.seats[seat];
    const name = s && s.displayName ? s.displayName : `seat ${seat + 1}`;
    return seat === this.mySeat ? `${name} (you)` : name;
  }

  render() {
    const t = this.table;
    const gameTitle = this.game ? this.game.title : t.game;
    document.title = `${gameTitle}: ${t.displayName || "table"}`;
    const header = h("header", { class: "bar" },
      h("a", { href: "/", class: "home" }, "meeple"),
      h("span", { class: "title" }, gameTitle),
      h("span", { class: "who" }, this.mySeat !== null ? `You: ${this.seatName(this.mySeat)}`
        : this.saved.host ? "Host" : "Watching"),
      h("span", { id: "connection", class: "connection", role: "status" }));
    const body = [];
    if (t.state === Table_State.WAITING) body.push(this.renderWaiting());
    else if (t.state === Table_State.ABANDONED) {
      body.push(h("section", { class: "card" }, h("h2", {}, "The game was abandoned"),
        h("p", {}, "A player left during the game, so nothing more can happen here.")));
    }
    if (t.state === Table_State.FINISHED) body.push(this.renderEnd());
    if (this.game && this.gameView) body.push(this.game.render(this));
    else if (!this.game) body.push(h("p", {}, `This page cannot draw ${t.game} yet.`));
    body.push(this.renderFairness());
    body.push(this.renderLog());
    this.root.dataset.version = String(this.view.version);
    this.root.dataset.state = String(t.state);
    this.root.dataset.mine = String(this.actions.length > 0);
    show(this.root, header, h("p", { id: "message", class: "message", role: "alert" },
      this.message), ...body);
  }

  renderWaiting() {
    const t = this.table;
    const free = t.seats.filter((s) => s.state === Seat_State.EMPTY).length;
    const items = t.seats.map((seat) => h("li", { class: "seat", "data-seat": seat.index },
      seatDot(seat.index),
      seat.state === Seat_State.TAKEN ? this.seatName(seat.index) : "free seat"));
    const parts = [h("h2", {}, free ? `Waiting for ${free} more player${free > 1 ? "s" : ""}`
      : "Everyone is here"), h("ul", { class: "seats" }, items)];
    if (this.saved.invite) {
      const base = location.origin;
      const invite = this.saved.inviteUrl
        || `${base}/t/${this.tableId}?invite=${this.saved.invite}`;
      const watch = this.saved.spectatorUrl
        || `${base}/t/${this.tableId}?spectate=${this.saved.spectate}`;
      parts.push(copyable("Invite link: send it to your friends", "invite-link", invite));
      parts.push(copyable("Spectator link: anyone can watch with it", "spectator-link", watch));
    }
    if (this.saved.host && !t.autoStart) {
      const start = h("button", { class: "primary", id: "start", disabled: free > 0 },
        "Start the game");
      start.addEventListener("click", async () => {
        try {
          await client.startTable({ name: this.name, etag: t.etag, requestId: newRequestId() },
            auth(this.saved.host));
        } catch (error) {
          this.say(words(error));
        }
      });
      parts.push(start);
    } else if (t.autoStart) {
      parts.push(h("p", { class: "muted" }, "The game starts by itself when every seat is taken."));
    } else {
      parts.push(h("p", { class: "muted" }, "The host starts the game when everyone is here."));
    }
    return h("section", { class: "card waiting", id: "waiting" }, parts);
  }

  renderEnd() {
    return finalScores(this);
  }

  renderFairness() {
    const f = this.table.fairness;
    if (!f || !f.commitment.length) return null;
    const parts = [h("h3", {}, "Fair draws"),
      h("p", { class: "muted" }, "The server committed to its secret before anyone joined: ",
        h("code", { class: "commitment", id: "commitment" }, hex(f.commitment)))];
    if (f.serverSecret.length) {
      const result = h("p", { id: "fairness-check" }, "Checking the revealed secret…");
      parts.push(result);
      checkFairness(this.table).then((ok) => {
        result.textContent = ok.commitment && ok.seed
          ? "Verified: the revealed secret matches the commitment, and the seed comes from it "
            + "and every player's entropy. Every draw can be replayed with `meeple verify`."
          : `Not verified: ${ok.commitment ? "" : "the secret does not match the commitment. "}`
            + `${ok.seed ? "" : "The seed does not come from the secret and the entropy."}`;
        result.dataset.verified = String(ok.commitment && ok.seed);
      });
    }
    return h("details", { class: "card fairness", open: !!f.serverSecret.length },
      h("summary", {}, "Fair draws"), ...parts.slice(1));
  }

  renderLog() {
    const items = [];
    for (const event of this.events) {
      for (const line of this.describe(event)) {
        items.push(h("li", { "data-version": event.version, class: line.cls || "" },
          line.icon || null, line.text));
      }
    }
    items.reverse();
    // a scrolling list: focusable, so that the keyboard scrolls it too
    return h("section", { class: "card log" }, h("h3", { id: "log-title" }, "What happened"),
      h("ol", { id: "log", reversed: true, tabindex: 0, "aria-labelledby": "log-title" }, items));
  }

  describe(event) {
    const k = event.kind;
    if (k.case === "seatJoined") return [{ text: `${this.seatName(k.value.seat)} sat down` }];
    if (k.case === "seatLeft") return [{ text: `${this.seatName(k.value.seat)} left` }];
    const out = [];
    if (k.case === "tableStarted") out.push({ text: "The game started" });
    const gameEvents = k.value && k.value.gameEvents ? k.value.gameEvents : [];
    for (const any of gameEvents) {
      const ev = this.game ? anyUnpack(any, this.game.Event) : null;
      const line = ev ? this.game.describeEvent(ev, this) : null;
      if (line) out.push(line);
    }
    if (!out.length) out.push({ text: `${this.seatName(k.value.seat)} acted` });
    return out;
  }
}

function copyable(label, id, url) {
  const input = h("input", { id, readonly: true, value: url, class: "link" });
  const button = h("button", { type: "button", "data-copy": id }, "Copy");
  button.addEventListener("click", async () => {
    input.select();
    try {
      await navigator.clipboard.writeText(url);
      button.textContent = "Copied";
    } catch {
      document.execCommand("copy");
      button.textContent = "Copied";
    }
  });
  return h("label", { class: "share" }, label, h("span", { class: "copy-row" }, input, button));
}
