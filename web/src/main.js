// The web table: "/" is the lobby, "/t/{table}" a table (?invite= to join, ?spectate= to watch).
import { chooseLanguage, serverDefault, setLanguage, t } from "./i18n.js";
import { mountLanguageSwitch } from "./language_switch.js";
import { showLobby } from "./lobby.js";
import { openTable } from "./table.js";

function route() {
  const root = document.getElementById("app");
  const match = location.pathname.match(/^\/t\/([a-z0-9]+)$/);
  if (match) openTable(root, match[1], new URLSearchParams(location.search));
  else showLobby(root);
}

setLanguage(chooseLanguage(serverDefault()));
document.title = t("app-name");
mountLanguageSwitch(document.getElementById("language-bar"));
route();
