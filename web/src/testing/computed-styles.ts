const remembering = Symbol.for('bcw.remembered-styles');

/**
 * jsdom's getComputedStyle, answered once per element until the document changes.
 *
 * Testing Library's role queries, accessible names and `toBeVisible` ask for the computed style of each
 * element they look at and of its ancestors, again at every query and every retry of `waitFor`. jsdom
 * matches the element against every rule of every style sheet (MUI's Emotion inserts one sheet per rule)
 * and builds a new declaration of all its properties each time: half the CPU of the web's unit tests.
 * jsdom already keeps the rules that matched each element (its `_styleCache`, dropped whenever the
 * document changes: a node, an attribute, a text, a style sheet); this keeps the declaration built from
 * them for exactly as long, so an answer is never older than jsdom's own.
 */
export function rememberComputedStyles(window: Window & typeof globalThis) {
  // Once per window: the web's test files share one jsdom (isolate: false), and each runs the setup.
  if (remembering in window.getComputedStyle) return;
  const document = window.document;
  // jsdom's object behind the document (where its style cache lives), under a symbol of its own.
  const implKey = Object.getOwnPropertySymbols(document).find((symbol) => symbol.description === 'impl');
  const impl = implKey && (document as unknown as Record<symbol, { _styleCache?: unknown }>)[implKey];
  if (!impl || !('_styleCache' in impl)) return; // not the jsdom this was written for: leave it as it is
  const computed = window.getComputedStyle.bind(window);
  let answers = new WeakMap<Element, CSSStyleDeclaration>();
  let answeredUnder: unknown = null;
  window.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
    // Pseudo-elements, and elements of other documents (DOMParser's), whose changes are not seen here.
    if (pseudoElement || element?.ownerDocument !== document) return computed(element, pseudoElement);
    if (impl._styleCache == null || impl._styleCache !== answeredUnder) answers = new WeakMap();
    let style = answers.get(element);
    if (!style) {
      style = computed(element);
      answers.set(element, style);
      answeredUnder = impl._styleCache;
    }
    return style;
  };
  Object.defineProperty(window.getComputedStyle, remembering, { value: true });
}
