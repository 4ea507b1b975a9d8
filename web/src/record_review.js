// The review of a game record on the record page (issue 46): RequestReview with the record
// (its table and its events, without their game events, as ReplayRecord took them), then
// GetReview by the name the server gave it, drawn on the replay by review.js exactly as a
// finished table's review. Only the address that asked may read it, for 3 days. The name is
// kept on this device, by the record's table and last version, so that opening the same record
// again shows its review instead of queueing another (one person keeps at most 10).
import { timestampMs } from "@bufbuild/protobuf/wkt";
import { client } from "./api.js";
import { t } from "./i18n.js";
import { followReview } from "./review.js";

const KEY = "meeple.record-reviews.v1";

function all() {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) || "{}");
    return kept && typeof kept === "object" ? kept : {};
  } catch {
    return {};
  }
}

function save(kept) {
  const now = Date.now();
  const live = Object.fromEntries(Object.entries(kept)
    .filter(([, entry]) => entry && typeof entry.name === "string" && entry.expires > now));
  localStorage.setItem(KEY, JSON.stringify(live));
}

/** Which record a kept review is of: the record's table and the version of its last event. */
export function recordKey(record) {
  const last = record.events.length ? record.events[record.events.length - 1].version : 0n;
  return `${record.table.name}@${last}`;
}

/** Offers the review of `record` ({ table, events }) on its replay, or shows the one this
 * device asked for before. */
export function attachRecordReview(replay, record) {
  const key = recordKey(record);
  const before = all()[key];
  let name = before && before.expires > Date.now() ? before.name : "";
  return followReview(replay, {
    known: Boolean(name),
    offer: t("review-record-offer"),
    get: () => client.getReview({ name }),
    ask: () => client.requestReview({ record }),
    asked: (review) => {
      if (!review.name || review.name === name) return;
      name = review.name;
      const expires = review.expireTime ? timestampMs(review.expireTime) : Date.now();
      save({ ...all(), [key]: { name, expires } });
    },
    missing: () => {
      const kept = all();
      delete kept[key];
      save(kept);
    },
  });
}
