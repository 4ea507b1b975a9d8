// The lobby: each game with its picture and a line on it (from the game's own page module,
// web/src/games/<game>/lobby.js), "My tables on this device", a way to "Learn to play" (the
// lessons), and the form: choose a game, seats and options (defaults and reasons from
// ListGames), who plays the other seats (people with the invite link, or the service's bots),
// create a private table and sit at it as its host.
import { client, newCredential, newRequestId, withRetry, words } from "./api.js";
import { h, show } from "./dom.js";
import { remember } from "./store.js";
import { newEntropy } from "./fairness.js";
import { t, gameName, optionDescription, optionName, optionValue } from "./i18n.js";
import { TableVisibility } from "@meeple/proto/meeple/v1/game_service_pb";
import { clockPresets, myTables } from "./slow.js";
import { BOT_LEVELS } from "./names.js";
import { GAMES } from "./games.js";

// who may play a seat besides a person: the service's bots (CreateTableRequest.bot_seats)
// A person, the named bot levels (weakest first: docs/clients.md says which bot and budget each
// is), then the bots themselves.
const BOTS = [["", "lobby-player-person"], ...BOT_LEVELS.map((level) => [level,
  `lobby-player-${level}`]), ["random", "lobby-player-random"],
["greedy", "lobby-player-greedy"], ["search", "lobby-player-search"]];

