// The page's message catalog: every word a player reads comes from here.
// The catalog files are web/locales/<lang>/*.ftl (Project Fluent); the build joins them into
// gen/catalog.json. t("message-id", { args }) formats a message in the reader's language,
// falling back to English for a message a language lacks; players' names passed as variables are
// bidi-isolated by Fluent, numbers are formatted by Intl for the language (Persian digits in fa).
import { FluentBundle, FluentResource } from "@fluent/bundle";
import { negotiateLanguages } from "@fluent/langneg";
import catalog from "./gen/catalog.json";

export const FALLBACK = "en";
/** The languages the page speaks, each with its own name and direction. */
export const LANGUAGES = Object.keys(catalog.languages);
/** A pseudo-language for layout tests: English made 40% longer (generated here from the English
 * catalog, never committed); only chosen explicitly (stored on the device), never negotiated. */
export const PSEUDO = "en-XA";
const STORE_KEY = "meeple.language";
const bundles = new Map();

function bundleOf(lang) {
  let bundle = bundles.get(lang);
  if (!bundle) {
    const source = lang === PSEUDO ? FALLBACK : lang;
    bundle = new FluentBundle(source === lang ? lang : FALLBACK);
    const resource = new FluentResource(catalog.languages[source].ftl);
    if (lang === PSEUDO) lengthen(resource);
    const errors = bundle.addResource(resource);
    for (const error of errors) console.error(`catalog ${lang}:`, error);
    bundles.set(lang, bundle);
  }
  return bundle;
}

// The pseudo-language's text: each run of text 40% longer (its vowels doubled as accented
// letters, then padded), variables and selectors kept.
const ACCENTED = { a: "àá", e: "èé", i: "ìí", o: "òó", u: "ùú", A: "ÀÁ", E: "ÈÉ", I: "ÌÍ",
  O: "ÒÓ", U: "ÙÚ" };
function longer(text) {
  if (!text.trim()) return text;
  const want = Math.ceil(text.length * 1.4);
  let out = "";
  let grown = text.length;
  for (const char of text) {
    if (ACCENTED[char] && grown < want) {
      out += ACCENTED[char];
      grown += 1;
    } else {
      out += char;
    }
  }
  return grown < want ? `${out} ${"ŵ".repeat(Math.max(want - grown - 1, 1))}` : out;
}
function lengthenPattern(pattern) {
  if (typeof pattern === "string") return longer(pattern);
  return pattern.map((part) => {
    if (typeof part === "string") return longer(part);
    if (part.type === "select") {
      for (const variant of part.variants) variant.value = lengthenPattern(variant.value);
    }
    return part;
  });
}
function lengthen(resource) {
  for (const message of resource.body) {
    if (message.value !== null) message.value = lengthenPattern(message.value);
    for (const name of Object.keys(message.attributes)) {
      message.attributes[name] = lengthenPattern(message.attributes[name]);
    }
  }
}

let current = FALLBACK;
let chain = [bundleOf(FALLBACK)];

/** The language the page speaks now. */
export function language() {
  return current;
}

/** "rtl" or "ltr" for a language (the catalog says which). */
export function direction(lang = current) {
  return catalog.languages[lang]?.dir || "ltr";
}

/** Speak `lang` from now on (a language the catalog has), and mark the document with it. */
export function setLanguage(lang, { persist = false } = {}) {
  current = LANGUAGES.includes(lang) || lang === PSEUDO ? lang : FALLBACK;
  chain = current === FALLBACK ? [bundleOf(FALLBACK)] : [bundleOf(current), bundleOf(FALLBACK)];
  document.documentElement.lang = current;
  document.documentElement.dir = direction(current);
  for (const listener of listeners) listener(current);
  if (persist) {
    try {
      localStorage.setItem(STORE_KEY, current);
    } catch {
      /* a private window without storage still shows the choice for this page */
    }
  }
  return current;
}

/** The fallback language the server names (`meeple serve --default-language`), from the page's
 * `<meta name="meeple-default-language">`; English when there is none. */
export function serverDefault() {
  const meta = document.querySelector('meta[name="meeple-default-language"]');
  const lang = meta?.getAttribute("content") || FALLBACK;
  return LANGUAGES.includes(lang) ? lang : FALLBACK;
}

