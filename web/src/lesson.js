// "/learn/{lesson}": one lesson on the real board. StartLesson opens a private table at the
// lesson's position with this device in the learner's seat (bots in the others); the page draws
// it with the game's own renderer and puts the rulebook's sentence, with its citation, beside the
// board. Each move the renderer offers is judged before anything is sent: one of the step's
// right moves (the engine judged them, StartLesson sent them) is played; any other is wrong,
// and the page says why: the engine's reason when it refuses the move (ValidateAction), else
// the lesson's explanation. "Show me" plays the step's shown move. The page knows no rule.
import { equals } from "@bufbuild/protobuf";
import { anyPack, anyUnpack } from "@bufbuild/protobuf/wkt";
import { auth, client, newCredential, newRequestId, unreachable, withRetry, words } from "./api.js";
import { describeEvent } from "./describe.js";
import { h, show } from "./dom.js";
import { GAMES } from "./games.js";
import { isolate, language, number, t } from "./i18n.js";
import { LEARN_PATH, lessonPath } from "./learn.js";
import { markFinished, openTable, setOpenTable } from "./lesson_progress.js";
import { seatPlayerName } from "./names.js";
import { Table_State } from "@meeple/proto/meeple/v1/game_service_pb";

/** Leave the lesson table this device had open (it ends: the bots do not play on alone). */
async function leaveOpenTable() {
  const open = openTable();
  if (!open) return;
  setOpenTable(null);
  try {
    await client.leaveTable({ table: open.table, requestId: newRequestId() }, auth(open.credential));
  } catch {
    // gone already, or the server cannot be reached: nothing to end
  }
}

function header(title) {
  return h("header", { class: "bar" },
    h("a", { href: "/", class: "home" }, t("app-name")),
    h("a", { href: LEARN_PATH, class: "home", id: "to-course" }, t("learn-title")),
    title ? h("span", { class: "title" }, title) : null);
}

export async function openLesson(root, id) {
  document.title = t("learn-title");
  show(root, header(""), h("p", { class: "muted" }, t("learn-opening")));
  await leaveOpenTable();
  const request = { lesson: `lessons/${id}`, language: language(), displayName: t("learn-learner"),
    requestId: newRequestId(), seatCredential: newCredential() };
  let started;
  try {
    started = await withRetry(() => client.startLesson(request));
  } catch (error) {
    show(root, header(""), h("section", { class: "card error-page" },
      h("h1", {}, t("learn-cannot-start")), h("p", { role: "alert" }, words(error)),
      h("p", {}, h("a", { href: LEARN_PATH }, t("learn-back")))));
    return;
  }
  setOpenTable({ lesson: started.lesson.name, table: started.table.name,
    credential: started.seatCredential });
  const page = new LessonPage(root, started);
  await page.start();
}

class LessonPage {
  constructor(root, started) {
    this.root = root;
    this.lesson = started.lesson;
    this.name = started.table.name;
    this.token = started.seatCredential;
    this.mySeat = started.seat;
    this.table = started.table;
    this.game = GAMES[this.table.game.split("/")[1]];
    this.events = [];
    this.ui = {};
    this.step = 0;
    this.shown = 0;          // steps "show me" played
    this.verdict = null;     // { kind: "right" | "wrong" | "info", text }
    this.lastMove = null;    // the TableEvent of the last right move
    this.complete = false;
    this.nextLesson = null;
    this.busy = false;
    this.message = "";
  }

  async start() {
    try {
      const [page, course] = await Promise.all([
        client.listEvents({ table: this.name, pageSize: 1000 }, auth(this.token)),
        client.listLessons({ game: this.lesson.game, language: language() })]);
      const next = course.lessons.find((l) => l.order === this.lesson.order + 1);
      this.nextLesson = next ? next.name : null;
      this.events = [...page.events];
      const [{ view }, legal] = await Promise.all([
        client.getView({ table: this.name }, auth(this.token)),
        client.listLegalActions({ table: this.name }, auth(this.token))]);
      this.show(view, legal.version === view.version ? legal.actions : []);
    } catch (error) {
      show(this.root, header(this.lesson.title), h("section", { class: "card error-page" },
        h("p", { role: "alert" }, words(error))));
    }
  }

  // the state the game renderers read: the table view, the game's view and the legal actions
  show(view, actions) {
    // once the lesson is over its table is left, hence ended: no one is playing there
    this.view = this.complete ? { ...view, state: Table_State.ABANDONED } : view;
    this.version = view.version;
    this.gameView = view.gameView ? anyUnpack(view.gameView, this.game.View) : null;
    this.actions = this.complete ? [] : actions.map((a) => anyUnpack(a, this.game.Action));
    this.ui = this.game.freshUi(this.ui);
    this.render();
  }

  currentStep() {
    return this.lesson.steps[this.step];
  }

  unpacked(any) {
    return anyUnpack(any, this.game.Action);
  }

  isRight(action) {
    return this.currentStep().rightActions.some((a) => equals(this.game.Action, this.unpacked(a),
      action));
  }

  // the renderers' "play this move": judged first, sent only when it is right
  async submit(action) {
    if (this.complete || this.busy) return;
    if (this.isRight(action)) {
      await this.play(action, false);
      return;
    }
    const step = this.currentStep();
    const refused = await this.whyNot(action);
    const mistake = step.mistakes.find((m) => !m.reason && equals(this.game.Action,
      this.unpacked(m.action), action));
    this.verdict = { kind: "wrong", text: refused || (mistake ? mistake.why : step.miss) };
    this.render();
    const el = document.getElementById("verdict");
    if (el) el.focus({ preventScroll: false });
  }

