// Plain-text rules shared by the server's schemas and the web's forms (no zod here: guest pages import it).

/** Control characters (tabs and line breaks included), which short free text a person types may not hold. */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

export const hasControlCharacters = (text: string) => CONTROL_CHARACTERS.test(text);
