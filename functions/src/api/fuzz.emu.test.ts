import { sendMessageBody, updateGuestTableBody } from '@contract/guest-admin';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, db, findGuest, resetEmulators, seedGuests, signIn, type SignedIn } from '@testing/testing';

// Property-based fuzzing of every endpoint: whatever the body or path, the answer is JSON, never a 5xx,
// and nothing is written.

let guest: SignedIn;
let admin: SignedIn;
let snapshotBefore: string;

async function databaseState() {
  const collections = ['guests', 'otpChallenges', 'smsOutbox', 'messageBatches', 'settings'];
  const parts = await Promise.all(
    collections.map(async (name) => {
      const snap = await db.collection(name).orderBy('__name__').get();
      return snap.docs.map((doc) => [doc.id, doc.data()]);
    }),
  );
  return JSON.stringify(parts);
}

beforeAll(async () => {
  await resetEmulators();
  const guests = await seedGuests();
  guest = await signIn('+13055550102');
  admin = await signIn('+13055550100');
  expect(guest.id).toBe(findGuest(guests, 'Margaret').id);
  snapshotBefore = await databaseState();
}, 60_000);

/** Ids Firestore cannot take as a document id. */
const unsafeId = fc.oneof(
  fc.constantFrom('.', '..', '__name__', '__x__'),
  fc.tuple(fc.string(), fc.string()).map(([a, b]) => `${a}/${b}`),
);

const jsonBody = fc.oneof(
  fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 })),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.record(
    {
      phone_number: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
      gid: fc.oneof(fc.string(), fc.integer(), unsafeId),
      otp: fc.oneof(fc.string(), fc.stringMatching(/^\d{5,7}$/)),
      luid: fc.oneof(fc.string(), fc.constant(null), unsafeId),
      table: fc.oneof(fc.string(), fc.constantFrom('table 13', 'Sweet heart', '')),
      tpos: fc.oneof(fc.string(), fc.integer(), fc.constant('11')),
      msgType: fc.oneof(fc.string(), fc.constant('custom')),
      cmsg: fc.oneof(fc.string(), fc.integer()),
      // Never 'en' or 'es': those are valid languages, which a guest may set.
      language: fc.oneof(
        fc.string().filter((text) => text !== 'en' && text !== 'es'),
        fc.constantFrom('fr', 'ES', ' es'),
        fc.integer(),
      ),
    },
    { requiredKeys: [] },
  ),
  fc.array(
    fc.record(
      {
        id: fc.oneof(fc.string(), unsafeId),
        rsvp: fc.jsonValue(),
        plate: fc.string(),
        dietary: fc.oneof(fc.string(), fc.integer()),
      },
      { requiredKeys: [] },
    ),
    {
      maxLength: 4,
    },
  ),
);

type Caller = () => string | undefined;
const anonymous: Caller = () => undefined;
const asGuest: Caller = () => guest.idToken;
const asAdmin: Caller = () => admin.idToken;

async function expectJsonAnswer(response: Response) {
  expect(response.status).toBeLessThan(500);
  const body = await response.json();
  expect(body).toMatchObject({ error: expect.any(Boolean), message: expect.any(String) });
}

const postPaths = [
  '/verify-phone',
  '/guest-auth',
  '/update-guests',
  '/update-guest-table',
  '/send-message-to-guest',
  '/admin/messages',
  '/link-auth',
  '/twilio/status',
  '/twilio/inbound',
  '/update-language',
];
const getPaths = [
  '/get-invitation/',
  '/get-all-guest-data/',
  '/get-all-guests-table-data/',
  '/admin/messages/',
  '/admin/guests/',
];

