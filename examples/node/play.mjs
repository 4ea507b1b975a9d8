// Embed the meeple game service from Node.js: only @meeple/proto (the generated messages and
// service descriptor) and Connect's gRPC transport. For every game the server hosts it creates
// a table, joins every seat, watches the table, plays a complete game with random legal
// actions, reads the ErrorInfo of a refused action, and checks that the watch ends by itself.
//
//   node play.mjs 127.0.0.1:50051 [seed]
//
// Prints one JSON line per game and a final summary line.

import { randomUUID, randomBytes } from "node:crypto";
import { createClient, ConnectError, Code } from "@connectrpc/connect";
import { createGrpcTransport } from "@connectrpc/connect-node";
import { createRegistry } from "@bufbuild/protobuf";
import { anyUnpack } from "@bufbuild/protobuf/wkt";
import * as meeple from "@meeple/proto";

const [address = "127.0.0.1:50051", seedArg = "1"] = process.argv.slice(2);
const client = createClient(
  meeple.GameService,
  createGrpcTransport({ baseUrl: `http://${address}` }),
);

// Every message of every package, to read the game payloads packed in Any.
const files = [];
for (const value of Object.values(meeple)) {
  if (value?.kind === "file") files.push(value);
  else if (Object.prototype.toString.call(value) === "[object Module]") {
    files.push(...Object.values(value).filter((v) => v?.kind === "file"));
  }
}
const registry = createRegistry(...files);

// A small seeded generator, so a run can be repeated.
let state = BigInt(seedArg) || 1n;
function random(n) {
  state = (state * 6364136223846793005n + 1442695040888963407n) % 2n ** 64n;
  return Number((state >> 33n) % BigInt(n));
}

const bearer = (token) => ({ headers: { authorization: `Bearer ${token}` } });

// The one ErrorInfo every meeple error carries (AIP-193).
function errorInfo(error) {
  const failure = ConnectError.from(error);
  const [info] = failure.findDetails(meeple.ErrorInfoSchema);
  return { code: Code[failure.code], reason: info?.reason, domain: info?.domain,
    metadata: info?.metadata };
}

async function watch(table, token) {
  // Ends by itself: the server closes the stream with OK after the game's last event.
  const seen = { snapshot: 0, events: 0, heartbeats: 0, gameEvents: 0, lastVersion: 0n,
    endedWithOk: false, lastGameEvent: "" };
  for await (const message of client.watchTable({ table }, bearer(token))) {
    if (message.kind.case === "snapshot") {
      seen.snapshot += 1;
      seen.lastVersion = message.kind.value.version;
    } else if (message.kind.case === "event") {
      const event = message.kind.value;
      seen.events += 1;
      seen.lastVersion = event.version;
      const change = event.kind.value;
      for (const packed of change?.gameEvents ?? []) {
        const decoded = anyUnpack(packed, registry); // e.g. meeple.carcassonne.v1.Event
        if (decoded === undefined) throw new Error(`unknown payload ${packed.typeUrl}`);
        seen.gameEvents += 1;
        seen.lastGameEvent = decoded.event?.case ?? "";
      }
    } else if (message.kind.case === "heartbeat") {
      seen.heartbeats += 1;
    }
  }
  seen.endedWithOk = true;
  return seen;
}

async function playOne(game) {
  const seats = game.minPlayers;
  const created = await client.createTable({
    game: game.name, seatCount: seats, autoStart: true, displayName: "node example",
    requestId: randomUUID(),
  });
  const table = created.table.name;
  const players = [];
  for (let seat = 0; seat < seats; seat += 1) {
    const joined = await client.joinTable({
      table, inviteToken: created.inviteToken, displayName: `node ${seat}`,
      entropy: randomBytes(32), requestId: randomUUID(),
    });
    players.push(joined.seatCredential);
  }
  const watching = watch(table, created.spectatorToken);

  let actions = 0;
  let refused = null;
  for (;;) {
    const { view } = await client.getView({ table }, bearer(created.spectatorToken));
    if (view.state !== meeple.Table_State.ACTIVE) break;
    const seat = view.currentSeat;
    const legal = await client.listLegalActions({ table }, bearer(players[seat]));
    const action = legal.actions[random(legal.actions.length)];
    if (refused === null) {
      // Another seat submits the same action: refused, and the table does not change.
      try {
        await client.submitAction({ table, action }, bearer(players[(seat + 1) % seats]));
      } catch (error) {
        refused = errorInfo(error);
      }
    }
    await client.submitAction(
      { table, action, expectedVersion: legal.version, requestId: randomUUID() },
      bearer(players[seat]),
    );
    actions += 1;
  }
  const { table: final } = await client.getTable({ name: table }, bearer(created.hostCredential));
  const seen = await watching;
  return {
    game: game.name, table, state: meeple.Table_State[final.state], seats, actions,
    version: Number(final.version), scores: final.outcome?.scores ?? [],
    ranks: final.outcome?.ranks ?? [], refused,
    watch: { ...seen, lastVersion: Number(seen.lastVersion) },
  };
}

const { games } = await client.listGames({});
const results = [];
for (const game of games) {
  const result = await playOne(game);
  console.log(JSON.stringify(result));
  results.push(result);
}
// An unknown table reads like any private table we may not see.
let unknown = null;
try {
  await client.getTable({ name: "tables/does-not-exist" });
} catch (error) {
  unknown = errorInfo(error);
}
console.log(JSON.stringify({ summary: true, games: results.map((r) => r.game), unknown }));
