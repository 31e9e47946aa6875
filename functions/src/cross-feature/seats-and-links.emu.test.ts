// Tests that cross features: one fact read the same on every surface that shows it, and what a contact
// change does to a link wherever that link travels. A new surface showing a seat or carrying a link
// belongs here too.
import type { BatchQueuedData } from '@contract/messages';
import type { ConsoleGuest, Summary } from '@contract/admin';
import type { InvitationGuest } from '@contract/invitation';
import type { PhoneQueueCreated, PhoneQueueDetail } from '@contract/phone-queue';
import { seatLabel, seatNumber } from '@contract/seating';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { apiUrl, db, get, linkKeyIn, outbox, post, waitForBatch } from '@testing/testing';
import { useSignedInCast } from '@testing/admin-auth-matrix';
import { consoleCall, sessionsValidAfter, useFreshGuestList } from '@testing/console-testing';

const cast = useSignedInCast();
useFreshGuestList();

const asAdmin = () => ({ token: cast().admin.idToken, uid: '' });
const patchGuest = (id: string, body: object, caller = asAdmin()) =>
  consoleCall<ConsoleGuest>('PATCH', `/admin/guests/${id}`, body)(caller);
const signsInAs = async (key: string | null) => {
  const answer = await post<{ id: string }>('/link-auth', { k: key ?? '' });
  return answer.status === 200 ? answer.body.data!.id : answer.status;
};
/** A phone queue of the original text for these guests; its rows carry their personal links. */
async function phoneQueueFor(...guestIds: string[]) {
  const body = { audience: 'ids', guestIds, msgType: 'original', dryRun: false };
  const created = await post<PhoneQueueCreated>('/admin/phone-queue', body, asAdmin());
  expect(created.status).toBe(201);
  return created.body.data!.queueId;
}
const openQueue = async (queueId: string) => {
  const answer = await get<PhoneQueueDetail>(`/admin/phone-queue/${queueId}`, asAdmin());
  expect(answer.status).toBe(200);
  return answer.body.data!;
};
const rowOf = (queue: PhoneQueueDetail, guestId: string) => queue.items.find((item) => item.guestId === guestId)!;

async function exportedRow(id: string) {
  const response = await fetch(`${apiUrl}/admin/export`, {
    headers: { Authorization: `Bearer ${cast().admin.idToken}` },
  });
  const [header, ...rows] = Papa.parse<string[]>((await response.text()).replace(/^\uFEFF/, ''), {
    skipEmptyLines: true,
  }).data;
  const row = rows.find((cells) => cells[0] === id)!;
  return Object.fromEntries(header!.map((column, at) => [column, row[at]!]));
}

describe("a seat reads the same on every surface (Margaret: table 1, stored position '0')", () => {
  const READ = 'Table 1, seat 1';

  // The seat text goes through a bulk batch (Cloud Tasks), so this test waits for it to be handed over.
  it(
    'on the guest page, the seat text, the console list, the export, the call list and the caterer sheet',
    { timeout: 120_000 },
    async () => {
      await db.collection('settings').doc('site').set({ seatingPublished: true, rsvpClosesAt: null });
      const margaret = cast().guest;

      const page = await get<InvitationGuest[]>(`/get-invitation/${margaret.invtId}`, { token: margaret.idToken });
      const onPage = page.body.data!.find((guest) => guest.id === margaret.id)!;
      expect(seatLabel(onPage.table!, onPage.tpos!)).toBe(READ);

      const sent = await post<BatchQueuedData>(
        '/admin/messages',
        { audience: 'ids', guestIds: [margaret.id], msgType: 'seat', dryRun: false },
        asAdmin(),
      );
      expect(sent.status).toBe(202);
      await waitForBatch(sent.body.data!.batchId, cast().admin.idToken, 90_000);
      const seatText = (await outbox()).find((sms) => sms.guestId === margaret.id && sms.kind === 'seat')!;
      expect(seatText.body).toContain(READ);

      const list = await consoleCall<ConsoleGuest[]>('GET', '/admin/guests')(asAdmin());
      const inList = list.body.data!.find((guest) => guest.id === margaret.id)!;
      expect(seatLabel(inList.table, inList.tpos)).toBe(READ);

      const csv = await exportedRow(margaret.id);
      expect(csv).toMatchObject({ table: 'table 1', seat: '1', tpos: '0' });
      expect(seatLabel(csv.table!, csv.tpos!)).toBe(READ);

      const summary = consoleCall<Summary>('GET', '/admin/summary');
      const onCallList = (await summary(asAdmin())).body.data!.chase.find((person) => person.id === margaret.id)!;
      expect(seatLabel(onCallList.table!, onCallList.tpos!)).toBe(READ);

      // Margaret's RSVP taken by phone puts her on the caterer sheet, in the same seat.
      expect((await patchGuest(margaret.id, { rsvp: true, plate: 'plate1' })).status).toBe(200);
      const table = (await summary(asAdmin())).body.data!.tables.find((row) => row.table === 'table 1')!;
      const onSheet = table.guests.find((guest) => guest.id === margaret.id)!;
      expect(seatNumber(onSheet.tpos)).toBe('1');

      // The console's seat change says the seat it put her in the same way.
      const moved = await post(
        '/update-guest-table',
        {
          luid: cast().admin.id,
          gid: margaret.id,
          table: 'table 7',
          tpos: '0',
        },
        { token: cast().admin.idToken },
      );
      expect(moved.body.message).toBe('Margaret Harper is now at table 7, seat 1.');
    },
  );
});

