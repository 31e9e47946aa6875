// The door sign's page, /find-table?d=<doorKey>: a guest types their name and sees their table and seat,
// nobody else's; no sign-in. Plain DOM, no framework: a guest at the door on a phone's signal sees the form
// at once (the heading is already in find-table.html). English or Spanish, switchable.
import type { Language } from '@contract/options';
import { findTable } from './find-table-api';
import { findTableWords, type FindTableWords } from './words';

const LANGUAGE_KEY = 'language';
const doorKey = new URLSearchParams(location.search).get('d') ?? '';

/** The reader's language: ?lang=, else the one they chose on this site before, else the browser's. */
function startingLanguage(): Language {
  const asked = new URLSearchParams(location.search).get('lang');
  if (asked === 'en' || asked === 'es') return asked;
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    if (stored === 'en' || stored === 'es') return stored;
  } catch {
    // Storage blocked: the browser's language decides.
  }
  return navigator.language.toLowerCase().startsWith('es') ? 'es' : 'en';
}

type Result = { kind: 'found'; first: string; place: string; seat: string } | { kind: 'message'; text: string };
type State = { language: Language; first: string; last: string; busy: boolean; result: Result | null };
const state: State = { language: startingLanguage(), first: '', last: '', busy: false, result: null };

/** An element with its attributes and children ('' attributes are left out). */
function el(tag: string, attrs: Record<string, string> = {}, ...children: (Node | string)[]) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) if (value !== '') node.setAttribute(name, value);
  node.append(...children);
  return node;
}

function languageButton(t: FindTableWords) {
  return el(
    'button',
    {
      type: 'button',
      class: 'ft-language',
      'aria-label': t.otherLanguageLabel,
      lang: state.language === 'en' ? 'es' : 'en',
    },
    t.otherLanguage,
  );
}

function field(label: string, key: 'first' | 'last', autocomplete: string) {
  const input = el('input', { class: 'ft-input', autocomplete, 'data-key': key }) as HTMLInputElement;
  input.value = state[key];
  return el('label', { class: 'ft-label' }, label, input);
}

async function submit(t: FindTableWords) {
  if (!state.first.trim() || !state.last.trim()) {
    state.result = { kind: 'message', text: t.missingName };
    return render();
  }
  state.busy = true;
  render();
  const answer = await findTable({ doorKey, first: state.first, last: state.last, lang: state.language });
  state.busy = false;
  if (answer.code === 0) state.result = { kind: 'message', text: t.offline };
  else if (!answer.error && answer.data?.found) {
    const { first, place, seat } = answer.data;
    state.result = { kind: 'found', first, place: place.split(',')[0] ?? place, seat };
  } else state.result = { kind: 'message', text: answer.message };
  render();
}

function form(t: FindTableWords) {
  return el(
    'form',
    {},
    el('p', {}, t.intro),
    field(t.first, 'first', 'given-name'),
    field(t.last, 'last', 'family-name'),
    ...(state.result?.kind === 'message' ? [el('p', { role: 'alert', class: 'ft-alert' }, state.result.text)] : []),
    el(
      'button',
      { type: 'submit', class: 'ft-button', ...(state.busy ? { disabled: 'true' } : {}) },
      state.busy ? t.finding : t.find,
    ),
  );
}

function found(t: FindTableWords, result: Extract<Result, { kind: 'found' }>) {
  return el(
    'section',
    { 'aria-live': 'polite', class: 'ft-found' },
    el('p', { class: 'ft-welcome' }, t.welcome(result.first)),
    el('p', {}, t.yourTable),
    el('p', { 'data-testid': 'found-table', class: 'ft-table' }, result.place),
    el('p', { 'data-testid': 'found-seat', class: 'ft-seat' }, `${t.seat} ${result.seat}`),
    el('button', { type: 'button', class: 'ft-button', 'data-again': 'true' }, t.again),
  );
}

/** What the page's controls do (drawn by render(), or by find-table.html itself before the script came). */
function wire(main: Element, t: FindTableWords) {
  main.querySelector('.ft-language')?.addEventListener('click', () => {
    state.language = state.language === 'en' ? 'es' : 'en';
    try {
      localStorage.setItem(LANGUAGE_KEY, state.language);
    } catch {
      // Storage blocked: the choice lasts this visit.
    }
    render();
  });
  for (const input of main.querySelectorAll<HTMLInputElement>('input[data-key]')) {
    const key = input.dataset.key as 'first' | 'last';
    // A name typed into the page's own form before the script came counts.
    state[key] = input.value;
    input.addEventListener('input', () => (state[key] = input.value));
  }
  main.querySelector('form')?.addEventListener('submit', (event) => {
    event.preventDefault();
    void submit(t);
  });
  main.querySelector('[data-again]')?.addEventListener('click', () => {
    Object.assign(state, { first: '', last: '', result: null });
    render();
  });
}

/**
 * The form find-table.html carries is this page's first English form but for its button, which waits for
 * the script: it is kept (not drawn again, so the guest's first paint stays the page's largest) and its
 * button let go.
 */
function sameAsFirstPaint(shown: Element | null, next: Element): shown is Element {
  if (!shown) return false;
  const waiting = shown.cloneNode(true) as Element;
  waiting.querySelector('button[type="submit"]')?.removeAttribute('disabled');
  return waiting.isEqualNode(next);
}

let firstRender = true;

function render() {
  const t = findTableWords[state.language];
  document.documentElement.lang = state.language;
  const title = document.getElementById('page-title');
  if (title) title.textContent = t.title;
  const body = !doorKey
    ? el('p', { role: 'alert' }, t.noKey)
    : state.result?.kind === 'found'
      ? found(t, state.result)
      : form(t);
  const root = document.getElementById('root')!;
  const next = el('main', { class: 'ft-main' }, el('div', { class: 'ft-top' }, languageButton(t)), body);
  const shown = firstRender ? root.firstElementChild : null;
  firstRender = false;
  if (sameAsFirstPaint(shown, next)) {
    shown.querySelector('button[type="submit"]')?.removeAttribute('disabled');
    wire(shown, t);
  } else {
    root.replaceChildren(next);
    wire(next, t);
  }
}

render();
