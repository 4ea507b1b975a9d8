// The language switcher: a labelled <select> of the catalog's languages, each named in its own
// words. Any page can mount it; the choice is remembered on this device (localStorage), and the
// page is drawn again in the new language (by `onChange`, else by reloading it).
import { LANGUAGES, language, setLanguage, t } from "./i18n.js";

/** Mount the switcher into `container`; returns its <select>. */
export function mountLanguageSwitch(container, { onChange = () => location.reload() } = {}) {
  const select = document.createElement("select");
  select.id = "language";
  select.className = "language-select";
  for (const lang of LANGUAGES) {
    const option = document.createElement("option");
    option.value = lang;
    option.lang = lang;
    option.textContent = t(`language-name-${lang}`);
    option.selected = lang === language();
    select.append(option);
  }
  const label = document.createElement("label");
  label.className = "language-switch";
  label.htmlFor = "language";
  label.textContent = t("language-switch");
  select.addEventListener("change", () => {
    setLanguage(select.value, { persist: true });
    onChange(select.value);
  });
  container.setAttribute("aria-label", t("language-switch"));
  container.replaceChildren(label, select);
  return select;
}