describe("a contact change and the guest's personal link", () => {
  it("adding an email where there was none keeps Margaret's link and her session", async () => {
    const margaret = cast().guest;
    const queueId = await phoneQueueFor(margaret.id);
    const key = linkKeyIn(rowOf(await openQueue(queueId), margaret.id).body);
    expect(await signsInAs(key)).toBe(margaret.id);
    const revokedBefore = await sessionsValidAfter(margaret.id);

    expect((await patchGuest(margaret.id, { email: 'margaret@example.com' })).status).toBe(200);
    expect(await signsInAs(key)).toBe(margaret.id);
    expect(await sessionsValidAfter(margaret.id)).toBe(revokedBefore);
    const page = await get(`/get-invitation/${margaret.invtId}`, { token: margaret.idToken });
    expect(page.status).toBe(200);
  });

  it("changing an existing phone refuses the old link (Rosa's phone was the wrong number)", async () => {
    const queueId = await phoneQueueFor('rosa-alvarez');
    const key = linkKeyIn(rowOf(await openQueue(queueId), 'rosa-alvarez').body);
    expect(await signsInAs(key)).toBe('rosa-alvarez');

    expect((await patchGuest('rosa-alvarez', { phone: '(305) 555-0190' })).status).toBe(200);
    expect(await signsInAs(key)).toBe(401);
  });

  it('removing an existing email refuses the old link', async () => {
    const queueId = await phoneQueueFor('rosa-alvarez');
    expect((await patchGuest('rosa-alvarez', { email: 'rosa@example.com' })).status).toBe(200);
    const key = linkKeyIn(rowOf(await openQueue(queueId), 'rosa-alvarez').body);
    expect(await signsInAs(key)).toBe('rosa-alvarez');

    expect((await patchGuest('rosa-alvarez', { email: '' })).status).toBe(200);
    expect(await signsInAs(key)).toBe(401);
  });

  it('an admin adding, then changing, their own email stays signed in', async () => {
    const grace = cast().admin;
    const revokedBefore = await sessionsValidAfter(grace.id);
    expect((await patchGuest(grace.id, { email: 'grace@example.com' })).status).toBe(200);
    expect((await patchGuest(grace.id, { email: 'grace.harper@example.com' })).status).toBe(200);
    expect(await sessionsValidAfter(grace.id)).toBe(revokedBefore);
    expect((await consoleCall('GET', '/admin/guests')(asAdmin())).status).toBe(200);
  });

  it('a phone queue built before a contact change shows a working link when opened', async () => {
    const queueId = await phoneQueueFor('rosa-alvarez', 'ngozi-okafor');
    const before = await openQueue(queueId);
    const oldKey = linkKeyIn(rowOf(before, 'rosa-alvarez').body);
    const ngoziKey = linkKeyIn(rowOf(before, 'ngozi-okafor').body);

    expect((await patchGuest('rosa-alvarez', { phone: '(305) 555-0191' })).status).toBe(200);
    expect(await signsInAs(oldKey)).toBe(401);

    const opened = await openQueue(queueId);
    const row = rowOf(opened, 'rosa-alvarez');
    const newKey = linkKeyIn(row.body);
    expect(newKey).not.toBe(oldKey);
    expect(await signsInAs(newKey)).toBe('rosa-alvarez');
    expect(decodeURIComponent(row.smsHref)).toContain(newKey);
    expect(decodeURIComponent(row.whatsappHref)).toContain(newKey);
    // Ngozi's link still worked: her row keeps the link she may already have.
    expect(linkKeyIn(rowOf(opened, 'ngozi-okafor').body)).toBe(ngoziKey);
    expect(await signsInAs(ngoziKey)).toBe('ngozi-okafor');
  });
});
