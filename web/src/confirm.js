// A confirmation before a step that cannot be undone: a modal dialog with the question and
// two buttons; resolves true for "yes".
import { h } from "./dom.js";
import { t } from "./i18n.js";

export function confirmStep(question, yesLabel) {
  return new Promise((resolve) => {
    const yes = h("button", { type: "button", class: "primary", id: "confirm-yes" }, yesLabel);
    const no = h("button", { type: "button", id: "confirm-no" }, t("table-confirm-cancel"));
    const dialog = h("dialog", { class: "confirm", id: "confirm" },
      h("p", {}, question), h("div", { class: "confirm-buttons" }, no, yes));
    const done = (answer) => {
      dialog.close();
      dialog.remove();
      resolve(answer);
    };
    yes.addEventListener("click", () => done(true));
    no.addEventListener("click", () => done(false));
    dialog.addEventListener("cancel", () => done(false));
    document.body.append(dialog);
    dialog.showModal();
    no.focus();
  });
}
