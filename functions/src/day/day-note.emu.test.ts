import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvitationAnswer } from '@contract/invitation';
import type { ContentAnswer, ContentAnnouncement } from '@contract/site-content';
import {
  db,
  get,
  guestRef,
  put,
  resetEmulators,
  seedGuests,
  signIn,
  weddingDayNow,
  furtherEventOn,
  type SignedIn,
} from '@testing/testing';

// A day-of note saved in the console's Day tab reaches the guest's page with the page's own call: the
// invitation's content carries it (an announcement marked `day`), beside the open day window and the seats
// that the Today card shows.

const { date: openDate, inTheGap } = weddingDayNow();

let admin: SignedIn;
let guest: SignedIn;

beforeAll(async () => {
  await resetEmulators();
  await seedGuests();
  admin = await signIn('+13055550100');
  guest = await signIn('+13055550104');
  // The Wedding tab's re-timing of the first further event to today, and the seating published with a seat.
  await furtherEventOn(openDate);
  await db.collection('settings').doc('site').set({ seatingPublished: true }, { merge: true });
  await guestRef(guest.id).update({ table: 'table 4', tpos: '0', rsvp: true });
}, 240_000);
afterAll(resetEmulators);

describe('a day-of note', () => {
  it.skipIf(inTheGap)(
    "saved in the console, is in the guest page's data at once, with the day window and the seat",
    async () => {
      const loaded = await get<ContentAnswer>('/admin/content', { token: admin.idToken });
      expect(loaded.status).toBe(200);
      const note: ContentAnnouncement = {
        id: 'day-note',
        text: { en: '<p>The shuttle leaves at 5:30.</p>', es: '<p>El autobús sale a las 5:30.</p>' },
        at: new Date().toISOString(),
        pinned: false,
        day: true,
      };
      const saved = await put<ContentAnswer>(
        '/admin/content',
        { section: 'announcements', version: loaded.body.data!.version, value: [note] },
        { token: admin.idToken },
      );
      expect(saved.status, saved.body.message).toBe(200);

      const page = (await get(`/get-invitation/${guest.invtId}`, { token: guest.idToken })).body as InvitationAnswer;
      expect(page.content?.announcements).toEqual([note]);
      expect(page.settings?.day).toMatchObject({ date: openDate, open: true });
      expect(page.settings?.seatingPublished).toBe(true);
      const self = page.data?.find((person) => person.id === guest.id);
      expect(self).toMatchObject({ table: 'table 4', tpos: '0', seat: '1' });
    },
  );
});
