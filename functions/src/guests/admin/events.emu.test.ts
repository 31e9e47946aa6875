// The console's side of further events, age groups, plus-ones and questions: the guest editor, the
// summary, the export and import, and text audiences.
import type { ConsoleGuest, ImportResult, Summary } from '@contract/admin';
import type { DryRunData } from '@contract/messages';
import { Timestamp } from 'firebase-admin/firestore';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { apiUrl, callApi, guestRef } from '@testing/testing';
import { useSignedInCast } from '@testing/admin-auth-matrix';
import { guestCount, useFreshGuestList } from '@testing/console-testing';

const cast = useSignedInCast();
useFreshGuestList();
const asAdmin = <T>(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown) =>
  callApi<T>(method, path, { token: cast().admin.idToken, body });
const stored = async (id: string) => (await guestRef(id).get()).data()!;

describe('the guest editor: events, age group, plus-ones, answers', () => {
  it('lists the six fields on every guest, with their defaults for a document without them', async () => {
    const rows = (await asAdmin<ConsoleGuest[]>('GET', '/admin/guests')).body.data!;
    expect(rows.find((guest) => guest.id === 'rosa-alvarez')).toMatchObject({
      events: ['welcome', 'brunch'],
      eventRsvps: { welcome: true },
      ageGroup: 'adult',
      plusOnes: 1,
      companionOf: null,
      answers: { shuttle: true, song: 'Vivir mi vida' },
    });
    expect(rows.find((guest) => guest.id === 'margaret-harper')).toMatchObject({
      events: [],
      eventRsvps: {},
      ageGroup: 'adult',
      plusOnes: 0,
      companionOf: null,
      answers: {},
      problems: [],
    });
  });

  it("creates a guest with events, an age group, plus-ones and answers, and a companion on their host's invitation", async () => {
    const created = await asAdmin<ConsoleGuest>('POST', '/admin/guests', {
      first: 'Ana',
      last: 'Reyes',
      events: ['welcome'],
      eventRsvps: { welcome: true },
      ageGroup: 'child',
      plusOnes: 2,
      answers: { shuttle: true },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      events: ['welcome'],
      eventRsvps: { welcome: true },
      ageGroup: 'child',
      plusOnes: 2,
    });
    const companion = await asAdmin<ConsoleGuest>('POST', '/admin/guests', { first: 'Plus', companionOf: 'hana-kim' });
    expect(companion.status).toBe(201);
    expect(companion.body.data).toMatchObject({ companionOf: 'hana-kim', invtId: 'inv-kim' });
  });

  it('changes events, age group, allowance and answers (the answers sent replace the stored ones); an event taken away takes its answer', async () => {
    const answer = await asAdmin<ConsoleGuest>('PATCH', '/admin/guests/rosa-alvarez', {
      events: ['brunch'],
      plusOnes: 3,
      answers: { shuttle: false },
    });
    expect(answer.status).toBe(200);
    expect(await stored('rosa-alvarez')).toMatchObject({
      events: ['brunch'],
      eventRsvps: {},
      plusOnes: 3,
      answers: { shuttle: false },
    });
    const child = await asAdmin('PATCH', '/admin/guests/lucia-alvarez', { ageGroup: 'child', plate: 'plate3' });
    expect(child.status).toBe(200);
    const infant = await asAdmin('PATCH', '/admin/guests/lucia-alvarez', { ageGroup: 'infant' });
    expect(infant.status).toBe(200);
    expect(await stored('lucia-alvarez')).toMatchObject({ ageGroup: 'infant', plate: '' });
  });

  it.each([
    ['an event that does not exist', 'rosa-alvarez', { events: ['gala'] }, /events: welcome, brunch/],
    [
      'an answer for an event not invited to',
      'margaret-harper',
      { eventRsvps: { welcome: true } },
      /not invited to the Welcome dinner \(event 'welcome'\)/,
    ],
    ['an age group that does not exist', 'rosa-alvarez', { ageGroup: 'teen' }, /ageGroup/],
    ['more than 5 plus-ones', 'rosa-alvarez', { plusOnes: 6 }, /plusOnes must be a whole number from 0 to 5/],
    ['a fractional allowance', 'rosa-alvarez', { plusOnes: 1.5 }, /plusOnes/],
    ['an unknown question', 'rosa-alvarez', { answers: { cake: true } }, /no question "cake"/],
    ['a wrong kind of answer', 'rosa-alvarez', { answers: { shuttle: 'maybe' } }, /\(shuttle\) must be yes or no/],
    ["a child's meal for an adult", 'rosa-alvarez', { plate: 'plate3' }, /age group/],
    ['an age group whose meals do not include the chosen one', 'rosa-alvarez', { ageGroup: 'child' }, /age group/],
    ['companionOf on a change', 'rosa-alvarez', { companionOf: 'hana-kim' }, /companionOf|unrecognized|Unrecognized/i],
  ])('refuses %s with a 400 naming the field, and writes nothing', async (_case, id, body, message) => {
    const before = await stored(id);
    const answer = await asAdmin('PATCH', `/admin/guests/${id}`, body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(message);
    expect(await stored(id)).toEqual(before);
  });

  it('refuses a companion of a guest who does not exist, adding nobody', async () => {
    const count = await guestCount();
    const answer = await asAdmin('POST', '/admin/guests', { first: 'X', companionOf: 'nobody' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/companionOf/);
    expect(await guestCount()).toBe(count);
  });
});

describe('GET /admin/summary: events, ages, meals and answers', () => {
  it('counts each event (the wedding first), attending ages, every meal and each question', async () => {
    await guestRef('mateo-alvarez').update({
      rsvp: true,
      plate: 'plate3',
      respondedAt: Timestamp.now(),
      eventRsvps: { brunch: false },
    });
    await guestRef('an-nguyen').update({ rsvp: true, respondedAt: Timestamp.now() });
    await guestRef('lucia-alvarez').update({ answers: { shuttle: true, song: 'Danza Kuduro' } });
    const summary = (await asAdmin<Summary>('GET', '/admin/summary')).body.data!;
    expect(summary.events).toEqual([
      { id: 'wedding', name: 'Wedding', invited: 32, attending: 18, declined: 0, noAnswer: 14 },
      { id: 'welcome', name: 'Welcome dinner', invited: 7, attending: 2, declined: 0, noAnswer: 5 },
      { id: 'brunch', name: 'Farewell brunch', invited: 8, attending: 0, declined: 1, noAnswer: 7 },
    ]);
    expect(summary.ages).toEqual({ adult: 16, child: 1, infant: 1 });
    expect(summary.meals).toEqual({ plate1: 8, plate2: 8, plate3: 1, none: 1 });
    expect(summary.mealsByAge.child).toMatchObject({ plate3: 1 });
    expect(summary.infants.map((guest) => guest.id)).toEqual(['an-nguyen']);
    expect(summary.answers.shuttle).toEqual({ yes: 2, no: 1, none: 15 });
    expect(summary.answers.song).toEqual([
      { id: 'lucia-alvarez', first: 'Lucia', last: 'Alvarez', value: 'Danza Kuduro' },
      { id: 'rosa-alvarez', first: 'Rosa', last: 'Alvarez', value: 'Vivir mi vida' },
    ]);
  });
});

describe('export and import of events, ages, plus-ones and answers', () => {
  async function exportedRows() {
    const response = await fetch(`${apiUrl}/admin/export`, {
      headers: { Authorization: `Bearer ${cast().admin.idToken}` },
    });
    const text = (await response.text()).replace(/^\uFEFF/, '');
    const [header, ...rows] = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
    return rows.map((row) => Object.fromEntries(header!.map((column, at) => [column, row[at]])));
  }

  it('adds the columns after the original ones, one per event and per question', async () => {
    const rows = await exportedRows();
    const columns = Object.keys(rows[0]!);
    expect(columns.slice(columns.indexOf('last text status') + 1)).toEqual([
      'events',
      'age',
      'plus ones',
      'companion of',
      'event welcome',
      'event brunch',
      'question shuttle',
      'question song',
      // The email columns, then the mailing address's.
      'email',
      'email opted out',
      'address_line1',
      'address_line2',
      'city',
      'region',
      'postal_code',
      'country',
    ]);
    expect(rows.find((row) => row.id === 'rosa-alvarez')).toMatchObject({
      events: 'welcome brunch',
      age: 'adult',
      'plus ones': '1',
      'companion of': '',
      'event welcome': 'yes',
      'event brunch': '',
      'question shuttle': 'yes',
      'question song': 'Vivir mi vida',
    });
    expect(rows.find((row) => row.id === 'an-nguyen')).toMatchObject({ age: 'infant', events: 'welcome' });
  });

  it('reads the same columns back: an exported file imports with nothing changed', async () => {
    const response = await fetch(`${apiUrl}/admin/export`, {
      headers: { Authorization: `Bearer ${cast().admin.idToken}` },
    });
    const csv = (await response.text()).replace(/^\uFEFF/, '');
    const answer = await asAdmin<ImportResult>('POST', '/admin/import', { csv, dryRun: true });
    expect(answer.body.data).toMatchObject({ added: 0, updated: 0, errors: [] });
  });

  it('imports events, age, plus ones, companion of, event answers and question answers', async () => {
    const csv = [
      'id,events,age,plus ones,event welcome,question shuttle,question song',
      'margaret-harper,welcome brunch,adult,2,yes,no,Moon River',
      'chidi-okafor,,infant,,,,',
    ].join('\n');
    const answer = await asAdmin<ImportResult>('POST', '/admin/import', { csv, dryRun: false });
    expect(answer.status).toBe(200);
    expect(await stored('margaret-harper')).toMatchObject({
      events: ['welcome', 'brunch'],
      plusOnes: 2,
      eventRsvps: { welcome: true },
      answers: { shuttle: false, song: 'Moon River' },
    });
    expect(await stored('chidi-okafor')).toMatchObject({ ageGroup: 'infant' });
  });

  it.each([
    ['an unknown event', 'id,events\nmargaret-harper,gala', /events 'gala' do not exist/],
    ['an unknown age', 'id,age\nmargaret-harper,teen', /age 'teen' should be adult, child, infant/],
    ['too many plus ones', 'id,plus ones\nmargaret-harper,9', /plus ones '9'/],
    [
      'an event answer not yes or no',
      'id,events,event welcome\nmargaret-harper,welcome,maybe',
      /event welcome 'maybe'/,
    ],
    [
      'an answer for an event not invited to',
      'id,event welcome\nmargaret-harper,yes',
      /event welcome is answered but not in events/,
    ],
    ['a yes/no question answered otherwise', 'id,question shuttle\nmargaret-harper,perhaps', /question shuttle/],
    ['a companion of nobody', 'id,companion of\nmargaret-harper,nobody', /companion of 'nobody'/],
    ["a child's meal for an adult", 'id,rsvp,meal\nmargaret-harper,yes,plate3', /not for the age group adult/],
  ])('refuses %s: 400, the row named, nothing written', async (_case, csv, message) => {
    const before = await stored('margaret-harper');
    const answer = await asAdmin<ImportResult>('POST', '/admin/import', { csv, dryRun: false });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body.data?.errors)).toMatch(message);
    expect(await stored('margaret-harper')).toEqual(before);
  });
});

