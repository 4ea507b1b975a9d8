// The web table: "/" is the lobby, "/t/{table}" a table (?invite= to join, ?spectate= to watch).
import { chooseLanguage, setLanguage } from "./i18n.js";
import { showLobby } from "./lobby.js";
import { openTable } from "./table.js";

function route() {
  const root = document.getElementById("app");
  const match = location.pathname.match(/^\/t\/([a-z0-9]+)$/);
  if (match) openTable(root, match[1], new URLSearchParams(location.search));
  else showLobby(root);
}

setLanguage(chooseLanguage());
route();
