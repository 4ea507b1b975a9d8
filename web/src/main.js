// The web table: "/" is the lobby, "/t/{table}" a table (?invite= to join, ?spectate= to watch),
// "/t/{table}/replay" its replay, "/replay" the replay of a record file, "/learn" the courses of
// lessons and "/learn/{lesson}" a lesson.
import { chooseLanguage, serverDefault, setLanguage, t } from "./i18n.js";
import { badLink } from "./invite.js";
import { mountLanguageSwitch } from "./language_switch.js";
import { showLobby } from "./lobby.js";
import { openTable } from "./table.js";
import { openTableReplay } from "./replay.js";
import { showRecordPage } from "./record.js";
import { showCourse } from "./learn.js";
import { openLesson } from "./lesson.js";
import { takeDeviceCredential } from "./share.js";

function route() {
  const root = document.getElementById("app");
  // first of all: a seat credential never stays in the address bar or the history
  const device = takeDeviceCredential();
  // table ids are lower case; a capitalised copy of a link opens the same table
  const match = location.pathname.match(/^\/t\/([A-Za-z0-9]+)\/?$/);
  const replay = location.pathname.match(/^\/t\/([A-Za-z0-9]+)\/replay\/?$/);
  const lesson = location.pathname.match(/^\/learn\/([a-z0-9-]+)\/?$/);
  if (location.pathname.replace(/\/$/, "") === "/learn") {
    showCourse(root);
  } else if (lesson) {
    openLesson(root, lesson[1]);
  } else if (replay) {
    openTableReplay(root, replay[1].toLowerCase());
  } else if (location.pathname.replace(/\/$/, "") === "/replay") {
    showRecordPage(root);
  } else if (match) {
    const tableId = match[1].toLowerCase();
    if (match[1] !== tableId) {
      history.replaceState(null, "", `/t/${tableId}${location.search}${location.hash}`);
    }
    openTable(root, tableId, new URLSearchParams(location.search), device);
  } else if (location.pathname.startsWith("/t/")) {
    badLink(root, t("table-link-broken"), t("error-table-not-found"));
  } else {
    showLobby(root);
  }
}

setLanguage(chooseLanguage(serverDefault()));
document.title = t("app-name");
mountLanguageSwitch(document.getElementById("language-bar"));
route();
