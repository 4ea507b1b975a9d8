// The game's events of a table page, unpacked once each (the page keeps its TableEvents in order).
import { anyUnpack } from "@bufbuild/protobuf/wkt";
import { EventSchema } from "@meeple/proto/meeple/carcassonne/v1/carcassonne_pb";

const cache = new WeakMap();

/** Every Carcassonne event of the table so far, in order. */
export function gameEvents(page) {
  let seen = cache.get(page);
  if (!seen || seen.count > page.events.length) seen = { count: 0, list: [] };
  for (const event of page.events.slice(seen.count)) {
    for (const any of (event.kind.value && event.kind.value.gameEvents) || []) {
      const ev = anyUnpack(any, EventSchema);
      if (ev) seen.list.push(ev);
    }
  }
  seen.count = page.events.length;
  cache.set(page, seen);
  return seen.list;
}