describe('fuzzing every endpoint', () => {
  for (const path of postPaths) {
    for (const [who, token] of [
      ['anonymous', anonymous],
      ['a guest', asGuest],
      ['an admin', asAdmin],
    ] as const) {
      it(`POST ${path} as ${who}: any JSON body gets a JSON 4xx and writes nothing`, async () => {
        await fc.assert(
          fc.asyncProperty(jsonBody, async (body) => {
            const bearer = token();
            const response = await fetch(`${apiUrl}${path}`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) },
              body: JSON.stringify(body),
            });
            await expectJsonAnswer(response);
            expect(response.status).toBeGreaterThanOrEqual(400);
          }),
          { numRuns: 25 },
        );
        expect(await databaseState()).toBe(snapshotBefore);
      });
    }
  }

  // The console's changing calls (under /admin/): random bodies from anyone write nothing.
  const consoleCalls = [
    ['POST', '/admin/guests'],
    ['POST', '/admin/import'],
    ['PUT', '/admin/settings'],
    ['PATCH', '/admin/guests/margaret-harper'],
    ['DELETE', '/admin/guests/no-such-guest'],
  ] as const;
  for (const [method, path] of consoleCalls) {
    for (const [who, token] of [
      ['anonymous', anonymous],
      ['a guest', asGuest],
      ['an admin', asAdmin],
    ] as const) {
      it(`${method} ${path} as ${who}: any JSON body gets a JSON answer, never a 5xx, and writes nothing`, async () => {
        await fc.assert(
          fc.asyncProperty(jsonBody, async (body) => {
            const bearer = token();
            const response = await fetch(`${apiUrl}${path}`, {
              method,
              headers: { 'Content-Type': 'application/json', ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) },
              body: method === 'DELETE' ? undefined : JSON.stringify(body),
            });
            await expectJsonAnswer(response);
            if (who !== 'an admin') expect(response.status).toBe(401);
          }),
          { numRuns: 20 },
        );
        expect(await databaseState()).toBe(snapshotBefore);
      });
    }
  }

  for (const path of getPaths) {
    it(`GET ${path}{any} as a guest and as nobody: JSON, never a 5xx, nothing written`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.string({ minLength: 1, maxLength: 40 }).filter((id) => !id.trim().startsWith('.')),
          fc.boolean(),
          async (id, signedIn) => {
            const response = await fetch(`${apiUrl}${path}${encodeURIComponent(id)}`, {
              headers: signedIn ? { Authorization: `Bearer ${guest.idToken}` } : {},
            });
            await expectJsonAnswer(response);
          },
        ),
        { numRuns: 30 },
      );
      expect(await databaseState()).toBe(snapshotBefore);
    });
  }

  it('POST /admin/guests/{any}/unlock-sign-in as an admin and as nobody: JSON, never a 5xx, nothing changed', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ minLength: 1, maxLength: 40 }), unsafeId).filter((id) => !id.trim().startsWith('.')),
        fc.boolean(),
        async (id, signedIn) => {
          const response = await fetch(`${apiUrl}/admin/guests/${encodeURIComponent(id)}/unlock-sign-in`, {
            method: 'POST',
            headers: signedIn ? { Authorization: `Bearer ${admin.idToken}` } : {},
          });
          await expectJsonAnswer(response);
          expect(response.status).not.toBe(200);
        },
      ),
      { numRuns: 30 },
    );
    expect(await databaseState()).toBe(snapshotBefore);
  });

  it('answers a forged or garbage bearer token with a JSON 401', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 200 }).filter((s) => !/[\r\n]/.test(s)),
        async (token) => {
          const response = await fetch(`${apiUrl}/get-invitation/inv-harper`, {
            headers: { Authorization: `Bearer ${encodeURIComponent(token)}` },
          });
          expect(response.status).toBe(401);
          await expectJsonAnswer(response);
        },
      ),
      { numRuns: 30 },
    );
  });

  // Past the admin check: the real admin's token and luid, so what refuses these bodies is validation.
  const adminBodies = {
    '/update-guest-table': updateGuestTableBody,
    '/send-message-to-guest': sendMessageBody,
  };
  for (const [path, schema] of Object.entries(adminBodies)) {
    it(`POST ${path} as the real admin naming themselves: an invalid body gets a JSON 4xx, nothing written`, async () => {
      const body = fc.record(
        {
          luid: fc.constant(admin.id),
          gid: fc.oneof(fc.constantFrom(guest.id, 'a/b', '..', '__x__', ''), fc.string(), fc.integer()),
          table: fc.oneof(fc.string(), fc.constantFrom('table 13', 'table 3', '', 7)),
          tpos: fc.oneof(fc.string(), fc.constantFrom('11', '3', '-1', 3)),
          msgType: fc.oneof(fc.string(), fc.constantFrom('custom', 'birthday', '', 1)),
          cmsg: fc.oneof(fc.string(), fc.constantFrom('', ' ', 'x'.repeat(2000)), fc.integer()),
        },
        { requiredKeys: ['luid'] },
      );
      let refused = 0;
      await fc.assert(
        fc.asyncProperty(body, async (candidate) => {
          fc.pre(!schema.safeParse(candidate).success);
          refused += 1;
          const response = await fetch(`${apiUrl}${path}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin.idToken}` },
            body: JSON.stringify(candidate),
          });
          await expectJsonAnswer(response);
          expect(response.status).toBe(400);
        }),
        { numRuns: 40 },
      );
      expect(refused).toBeGreaterThan(20);
      expect(await databaseState()).toBe(snapshotBefore);
    });
  }
});
