// Events, meals and questions added in the console: guests answer them with no deploy, the
// server checks their answers by what the couple saved, and what guests answered is kept.
import type { Summary } from '@contract/admin';
import type { ContentAnswer, SiteContent } from '@contract/site-content';
import { contentFromConfig } from '@contract/site-content-defaults';
import { arrivalQuestion } from '@contract/site-content.fixtures';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiUrl, db, guestDoc, post, signIn, type SignedIn } from '@testing/testing';
import { useSignedInCast } from '@testing/admin-auth-matrix';
import { consoleCall, useFreshGuestList } from '@testing/console-testing';

const cast = useSignedInCast();
useFreshGuestList();
// Rosa Alvarez (adult, invited to the welcome dinner and the brunch) and Mateo, a child on her invitation.
const ROSA = 'rosa-alvarez';
const MATEO = 'mateo-alvarez';
let rosa: SignedIn;
beforeAll(async () => {
  rosa = await signIn('3055550104');
});
beforeEach(async () => {
  await Promise.all(['site', 'contentHistory'].map((name) => db.recursiveDelete(db.collection(name))));
});

const file = contentFromConfig();
const admin = () => ({ token: cast().admin.idToken, uid: '' });
const put = <S extends keyof SiteContent>(section: S, value: unknown, version: number) =>
  consoleCall<ContentAnswer>('PUT', '/admin/content', { section, value, version })(admin());
const answer = (rows: unknown) => post<unknown>('/update-guests', rows, { token: rosa.idToken });
async function invitationContent() {
  const response = await fetch(`${apiUrl}/get-invitation/${rosa.invtId}`, {
    headers: { Authorization: `Bearer ${rosa.idToken}` },
  });
  return ((await response.json()) as { content?: SiteContent }).content;
}

const arrival = arrivalQuestion;

describe('the order events are listed in', () => {
  const summaryOrder = async () => {
    const summary = await consoleCall<Summary>('GET', '/admin/summary')(admin());
    return summary.body.data!.events.map((event) => event.id);
  };
  const exportOrder = async () => {
    const exported = await fetch(`${apiUrl}/admin/export`, { headers: { Authorization: `Bearer ${admin().token}` } });
    const header = (await exported.text()).split('\n')[0] ?? '';
    return header.split(',').filter((column) => file.events.some((event) => column.includes(event.id)));
  };

  it('is by start time while the couple moved none, whatever order the Schedule was saved in', async () => {
    const [dinner, brunch] = file.events;
    expect(dinner!.startsAt < brunch!.startsAt).toBe(true);
    expect((await put('events', [brunch, dinner], 0)).status).toBe(200);
    expect(await summaryOrder()).toEqual(['wedding', dinner!.id, brunch!.id]);
    const columns = await exportOrder();
    expect(columns.findIndex((c) => c.includes(dinner!.id))).toBeLessThan(
      columns.findIndex((c) => c.includes(brunch!.id)),
    );
  });

  it("is the Schedule's saved order once the couple moved one (moved on each event)", async () => {
    const [dinner, brunch] = file.events;
    const moved = [brunch, dinner].map((event) => ({ ...event, moved: true }));
    const saved = await put('events', moved, 0);
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.data!.content.events.map((event) => event.moved)).toEqual([true, true]);
    expect(await summaryOrder()).toEqual(['wedding', brunch!.id, dinner!.id]);
    expect((await invitationContent())?.events.map((event) => event.id)).toEqual([brunch!.id, dinner!.id]);
  });

  it('refuses a moved that is not true or false, naming the field', async () => {
    const refused = await put('events', [{ ...file.events[0], moved: 'yes' }, file.events[1]], 0);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('events.0.moved must be true or false.');
  });
});

