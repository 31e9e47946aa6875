import sanitizeHtml from 'sanitize-html';

/**
 * The rich text the couple writes (story, FAQ, announcements), reduced to a safe subset before it is
 * stored: paragraphs, emphasis, lists and links; no script, no style, no event handlers, no
 * javascript: or data: links. Every link gets rel="noopener noreferrer".
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'a', 'ul', 'ol', 'li', 'blockquote', 'h3', 'h4'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        ...(attribs.target === '_blank' ? { target: '_blank' } : {}),
        rel: 'noopener noreferrer',
      },
    }),
  },
};

export const sanitizeRichText = (html: string): string => sanitizeHtml(html, options);
