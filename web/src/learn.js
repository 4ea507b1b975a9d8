// "/learn": the games' courses (ListLessons, in the reader's language), lesson by lesson in the
// rulebooks' order, grouped by topic, with this device's progress; each lesson opens at
// "/learn/{lesson}" (lesson.js).
import { client, words } from "./api.js";
import { h, show } from "./dom.js";
import { gameName, language, t } from "./i18n.js";
import { finished } from "./lesson_progress.js";

export const LEARN_PATH = "/learn";

/** The page of a lesson, from its resource name "lessons/{id}". */
export function lessonPath(name) {
  return `${LEARN_PATH}/${name.split("/")[1]}`;
}

function header() {
  return h("header", { class: "bar" },
    h("a", { href: "/", class: "home" }, t("app-name")),
    h("span", { class: "title" }, t("learn-title")));
}

function lessonItem(lesson, done, next) {
  const mark = done[lesson.name];
  const state = mark ? (mark.shown ? "shown" : "done") : next ? "next" : "todo";
  return h("li", { class: `lesson-item ${state}`, "data-lesson": lesson.name },
    h("a", { href: lessonPath(lesson.name), class: "lesson-link" },
      h("span", { class: "lesson-order", "aria-hidden": "true" }, lesson.order),
      h("span", { class: "lesson-text" },
        h("span", { class: "lesson-title" }, lesson.title),
        h("small", { class: "lesson-teaches" }, lesson.teaches)),
      h("span", { class: "lesson-state" }, t(`learn-state-${state}`))));
}

function course(game, lessons, done) {
  const title = gameName(game, game);
  const count = lessons.filter((l) => done[l.name]).length;
  const next = lessons.find((l) => !done[l.name]);
  const parts = [h("h2", { id: `course-${game.split("/")[1]}` }, title),
    h("p", { class: "muted progress" }, t("learn-progress", { done: count, total: lessons.length }))];
  if (next) {
    parts.push(h("p", {}, h("a", { href: lessonPath(next.name), class: "button primary",
      id: `continue-${game.split("/")[1]}` },
    count ? t("learn-continue", { lesson: next.title }) : t("learn-start", { lesson: next.title }))));
  }
  let topic = null;
  let list = null;
  for (const lesson of lessons) {
    if (lesson.topic !== topic) {
      topic = lesson.topic;
      list = h("ol", { class: "lessons" });
      parts.push(h("h3", { class: "topic" }, lesson.topicTitle), list);
    }
    list.append(lessonItem(lesson, done, next === lesson));
  }
  return h("section", { class: "card course", "data-game": game,
    "aria-labelledby": `course-${game.split("/")[1]}` }, parts);
}

export async function showCourse(root) {
  document.title = t("learn-title");
  show(root, header(), h("p", { class: "muted" }, t("learn-loading")));
  let lessons = [];
  try {
    let pageToken = "";
    do {
      const page = await client.listLessons({ language: language(), pageToken });
      lessons = lessons.concat(page.lessons);
      pageToken = page.nextPageToken;
    } while (pageToken);
  } catch (error) {
    show(root, header(), h("section", { class: "card error-page" },
      h("h1", {}, t("learn-cannot-open")), h("p", { role: "alert" }, words(error))));
    return;
  }
  const done = finished();
  const games = [...new Set(lessons.map((l) => l.game))];
  show(root, header(), h("section", { class: "learn-intro" },
    h("h1", {}, t("learn-title")), h("p", {}, t("learn-intro"))),
  ...games.map((game) => course(game, lessons.filter((l) => l.game === game), done)));
}