describe('a question added in the console', () => {
  it('reaches the guest with the invitation, takes an answer of its kind, and refuses one that is not', async () => {
    const questions = [...file.questions, arrival];
    expect((await put('questions', questions, 0)).status).toBe(200);
    expect((await invitationContent())?.questions.at(-1)).toEqual(arrival);

    const saved = await answer([{ id: ROSA, rsvp: true, plate: 'plate2', answers: { arrival: 'Train' } }]);
    expect(saved.status, saved.body.message).toBe(200);
    expect((await guestDoc(ROSA)).answers).toMatchObject({ arrival: 'Train' });

    const wrong = await answer([{ id: ROSA, rsvp: true, plate: 'plate2', answers: { arrival: 'Boat' } }]);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain('must be one of: Car, Train');
    expect((await guestDoc(ROSA)).answers).toMatchObject({ arrival: 'Train' });

    // The console's export has a column for it.
    const exported = await fetch(`${apiUrl}/admin/export`, { headers: { Authorization: `Bearer ${admin().token}` } });
    const [header = '', ...rows] = (await exported.text()).split('\n');
    expect(header.split(',')).toContain('question arrival');
    expect(rows.find((row) => row.startsWith(`${ROSA},`))).toContain('Train');
  });

  it('is read before each call: a question another server saved is answered here at once', async () => {
    // Written straight to Firestore, as a save on another instance of the function would leave it.
    const dessert = { ...arrival, id: 'dessert', kind: 'text', options: [] };
    await db
      .collection('site')
      .doc('content')
      .set({ ...file, questions: [...file.questions, dessert], version: 7 });
    const saved = await answer([{ id: ROSA, rsvp: true, plate: 'plate2', answers: { dessert: 'Flan' } }]);
    expect(saved.status, saved.body.message).toBe(200);
    expect((await guestDoc(ROSA)).answers).toMatchObject({ dessert: 'Flan' });
  });

  it('keeps what guests answered: its kind cannot change, an option chosen cannot go (409 with how many)', async () => {
    const questions = [...file.questions, arrival];
    expect((await put('questions', questions, 0)).status).toBe(200);
    expect((await answer([{ id: ROSA, rsvp: true, plate: 'plate2', answers: { arrival: 'Train' } }])).status).toBe(200);

    const retyped = await put('questions', [...file.questions, { ...arrival, kind: 'text', options: [] }], 1);
    expect(retyped.status).toBe(409);
    expect(retyped.body.message).toBe(
      'The question "How will you get there?" arrival cannot change its kind (from choice to text) because 1 guest answered it. Add a new question instead.',
    );

    const trimmed = await put(
      'questions',
      [...file.questions, { ...arrival, options: [arrival.options[0], { en: 'Bus', es: '' }] }],
      1,
    );
    expect(trimmed.status).toBe(409);
    expect(trimmed.body.message).toMatch(
      /"Train" of the question "How will you get there\?" arrival .* because 1 guest chose it/,
    );
    expect(trimmed.body.data).toEqual({ answered: { arrival: 1 } });

    // Its Spanish can change, and an option can be added.
    const more = [...file.questions, { ...arrival, options: [...arrival.options, { en: 'Bus', es: 'Autobús' }] }];
    expect((await put('questions', more, 1)).status).toBe(200);
  });

  it("keeps a number question's largest answer at or above what guests answered", async () => {
    const guests = { ...arrival, id: 'guests', kind: 'number', options: [], max: 20 };
    expect((await put('questions', [...file.questions, guests], 0)).status).toBe(200);
    expect((await answer([{ id: ROSA, rsvp: true, plate: 'plate2', answers: { guests: 10 } }])).status).toBe(200);
    const lower = await put('questions', [...file.questions, { ...guests, max: 5 }], 1);
    expect(lower.status).toBe(409);
    expect(lower.body.message).toContain(
      'cannot go down to 5 because 1 guest answered more than that. Choose a larger number',
    );
    expect((await put('questions', [...file.questions, { ...guests, max: 10 }], 1)).status).toBe(200);
  });

  it('refuses a question with 400 naming the field: a choice with one option, an event that does not exist', async () => {
    const lonely = await put('questions', [...file.questions, { ...arrival, options: [arrival.options[0]] }], 0);
    expect(lonely.status).toBe(400);
    expect(lonely.body.message).toMatch(/^questions\.2\.options must list at least two options/);
    const nowhere = await put('questions', [...file.questions, { ...arrival, event: 'picnic' }], 0);
    expect(nowhere.status).toBe(400);
    expect(nowhere.body.message).toBe('questions.2.event must be one of: wedding, welcome, brunch.');
    const kindless = await put('questions', [...file.questions, { ...arrival, kind: undefined }], 0);
    expect(kindless.status).toBe(400);
    expect(kindless.body.message).toMatch(/^questions\.2\.kind /);
  });
});

