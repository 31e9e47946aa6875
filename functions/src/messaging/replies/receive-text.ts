import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { Call } from '../../api/calls';
import { db } from '../../platform/firebase';
import { guests, toGuest } from '../../guests/guests';
import { writeHistory } from '../../guests/history';
import { recordReplyConsent } from '../../guests/sms-consent';
import { toE164 } from '../../platform/phone';
import { byTextReply } from '../actors';
import { answerTextReply } from './text-replies';
import { outboundCountryProblem } from '../../platform/sms/country-guard';
import { escapeMarkup } from '../../platform/escape';
import { textsFromTwilio } from '../../platform/sms/texting';

// Twilio's standard opt-out and opt-in keywords (REVOKE and OPTOUT joined the opt-out ones in 2025).
// Twilio itself answers them, so our TwiML answer stays empty.
const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'REVOKE', 'OPTOUT']);
const START_WORDS = new Set(['START', 'UNSTOP', 'YES']);
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

/** Sets smsOptOut on every guest with this phone number; returns how many changed. */
async function setOptOut(phone: string, optOut: boolean, word: string): Promise<number> {
  const matches = await guests().where('phone', '==', phone).get();
  let changed = 0;
  for (const doc of matches.docs) {
    const didChange = await db.runTransaction(async (tx) => {
      const guest = toGuest(await tx.get(doc.ref));
      if (!guest || guest.smsOptOut === optOut) return false;
      tx.update(doc.ref, { smsOptOut: optOut, updatedAt: FieldValue.serverTimestamp() });
      writeHistory(tx, guest.id, byTextReply(guest, `replied ${word} by text`), 'details', {
        smsOptOut: [guest.smsOptOut, optOut],
      });
      return true;
    });
    if (didChange) changed += 1;
  }
  return changed;
}

/** TwiML that texts `message` back to the sender; no message, no answer. */
function twiml(message: string): string {
  if (!message) return EMPTY_TWIML;
  return `<?xml version="1.0" encoding="UTF-8"?><Response><Message>${escapeMarkup(message)}</Message></Response>`;
}

/**
 * POST /twilio/inbound: a text from a guest. STOP and its synonyms opt them out; START opts them back in;
 * anything else is an answer (1 or 2), a call for help, or a message for the couple's inbox.
 */
export async function twilioInbound({ body, catalog, res }: Call<'POST /twilio/inbound'>) {
  const word = body.Body.trim().toUpperCase();
  const optOut = STOP_WORDS.has(word) ? true : START_WORDS.has(word) ? false : null;
  const phone = toE164(body.From);
  let changed = 0;
  if (optOut !== null && phone) {
    changed = await setOptOut(phone, optOut, word);
    logger.info(optOut ? 'guest opted out by text' : 'guest opted back in by text', { guests: changed });
  }
  // Any other text from a guest's phone is their consent to texts (section 23).
  if (optOut === null && phone) await recordReplyConsent(phone);
  // YES is Twilio's opt-in word and also an answer (section 28): unless it opted the guest back in, it goes on
  // as a reply (an RSVP after a text that invited one, else the inbox).
  const asReply = optOut === null || (word === 'YES' && changed === 0);
  const answer = asReply
    ? await answerTextReply({ from: body.From, phone, body: body.Body, messageSid: body.MessageSid }, catalog)
    : '';
  // No text leaves for a number outside SMS_COUNTRIES (or a premium-rate one), an answer by TwiML included.
  const abroad = answer ? outboundCountryProblem(phone ?? body.From) : null;
  if (abroad) logger.warn('no answer texted to a number outside SMS_COUNTRIES');
  // With TEXTING=verify the site texts nothing but sign-in codes (section 23): the reply is recorded, unanswered.
  const textsOff = answer !== '' && !textsFromTwilio();
  if (textsOff) logger.info('no answer texted: TEXTING=verify sends only sign-in codes');
  res
    .status(200)
    .type('text/xml')
    .send(twiml(abroad || textsOff ? '' : answer));
}
