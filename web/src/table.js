// A table's page: join (invite link), wait for the others, play or watch live, the end.
// The page knows no rules: it draws what GetView returns and offers the legal actions the
// service sends to its seat (a Decision on the watch stream or in the reply to its own move,
// one round trip per move; ListLegalActions only when none matches, e.g. on opening);
// WatchTable tells it when to look again, resuming with after_version.
import { anyPack, anyUnpack } from "@bufbuild/protobuf/wkt";
import { client, auth, newRequestId, words, reasonOf, unreachable } from "./api.js";
import { h, show } from "./dom.js";
import { remembered, remember } from "./store.js";
import { Table_State, Seat_Player, Seat_State } from "@meeple/proto/meeple/v1/game_service_pb";
import { GAMES } from "./games.js";
import { finalScores } from "./final.js";
import { seatDot } from "./seat-mark.js";
import { checkFairness, hex } from "./fairness.js";
import { t } from "./i18n.js";
import { seatPlayerName } from "./names.js";
import { badLink, showInvite } from "./invite.js";
import { renderSeats, renderEndTable } from "./seats.js";
import { hostLinks, deviceLink, loadAddress, followAddress, linkBase }
  from "./share.js";
import { messageLine, undoButton } from "./undo.js";
import { describeEvent } from "./describe.js";
import { notifyPanel } from "./notify.js";
import { slowStatus } from "./slow.js";
import { rematchSection } from "./rematch.js";
import { markTab } from "./your_move.js";
import { chatPanel } from "./chat.js";

