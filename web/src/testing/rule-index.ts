/**
 * jsdom's style cascade, with the rules an element could match found by an index instead of by trying every
 * rule.
 *
 * For each element whose style it has not kept, jsdom runs every selector of every style sheet against it
 * (`forEachMatchingSheetRuleOfElement` in jsdom's `living/helpers/style-rules.js`). MUI's Emotion inserts
 * one sheet per rule, so a console screen has a thousand or more, and every role query, accessible name and
 * `toBeVisible` asks for the style of each element and its ancestors again after any change to the document:
 * that matching was about half the CPU of the web's unit tests.
 *
 * Browsers avoid it with a rule index: a rule is filed under the id, a class or the tag its selector's last
 * part requires (a rule whose selector this cannot read is filed under "any element"), and an element is
 * matched only against the rules filed under its own id, classes and tag, and the "any element" ones, in
 * their order in the sheets, with jsdom's own matching. The index is rebuilt when the sheets change. What
 * the cascade yields is jsdom's exactly (`rule-index.test.ts` compares every element of real screens with
 * jsdom's own answers).
 */
import { createRequire } from 'node:module';

type CssRule = {
  selectorText?: string;
  media?: ArrayLike<string>;
  cssRules?: ArrayLike<CssRule>;
  styleSheet?: { cssRules: ArrayLike<CssRule> } | null;
  style?: StyleLike;
  constructor: { name: string };
};
type StyleLike = ArrayLike<string> & {
  getPropertyValue(property: string): string;
  getPropertyPriority(property: string): string;
};
type Declaration = StyleLike & {
  setProperty(property: string, value: string, priority?: string): void;
  removeProperty(property: string): void;
};
type ElementImpl = {
  _ownerDocument: DocumentImpl;
  localName: string;
  style: StyleLike;
  getAttributeNS(namespace: null, name: string): string | null;
};
type DocumentImpl = {
  _styleCache: WeakMap<ElementImpl, Declaration> | null;
  _domSelector: { check(selector: string, element: ElementImpl): { match: boolean; pseudoElement: string | null } };
  styleSheets: { _list: { cssRules: ArrayLike<CssRule> }[] };
};
type StyleRules = {
  getDeclarationForElement(element: ElementImpl): Declaration;
  getResolvedValue(element: ElementImpl, property: string): string;
  propertiesWithResolvedValueImplemented: Record<string, unknown>;
};

/** A rule in cascade order, with the selector jsdom matches it by. */
type Entry = { order: number; rule: CssRule; selector: string };
type Index = {
  sheets: { sheet: { cssRules: ArrayLike<CssRule> }; length: number }[];
  any: Entry[];
  byKey: Map<string, Entry[]>;
};

const ident = /^-?(?:[_a-zA-Z\u0080-\uffff]|-)[-_a-zA-Z0-9\u0080-\uffff]*/;

