// The web table: "/" is the lobby, "/t/{table}" a table (?invite= to join, ?spectate= to watch).
import { chooseLanguage, setLanguage, t } from "./i18n.js";
import { badLink } from "./invite.js";
import { showLobby } from "./lobby.js";
import { openTable } from "./table.js";

function route() {
  const root = document.getElementById("app");
  // table ids are lower case; a capitalised copy of a link opens the same table
  const match = location.pathname.match(/^\/t\/([A-Za-z0-9]+)\/?$/);
  if (match) {
    const tableId = match[1].toLowerCase();
    if (match[1] !== tableId) {
      history.replaceState(null, "", `/t/${tableId}${location.search}${location.hash}`);
    }
    openTable(root, tableId, new URLSearchParams(location.search));
  } else if (location.pathname.startsWith("/t/")) {
    badLink(root, t("table-link-broken"), t("error-table-not-found"));
  } else {
    showLobby(root);
  }
}

setLanguage(chooseLanguage());
route();