describe('text audiences by event and by answer', () => {
  const dryRun = (audience: string) =>
    // A custom text goes to each person chosen (no one carries it for their household).
    asAdmin<DryRunData>('POST', '/admin/messages', { audience, msgType: 'custom', cmsg: 'Hello', dryRun: true });
  const everyone = async (audience: string) => {
    const data = (await dryRun(audience)).body.data!;
    return [...data.recipients, ...data.skipped].map((guest) => guest.id).sort();
  };

  it('chooses those invited to an event, attending, declined or not answered', async () => {
    await guestRef('lucia-alvarez').update({ eventRsvps: { welcome: false } });
    expect(await everyone('event:welcome:invited')).toEqual([
      'an-nguyen',
      'bao-nguyen',
      'linh-nguyen',
      'lucia-alvarez',
      'mateo-alvarez',
      'miguel-alvarez',
      'rosa-alvarez',
    ]);
    expect(await everyone('event:welcome:attending')).toEqual(['miguel-alvarez', 'rosa-alvarez']);
    expect(await everyone('event:welcome:declined')).toEqual(['lucia-alvarez']);
    expect(await everyone('event:welcome:no-answer')).toEqual([
      'an-nguyen',
      'bao-nguyen',
      'linh-nguyen',
      'mateo-alvarez',
    ]);
  });

  it('chooses those who gave an answer', async () => {
    expect(await everyone('answer:shuttle:yes')).toEqual(['rosa-alvarez']);
    expect(await everyone('answer:shuttle:no')).toEqual(['miguel-alvarez']);
    expect(await everyone('answer:song:Vivir mi vida')).toEqual(['rosa-alvarez']);
  });

  it.each([
    ['event:gala:invited', /names no event/],
    ['event:welcome:maybe', /must end in invited, attending, declined, no-answer/],
    ['answer:cake:yes', /names no question/],
    ['answer:shuttle:maybe', /must end in yes or no/],
    ['answer:shuttle', /must end in yes or no/],
  ])("refuses the audience '%s' with a 400 naming it", async (audience, message) => {
    const answer = await dryRun(audience);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(message);
  });
});
