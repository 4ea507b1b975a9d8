// The page's only way to the server: GameService over the Connect protocol (binary), with the
// caller's credential as `authorization: Bearer`, and errors turned into words.
import { createClient, ConnectError, Code } from "@connectrpc/connect";
import { createConnectTransport } from "@connectrpc/connect-web";
import { GameService } from "@meeple/proto/meeple/v1/game_service_pb";
import { ErrorInfoSchema } from "@meeple/proto/google/rpc/error_details_pb";
import { has, t } from "./i18n.js";

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

// An error's words are the catalog's "error-" and its reason in kebab case
// (web/locales/<lang>/errors.ftl), for the service's reasons and the games' rules alike.
function reasonId(reason) {
  return `error-${reason.toLowerCase().replace(/_/g, "-")}`;
}

export function reasonOf(error) {
  const err = ConnectError.from(error);
  const info = err.findDetails(ErrorInfoSchema)[0];
  return { err, reason: info ? info.reason : "", metadata: info ? info.metadata : {} };
}

// An error as one sentence a person understands.
export function words(error) {
  const { err, reason } = reasonOf(error);
  if (reason && has(reasonId(reason))) return t(reasonId(reason));
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
