import type { Language } from '@contract/options';
import { wordsFor } from '../../words';
import { escapeMarkup } from '../escape';

/** '123456' is read '1. 2. 3. 4. 5. 6.': one digit at a time, with a pause after each. */
const spacedDigits = (code: string) => `${code.split('').join('. ')}.`;

/** What the call says, as a person would read it (the outbox keeps this). */
export function callScript(language: Language, code: string): string {
  const { intro, again, bye } = wordsFor(language).call;
  const digits = spacedDigits(code);
  return `${intro} ${digits} ${again} ${digits} ${bye}`;
}

/** TwiML for Twilio's Calls API: the code said twice, slowly, in the guest's language. */
export function callTwiml(language: Language, code: string): string {
  const { voice, intro, again, bye } = wordsFor(language).call;
  const say = (text: string) => `<Say language="${voice}">${escapeMarkup(text)}</Say>`;
  const digits = spacedDigits(code);
  return (
    '<?xml version="1.0" encoding="UTF-8"?><Response>' +
    `${say(`${intro} ${digits}`)}<Pause length="1"/>` +
    `${say(`${again} ${digits}`)}${say(bye)}</Response>`
  );
}
