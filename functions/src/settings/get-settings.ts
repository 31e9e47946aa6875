import type { SiteSettingsData } from '@contract/admin';
import type { Call } from '../api/calls';
import { readSettings, settingsDoc } from './site-settings';
import { ok } from '../platform/respond';
import { isoOrNull } from '../platform/timestamps';
import { textsFromTwilio } from '../platform/sms/texting';
import { dayWindowAnswer, readDayWindow } from '../day/day-store';

/** The settings as the console shows them, with who changed them last. */
export async function settingsData(): Promise<SiteSettingsData> {
  const [settings, snap, day] = await Promise.all([readSettings(), settingsDoc().get(), readDayWindow(Date.now())]);
  return {
    rsvpClosesAt: isoOrNull(settings.rsvpClosesAt),
    seatingPublished: settings.seatingPublished,
    finalCountAt: isoOrNull(snap.get('finalCountAt')),
    catererEmails: (snap.get('catererEmails') as string[] | undefined) ?? [],
    updatedByName: (snap.get('updatedByName') as string | undefined) ?? null,
    updatedAt: isoOrNull(snap.get('updatedAt')),
    texting: textsFromTwilio() ? 'messaging' : 'verify',
    doorKeyIssuedAt: isoOrNull(snap.get('doorKeyIssuedAt')),
    day: dayWindowAnswer(day),
  };
}

/** GET /admin/settings. */
export async function getSettings({ res }: Call<'GET /admin/settings'>) {
  ok(res, 'Settings.', await settingsData());
}
