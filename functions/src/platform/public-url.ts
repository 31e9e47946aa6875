import { wedding } from '@config';
import { isEmulator } from './firebase';

/** The Hosting emulator's address, where `npm start` serves the site. */
const EMULATOR_SITE_URL = 'http://127.0.0.1:5000';

/** The site's public address: the couple's `siteUrl`, or the Hosting emulator under the emulator suite. */
export function publicSiteUrl(): string {
  return (isEmulator ? EMULATOR_SITE_URL : wedding.siteUrl).replace(/\/$/, '');
}

export type TwilioHook = 'status' | 'inbound';

/** The public URL of a Twilio webhook, exactly as Twilio calls it (its signature covers this URL). */
export function twilioHookUrl(hook: TwilioHook): string {
  return `${publicSiteUrl()}/bcw/twilio/${hook}`;
}