describe('a meal added in the console', () => {
  it("is one its ages may choose: a child's meal for Mateo, not for Rosa", async () => {
    const meals = [
      ...file.meals,
      {
        id: 'plate4',
        name: { en: 'Mac and cheese', es: 'Macarrones con queso' },
        sides: { en: 'Peas', es: 'Guisantes' },
        ages: ['child'],
        hidden: false,
      },
    ];
    expect((await put('meals', meals, 0)).status).toBe(200);
    expect((await invitationContent())?.meals.at(-1)?.ages).toEqual(['child']);

    const mateo = await answer([{ id: MATEO, rsvp: true, plate: 'plate4' }]);
    expect(mateo.status, mateo.body.message).toBe(200);
    expect((await guestDoc(MATEO)).plate).toBe('plate4');
    const adult = await answer([{ id: ROSA, rsvp: true, plate: 'plate4' }]);
    expect(adult.status).toBe(400);
    expect(adult.body.message).toMatch(/must be one for their age group: .*plate1.*plate2/);
    expect(adult.body.message).not.toContain('plate4');
  });

  it('who may choose a meal is the saved one: an adult meal opened to children takes a child’s answer', async () => {
    const before = await answer([{ id: MATEO, rsvp: true, plate: 'plate1' }]);
    expect(before.status).toBe(400);
    const meals = file.meals.map((meal) => (meal.id === 'plate1' ? { ...meal, ages: ['adult', 'child'] } : meal));
    expect((await put('meals', meals, 0)).status).toBe(200);
    expect((await answer([{ id: MATEO, rsvp: true, plate: 'plate1' }])).status).toBe(200);
  });

  it('stays open to an age group some of whom chose it (409 with how many), so their next save still goes through', async () => {
    const chosen = (await db.collection('guests').where('plate', '==', 'plate2').get()).size;
    expect(chosen).toBeGreaterThan(0);
    const childrenOnly = file.meals.map((meal) => (meal.id === 'plate2' ? { ...meal, ages: ['child'] } : meal));
    const refused = await put('meals', childrenOnly, 0);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(`plate2 stays open to adults: ${chosen} guests of that age chose it.`);
    expect(refused.body.data).toEqual({ answered: { plate2: chosen } });
    // Opening it to children too takes nothing from anyone.
    const both = file.meals.map((meal) => (meal.id === 'plate2' ? { ...meal, ages: ['adult', 'child'] } : meal));
    expect((await put('meals', both, 0)).status).toBe(200);
  });

  it('a stored document from before ages and kinds reads them from the file, keeping its own names', async () => {
    const oldMeals = file.meals.map(({ ages: _ages, ...meal }) => ({
      ...meal,
      name: { ...meal.name, en: `${meal.name.en}!` },
    }));
    const oldQuestions = file.questions.map(({ id, label, hidden }) => ({ id, label, hidden }));
    await db
      .collection('site')
      .doc('content')
      .set({ ...file, meals: oldMeals, questions: oldQuestions, version: 3 });
    const read = await consoleCall<ContentAnswer>('GET', '/admin/content')(admin());
    expect(read.body.data?.version).toBe(3);
    expect(read.body.data?.content.meals.map((meal) => [meal.name.en.endsWith('!'), meal.ages])).toEqual(
      file.meals.map((meal) => [true, meal.ages]),
    );
    expect(read.body.data?.content.questions).toEqual(file.questions);
    // A save that leaves the structure out keeps it too.
    const renamed = oldMeals.map((meal) => ({ ...meal, hidden: meal.id === 'plate1' }));
    const saved = await put('meals', renamed, 3);
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.data?.content.meals.find((meal) => meal.id === 'plate3')?.ages).toEqual(['child']);
  });
});