  async play(action, shown) {
    this.busy = true;
    const step = this.currentStep();
    try {
      const reply = await client.submitAction({ table: this.name,
        action: anyPack(this.game.Action, action), expectedVersion: this.version,
        requestId: newRequestId(), includeDecision: true }, auth(this.token));
      this.events.push(reply.event);
      this.lastMove = reply.event;
      if (shown) this.shown += 1;
      this.verdict = { kind: "right", text: shown ? t("learn-shown") : t("learn-right"),
        done: step.done };
      this.step += 1;
      if (this.step >= this.lesson.steps.length) await this.finish();
      const decision = reply.decision;
      this.busy = false;
      this.show(reply.view, decision && decision.version === reply.view.version
        ? decision.legalActions : []);
    } catch (error) {
      this.busy = false;
      this.verdict = { kind: "wrong", text: words(error) };
      this.render();
    }
  }

  async finish() {
    this.complete = true;
    markFinished(this.lesson.name, this.shown);
    // the lesson is over: its table ends (the bots would otherwise play on for nobody)
    await leaveOpenTable();
  }

  // Why the server would refuse a move (ValidateAction), in words; "" when it is allowed.
  async whyNot(action) {
    try {
      await client.validateAction({ table: this.name, action: anyPack(this.game.Action, action),
        expectedVersion: this.version }, auth(this.token));
      return "";
    } catch (error) {
      return unreachable(error) ? t("error-unreachable") : words(error);
    }
  }

  say(text) {
    this.message = text;
    const el = document.getElementById("message");
    if (el) el.textContent = text;
  }

  seatName(seat) {
    const name = this.plainName(seat);
    return seat === this.mySeat ? t("table-seat-name-you", { name }) : name;
  }

  plainName(seat) {
    const s = this.table.seats[seat];
    return s && s.displayName ? seatPlayerName(s) : t("table-seat-number", { number: seat + 1 });
  }

  rulePanel() {
    const rule = this.lesson.rule;
    const pages = new Intl.ListFormat(language(), { type: "conjunction" })
      .format(rule.pages.map((p) => number(p)));
    const cite = language() === "ja" && rule.section
      ? t("learn-cite-section", { section: rule.section })
      : t("learn-cite-pages", { pages, count: rule.pages.length });
    const ours = rule.rulebook ? null : h("small", { class: "muted" }, t("learn-cite-ours"));
    return h("figure", { class: "rule", id: "rule" },
      h("blockquote", {}, rule.text),
      h("figcaption", {}, h("cite", {}, cite), " ", ours));
  }

  moveLines() {
    if (!this.lastMove) return null;
    const lines = describeEvent(this, this.lastMove);
    return h("ul", { class: "move-lines", id: "move-lines" },
      lines.map((line) => h("li", { class: line.cls || "" }, line.icon || null, line.text)));
  }

  lessonPanel() {
    const steps = this.lesson.steps.length;
    const parts = [h("h1", { id: "lesson-title" }, this.lesson.title),
      this.rulePanel()];
    if (!this.complete) {
      if (steps > 1) {
        parts.push(h("p", { class: "step-count muted", id: "step-count" },
          t("learn-step", { step: this.step + 1, steps })));
      }
      parts.push(h("p", { class: "task", id: "task" }, this.currentStep().task));
    }
    const v = this.verdict;
    parts.push(h("div", { class: `verdict ${v ? v.kind : "none"}`, id: "verdict", tabindex: -1,
      role: "status" }, v ? h("p", { class: "verdict-text" }, v.text) : null,
    v && v.done ? h("p", { class: "done" }, v.done) : null,
    v && v.kind === "right" ? this.moveLines() : null));
    parts.push(h("p", { id: "message", class: "message", role: "alert" }, this.message));
    const buttons = [];
    if (!this.complete) {
      const showMe = h("button", { type: "button", id: "show-me", disabled: this.busy },
        t("learn-show-me"));
      showMe.addEventListener("click", () => this.play(this.unpacked(this.currentStep()
        .shownAction), true));
      buttons.push(showMe);
    } else {
      parts.push(h("p", { class: "lesson-complete", id: "complete" }, t("learn-complete")));
      buttons.push(h("a", { href: LEARN_PATH, class: "button", id: "back" }, t("learn-back")));
      if (this.nextLesson) {
        buttons.push(h("a", { href: lessonPath(this.nextLesson), class: "button primary",
          id: "next-lesson" }, t("learn-next")));
      }
    }
    parts.push(h("div", { class: "buttons lesson-buttons" }, buttons));
    return h("section", { class: "card lesson-panel", "aria-labelledby": "lesson-title" }, parts);
  }

  render() {
    document.title = t("learn-lesson-title", { lesson: isolate(this.lesson.title) });
    const board = this.gameView ? this.game.render(this) : null;
    show(this.root, header(this.game.title),
      h("div", { class: "lesson-layout" },
        this.lessonPanel(), h("div", { class: "lesson-board" }, board)));
    this.root.dataset.step = String(this.step);
    this.root.dataset.complete = String(this.complete);
    this.root.dataset.version = String(this.version);
    this.root.dataset.mine = String(this.actions.length > 0);
  }
}
