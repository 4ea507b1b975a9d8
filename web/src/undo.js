// Taking back one's own last action (UndoAction): the seat's "take back" button.
// The service decides what may be taken back (the undo policy, docs/api.md: undo); the page
// only asks, and says why not in the reader's language.
import { auth, client, newRequestId, reasonOf, words } from "./api.js";
import { h } from "./dom.js";
import { t } from "./i18n.js";

/** The button for `page` (a TablePage of a seat, while the game runs): one tap takes back the
 * seat's last action where the policy allows it, else the page says why not. */
export function undoButton(page) {
  return h("button", { id: "undo", class: "undo", type: "button",
    onclick: () => takeBack(page) }, t("undo-button"));
}

/** The page's message line (what an action or Take back answered), read out when it changes. */
export function messageLine(text) {
  return h("p", { id: "message", class: "message", role: "alert" }, text);
}

export async function takeBack(page) {
  let reply;
  try {
    reply = await client.undoAction({ table: page.name, requestId: newRequestId(),
      expectedVersion: page.version, includeDecision: true }, auth(page.token));
  } catch (error) {
    // nothing changed: only the words change
    const { reason, metadata } = reasonOf(error);
    page.say(reason === "UNDO_NOT_ALLOWED"
      ? t("undo-refused", { why: metadata.why || "" }) : words(error));
    return;
  }
  if (reply.decision) page.decision = reply.decision;
  page.message = t("undo-done");
  await page.refresh();
}
