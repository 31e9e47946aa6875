import DOMPurify from 'dompurify';

// The couple's rich text (story, FAQ, announcements) is sanitized on the server before it is stored and
// again here before it is shown: the same safe subset, no script, no event handlers, no javascript: links,
// and every link opens with rel="noopener noreferrer". Loaded only with the sections that show rich text.
const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'a', 'ul', 'ol', 'li', 'blockquote', 'h3', 'h4'];
const ALLOWED_ATTR = ['href', 'target', 'rel'];
const SAFE_URL = /^(?:https?:|mailto:|tel:|#|\/(?!\/))/i;

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName !== 'A') return;
  const href = node.getAttribute('href');
  if (href !== null && !SAFE_URL.test(href.trim())) node.removeAttribute('href');
  if (node.getAttribute('target') !== '_blank') node.removeAttribute('target');
  node.setAttribute('rel', 'noopener noreferrer');
});

export const sanitizeHtml = (html: string): string =>
  DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
