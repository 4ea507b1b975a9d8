// What this device keeps about the lessons (localStorage): which lessons it finished (and
// whether "show me" played a step), and the table of the lesson it has open, so that the page
// can leave that table (LeaveTable ends a lesson's table) when it opens another lesson.
const KEY = "meeple.lessons.v1";

function all() {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) || "{}");
    return { done: stored.done || {}, open: stored.open || null };
  } catch {
    return { done: {}, open: null };
  }
}

function save(data) {
  localStorage.setItem(KEY, JSON.stringify(data));
}

/** lesson name -> { shown: number of steps "show me" played } for every finished lesson. */
export function finished() {
  return all().done;
}

export function markFinished(name, shown) {
  const data = all();
  const before = data.done[name];
  // a lesson done once without help stays done without help
  data.done[name] = { shown: before ? Math.min(before.shown, shown) : shown };
  save(data);
}

/** The lesson table this device has open: { lesson, table, credential } or null. */
export function openTable() {
  return all().open;
}

export function setOpenTable(open) {
  const data = all();
  data.open = open;
  save(data);
}
