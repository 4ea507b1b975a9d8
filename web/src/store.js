// What this device keeps about the tables it sits at: the seat credential (never in a URL), and
// for the host the host credential and the links to share. Versions are strings (int64).
const KEY = "meeple.tables.v1";

function all() {
  try {
    return JSON.parse(localStorage.getItem(KEY) || "{}");
  } catch {
    return {};
  }
}

// Every table this device remembers, by id, in the order they were first remembered.
export function allRemembered() {
  return all();
}

export function remembered(tableId) {
  return all()[tableId] || null;
}

export function remember(tableId, patch) {
  const tables = all();
  tables[tableId] = { ...(tables[tableId] || {}), ...patch };
  localStorage.setItem(KEY, JSON.stringify(tables));
  return tables[tableId];
}

export function forget(tableId) {
  const tables = all();
  delete tables[tableId];
  localStorage.setItem(KEY, JSON.stringify(tables));
}