describe('an event added in the console', () => {
  const farewell = {
    id: 'farewell',
    name: { en: 'Farewell breakfast', es: 'Desayuno de despedida' },
    startsAt: '2025-11-10T09:00',
    endsAt: '2025-11-10T11:00',
    venueName: 'Hotel Palma',
    venueAddress: '1 Ocean Drive, Miami Beach, FL',
    hidden: false,
  };

  it('takes guests invited from the console and their answers, and stays while guests answered it or a question is asked at it', async () => {
    expect((await put('events', [...file.events, farewell], 0)).status).toBe(200);
    const invited = await consoleCall('PATCH', `/admin/guests/${ROSA}`, { events: ['welcome', 'brunch', 'farewell'] })(
      admin(),
    );
    expect(invited.status, invited.body.message).toBe(200);
    const saved = await answer([{ id: ROSA, rsvp: true, plate: 'plate2', eventRsvps: { farewell: true } }]);
    expect(saved.status, saved.body.message).toBe(200);
    expect((await guestDoc(ROSA)).eventRsvps).toMatchObject({ farewell: true });

    const removed = await put('events', file.events, 1);
    expect(removed.status).toBe(409);
    expect(removed.body.message).toContain('"Farewell breakfast" farewell (1 guest invited or answered)');

    const coffee = { ...arrival, id: 'coffee', kind: 'yesno', options: [], event: 'farewell' };
    expect((await put('questions', [...file.questions, coffee], 1)).status).toBe(200);
    // Once nobody is invited to the breakfast, the question asked at it still holds it.
    await db
      .collection('guests')
      .doc(ROSA)
      .update({ events: ['welcome', 'brunch'], eventRsvps: { welcome: true, brunch: true } });
    const asked = await put('events', file.events, 2);
    expect(asked.status).toBe(400);
    expect(asked.body.message).toBe(
      'The event "Farewell breakfast" farewell cannot be removed: "How will you get there?" is asked at it. Move or remove that question first (Questions).',
    );
  });

  it('stays while a guest is only invited to it, so their saves never carry an event that is gone', async () => {
    expect((await put('events', [...file.events, farewell], 0)).status).toBe(200);
    await db
      .collection('guests')
      .doc(ROSA)
      .update({ events: ['welcome', 'brunch', 'farewell'] });
    const removed = await put('events', file.events, 1);
    expect(removed.status).toBe(409);
    expect(removed.body.message).toContain('"Farewell breakfast" farewell (1 guest invited or answered)');
    // Hidden instead: Rosa's own save, which names the event she is invited to, still goes through.
    const hidden = [...file.events, { ...farewell, hidden: true }];
    expect((await put('events', hidden, 1)).status).toBe(200);
    const declined = await answer([
      { id: ROSA, rsvp: false, plate: '', eventRsvps: { welcome: false, brunch: false, farewell: false } },
    ]);
    expect(declined.status, declined.body.message).toBe(200);
  });

  it('an unknown event is still refused from the console (400 naming the events)', async () => {
    const wrong = await consoleCall('PATCH', `/admin/guests/${ROSA}`, { events: ['welcome', 'farewell'] })(admin());
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain('Please choose one of the events: welcome, brunch.');
  });
});
