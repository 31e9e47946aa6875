/**
 * THE escape for text put into HTML or XML (an email, a page, TwiML for a text or a call): `&`, `<`, `>` and
 * `"`, so the text can sit in an element or in a double-quoted attribute.
 */
export const escapeMarkup = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
