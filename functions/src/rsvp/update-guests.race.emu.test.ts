import { beforeAll, describe, expect, it } from 'vitest';
import { db, get, post, resetEmulators, seedGuests, signIn, type SeededGuest, type SignedIn } from '@testing/testing';

type Save = { id: string; rsvp: boolean; plate: string }[];

let alvarez: SeededGuest[];
/** How many of the 24 saves the functions emulator runs at once; the others wait their turn. */
const inFlight = Math.min(24, Number(process.env.FUNCTIONS_EMULATOR_PARALLEL) || 24);
let rosa: SignedIn;

beforeAll(async () => {
  await resetEmulators();
  alvarez = (await seedGuests()).filter((guest) => guest.invtId === 'inv-alvarez');
  rosa = await signIn('+13055550104');
  // The functions emulator starts a worker process per request in flight, up to the calls it runs at once
  // (FUNCTIONS_EMULATOR_PARALLEL, emulators/launcher/setup.mjs); start them all before the race, so the race
  // is about the saves, not about cold starts on a small machine. On a busy machine some of these cold
  // starts time out (504); the workers started are what matters.
  await Promise.allSettled(
    Array.from({ length: inFlight }, () => get(`/get-invitation/inv-alvarez`, { token: rosa.idToken })),
  );
}, 180_000);

/**
 * Save number i gives every person on the invitation the same answer, different from its neighbours'
 * (Mateo, a child, has the children's meal whenever he attends).
 */
function save(i: number): Save {
  const answer = [
    { rsvp: true, plate: 'plate1' },
    { rsvp: true, plate: 'plate2' },
    { rsvp: false, plate: '' },
  ][i % 3]!;
  return alvarez.map((guest) => ({
    id: guest.id,
    ...answer,
    plate: answer.rsvp && guest.ageGroup === 'child' ? 'plate3' : answer.plate,
  }));
}
/** Which of the three answers a row holds: the adults' rows tell them apart. */
const adultKinds = (rows: { rsvp: boolean; plate: string; ageGroup?: string }[]) =>
  new Set(rows.filter((row) => row.ageGroup !== 'child').map((row) => `${row.rsvp}/${row.plate}`));

describe('24 simultaneous RSVP saves for one invitation', () => {
  it('leave exactly one whole save, never a mix', async () => {
    expect(alvarez).toHaveLength(4);
    const saves = Array.from({ length: 24 }, (_, i) => save(i));
    const answers = await Promise.all(saves.map((body) => post<Save>('/update-guests', body, { token: rosa.idToken })));

    for (const answer of answers) {
      expect([200, 409]).toContain(answer.status);
      if (answer.status === 200) {
        expect(adultKinds(answer.body.data!).size).toBe(1);
      }
    }
    expect(answers.some((answer) => answer.status === 200)).toBe(true);

    const stored = await Promise.all(
      alvarez.map(async (guest) => (await db.collection('guests').doc(guest.id).get()).data()!),
    );
    expect(adultKinds(stored as Save)).toHaveProperty('size', 1);
    expect(stored.filter((g) => g.ageGroup === 'child').every((g) => g.plate === (g.rsvp ? 'plate3' : ''))).toBe(true);
  }, 120_000);
});
