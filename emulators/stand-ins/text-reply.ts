// A guest's text reply as Twilio delivers it to the running emulator: posted to /bcw/twilio/inbound and signed
// with the emulator's Twilio token (X-Twilio-Signature). `npm run reply` sends one from the terminal; the
// browser tests send one the same way.
import { randomBytes } from 'node:crypto';
import { postTwilioForm } from './fake-twilio';
import { toE164 } from '../../functions/src/platform/phone';

const USAGE = 'Usage: npm run reply -- <phone> <text>   e.g. npm run reply -- 3055550102 "Can we bring a cake?"';

/** The form Twilio posts for an incoming text, with a fresh MessageSid. */
export function inboundForm(from: string, body: string) {
  return {
    AccountSid: 'AC00000000000000000000000000000000',
    Body: body,
    From: from,
    MessageSid: `SM${randomBytes(16).toString('hex')}`,
    NumMedia: '0',
    To: '+13055550000',
  };
}

/** What the site texted back, from its TwiML answer ('' for none). */
export const answerIn = (twiml: string) =>
  (/<Message>([\s\S]*)<\/Message>/.exec(twiml)?.[1] ?? '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Sends the reply; returns the process exit code. */
export async function sendReply(args: string[], log = console.log): Promise<number> {
  const [phone, ...words] = args;
  const body = words.join(' ').trim();
  const from = phone ? toE164(phone) : null;
  if (!from || !body) {
    log(!phone || !body ? USAGE : `'${phone}' is not a phone number. ${USAGE}`);
    return 1;
  }
  let answer: Awaited<ReturnType<typeof postTwilioForm>>;
  try {
    answer = await postTwilioForm('inbound', inboundForm(from, body));
  } catch {
    log('The emulator is not running: start it with `npm start` in another terminal, then try again.');
    return 1;
  }
  if (answer.status !== 200) {
    log(`The site refused the reply (${answer.status}): ${answer.text}`);
    return 1;
  }
  const texted = answerIn(answer.text);
  log(`Sent "${body}" from ${from}. ${texted ? `The site texted back: ${texted}` : 'The site texted nothing back.'}`);
  log('Open the console (/guests, Inbox tab) to see it.');
  return 0;
}