/** Splits `text` at top-level occurrences of characters in `at` (outside (), [] and quotes). */
function splitTopLevel(text: string, at: (char: string) => boolean) {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (depth === 0 && at(char)) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/**
 * The key an element must have for `complex` (one selector of a list) to match it: `#id`, `.class` or the
 * tag of its last compound selector, lower-cased; undefined when any element might match, or when the
 * selector is one this does not read (escapes, namespaces, unbalanced text).
 */
function keyOf(complex: string): string | undefined {
  if (/[\\|]/.test(complex)) return undefined;
  const compounds = splitTopLevel(complex.trim(), (char) => /[\s>+~]/.test(char)).filter(Boolean);
  const last = compounds.at(-1);
  if (!last) return undefined;
  // The simple selectors outside brackets: `:not(.a)` or `[class~="b"]` say nothing an index can use.
  let outside = '';
  let depth = 0;
  for (const char of last) {
    if (char === '(' || char === '[') depth++;
    if (depth === 0) outside += char;
    if (char === ')' || char === ']') depth--;
  }
  if (depth !== 0) return undefined;
  let tag: string | undefined;
  const type = ident.exec(outside);
  if (type) tag = `tag:${type[0].toLowerCase()}`;
  let klass: string | undefined;
  for (let i = 0; i < outside.length; i++) {
    const sign = outside[i];
    if (sign !== '#' && sign !== '.') continue;
    const name = ident.exec(outside.slice(i + 1));
    if (!name) return undefined;
    if (sign === '#') return `id:${name[0].toLowerCase()}`;
    klass ??= `class:${name[0].toLowerCase()}`;
  }
  return klass ?? tag;
}

/** The keys under which `element` finds its rules (lower-cased, as `keyOf` files them). */
function keysOfElement(element: ElementImpl) {
  const keys = [`tag:${element.localName.toLowerCase()}`];
  const id = element.getAttributeNS(null, 'id');
  if (id) keys.push(`id:${id.toLowerCase()}`);
  const classes = element.getAttributeNS(null, 'class');
  if (classes) for (const name of classes.split(/[\t\n\f\r ]+/)) if (name) keys.push(`class:${name.toLowerCase()}`);
  return keys;
}

/** The index in place (for its test): `unindexed(run)` runs `run` with jsdom's own cascade instead. */
export type RuleIndex = { unindexed<T>(run: () => T): T };
// Kept on the window, not in this module: the web's test files share one jsdom (isolate: false) and each
// loads its own copy of this module.
const installedKey = Symbol.for('bcw.rule-index');
const holder = () => globalThis as unknown as Record<symbol, RuleIndex | undefined>;
export const ruleIndex = () => holder()[installedKey];

/**
 * Puts jsdom's cascade with a rule index in place, for every jsdom window of this process; `window`'s
 * getComputedStyle uses it too. Leaves jsdom as it is when jsdom is not the version this was written
 * against (its style module or its default style sheet not where they were).
 */
export function indexStyleRules(window: Window & typeof globalThis) {
  if (ruleIndex()) return; // already in place for this jsdom
  let styleRules: StyleRules;
  let cssom: { parse(css: string): { cssRules: ArrayLike<CssRule> } };
  let CSSStyleDeclaration: new () => Declaration;
  let defaultCss: string;
  try {
    const fromHere = createRequire(import.meta.url);
    const path = fromHere.resolve('jsdom/lib/jsdom/living/helpers/style-rules.js');
    const fromJsdom = createRequire(path);
    styleRules = fromJsdom(path) as StyleRules;
    cssom = fromJsdom('@acemir/cssom') as typeof cssom;
    CSSStyleDeclaration = (fromJsdom('cssstyle') as { CSSStyleDeclaration: typeof CSSStyleDeclaration })
      .CSSStyleDeclaration;
    const { readFileSync } = fromJsdom('node:fs') as typeof import('node:fs');
    defaultCss = readFileSync(fromJsdom.resolve('../../browser/default-stylesheet.css'), 'utf8');
  } catch {
    return;
  }
  const jsdomOwn = styleRules.getDeclarationForElement;
  const implKey = Object.getOwnPropertySymbols(window.document).find((symbol) => symbol.description === 'impl');
  if (typeof jsdomOwn !== 'function' || !implKey) return;

  // Parsed on first use: a file whose tests never ask for a style does not pay for it.
  let defaultSheet: { cssRules: ArrayLike<CssRule> } | undefined;
  const indexes = new WeakMap<DocumentImpl, Index>();

  /** jsdom's order of rules: the default sheet, then each sheet; @media rules only for "screen". */
  function buildIndex(document: DocumentImpl): Index {
    const index: Index = { sheets: [], any: [], byKey: new Map() };
    let order = 0;
    const file = (rule: CssRule) => {
      if (!rule.selectorText) return; // jsdom's matching never matches a rule without a selector
      const entry = { order: order++, rule, selector: rule.selectorText.split(';').pop()!.trim() };
      const keys = splitTopLevel(entry.selector, (char) => char === ',').map(keyOf);
      if (keys.some((key) => key === undefined)) return void index.any.push(entry);
      for (const key of new Set(keys as string[])) {
        const list = index.byKey.get(key);
        if (list) list.push(entry);
        else index.byKey.set(key, [entry]);
      }
    };
    const fileSheet = (sheet: { cssRules: ArrayLike<CssRule> }) => {
      for (const rule of Array.from(sheet.cssRules)) {
        if (rule.media) {
          if (rule.constructor.name === 'CSSImportRule') {
            if (rule.styleSheet && (rule.media.length === 0 || Array.from(rule.media).includes('screen')))
              Array.from(rule.styleSheet.cssRules).forEach(file);
          } else if (Array.from(rule.media).includes('screen')) Array.from(rule.cssRules ?? []).forEach(file);
        } else file(rule);
      }
    };
    fileSheet((defaultSheet ??= cssom.parse(defaultCss)));
    for (const sheet of document.styleSheets._list) {
      index.sheets.push({ sheet, length: sheet.cssRules.length });
      fileSheet(sheet);
    }
    return index;
  }

  /** The document's index, rebuilt when a sheet was added, removed, replaced or given rules. */
  function indexOf(document: DocumentImpl) {
    const index = indexes.get(document);
    const sheets = document.styleSheets._list;
    if (
      index &&
      index.sheets.length === sheets.length &&
      index.sheets.every(({ sheet, length }, i) => sheets[i] === sheet && sheet.cssRules.length === length)
    )
      return index;
    const built = buildIndex(document);
    indexes.set(document, built);
    return built;
  }

  /** jsdom's `matches`: its selector engine, and never a pseudo-element's rule. */
  function matches(entry: Entry, element: ElementImpl) {
    try {
      const { match, pseudoElement } = element._ownerDocument._domSelector.check(entry.selector, element);
      return !pseudoElement && match;
    } catch {
      return false;
    }
  }

  /** jsdom's getDeclarationForElement, with its rules found through the index. */
  function getDeclarationForElement(element: ElementImpl): Declaration {
    const document = element._ownerDocument;
    const styleCache = (document._styleCache ??= new WeakMap());
    const cached = styleCache.get(element);
    if (cached) return cached;
    // The index is read while jsdom's cache of this document is in place: any change since drops it.
    const index = indexOf(document);
    const declaration = new CSSStyleDeclaration();
    const handleProperty = (style: StyleLike, property: string) => {
      const value = style.getPropertyValue(property);
      if (value === 'unset') declaration.removeProperty(property);
      else declaration.setProperty(property, value, style.getPropertyPriority(property));
    };
    const candidates = [index.any, ...keysOfElement(element).map((key) => index.byKey.get(key) ?? [])];
    const seen = new Set<number>();
    const entries: Entry[] = [];
    for (const list of candidates)
      for (const entry of list)
        if (!seen.has(entry.order)) {
          seen.add(entry.order);
          entries.push(entry);
        }
    entries.sort((a, b) => a.order - b.order);
    for (const entry of entries) {
      if (!matches(entry, element)) continue;
      const style = entry.rule.style!;
      Array.from(style).forEach((property) => handleProperty(style, property));
    }
    Array.from(element.style).forEach((property) => handleProperty(element.style, property));
    styleCache.set(element, declaration);
    return declaration;
  }

  // jsdom's own resolved values (display, visibility, colours, inherited from ancestors) ask through here.
  styleRules.getDeclarationForElement = getDeclarationForElement;
  let indexed = true;

  // Window's getComputedStyle holds jsdom's original: the same steps, with the indexed cascade.
  const original = window.getComputedStyle.bind(window);
  const resolved = Object.keys(styleRules.propertiesWithResolvedValueImplemented);
  window.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
    const impl = (element as unknown as Record<symbol, ElementImpl | undefined>)?.[implKey];
    if (!indexed || !impl || pseudoElement || !('localName' in impl)) return original(element, pseudoElement);
    const declaration = new CSSStyleDeclaration();
    const cascaded = getDeclarationForElement(impl);
    Array.from(cascaded).forEach((property) =>
      declaration.setProperty(property, cascaded.getPropertyValue(property), cascaded.getPropertyPriority(property)),
    );
    for (const property of resolved) declaration.setProperty(property, styleRules.getResolvedValue(impl, property));
    return declaration as unknown as CSSStyleDeclaration;
  };

  const documentImpl = (window.document as unknown as Record<symbol, DocumentImpl>)[implKey]!;
  holder()[installedKey] = {
    unindexed(run) {
      // jsdom's kept declarations are dropped on the way in and out, so neither cascade answers from the other's.
      documentImpl._styleCache = null;
      styleRules.getDeclarationForElement = jsdomOwn;
      indexed = false;
      try {
        return run();
      } finally {
        indexed = true;
        styleRules.getDeclarationForElement = getDeclarationForElement;
        documentImpl._styleCache = null;
      }
    },
  };
}