/** The reader's language: the one chosen on this device, else the browser's negotiated against
 * the catalog, else `serverDefault` (meeple serve --default-language), else English. */
export function chooseLanguage(serverDefault = FALLBACK) {
  let saved = null;
  try {
    saved = localStorage.getItem(STORE_KEY);
  } catch {
    saved = null;
  }
  if (saved && (LANGUAGES.includes(saved) || saved === PSEUDO)) return saved;
  const fallback = LANGUAGES.includes(serverDefault) ? serverDefault : FALLBACK;
  const wanted = navigator.languages?.length ? navigator.languages : [navigator.language];
  const [best] = negotiateLanguages(wanted.filter(Boolean), LANGUAGES,
    { strategy: "lookup", defaultLocale: fallback });
  return best || fallback;
}

const listeners = new Set();
/** Call `listener(lang)` whenever the page's language changes; returns a function to stop. */
export function onLanguageChange(listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function format(id, args) {
  for (const bundle of chain) {
    const message = bundle.getMessage(id);
    if (message?.value) {
      const errors = [];
      const text = bundle.formatPattern(message.value, args, errors);
      for (const error of errors) console.error(`catalog ${bundle.locales[0]} ${id}:`, error);
      return text;
    }
  }
  return null;
}

/** The message `id` formatted with `args`; an unknown id is reported and shown as itself. */
export function t(id, args = undefined) {
  const text = format(id, args);
  if (text !== null) return text;
  console.error(`catalog: no message ${id}`);
  return id;
}

/** Whether the catalog (the reader's language or English) has the message `id`. */
export function has(id) {
  return chain.some((bundle) => bundle.hasMessage(id));
}

/** `text` isolated for bidirectional display (U+2068 ... U+2069), for a player's name or any
 * other typed text shown outside t() (inside t(), Fluent isolates variables itself). In the DOM
 * a <bdi> element does the same. */
export function isolate(text) {
  return `\u2068${text}\u2069`;
}

// --- the catalog's names for what the server lists (ListGames): games and table options ---
// A game `games/{game}` is `game-name-{game}`; a table option `{key}` of a game is
// `option-{game}-{key}` (its name), `option-{game}-{key}-description`, and each value
// `option-{game}-{key}-{value}`, or for a number without a message of its own
// `option-{game}-{key}-number` with $value (and $seat = $value + 1, for seat numbers). The
// service's own options (GameOption.service) use `service` in place of the game. Keys and values
// are written kebab-case (`search:1` -> `search-1`). The server's English stays the fallback.

/** A key or value as it appears in a message id: lower case, runs of other characters "-". */
export function slug(text) {
  return String(text).toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}

function gameKey(game) {
  return slug(String(game).replace(/^games\//, ""));
}

/** A game's name in the reader's language; `fallback` (ListGames' display_name) otherwise. */
export function gameName(game, fallback = game) {
  return format(`game-name-${gameKey(game)}`) ?? fallback;
}

function optionScope(game, option) {
  return option.service ? "service" : gameKey(game);
}

/** A table option's name. `option` is ListGames' GameOption (name, description, service). */
export function optionName(game, option) {
  return format(`option-${optionScope(game, option)}-${slug(option.name)}`) ?? option.name;
}

/** What a table option changes, in the reader's language (the server's description else). */
export function optionDescription(game, option) {
  const id = `option-${optionScope(game, option)}-${slug(option.name)}-description`;
  return format(id) ?? option.description;
}

/** One value of a table option, as the reader reads it (the value itself else). */
export function optionValue(game, option, value) {
  const base = `option-${optionScope(game, option)}-${slug(option.name)}`;
  const own = format(`${base}-${slug(value)}`);
  if (own !== null) return own;
  if (/^[0-9]+$/.test(value)) {
    const n = Number(value);
    const text = format(`${base}-number`, { value: n, seat: n + 1 });
    if (text !== null) return text;
  }
  return String(value);
}

/** A number in the reader's language (Persian digits in fa). */
export function number(value, options = undefined) {
  return new Intl.NumberFormat(current, options).format(value);
}
