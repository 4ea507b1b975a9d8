// The table's chat (issue 43): seats write, every reader reads. Messages arrive on the page's
// watch stream (WatchTable with includeMessages, which goes on after the game so that "good
// game" arrives); a reaction travels as its id and is shown in this reader's language. Text is
// written with text nodes only (never markup; links are not made clickable), each message in
// its own element with dir="auto". The panel is built once per page and kept across redraws,
// so a move that arrives while the reader types does not wipe the field.
import { client, auth, newRequestId, reasonOf, words } from "./api.js";
import { h } from "./dom.js";
import { t } from "./i18n.js";
import { seatDot } from "./seat-mark.js";
import { ChatMessage_Reaction as R, Seat_Player, Seat_State }
  from "@meeple/proto/meeple/v1/game_service_pb";

// the longest message, in code points (the service's limit)
export const LIMIT = 500;
// the quick reactions, in the order of their buttons, with their words' ids
const REACTIONS = [
  [R.YOUR_MOVE, "chat-reaction-your-move"],
  [R.WELL_PLAYED, "chat-reaction-well-played"],
  [R.GOOD_GAME, "chat-reaction-good-game"],
  [R.THINKING, "chat-reaction-thinking"],
];
const WORDS = new Map(REACTIONS);

// A message's words for this reader: its text as written, or the reaction in the reader's
// language.
export function messageWords(message) {
  if (message.content.case === "reaction") return t(WORDS.get(message.content.value));
  return message.content.case === "text" ? message.content.value : "";
}

class ChatPanel {
  constructor(page) {
    this.page = page;
    this.last = 0n;        // the last message sequence received
    this.muted = [];       // the seats whose chat the host muted
    this.list = h("ol", { class: "chat-list", id: "chat-list", tabindex: 0,
      "aria-labelledby": "chat-title", "aria-live": "polite" });
    this.empty = h("p", { class: "muted", id: "chat-empty" }, t("chat-empty"));
    this.status = h("p", { class: "status", id: "chat-status", role: "status" });
    this.hostRow = h("div", { class: "chat-mutes", id: "chat-mutes" });
    const parts = [h("h3", { id: "chat-title" }, t("chat-heading")), this.empty, this.list];
    if (page.mySeat !== null) {
      this.input = h("textarea", { id: "chat-input", rows: 1, dir: "auto",
        enterkeyhint: "send", "aria-label": t("chat-label"), placeholder: t("chat-label") });
      this.count = h("span", { class: "chat-count muted", id: "chat-count" });
      this.send = h("button", { type: "button", class: "primary", id: "chat-send" },
        t("chat-send"));
      this.input.addEventListener("input", () => this.counted());
      this.input.addEventListener("keydown", (event) => {
        if (event.key === "Enter" && !event.shiftKey && !event.isComposing) {
          event.preventDefault();
          this.sendText();
        }
      });
      this.send.addEventListener("click", () => this.sendText());
      const reactions = REACTIONS.map(([id, word]) => h("button", { type: "button",
        class: "reaction", "data-reaction": String(id),
        onclick: () => this.post({ reaction: id }) }, t(word)));
      parts.push(h("div", { class: "chat-reactions", role: "group",
        "aria-label": t("chat-reactions") }, reactions));
      parts.push(h("div", { class: "chat-write" }, this.input, this.send), this.count);
    } else if (!page.saved.host) {
      parts.push(h("p", { class: "muted" }, t("chat-read-only")));
    }
    parts.push(this.hostRow, this.status);
    this.node = h("section", { class: "card chat", id: "chat" }, parts);
    this.load();
  }

  // The muted seats (the watch stream brings every message, the kept ones first, in order).
  async load() {
    try {
      const reply = await client.listMessages({ table: this.page.name, pageSize: 1 },
        auth(this.page.token));
      this.muted = reply.mutedSeats;
      this.draw();
    } catch (error) {
      this.say(words(error), true);
    }
  }

