// The links a page hands out: for the host the invite and spectator links (during the whole
// game, with a warning when they point at this computer only, and the invite as a QR code a
// phone's camera opens), and for a seated player a link that opens her seat on another device.
// That link carries the seat credential in the URL fragment (#seat=...), which browsers never
// send to a server, and the page that opens it removes it from the address bar at once.
// Every link is on the server's public address (GET /address.json: --public-url, --lan, or the
// tunnel of --share, which a restart replaces; the host's page then says the old links died).
import qrcode from "qrcode-generator";
import { h, s } from "./dom.js";
import { t } from "./i18n.js";
import { remember, remembered } from "./store.js";

// how often the host's page asks whether the tunnel's address changed
const ADDRESS_POLL_MS = 3000;
let address = { url: "", via: "", previous: [] };
let following = null;

// The server's public address, asked once per page (an older server or no answer: none).
export async function loadAddress() {
  try {
    const answer = await fetch("/address.json", { cache: "no-store" });
    if (answer.ok) address = await answer.json();
  } catch {
    // offline or an older server: the links stay on the page's own address
  }
  return address;
}

// While the address may change (--share), `changed` runs when it does.
export function followAddress(changed) {
  if (following || address.via !== "share") return;
  following = setInterval(async () => {
    const before = address.url;
    await loadAddress();
    if (address.url !== before) changed();
  }, ADDRESS_POLL_MS);
}

// Where links point: the public address, else the one CreateTable's links were made on, else
// this page's own.
export function linkBase(saved) {
  if (address.url) return address.url;
  return saved.inviteUrl ? saved.inviteUrl.split("/t/")[0] : location.origin;
}

const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|::1|0\.0\.0\.0)$/i;

export function pointsAtLoopback(url) {
  try {
    return LOOPBACK.test(new URL(url).hostname);
  } catch {
    return false;
  }
}

export function copyable(label, id, url, copied = () => {}) {
  const input = h("input", { id, readonly: true, value: url, class: "link" });
  const button = h("button", { type: "button", "data-copy": id }, t("table-copy"));
  button.addEventListener("click", async () => {
    copied();
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
  return `${linkBase(saved)}/t/${tableId}?invite=${saved.invite}`;
}

export function spectatorUrl(saved, tableId) {
  return `${linkBase(saved)}/t/${tableId}?spectate=${saved.spectate}`;
}

// A URL as a QR code: dark modules on white with the standard quiet zone of 4.
export function qrCode(url, id) {
  const code = qrcode(0, "M");
  code.addData(url);
  code.make();
  const size = code.getModuleCount();
  const quiet = 4;
  let path = "";
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      if (code.isDark(row, col)) path += `M${col + quiet} ${row + quiet}h1v1h-1z`;
    }
  }
  const side = size + 2 * quiet;
  return h("figure", { class: "qr", id },
    s("svg", { viewBox: `0 0 ${side} ${side}`, role: "img", "aria-label": t("table-invite-qr-label"),
      "shape-rendering": "crispEdges", "data-url": url },
    s("rect", { width: side, height: side, fill: "#fff" }), s("path", { d: path, fill: "#000" })),
    h("figcaption", { class: "muted" }, t("table-invite-qr")));
}

// The host's links; `open` shows them unfolded (before the start). The base they were first
// shown on is kept: when the tunnel's restart replaced it, the host is told that the links she
// sent no longer work, until she copies a new one. At a table whose other seats are all bots
// (`othersAreBots`) nobody is to be invited: only the spectator link, folded, without the
// invite, its QR code or the warning about friends' devices.
export function hostLinks(saved, tableId, open, othersAreBots = false) {
  if (!saved.invite) return null;
  if (othersAreBots) {
    return h("details", { class: "card links", id: "links" },
      h("summary", {}, t("table-spectator-link")),
      copyable(t("table-spectator-link"), "spectator-link", spectatorUrl(saved, tableId)));
  }
  const invite = inviteUrl(saved, tableId);
  const base = linkBase(saved);
  const local = pointsAtLoopback(invite);
  const kept = (remembered(tableId) || {}).linkBase;
  if (!local && !kept) remember(tableId, { linkBase: base });
  const sent = () => remember(tableId, { linkBase: base });
  const parts = [
    copyable(t("table-invite-link"), "invite-link", invite, sent),
    local ? null : qrCode(invite, "invite-qr"),
    copyable(t("table-spectator-link"), "spectator-link", spectatorUrl(saved, tableId), sent),
  ];
  if (local) {
    parts.unshift(h("p", { class: "warning", id: "loopback-warning", role: "note" },
      t("table-loopback-warning")));
  } else if (kept && kept !== base && address.previous.includes(kept)) {
    parts.unshift(h("p", { class: "warning", id: "address-changed", role: "alert" },
      t("table-address-changed")));
  }
  return h("details", { class: "card links", id: "links", open },
    h("summary", {}, t("table-links")), parts);
}

// A seated player's "continue on another device" link.
export function deviceLink(saved, tableId) {
  if (!saved.credential) return null;
  const url = `${linkBase(saved)}/t/${tableId}#seat=${encodeURIComponent(saved.credential)}`;
  return h("details", { class: "card links", id: "other-device" },
    h("summary", {}, t("table-other-device")),
    h("p", { class: "muted" }, t("table-other-device-hint")),
    copyable(t("table-other-device-link"), "device-link", url));
}

// The seat credential a "continue on another device" link carries, taken out of the address
// bar (and so out of the history: the entry is replaced) before anything else runs, on every
// route and whatever else the fragment holds (`#seat=...&lang=en`); null when there is none.
// Only a table's own page uses it; every other page just drops it.
export function takeDeviceCredential() {
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ""));
  if (!fragment.has("seat")) return null;
  const credential = fragment.get("seat");
  fragment.delete("seat");
  const rest = fragment.toString();
  history.replaceState(history.state, "",
    `${location.pathname}${location.search}${rest ? `#${rest}` : ""}`);
  return /^[A-Za-z0-9_-]+$/.test(credential) ? credential : "";
}
