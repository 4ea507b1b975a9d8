// "Tell me when it is my move" on the table page (issue 30): a seat opts in to Web Push on
// this device (the service worker /sw.js shows the message), leaves an e-mail address, mutes
// the table, and revokes each. The settings are the seat's own (GetNotificationSettings with
// its seat credential); the panel is built once per page and kept across redraws, so a move
// that arrives while the reader types does not wipe the field.
import { client, auth, words } from "./api.js";
import { h } from "./dom.js";
import { t, language } from "./i18n.js";
import { Table_State } from "@meeple/proto/meeple/v1/game_service_pb";

function pushSupported() {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

// The VAPID public key (URL-safe base64) as the bytes pushManager.subscribe wants.
function keyBytes(text) {
  const b64 = text.replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(b64 + "=".repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

export async function registerWorker() {
  return navigator.serviceWorker.register("/sw.js", { scope: "/" });
}

class NotifyPanel {
  constructor(page) {
    this.page = page;
    this.settings = null;
    this.emailAvailable = false;
    this.pushKey = "";
    this.status = h("p", { class: "status", id: "notify-status", role: "status" });
    this.pushButton = h("button", { type: "button", id: "push-toggle" });
    this.emailInput = h("input", { type: "email", id: "notify-email", maxlength: 254,
      autocomplete: "email", inputmode: "email" });
    this.saveButton = h("button", { type: "button", id: "email-save" }, t("notify-email-save"));
    this.removeButton = h("button", { type: "button", id: "email-remove" },
      t("notify-email-remove"));
    this.muteButton = h("button", { type: "button", id: "mute-toggle" });
    this.mutedNote = h("span", { class: "muted", id: "muted-note" });
    this.emailBox = h("div", { class: "notify-email" });
    this.pushButton.addEventListener("click", () => this.togglePush());
    this.saveButton.addEventListener("click", () => this.saveEmail(this.emailInput.value.trim()));
    this.removeButton.addEventListener("click", () => this.saveEmail(""));
    this.muteButton.addEventListener("click", () => this.update({ muted: !this.settings.muted },
      ["muted"]));
    // no empty buttons while the settings are on their way: shown once draw() names them
    this.pushButton.hidden = true;
    this.muteButton.hidden = true;
    this.node = h("details", { class: "card notify", id: "notify" },
      h("summary", {}, t("notify-heading")),
      h("div", { class: "notify-row" }, this.pushButton),
      this.emailBox,
      h("div", { class: "notify-row" }, this.muteButton, this.mutedNote),
      this.status);
    this.load();
  }

  auth() {
    return auth(this.page.token);
  }

  async load() {
    try {
      const got = await client.getNotificationSettings({ table: this.page.name }, this.auth());
      this.settings = got.settings;
      this.emailAvailable = got.emailAvailable;
      this.pushKey = got.pushPublicKey;
      this.emailInput.value = got.settings.email;
      this.draw();
    } catch (error) {
      this.say(words(error), true);
    }
  }

  say(text, error = false) {
    this.status.textContent = text;
    this.status.dataset.error = String(error);
  }

  async thisDevice() {
    if (!pushSupported()) return null;
    const registration = await navigator.serviceWorker.getRegistration("/");
    return registration ? registration.pushManager.getSubscription() : null;
  }

  async draw() {
    const s = this.settings;
    if (!s) return;
    const device = await this.thisDevice().catch(() => null);
    const mine = device && s.pushSubscriptions.some((p) => p.endpoint === device.endpoint);
    this.pushButton.textContent = mine ? t("notify-push-off") : t("notify-push-on");
    this.pushButton.hidden = false;
    this.muteButton.hidden = false;
    this.pushButton.dataset.on = String(Boolean(mine));
    this.pushButton.disabled = !pushSupported();
    if (this.emailAvailable) {
      this.emailBox.replaceChildren(
        h("label", { for: "notify-email" }, t("notify-email-label")), this.emailInput,
        h("div", { class: "notify-row" }, this.saveButton, s.email ? this.removeButton : null));
    } else {
      this.emailBox.replaceChildren(h("p", { class: "muted" }, t("notify-email-none")));
    }
    this.muteButton.textContent = s.muted ? t("notify-unmute") : t("notify-mute");
    this.mutedNote.textContent = s.muted ? t("notify-muted") : "";
    this.muteButton.dataset.on = String(s.muted);
    this.node.dataset.muted = String(s.muted);
  }

  // UpdateNotificationSettings with the fields named; the page's language goes along, so that
  // messages reach the reader in the language she reads the page in.
  async update(fields, paths) {
    try {
      const reply = await client.updateNotificationSettings({ table: this.page.name,
        settings: { ...fields, language: language() },
        updateMask: { paths: [...paths, "language"] } }, this.auth());
      this.settings = reply.settings;
      return true;
    } catch (error) {
      this.say(words(error), true);
      return false;
    } finally {
      this.draw();
    }
  }

  async saveEmail(address) {
    if (await this.update({ email: address }, ["email"])) {
      this.say(address ? t("notify-email-saved") : "");
    }
  }

  async togglePush() {
    const device = await this.thisDevice().catch(() => null);
    const mine = device && this.settings.pushSubscriptions.some((p) => p.endpoint === device.endpoint);
    try {
      if (mine) {
        const reply = await client.deletePushSubscription({ table: this.page.name,
          endpoint: device.endpoint }, this.auth());
        this.settings = reply.settings;
        this.say("");
      } else {
        const permission = await Notification.requestPermission();
        if (permission !== "granted") {
          this.say(t("notify-push-denied"), true);
          return;
        }
        const registration = await registerWorker();
        await navigator.serviceWorker.ready;
        let subscription;
        try {
          subscription = device || await registration.pushManager.subscribe({
            userVisibleOnly: true, applicationServerKey: keyBytes(this.pushKey) });
        } catch {
          this.say(t("notify-push-unavailable"), true);
          return;
        }
        const json = subscription.toJSON();
        const reply = await client.addPushSubscription({ table: this.page.name,
          subscription: { endpoint: json.endpoint, p256dh: json.keys.p256dh,
            auth: json.keys.auth } }, this.auth());
        this.settings = reply.settings;
        await this.update({}, []);  // the language of the messages
        this.say(t("notify-push-enabled"));
      }
    } catch (error) {
      this.say(words(error), true);
    } finally {
      this.draw();
    }
  }
}

// The panel of a seated reader at a table still being played (null otherwise).
export function notifyPanel(page) {
  const state = page.table.state;
  if (page.mySeat === null || (state !== Table_State.ACTIVE && state !== Table_State.WAITING)) {
    return null;
  }
  if (!page.notifyPanel) page.notifyPanel = new NotifyPanel(page);
  if (!pushSupported()) page.notifyPanel.say(t("notify-push-unsupported"));
  return page.notifyPanel.node;
}
