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
const STORE_KEY = "meeple.language";
const bundles = new Map();

function bundleOf(lang) {
  let bundle = bundles.get(lang);
  if (!bundle) {
    bundle = new FluentBundle(lang);
    const errors = bundle.addResource(new FluentResource(catalog.languages[lang].ftl));
    for (const error of errors) console.error(`catalog ${lang}:`, error);
    bundles.set(lang, bundle);
  }
  return bundle;
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
  current = LANGUAGES.includes(lang) ? lang : FALLBACK;
  chain = current === FALLBACK ? [bundleOf(FALLBACK)] : [bundleOf(current), bundleOf(FALLBACK)];
  document.documentElement.lang = current;
  document.documentElement.dir = direction(current);
  if (persist) {
    try {
      localStorage.setItem(STORE_KEY, current);
    } catch {
      /* a private window without storage still shows the choice for this page */
    }
  }
  return current;
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
  if (saved && LANGUAGES.includes(saved)) return saved;
  const fallback = LANGUAGES.includes(serverDefault) ? serverDefault : FALLBACK;
  const wanted = navigator.languages?.length ? navigator.languages : [navigator.language];
  const [best] = negotiateLanguages(wanted.filter(Boolean), LANGUAGES,
    { strategy: "lookup", defaultLocale: fallback });
  return best || fallback;
}

/** The message `id` formatted with `args`; an unknown id is reported and shown as itself. */
export function t(id, args = undefined) {
  for (const bundle of chain) {
    const message = bundle.getMessage(id);
    if (message?.value) {
      const errors = [];
      const text = bundle.formatPattern(message.value, args, errors);
      for (const error of errors) console.error(`catalog ${bundle.locales[0]} ${id}:`, error);
      return text;
    }
  }
  console.error(`catalog: no message ${id}`);
  return id;
}

/** A number in the reader's language (Persian digits in fa). */
export function number(value, options = undefined) {
  return new Intl.NumberFormat(current, options).format(value);
}
