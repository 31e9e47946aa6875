import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db, guestDoc, post, resetEmulators, seedGuests, signIn, type SignedIn } from '@testing/testing';
import type { InvitationGuest } from '@contract/invitation';

// The Alvarez invitation: all four invited to the welcome dinner and the brunch, Mateo a child, Rosa with a
// plus-one. The Nguyens: the welcome dinner only, An an infant.
const ROSA = 'rosa-alvarez';
const MATEO = 'mateo-alvarez';
const fields = ['rsvp', 'plate', 'dietary', 'events', 'eventRsvps', 'ageGroup', 'plusOnes', 'answers', 'respondedAt'];
const snapshot = async (id: string) => {
  const doc = await guestDoc(id);
  return Object.fromEntries(fields.map((field) => [field, JSON.stringify(doc[field] ?? null)]));
};

describe('POST /update-guests: events, ages and questions', () => {
  let rosa: SignedIn;
  let linh: SignedIn;

  beforeAll(async () => {
    await resetEmulators();
    await seedGuests();
    rosa = await signIn('3055550104');
    linh = await signIn('3055550109');
  });

  beforeEach(async () => {
    await seedGuests();
    await db.collection('settings').doc('site').delete();
  });

  const save = (rows: unknown, who: SignedIn = rosa) =>
    post<InvitationGuest[]>('/update-guests', rows, { token: who.idToken });

  it('saves an answer per invited event and per question, beside the wedding answer', async () => {
    const answer = await save([
      { id: ROSA, rsvp: true, plate: 'plate2', eventRsvps: { brunch: false }, answers: { song: 'Suavemente' } },
      {
        id: MATEO,
        rsvp: true,
        plate: 'plate3',
        eventRsvps: { welcome: true, brunch: true },
        answers: { shuttle: false },
      },
    ]);
    expect(answer.status).toBe(200);
    const rows = answer.body.data!;
    expect(rows.find((row) => row.id === ROSA)).toMatchObject({
      eventRsvps: { welcome: true, brunch: false },
      answers: { shuttle: true, song: 'Suavemente' },
      events: ['welcome', 'brunch'],
      plusOnes: 1,
      ageGroup: 'adult',
      companionOf: null,
    });
    expect(await guestDoc(MATEO)).toMatchObject({
      rsvp: true,
      plate: 'plate3',
      eventRsvps: { welcome: true, brunch: true },
      answers: { shuttle: false },
    });
  });

  it('leaves the wedding answer alone for a row without rsvp, and rows not sent untouched', async () => {
    const mateoBefore = await snapshot(MATEO);
    const answer = await save([{ id: 'lucia-alvarez', eventRsvps: { brunch: true } }]);
    expect(answer.status).toBe(200);
    const lucia = await guestDoc('lucia-alvarez');
    expect(lucia).toMatchObject({ rsvp: true, plate: 'plate2', eventRsvps: { brunch: true } });
    expect(lucia.respondedAt ?? null).toBeNull();
    expect(await snapshot(MATEO)).toEqual(mateoBefore);
  });

  it('removes a text answer sent empty', async () => {
    expect((await save([{ id: ROSA, answers: { song: '' } }])).status).toBe(200);
    expect((await guestDoc(ROSA)).answers).toEqual({ shuttle: true });
  });

  it('offers an infant no meal and saves their RSVP without one', async () => {
    const answer = await save([{ id: 'an-nguyen', rsvp: true, plate: '' }], linh);
    expect(answer.status).toBe(200);
    expect(await guestDoc('an-nguyen')).toMatchObject({ rsvp: true, plate: '', ageGroup: 'infant' });
  });

  describe('refuses bad input with a 400 naming the field, and writes nothing', () => {
    const cases: [string, unknown, RegExp, SignedIn?][] = [
      [
        'an event the person is not invited to',
        [{ id: 'linh-nguyen', eventRsvps: { brunch: true } }],
        /not invited to the Farewell brunch \(event 'brunch'\)/,
      ],
      [
        'an event that does not exist',
        [{ id: ROSA, eventRsvps: { gala: true } }],
        /no event "gala": events are welcome, brunch/,
      ],
      ['an event answer that is not true or false', [{ id: ROSA, eventRsvps: { welcome: 'yes' } }], /true or false/],
      ['a question that does not exist', [{ id: ROSA, answers: { cake: 'yes' } }], /no question "cake"/],
      ['a yes/no answer as text', [{ id: ROSA, answers: { shuttle: 'yes' } }], /\(shuttle\) must be yes or no/],
      ['a song request as a number', [{ id: ROSA, answers: { song: 7 } }], /\(song\) must be text/],
      [
        'a song request over 200 characters',
        [{ id: ROSA, answers: { song: 'la'.repeat(101) } }],
        /\(song\) can be at most 200/,
      ],
      ['a line break in a text answer', [{ id: ROSA, answers: { song: 'a\nb' } }], /\(song\) cannot contain control/],
      [
        "a children's meal for an adult",
        [{ id: ROSA, rsvp: true, plate: 'plate3' }],
        /Rosa Alvarez must be one for their age group/,
      ],
      [
        "an adult's meal for a child",
        [{ id: MATEO, rsvp: true, plate: 'plate1' }],
        /Mateo Alvarez must be one for their age group: Children's pasta/,
      ],
      [
        'a meal for an infant',
        [{ id: 'an-nguyen', rsvp: true, plate: 'plate3' }],
        /An Nguyen is an infant and needs no meal/,
        undefined,
      ],
      ['a meal without its rsvp', [{ id: ROSA, plate: 'plate1' }], /needs the RSVP \(rsvp\)/],
      ['a row with no answer at all', [{ id: ROSA }], /Please send an answer/],
      [
        'a change to their own invitations',
        [{ id: ROSA, events: ['welcome'], eventRsvps: { welcome: true } }],
        /Only the couple can change events/,
      ],
      [
        'a change to their own age group',
        [{ id: MATEO, rsvp: true, plate: 'plate1', ageGroup: 'adult' }],
        /Only the couple can change ageGroup/,
      ],
      [
        'a change to their own allowance',
        [{ id: ROSA, rsvp: true, plate: 'plate1', plusOnes: 5 }],
        /Only the couple can change plusOnes/,
      ],
      [
        'a change to who brings them',
        [{ id: MATEO, rsvp: true, plate: 'plate3', companionOf: ROSA }],
        /Only the couple can change companionOf/,
      ],
    ];
    it.each(cases)('%s', async (_case, rows, message, who) => {
      const signedIn = who ?? (JSON.stringify(rows).includes('nguyen') ? linh : rosa);
      const ids = (rows as { id: string }[]).map((row) => row.id);
      const before = await Promise.all([...ids, ROSA].map(snapshot));
      // A valid row beside the bad one: nothing of it is written either.
      const valid = ids.includes(ROSA) || signedIn === linh ? [] : [{ id: ROSA, rsvp: false, plate: '' }];
      const answer = await save([...valid, ...(rows as object[])], signedIn);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(message);
      expect(await Promise.all([...ids, ROSA].map(snapshot))).toEqual(before);
    });
  });

  describe('answers a guest whose language is Spanish in Spanish, and writes nothing', () => {
    beforeEach(async () => {
      for (const id of [ROSA, 'linh-nguyen']) await db.collection('guests').doc(id).update({ language: 'es' });
    });

    it.each([
      [
        "a children's meal for an adult",
        [{ id: ROSA, rsvp: true, plate: 'plate3' }],
        /^El plato \(plate\) de Rosa Alvarez debe ser uno para su edad: Rollatini de pollo \(plate1\)/,
      ],
      [
        'an event the person is not invited to',
        [{ id: 'linh-nguyen', eventRsvps: { brunch: true } }],
        /^Linh Nguyen no está invitado a Brunch de despedida \(evento 'brunch'\)/,
      ],
      [
        'the same person twice',
        [
          { id: ROSA, rsvp: false, plate: '' },
          { id: ROSA, rsvp: false, plate: '' },
        ],
        /^Cada persona puede aparecer/,
      ],
    ])('%s: 400', async (_case, rows, message) => {
      const who = JSON.stringify(rows).includes('nguyen') ? linh : rosa;
      const before = await snapshot(rows[0]!.id);
      const answer = await save(rows, who);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(message);
      expect(await snapshot(rows[0]!.id)).toEqual(before);
    });

    it('after the deadline: 423 with the date and the contact in Spanish', async () => {
      await db
        .collection('settings')
        .doc('site')
        .set({ rsvpClosesAt: Timestamp.fromMillis(Date.parse('2025-09-01T12:00:00Z')), seatingPublished: false });
      const answer = await save([{ id: ROSA, rsvp: false, plate: '' }]);
      expect(answer.status).toBe(423);
      expect(answer.body.message).toMatch(/^Las confirmaciones se cerraron el .*2025.* Para cambiar sus respuestas/);
    });

    it("a companion beyond the host's allowance: 409 in Spanish", async () => {
      const first = await post('/companions', { hostId: ROSA, first: 'Pablo' }, { token: rosa.idToken });
      expect(first.status).toBe(201);
      const second = await post('/companions', { hostId: ROSA, first: 'Otra' }, { token: rosa.idToken });
      expect(second.status).toBe(409);
      expect(second.body.message).toBe('Rosa Alvarez puede traer como máximo 1 persona (plusOnes: 1).');
    });
  });
});
