// The page's only way to the server: GameService over the Connect protocol (binary), with the
// caller's credential as `authorization: Bearer`, and errors turned into words.
import { createClient, ConnectError, Code } from "@connectrpc/connect";
import { createConnectTransport } from "@connectrpc/connect-web";
import { GameService } from "@meeple/proto/meeple/v1/game_service_pb";
import { ErrorInfoSchema } from "@meeple/proto/google/rpc/error_details_pb";

const transport = createConnectTransport({ baseUrl: location.origin, useBinaryFormat: true });
export const client = createClient(GameService, transport);

export function auth(token) {
  return token ? { headers: { authorization: `Bearer ${token}` } } : {};
}

export function newRequestId() {
  return crypto.randomUUID();
}

// A credential this page proposes (CreateTable's host_credential, JoinTable's
// seat_credential): 256 random bits as 43 URL-safe base64 characters. With the same request_id
// a retry gets the same answer and the same, still working credential.
export function newCredential() {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_")
    .replace(/=+$/, "");
}

// A call that mints a credential, retried (same request, same proposed credential) while the
// server cannot be reached.
export async function withRetry(call) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      const { err } = reasonOf(error);
      if (attempt >= 3 || ![Code.Unavailable, Code.Unknown, Code.DeadlineExceeded]
        .includes(err.code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 400 * 2 ** attempt));
    }
  }
}

// What the person reads for each reason the service (or a game engine) gives.
const WORDS = {
  NOT_YOUR_TURN: "It is not your turn.",
  SEAT_TAKEN: "Someone else took that seat.",
  TABLE_FULL: "All seats at this table are taken.",
  TABLE_NOT_WAITING: "This game has already started, so its seats cannot be taken any more.",
  TABLE_NOT_ACTIVE: "This game is not being played right now.",
  TABLE_NOT_FULL: "The game can start once every seat is taken.",
  TABLE_NOT_FOUND: "There is no such table, or this link does not open it.",
  RATE_LIMITED: "Too many tables or seats asked for from this address just now. Wait a moment and try again.",
  CREDENTIAL_NOT_ACCEPTED: "This device's pass for the table is no longer valid.",
  SEAT_CREDENTIAL_REQUIRED: "Only a seated player can do that.",
  HOST_CREDENTIAL_REQUIRED: "Only the host can do that.",
  VERSION_MISMATCH: "The table changed meanwhile; the page has been refreshed. Try again.",
  TOO_MANY_WATCHERS: "Too many people are watching this table right now.",
  SEAT_GIVEN_UP: "That seat was given up.",
  INVALID_FIELD: "Something you entered is not accepted.",
  MISSING_FIELD: "Something is missing.",
  GAME_OVER: "The game is over.",
  WRONG_STEP: "That does not belong to this step of the turn.",
  POSITION_OCCUPIED: "There is already a tile there.",
  NOT_ADJACENT: "A tile must touch the map.",
  TILE_DOES_NOT_FIT: "The tile does not fit there: its edges must match every neighbour.",
  NO_FOLLOWER_LEFT: "You have no follower left in your supply.",
  NO_SUCH_FEATURE: "The placed tile has no such spot.",
  FEATURE_OCCUPIED: "Someone already has a follower on that feature.",
  UNSUPPORTED_PLAYER_COUNT: "This game cannot be played with that many seats.",
  CREDENTIAL_IN_USE: "Something went wrong with this device's pass; please try again.",
  REQUEST_ID_REUSED: "That request was already made; reload the page.",
  TOO_MANY_REQUESTS: "Too many requests right now; wait a moment and try again.",
};

export function reasonOf(error) {
  const err = ConnectError.from(error);
  const info = err.findDetails(ErrorInfoSchema)[0];
  return { err, reason: info ? info.reason : "", metadata: info ? info.metadata : {} };
}

// An error as one sentence a person understands.
export function words(error) {
  const { err, reason } = reasonOf(error);
  if (reason && WORDS[reason]) return WORDS[reason];
  if (err.code === Code.Unavailable || err.code === Code.Unknown && !reason) {
    return "The game server cannot be reached. Check your connection; the page keeps trying.";
  }
  const message = err.rawMessage || "something went wrong";
  return message.charAt(0).toUpperCase() + message.slice(1) + (message.endsWith(".") ? "" : ".");
}