export async function openTable(root, tableId, query, device = null) {
  const name = `tables/${tableId}`;
  document.title = t("table-title-opening");
  let saved = remembered(tableId) || {};
  const invite = query.get("invite");
  const spectate = query.get("spectate");
  if (device !== null) {
    // "continue on another device": the seat credential came in the URL fragment
    try {
      if (!device) throw new Error("not a credential");
      const { view } = await client.getView({ table: name }, auth(device));
      if (view.viewerSeat === undefined) throw new Error("not a seat");
      saved = remember(tableId, { seat: view.viewerSeat, credential: device });
    } catch (error) {
      badLink(root, t("table-device-link-broken"), unreachable(error)
        ? t("error-unreachable") : t("table-device-link-broken-hint"));
      return;
    }
  }
  if (spectate) saved = remember(tableId, { spectate });
  if (spectate || (invite && saved.credential)) history.replaceState(null, "", `/t/${tableId}`);
  if (!saved.credential && invite) {
    showInvite(root, tableId, invite, (seated) => new TablePage(root, tableId, name, seated)
      .start());
    return;
  }
  const token = saved.credential || saved.host || saved.spectate;
  if (!token) {
    badLink(root, t("table-needs-link"), t("table-needs-link-hint"));
    return;
  }
  new TablePage(root, tableId, name, saved).start();
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
    show(this.root, h("p", { class: "muted" }, t("table-opening")));
    try {
      await Promise.all([loadAddress(), this.loadHistory()]);
      await this.refresh();
    } catch (error) {
      const { reason } = reasonOf(error);
      if (["TABLE_NOT_FOUND", "CREDENTIAL_NOT_ACCEPTED", "CREDENTIAL_MALFORMED"].includes(reason)) {
        badLink(this.root, t("table-link-broken"), words(error));
      } else {
        badLink(this.root, t("table-cannot-show"), words(error));
      }
      return;
    }
    if (this.saved.host) followAddress(() => this.render());
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
        // the chat too: every kept message after the last one drawn, then each new one (such a
        // stream goes on after the game)
        const request = { table: this.name, includeDecision: this.mySeat !== null,
          includeMessages: true, afterMessage: this.chatPanel ? this.chatPanel.last : 0n };
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
          } else if (message.kind.case === "heartbeat") {
            this.refreshPresence();  // someone came or went, or the stream is idle
          } else if (message.kind.case === "message" && this.chatPanel) {
            this.chatPanel.add(message.kind.value);
          }
        }
      } catch (error) {
        this.streaming = false;
        this.setConnection(words(error));
        if (reasonOf(error).reason === "CREDENTIAL_NOT_ACCEPTED") return;
      }
      await new Promise((resolve) => setTimeout(resolve, delay));
      // a finished table's page whose stream ended looks again within seconds: who has come
      // back to play again (rematch events)
      const over = this.table && this.table.state === Table_State.FINISHED;
      delay = Math.min(delay * 2, over ? 3000 : 8000);
      this.refresh();
    }
  }

  setConnection(text) {
    this.connection = text;
    const el = document.getElementById("connection");
    if (el) el.textContent = text ? t("table-reconnecting", { reason: text }) : "";
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
      } catch (error) {
        // the server cannot be reached (or refused): say so, the watch loop keeps trying
        this.setConnection(words(error));
      } finally {
        this.refreshing = null;
      }
    })();
    return this.refreshing;
  }

  // After a heartbeat: read the table again and redraw only when a seat's presence changed.
  async refreshPresence() {
    if (this.refreshing || !this.table) return;
    try {
      const { table } = await client.getTable({ name: this.name }, auth(this.token));
      const presence = (tb) => tb.seats.map((seat) => seat.presence).join();
      if (this.refreshing || table.version !== this.table.version) return;
      if (presence(table) !== presence(this.table)) {
        this.table = table;
        this.render();
      }
    } catch (error) {
      this.setConnection(words(error));
    }
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
      this.say(words(error));
      if (unreachable(error)) this.setConnection(words(error));
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

  // A seat's player as the games' pages name them: "Ada (you)" for the reader's own seat.
  seatName(seat) {
    const name = this.plainName(seat);
    return seat === this.mySeat ? t("table-seat-name-you", { name }) : name;
  }

  // A seat's player's name alone: as typed, a bot's from the catalog ("seat 2" for an empty
  // seat).
  plainName(seat) {
    const s = this.table.seats[seat];
    return s && s.displayName ? seatPlayerName(s) : t("table-seat-number", { number: seat + 1 });
  }

  // FreeSeat's fresh invite replaces the host's invite link.
  newInvite(token) {
    // on the server's public address (--public-url, --lan, --share), else the page's own
    this.saved = remember(this.tableId, { invite: token,
      inviteUrl: `${linkBase(this.saved)}/t/${this.tableId}?invite=${token}` });
    this.render();
  }

  render() {
    const table = this.table;
    const gameTitle = this.game ? this.game.title : table.game;
    const yourMove = this.mySeat !== null && table.state === Table_State.ACTIVE
      && this.view.currentSeat === this.mySeat;
    markTab(t("table-title", { game: gameTitle, table: table.displayName || "" }), yourMove);
    const header = h("header", { class: "bar" },
      h("a", { href: "/", class: "home" }, t("app-name")),
      h("span", { class: "title" }, gameTitle),
      h("span", { class: "who", id: "who" }, this.mySeat !== null
        ? t("table-header-you", { name: this.plainName(this.mySeat) })
        : this.saved.host ? t("table-header-host") : t("table-header-watching")),
      h("span", { id: "connection", class: "connection", role: "status" },
        this.connection ? t("table-reconnecting", { reason: this.connection }) : ""));
    const body = [];
    if (table.state === Table_State.WAITING) body.push(this.renderWaiting());
    else {
      body.push(renderSeats(this));
      body.push(slowStatus(this));
      if (table.state === Table_State.ABANDONED) {
        body.push(h("section", { class: "card", id: "abandoned" },
          h("h2", {}, t("table-abandoned")), h("p", {}, t("table-abandoned-text"))));
      }
    }
    if (table.state === Table_State.FINISHED) body.push(this.renderEnd());
    this.inBar = false;  // barExtras() sets it: the game's bar holds Take back and the message
    if (this.game && this.gameView) body.push(this.game.render(this));
    if (!this.inBar && this.canUndo()) body.push(undoButton(this));
    body.push(chatPanel(this));
    if (!this.game) body.push(h("p", {}, t("table-cannot-draw", { game: table.game })));
    if (table.state !== Table_State.WAITING) {
      body.push(hostLinks(this.saved, this.tableId, false, this.othersAreBots()));
    }
    body.push(notifyPanel(this));
    body.push(deviceLink(this.saved, this.tableId));
    body.push(renderEndTable(this));
    body.push(this.renderFairness());
    body.push(this.renderLog());
    this.root.dataset.version = String(this.view.version);
    this.root.dataset.state = String(table.state);
    this.root.dataset.mine = String(this.actions.length > 0);
    show(this.root, header, this.inBar ? null : messageLine(this.message), ...body);
  }

  canUndo() {
    return this.mySeat !== null && this.table.state === Table_State.ACTIVE;
  }

  /** For a game's bar (fixed at a phone's bottom, beside the decision): the seat's Take back
   * and the page's message ("Taken back.", a refusal's reason), where the player looks. */
  barExtras() {
    this.inBar = true;
    return { undo: this.canUndo() ? undoButton(this) : null, message: messageLine(this.message) };
  }

  /** Whether every seat but this reader's is a bot's own (no one else to invite): a seat freed
   * for someone new (empty, a bot playing it meanwhile) or an away person's is not. */
  othersAreBots() {
    return this.table.seats.every((seat) => seat.index === this.mySeat
      || (seat.state === Seat_State.TAKEN && seat.player === Seat_Player.BOT && !seat.absent));
  }

  renderWaiting() {
    const table = this.table;
    const free = table.seats.filter((s) => s.state === Seat_State.EMPTY).length;
    // a rematch's reserved seat waits for its person (RematchTable), by her name
    const items = table.seats.map((seat) => h("li", { class: "seat", "data-seat": seat.index,
      "data-reserved": String(seat.reserved) }, seatDot(seat.index),
    seat.state === Seat_State.TAKEN ? this.seatName(seat.index)
      : seat.reserved ? t("rematch-waiting-for", { name: this.plainName(seat.index) })
        : t("table-free-seat")));
    const parts = [h("h2", {}, free ? t("table-waiting-for", { count: free })
      : t("table-everyone-here")), h("ul", { class: "seats" }, items),
    // no invite at a rematch whose every seat is kept for its person or a bot's
    table.seats.some((seat) => seat.state === Seat_State.EMPTY && !seat.reserved)
      ? hostLinks(this.saved, this.tableId, true, this.othersAreBots()) : null];
    if (this.saved.host && !table.autoStart) {
      const start = h("button", { class: "primary", id: "start", disabled: free > 0 },
        t("table-start"));
      start.addEventListener("click", async () => {
        try {
          await client.startTable({ name: this.name, etag: table.etag, requestId: newRequestId() },
            auth(this.saved.host));
        } catch (error) {
          this.say(words(error));
        }
      });
      parts.push(start);
    } else if (table.autoStart) {
      parts.push(h("p", { class: "muted" }, t("table-auto-start")));
    } else {
      parts.push(h("p", { class: "muted" }, t("table-host-starts")));
    }
    return h("section", { class: "card waiting", id: "waiting" }, parts);
  }

  renderEnd() {
    return [finalScores(this), rematchSection(this)];
  }

  renderFairness() {
    const f = this.table.fairness;
    if (!f || !f.commitment.length) return null;
    // the commitment's hex digits are a code for the verification tool, not words: isolated,
    // left to right in every language (zxx: no language), beside a label in the reader's
    const parts = [h("p", { class: "muted" }, t("table-fair-commitment")),
      h("p", { class: "muted commitment-line" },
        h("span", { class: "commitment-label" }, t("table-fair-commitment-code")), " ",
        h("code", { class: "commitment", id: "commitment", dir: "ltr", lang: "zxx",
          translate: "no" }, hex(f.commitment)))];
    if (f.serverSecret.length) {
      const result = h("p", { id: "fairness-check" }, t("table-fair-checking"));
      parts.push(result);
      checkFairness(this.table).then((ok) => {
        result.textContent = ok.commitment && ok.seed ? t("table-fair-verified")
          : !ok.commitment ? t("table-fair-bad-commitment") : t("table-fair-bad-seed");
        result.dataset.verified = String(ok.commitment && ok.seed);
      });
    }
    return h("details", { class: "card fairness", open: !!f.serverSecret.length },
      h("summary", {}, t("table-fair-draws")), ...parts);
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
    // the replay: the finished game, or a running one up to now as this reader saw it
    const replay = this.table.state === Table_State.WAITING ? null
      : h("a", { href: `/t/${this.tableId}/replay`, id: "replay-link", class: "replay-link" },
        t("replay-open"));
    return h("section", { class: "card log" }, h("h3", { id: "log-title" }, t("table-log")),
      replay,
      h("ol", { id: "log", reversed: true, tabindex: 0, "aria-labelledby": "log-title" }, items));
  }

  describe(event) {
    return describeEvent(this, event);
  }
}
