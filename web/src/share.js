// The links a page hands out: for the host the invite and spectator links (during the whole
// game, with a warning when they point at this computer only), and for a seated player a link
// that opens her seat on another device. That link carries the seat credential in the URL
// fragment (#seat=...), which browsers never send to a server, and the page that opens it
// removes it from the address bar at once.
import { h } from "./dom.js";
import { t } from "./i18n.js";

const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|::1|0\.0\.0\.0)$/i;

export function pointsAtLoopback(url) {
  try {
    return LOOPBACK.test(new URL(url).hostname);
  } catch {
    return false;
  }
}

export function copyable(label, id, url) {
  const input = h("input", { id, readonly: true, value: url, class: "link" });
  const button = h("button", { type: "button", "data-copy": id }, t("table-copy"));
  button.addEventListener("click", async () => {
    input.select();
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      document.execCommand("copy");
    }
    button.textContent = t("table-copied");
  });
  return h("label", { class: "share" }, label, h("span", { class: "copy-row" }, input, button));
}

export function inviteUrl(saved, tableId) {
  return saved.inviteUrl || `${location.origin}/t/${tableId}?invite=${saved.invite}`;
}

export function spectatorUrl(saved, tableId) {
  return saved.spectatorUrl || `${location.origin}/t/${tableId}?spectate=${saved.spectate}`;
}

// The host's links; `open` shows them unfolded (before the start).
export function hostLinks(saved, tableId, open) {
  if (!saved.invite) return null;
  const invite = inviteUrl(saved, tableId);
  const parts = [
    copyable(t("table-invite-link"), "invite-link", invite),
    copyable(t("table-spectator-link"), "spectator-link", spectatorUrl(saved, tableId)),
  ];
  if (pointsAtLoopback(invite)) {
    parts.unshift(h("p", { class: "warning", id: "loopback-warning", role: "note" },
      t("table-loopback-warning")));
  }
  return h("details", { class: "card links", id: "links", open },
    h("summary", {}, t("table-links")), parts);
}

// A seated player's "continue on another device" link.
export function deviceLink(saved, tableId) {
  if (!saved.credential) return null;
  const url = `${location.origin}/t/${tableId}#seat=${encodeURIComponent(saved.credential)}`;
  return h("details", { class: "card links", id: "other-device" },
    h("summary", {}, t("table-other-device")),
    h("p", { class: "muted" }, t("table-other-device-hint")),
    copyable(t("table-other-device-link"), "device-link", url));
}

// The seat credential a "continue on another device" link carries, taken out of the address
// bar at once; null when the address has none.
export function takeDeviceCredential(tableId) {
  const match = location.hash.match(/^#seat=([A-Za-z0-9_%-]+)$/);
  if (!match) return null;
  history.replaceState(null, "", `/t/${tableId}`);
  return decodeURIComponent(match[1]);
}
