// The find-table form as the page's own HTML (English), put into find-table.html by the build
// (web/vite.find-table.config.ts): the guest sees the form, the page's largest text, before the script has
// arrived; the script keeps it and wires it (main.ts, sameAsFirstPaint), or draws a Spanish reader's in its
// place. Its button waits for the script: a form sent before it would leave the page without the sign's key.
import { findTableWords } from './words';

const escape = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The markup main.ts's first render() makes in English for a door key, with no name typed yet. */
export function firstPaintHtml(): string {
  const t = findTableWords.en;
  const field = (label: string, autocomplete: string, key: string) =>
    `<label class="ft-label">${escape(label)}<input class="ft-input" autocomplete="${autocomplete}" data-key="${key}"></label>`;
  return (
    `<main class="ft-main">` +
    `<div class="ft-top"><button type="button" class="ft-language" aria-label="${escape(t.otherLanguageLabel)}" lang="es">${escape(t.otherLanguage)}</button></div>` +
    `<form><p>${escape(t.intro)}</p>` +
    field(t.first, 'given-name', 'first') +
    field(t.last, 'family-name', 'last') +
    `<button type="submit" class="ft-button" disabled="">${escape(t.find)}</button>` +
    `</form></main>`
  );
}
