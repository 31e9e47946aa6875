import { wedding } from '@config';
import type { Language } from '@contract/options';
import { escapeMarkup } from '../escape';

const VOICE_LANGUAGE: Record<Language, string> = { en: 'en-US', es: 'es-MX' };

const intro: Record<Language, string> = {
  en: `Hello. Your sign-in code for ${wedding.couple.title}'s wedding is:`,
  es: `Hola. Su código para entrar a la boda de ${wedding.couple.title} es:`,
};
const again: Record<Language, string> = { en: 'Once more, your code is:', es: 'Una vez más, su código es:' };
const bye: Record<Language, string> = { en: 'Goodbye.', es: 'Adiós.' };

/** '123456' is read '1. 2. 3. 4. 5. 6.': one digit at a time, with a pause after each. */
export const spacedDigits = (code: string) => `${code.split('').join('. ')}.`;

/** What the call says, as a person would read it (the outbox keeps this). */
export function callScript(language: Language, code: string): string {
  const digits = spacedDigits(code);
  return `${intro[language]} ${digits} ${again[language]} ${digits} ${bye[language]}`;
}

/** TwiML for Twilio's Calls API: the code said twice, slowly, in the guest's language. */
export function callTwiml(language: Language, code: string): string {
  const say = (text: string) => `<Say language="${VOICE_LANGUAGE[language]}">${escapeMarkup(text)}</Say>`;
  const digits = spacedDigits(code);
  return (
    '<?xml version="1.0" encoding="UTF-8"?><Response>' +
    `${say(`${intro[language]} ${digits}`)}<Pause length="1"/>` +
    `${say(`${again[language]} ${digits}`)}${say(bye[language])}</Response>`
  );
}
