import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { guestDoc, guestRef, patch, post, resetEmulators, seedGuests, signIn } from '@testing/testing';
import { inboundTextForm, postTwilioForm } from '@stand-ins/fake-twilio';

// One rule, one room: a decline recorded through any door (the guest's page, a text reply of 2, the
// couple's console) leaves the same document. Dorothy, Eleanor and Hana are each alone on their invitation.
const doors = {
  web: { id: 'dorothy-johnson', phone: '+13055550107' },
  sms: { id: 'eleanor-smith', phone: '+13055550112' },
  couple: { id: 'hana-kim', phone: '+13055550117' },
};
const answerOf = async (id: string) => {
  const { rsvp, plate, dietary, eventRsvps, answers, respondedAt, answeredVia } = await guestDoc(id);
  return { rsvp, plate, dietary, eventRsvps, answers, respondedAt, answeredVia };
};

/** The sms door's guest texts `Body` to the wedding's number, as Twilio posts it (a fresh MessageSid each time). */
const textFromSmsDoor = (Body: string) => postTwilioForm('inbound', inboundTextForm(Body, doors.sms.phone));

let tokens: { guest: string; admin: string };
beforeAll(async () => {
  await resetEmulators();
  await seedGuests();
  const [guest, admin] = await Promise.all([signIn(doors.web.phone), signIn('+13055550100')]);
  tokens = { guest: guest!.idToken, admin: admin!.idToken };
});

beforeEach(async () => {
  await seedGuests();
  // The same state for all three: coming, a meal, a dietary note, answered a week ago, on a document
  // written before `answeredVia` existed.
  const answeredBefore = Timestamp.fromMillis(Date.now() - 7 * 24 * 3600_000);
  for (const { id } of Object.values(doors)) {
    await guestRef(id).update({
      rsvp: true,
      plate: 'plate1',
      dietary: 'No nuts',
      respondedAt: answeredBefore,
      eventRsvps: {},
      answers: {},
    });
  }
});

describe('a decline through each door', () => {
  it('ends with the same stored answer: no meal, no dietary note, answered now, and the door it came through', async () => {
    const startedAt = Date.now() - 1000;
    // The guest's page sends what the RSVP dialog sends for a 'no'.
    const web = await post('/update-guests', [{ id: doors.web.id, rsvp: false, plate: '', dietary: '' }], {
      token: tokens.guest,
    });
    expect(web.status).toBe(200);
    const sms = await textFromSmsDoor('2');
    expect(sms.status).toBe(200);
    // The console's phone RSVP sends the note it shows along with the 'no'.
    const before = await guestDoc(doors.couple.id);
    const couple = await patch(
      `/admin/guests/${doors.couple.id}`,
      { rsvp: false, plate: '', dietary: 'No nuts', expectedUpdatedAt: before.updatedAt.toDate().toISOString() },
      { token: tokens.admin },
    );
    expect(couple.status).toBe(200);

    const stored = {
      web: await answerOf(doors.web.id),
      sms: await answerOf(doors.sms.id),
      couple: await answerOf(doors.couple.id),
    };
    const withoutDoor = ({ respondedAt: _at, answeredVia: _via, ...answer }: Record<string, unknown>) => answer;
    expect(withoutDoor(stored.sms), 'sms as web').toEqual(withoutDoor(stored.web));
    expect(withoutDoor(stored.couple), 'couple as web').toEqual(withoutDoor(stored.web));
    for (const [door, answer] of Object.entries(stored)) {
      expect(withoutDoor(answer), door).toEqual({ rsvp: false, plate: '', dietary: '', eventRsvps: {}, answers: {} });
      expect(answer.answeredVia, door).toBe(door);
      expect((answer.respondedAt as Timestamp).toMillis(), door).toBeGreaterThan(startedAt);
    }
  });

  it('and a yes through each door keeps the stored meal and note', async () => {
    for (const { id } of Object.values(doors)) await guestRef(id).update({ rsvp: false });
    expect(
      (await post('/update-guests', [{ id: doors.web.id, rsvp: true, plate: 'plate1' }], { token: tokens.guest }))
        .status,
    ).toBe(200);
    const sms = await textFromSmsDoor('1');
    expect(sms.status).toBe(200);
    expect((await patch(`/admin/guests/${doors.couple.id}`, { rsvp: true }, { token: tokens.admin })).status).toBe(200);
    for (const [door, { id }] of Object.entries(doors)) {
      expect(await answerOf(id), door).toMatchObject({
        rsvp: true,
        plate: 'plate1',
        dietary: 'No nuts',
        answeredVia: door,
      });
    }
  });
});
