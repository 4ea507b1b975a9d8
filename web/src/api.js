// The page's only way to the server: GameService over the Connect protocol (binary), with the
// caller's credential as `authorization: Bearer`, and errors turned into words.
import { createClient, ConnectError, Code } from "@connectrpc/connect";
import { createConnectTransport } from "@connectrpc/connect-web";
import { GameService } from "@meeple/proto/meeple/v1/game_service_pb";
import { ErrorInfoSchema } from "@meeple/proto/google/rpc/error_details_pb";
import { t } from "./i18n.js";

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

// The reasons the catalog (web/locales/<lang>/errors.ftl) has words for: "error-" and the
// reason in kebab case.
const WORDED = new Set(["NOT_YOUR_TURN", "SEAT_TAKEN", "TABLE_FULL", "TABLE_NOT_WAITING",
  "TABLE_NOT_ACTIVE", "TABLE_NOT_FULL", "TABLE_NOT_FOUND", "RATE_LIMITED",
  "CREDENTIAL_NOT_ACCEPTED", "SEAT_CREDENTIAL_REQUIRED", "HOST_CREDENTIAL_REQUIRED",
  "VERSION_MISMATCH", "TOO_MANY_WATCHERS", "SEAT_GIVEN_UP", "INVALID_FIELD", "MISSING_FIELD",
  "GAME_OVER", "WRONG_STEP", "POSITION_OCCUPIED", "NOT_ADJACENT", "TILE_DOES_NOT_FIT",
  "NO_FOLLOWER_LEFT", "NO_SUCH_FEATURE", "FEATURE_OCCUPIED", "UNSUPPORTED_PLAYER_COUNT",
  "CREDENTIAL_IN_USE", "REQUEST_ID_REUSED", "TOO_MANY_REQUESTS", "PLAYER_PRESENT",
  "SEAT_PLAYED_BY_BOT", "SEAT_NOT_ABSENT", "DISALLOWED_CHARACTER", "EMAIL_NOT_CONFIGURED",
  "TOO_MANY_PUSH_SUBSCRIPTIONS", "PUSH_ENDPOINT_NOT_ALLOWED"]);

export function reasonOf(error) {
  const err = ConnectError.from(error);
  const info = err.findDetails(ErrorInfoSchema)[0];
  return { err, reason: info ? info.reason : "", metadata: info ? info.metadata : {} };
}

// An error as one sentence a person understands.
export function words(error) {
  const { err, reason } = reasonOf(error);
  if (reason && WORDED.has(reason)) return t(`error-${reason.toLowerCase().replace(/_/g, "-")}`);
  if (unreachable(error)) return t("error-unreachable");
  const message = err.rawMessage || reason || String(err.code);
  return t("error-other", { message: message.charAt(0).toUpperCase() + message.slice(1)
    + (message.endsWith(".") ? "" : ".") });
}

// Whether the call failed because the server could not be reached (not a refusal).
export function unreachable(error) {
  const { err, reason } = reasonOf(error);
  return !reason && [Code.Unavailable, Code.Unknown, Code.DeadlineExceeded].includes(err.code);
}
