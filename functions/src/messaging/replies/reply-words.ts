// Which texted words answer the RSVP or ask for help. Pure, so the rules are unit-tested
// apart from the webhook: 1 and 2 always answer; yes / si / sí (any case) count as 1 and no as 2 only when the
// guest's last text invited a reply ("reply 1 if all of you will come, 2 if none of you can"); HELP, INFO and
// AYUDA ask for the couple's contact.

/** The RSVP a text gives: '1' (everyone coming), '2' (nobody coming), or null (not an answer). */
type ReplyChoice = '1' | '2' | null;

const YES_WORDS = new Set(['yes', 'si', 'sí']);
const NO_WORDS = new Set(['no']);
/** Words that ask for help (Twilio's HELP and INFO, and the Spanish AYUDA), in any case. */
const HELP_WORDS = new Set(['HELP', 'INFO', 'AYUDA']);

/** Whether a text asks for help: the answer gives the couple's contact. */
export const isHelpWord = (body: string) => HELP_WORDS.has(body.trim().toUpperCase());

/** A reply as typed: trimmed, lower case, without the punctuation a phone adds or a person types ("Yes!", "Sí."). */
const normalise = (body: string) =>
  body
    .trim()
    .toLowerCase()
    .replace(/^[¡¿"'“”]+|[.!?"'“”]+$/g, '')
    .trim();

/** Whether a text could answer the RSVP if the last text invited a reply (it needs that text looked up). */
export const isReplyWord = (body: string) => {
  const word = normalise(body);
  return YES_WORDS.has(word) || NO_WORDS.has(word);
};

/** What a text answers: 1 and 2 always; a yes or no word only after a text that invited a reply. */
export function replyChoice(body: string, lastTextInvitedReply: boolean): ReplyChoice {
  const word = normalise(body);
  if (word === '1' || word === '2') return word;
  if (!lastTextInvitedReply) return null;
  if (YES_WORDS.has(word)) return '1';
  if (NO_WORDS.has(word)) return '2';
  return null;
}

/**
 * Whether a text the site sent invited a reply of 1 or 2: the original and reminder texts carry "reply 1 ... 2"
 * (English) or "responda 1 ... 2" (Spanish) while nobody on the invitation has answered (wedding.config.ts).
 */
export const textInvitedReply = (body: string) => /\b(reply|responda) 1\b/i.test(body);

/** On the wedding day: TABLE / MESA asks for the invitation's seats, WHERE / DONDE for the venue. */
type DayWord = { ask: 'table' | 'where'; language: 'en' | 'es' };
const DAY_WORDS: Record<string, DayWord> = {
  table: { ask: 'table', language: 'en' },
  mesa: { ask: 'table', language: 'es' },
  where: { ask: 'where', language: 'en' },
  donde: { ask: 'where', language: 'es' },
  dónde: { ask: 'where', language: 'es' },
};

/** The wedding-day question a text asks (any case, with or without the phone's punctuation), or null. */
export const dayWord = (body: string): DayWord | null => DAY_WORDS[normalise(body)] ?? null;
