import { createElement, Fragment, type ReactNode } from 'react';

// The couple's rich text (story, FAQ, announcements) is sanitized on the server before it is stored. In
// the browser it is never handed to innerHTML: it is parsed into an inert document (DOMParser runs no
// script, fires no event and loads nothing) and rebuilt as React elements from the same safe subset as
// the server's: these tags, no attribute but a link's href (http, https, mailto, tel, # or a same-site
// path), target="_blank" and rel="noopener noreferrer". Anything else is dropped (a disallowed tag keeps
// its text, as on the server; script, style and the like go with their content). The site's
// Content-Security-Policy (firebase.json) would refuse any script that still got through.
const TAGS = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'a', 'ul', 'ol', 'li', 'blockquote', 'h3', 'h4']);
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'textarea', 'option', 'noscript', 'template', 'title']);
const SAFE_URL = /^(?:https?:|mailto:|tel:|#|\/(?!\/))/i;
const HTML_NS = 'http://www.w3.org/1999/xhtml';

function linkProps(link: Element) {
  const href = link.getAttribute('href')?.trim();
  return {
    ...(href && SAFE_URL.test(href) ? { href } : {}),
    ...(link.getAttribute('target') === '_blank' ? { target: '_blank' } : {}),
    rel: 'noopener noreferrer',
  };
}

function children(node: Node): ReactNode[] {
  return [...node.childNodes].map((child, index) => build(child, index));
}

function build(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.nodeValue;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  // svg and math (another namespace) go whole: their markup is not the page's HTML.
  if (element.namespaceURI !== HTML_NS) return null;
  const tag = element.localName;
  if (DROPPED_WITH_CONTENT.has(tag)) return null;
  const inner = children(element);
  if (!TAGS.has(tag)) return createElement(Fragment, { key }, ...inner);
  const props = tag === 'a' ? { key, ...linkProps(element) } : { key };
  return tag === 'br' ? createElement('br', props) : createElement(tag, props, ...inner);
}

/** The couple's HTML as React elements of the safe subset, for a component's children. */
export function richText(html: string): ReactNode[] {
  return children(new DOMParser().parseFromString(html, 'text/html').body);
}
