// Running clocks: every element with data-deadline (milliseconds since the epoch) shows the
// time left until then (m:ss, or h:mm:ss from an hour on), updated a few times a second, and
// is marked data-low below 10 s.
import { number } from "./i18n.js";

let timer = null;

export function clockText(ms) {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const two = { minimumIntegerDigits: 2 };
  const seconds = total % 60;
  if (total >= 3600) {
    // a long clock (up to days a move): hours:minutes:seconds; the words come from the
    // table's "time left" line (slow.js)
    const minutes = Math.floor(total / 60) % 60;
    return `${number(Math.floor(total / 3600))}:${number(minutes, two)}:${number(seconds, two)}`;
  }
  return `${number(Math.floor(total / 60))}:${number(seconds, two)}`;
}

function tick() {
  const now = Date.now();
  for (const el of document.querySelectorAll("[data-deadline]")) {
    const left = Number(el.dataset.deadline) - now;
    el.textContent = clockText(left);
    el.dataset.low = String(left < 10000);
  }
}

export function startClocks() {
  tick();
  if (!timer) timer = setInterval(tick, 250);
}

// A protobuf Timestamp (seconds bigint, nanos) as milliseconds since the epoch.
export function millis(stamp) {
  return Number(stamp.seconds) * 1000 + Math.floor(stamp.nanos / 1e6);
}