  add(message) {
    if (message.sequence <= this.last) return;
    this.last = message.sequence;
    const mine = message.seat === this.page.mySeat;
    const text = h("span", { class: "chat-text", dir: "auto" }, messageWords(message));
    const item = h("li", { class: `chat-message${mine ? " mine" : ""}`,
      "data-sequence": String(message.sequence), "data-seat": message.seat,
      "data-reaction": message.content.case === "reaction" ? String(message.content.value) : null },
    seatDot(message.seat), h("bdi", { class: "chat-from" }, this.page.plainName(message.seat)),
    text);
    const atEnd = this.list.scrollTop + this.list.clientHeight >= this.list.scrollHeight - 8;
    this.list.append(item);
    this.empty.hidden = true;
    if (atEnd || mine) this.list.scrollTop = this.list.scrollHeight;
  }

  counted() {
    const length = [...this.input.value].length;
    this.count.textContent = length > LIMIT - 100
      ? t("chat-count", { count: length, limit: LIMIT }) : "";
    this.count.dataset.over = String(length > LIMIT);
  }

  async sendText() {
    const text = this.input.value.trim();
    if (!text) return;
    if ([...text].length > LIMIT) {
      this.say(t("chat-too-long", { limit: LIMIT }), true);
      return;
    }
    if (await this.post({ text })) {
      this.input.value = "";
      this.counted();
    }
  }

  async post(content) {
    this.say("");
    try {
      const { message } = await client.sendMessage({ table: this.page.name, requestId:
        newRequestId(), ...content }, auth(this.page.token));
      this.add(message);
      return true;
    } catch (error) {
      const { reason } = reasonOf(error);
      this.say(reason === "RATE_LIMITED" ? t("chat-too-fast")
        : reason === "CHAT_MUTED" ? t("chat-muted-self") : words(error), true);
      if (reason === "CHAT_MUTED") this.load();
      return false;
    }
  }

  async mute(seat, muted) {
    try {
      const reply = await client.muteChat({ table: this.page.name, seat, muted,
        requestId: newRequestId() }, auth(this.page.saved.host));
      this.muted = reply.mutedSeats;
      this.draw();
    } catch (error) {
      this.say(words(error), true);
    }
  }

  say(text, error = false) {
    this.status.textContent = text;
    this.status.dataset.error = String(error);
  }

  // What depends on the table: the host's mute buttons, the reader's own mute.
  draw() {
    const table = this.page.table;
    if (!table) return;
    const mutedSelf = this.page.mySeat !== null && this.muted.includes(this.page.mySeat);
    if (this.input) {
      this.input.disabled = mutedSelf;
      this.send.disabled = mutedSelf;
      for (const button of this.node.querySelectorAll(".reaction")) button.disabled = mutedSelf;
      if (mutedSelf) this.say(t("chat-muted-self"));
    }
    if (!this.page.saved.host) {
      this.hostRow.replaceChildren(...this.muted.map((seat) => h("p", { class: "muted" },
        t("chat-muted-seat", { name: this.page.plainName(seat) }))));
      return;
    }
    const people = table.seats.filter((seat) => seat.state === Seat_State.TAKEN
      && seat.player !== Seat_Player.BOT && seat.index !== this.page.mySeat);
    this.hostRow.replaceChildren(...people.map((seat) => {
      const muted = this.muted.includes(seat.index);
      const name = this.page.plainName(seat.index);
      return h("button", { type: "button", class: "chat-mute", "data-seat": seat.index,
        "aria-pressed": String(muted), onclick: () => this.mute(seat.index, !muted) },
      muted ? t("chat-unmute", { name }) : t("chat-mute", { name }));
    }));
  }
}

// The chat panel of the page (built once, kept across redraws).
export function chatPanel(page) {
  if (!page.chatPanel) page.chatPanel = new ChatPanel(page);
  page.chatPanel.draw();
  return page.chatPanel.node;
}