export async function showLobby(root) {
  document.title = t("lobby-title");
  show(root, h("p", { class: "muted" }, t("lobby-loading")));
  let games;
  try {
    games = (await client.listGames({})).games;
  } catch (error) {
    show(root, h("section", { class: "card error-page" }, h("h1", {}, t("lobby-cannot-open")),
      h("p", { role: "alert" }, words(error))));
    return;
  }
  const form = h("form", { class: "card lobby", id: "lobby" });
  const gameSelect = h("select", { id: "game", name: "game" },
    games.map((g) => h("option", { value: g.name }, gameName(g.name, g.displayName))));
  const seatSelect = h("select", { id: "seats", name: "seats" });
  const optionsBox = h("div", { class: "options" });
  const othersBox = h("div", { class: "others", id: "other-seats" });
  const name = h("input", { id: "name", name: "name", required: true, maxlength: 40,
    autocomplete: "nickname", placeholder: t("lobby-name-example") });
  const autoStart = h("input", { type: "checkbox", id: "auto-start" });
  const status = h("p", { class: "status", role: "status" });
  const clockBox = h("div", { class: "clock-presets" });

  function gameOf() {
    return games.find((g) => g.name === gameSelect.value);
  }
  function fill() {
    const game = gameOf();
    show(seatSelect, ...Array.from({ length: game.maxPlayers - game.minPlayers + 1 }, (_, i) => {
      const n = game.minPlayers + i;
      return h("option", { value: n }, t("lobby-seat-count", { count: n }));
    }));
    show(optionsBox, ...game.options.map((option) => {
      const select = h("select", { id: `option-${option.name}`, "data-option": option.name },
        option.choices.map((c) => h("option", { value: c, selected: c === option.defaultValue },
          c === option.defaultValue
            ? t("lobby-option-default", { value: optionValue(game.name, option, c) })
            : optionValue(game.name, option, c))));
      return h("label", { class: "option" },
        h("span", { class: "option-name" }, optionName(game.name, option)),
        select, h("small", { class: "muted" }, optionDescription(game.name, option)));
    }));
  }
  // seat 1 is the host's; each other seat: a person (invite link) or a bot of the service
  function fillOthers() {
    const seats = Number(seatSelect.value);
    const kept = Array.from(othersBox.querySelectorAll("select"), (s) => s.value);
    show(othersBox, ...Array.from({ length: seats - 1 }, (_, i) => {
      const select = h("select", { id: `seat-${i + 1}`, "data-seat": i + 1 },
        BOTS.map(([value, label]) => h("option", { value, selected: value === (kept[i] || "") },
          t(label))));
      return h("label", { class: "option" }, h("span", { class: "option-name" },
        t("lobby-seat-number", { number: i + 2 })), select);
    }));
  }
  function fillClock() {
    show(clockBox, clockPresets(gameOf(), optionsBox));
  }
  gameSelect.addEventListener("change", () => { fill(); fillOthers(); fillClock(); });
  seatSelect.addEventListener("change", fillOthers);
  fill();
  fillOthers();
  fillClock();

  form.append(
    h("h1", {}, t("lobby-heading")),
    h("p", { class: "muted" }, t("lobby-intro")),
    h("label", {}, t("lobby-game"), gameSelect),
    h("label", {}, t("lobby-seats"), seatSelect),
    clockBox,
    h("fieldset", { class: "other-seats" }, h("legend", {}, t("lobby-other-seats")), othersBox),
    h("details", { class: "table-options" }, h("summary", {}, t("lobby-table-options")),
      optionsBox),
    h("label", {}, t("lobby-your-name"), name),
    h("label", { class: "check" }, autoStart, t("lobby-auto-start")),
    h("button", { type: "submit", id: "create", class: "primary" }, t("lobby-create")),
    status,
    h("p", { class: "muted" }, h("a", { href: "/replay", id: "open-record" }, t("record-open"))),
  );
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    status.textContent = t("lobby-creating");
    const options = {};
    for (const select of optionsBox.querySelectorAll("select")) {
      options[select.dataset.option] = select.value;
    }
    const botSeats = {};
    for (const select of othersBox.querySelectorAll("select")) {
      if (select.value) botSeats[Number(select.dataset.seat)] = { kind: select.value, level: 0 };
    }
    // every other seat a bot's: nobody to wait for, the table starts once the host sits down
    const botsOnly = Object.keys(botSeats).length === Number(seatSelect.value) - 1;
    try {
      const create = { game: gameSelect.value, seatCount: Number(seatSelect.value), options,
        visibility: TableVisibility.PRIVATE, autoStart: autoStart.checked || botsOnly,
        displayName: t("lobby-table-label", { name: name.value.trim() }).replace(/[\u2068\u2069]/g, ""),
        hostDisplayName: name.value.trim(), requestId: newRequestId(),
        hostCredential: newCredential(), botSeats };
      const created = await withRetry(() => client.createTable(create));
      const tableId = created.table.name.split("/")[1];
      remember(tableId, {
        host: created.hostCredential, invite: created.inviteToken,
        spectate: created.spectatorToken, inviteUrl: created.inviteUrl,
        spectatorUrl: created.spectatorUrl,
      });
      const join = { table: created.table.name, inviteToken: created.inviteToken,
        displayName: name.value.trim(), requestId: newRequestId(),
        seatCredential: newCredential(), entropy: newEntropy() };
      const joined = await withRetry(() => client.joinTable(join));
      remember(tableId, { seat: joined.seat, credential: joined.seatCredential,
        name: name.value.trim() });
      location.assign(`/t/${tableId}`);
    } catch (error) {
      status.textContent = words(error);
      status.setAttribute("role", "alert");
    }
  });
  const pick = (game) => {
    gameSelect.value = game;
    gameSelect.dispatchEvent(new Event("change"));
    form.scrollIntoView({ block: "start" });
  };
  show(root, gameCards(games, pick), myTables(), learnCard(), form);
}

// Each hosted game the page can draw: its picture and line from its own module, and a button
// that chooses it in the form below.
function gameCards(games, pick) {
  const cards = games.filter((g) => GAMES[g.name.split("/")[1]]?.lobby).map((g) => {
    const { lobby } = GAMES[g.name.split("/")[1]];
    const title = gameName(g.name, g.displayName);
    const choose = h("button", { type: "button", class: "choose-game",
      "data-game": g.name }, t("lobby-choose-game", { game: title }));
    choose.addEventListener("click", () => pick(g.name));
    return h("article", { class: "card game-card", "data-game": g.name },
      h("div", { class: "game-picture" }, lobby.picture()),
      h("h2", {}, title), h("p", {}, lobby.line), choose);
  });
  return cards.length ? h("section", { class: "game-cards", id: "games" }, cards) : null;
}

function learnCard() {
  return h("section", { class: "card learn-card", id: "learn" },
    h("h2", {}, t("learn-title")), h("p", { class: "muted" }, t("lobby-learn-intro")),
    h("a", { href: "/learn", class: "button", id: "learn-link" }, t("lobby-learn-open")));
}
