import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';

let env: RulesTestEnvironment;
const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: 'demo-wedding',
    firestore: { host, port: Number(port), rules: readFileSync(join(process.cwd(), 'firestore.rules'), 'utf8') },
  });
});

afterAll(() => env.cleanup());

const guestFields = (first: string, invtId: string, fields: object = {}) => ({
  first,
  last: 'Test',
  phone: '+13055550199',
  invtId,
  rsvp: false,
  plate: '',
  table: '',
  tpos: '',
  isAdmin: false,
  disabled: false,
  msg_last_sent: null,
  ...fields,
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, 'guests/margaret'), guestFields('Margaret', 'inv-harper'));
    await setDoc(doc(db, 'guests/walter'), guestFields('Walter', 'inv-harper'));
    await setDoc(doc(db, 'guests/rosa'), guestFields('Rosa', 'inv-alvarez'));
    await setDoc(doc(db, 'guests/grace'), guestFields('Grace', 'inv-couple', { isAdmin: true }));
    // Signed in as admins, then demoted / disabled: their tokens still say isAdmin true.
    await setDoc(doc(db, 'guests/tom'), guestFields('Tom', 'inv-couple', { isAdmin: false }));
    await setDoc(doc(db, 'guests/dora'), guestFields('Dora', 'inv-couple', { isAdmin: true, disabled: true }));
    // Signed in on inv-harper, then moved to inv-alvarez: the token still says inv-harper.
    await setDoc(doc(db, 'guests/nina'), guestFields('Nina', 'inv-alvarez'));
    await setDoc(doc(db, 'guests/claire'), guestFields('Claire', 'inv-dubois', { disabled: true }));
    await setDoc(doc(db, 'otpChallenges/margaret'), { hash: 'x' });
    await setDoc(doc(db, 'rateLimits/some-key'), { count: 1 });
    await setDoc(doc(db, 'smsOutbox/one'), { body: '123456 is your code' });
    await setDoc(doc(db, 'messageBatches/b1'), { msgType: 'reminder' });
    await setDoc(doc(db, 'messageBatches/b1/sends/margaret'), { state: 'waiting' });
    await setDoc(doc(db, 'inbox/SM1'), { from: '+13055550102', guestId: 'margaret', body: 'See you there' });
    await setDoc(doc(db, 'phoneQueues/q1'), { msgType: 'original', count: 1, done: 0 });
    await setDoc(doc(db, 'phoneQueues/q1/items/margaret'), { body: 'Hi Margaret! ... /?k=key', phone: '+13055550102' });
    await setDoc(doc(db, 'linkKeys/margaret'), { key: 'the-readable-link-key' });
    await setDoc(doc(db, 'gifts/g1'), { invtId: 'inv-harper', what: 'Vase', receivedAt: null, thankedAt: null });
    await setDoc(doc(db, 'finalCounts/wedding'), { attending: 40, meals: {}, dietary: [] });
    await setDoc(doc(db, 'lastWeeks/answers'), { through: 0 });
  });
});

/** A client signed in as `uid` whose ID token carries the sign-in claims `claims`. */
const as = (uid: string, claims: { invtId: string; isAdmin: boolean }) =>
  env.authenticatedContext(uid, claims).firestore();
const guest = () => as('margaret', { invtId: 'inv-harper', isAdmin: false });
const admin = () => as('grace', { invtId: 'inv-couple', isAdmin: true });
const demotedAdmin = () => as('tom', { invtId: 'inv-couple', isAdmin: true });
const disabledAdmin = () => as('dora', { invtId: 'inv-couple', isAdmin: true });
const movedGuest = () => as('nina', { invtId: 'inv-harper', isAdmin: false });
const allGuests = (db: ReturnType<typeof guest>) => getDocs(collection(db, 'guests'));
const invitation = (db: ReturnType<typeof guest>, invtId: string) =>
  getDocs(query(collection(db, 'guests'), where('invtId', '==', invtId)));

describe('guests/{guestId}', () => {
  it('lets a guest read their own document', async () => {
    await assertSucceeds(getDoc(doc(guest(), 'guests/margaret')));
  });

  it('refuses a guest the documents (and phone numbers) of the others on their invitation', async () => {
    await assertFails(getDoc(doc(guest(), 'guests/walter')));
    await assertFails(invitation(guest(), 'inv-harper'));
  });

  it("refuses a guest another invitation's guest", async () => {
    await assertFails(getDoc(doc(guest(), 'guests/rosa')));
  });

  it('refuses a guest the whole guest list', async () => {
    await assertFails(allGuests(guest()));
  });

  it('lets an enabled admin read and list every guest', async () => {
    await assertSucceeds(getDoc(doc(admin(), 'guests/rosa')));
    await assertSucceeds(allGuests(admin()));
    await assertSucceeds(invitation(admin(), 'inv-harper'));
  });

  it('refuses an admin demoted after signing in, whose token still says isAdmin', async () => {
    await assertFails(getDoc(doc(demotedAdmin(), 'guests/rosa')));
    await assertFails(allGuests(demotedAdmin()));
    await assertSucceeds(getDoc(doc(demotedAdmin(), 'guests/tom')));
  });

  it('refuses an admin disabled after signing in, even their own document', async () => {
    await assertFails(getDoc(doc(disabledAdmin(), 'guests/rosa')));
    await assertFails(allGuests(disabledAdmin()));
    await assertFails(getDoc(doc(disabledAdmin(), 'guests/dora')));
  });

  it('refuses a guest moved to another invitation the members of the invitation their token names', async () => {
    await assertFails(getDoc(doc(movedGuest(), 'guests/walter')));
    await assertFails(invitation(movedGuest(), 'inv-harper'));
    await assertFails(getDoc(doc(movedGuest(), 'guests/rosa')));
    await assertSucceeds(getDoc(doc(movedGuest(), 'guests/nina')));
  });

  it('refuses a guest whose invitation was disabled their own document', async () => {
    await assertFails(getDoc(doc(as('claire', { invtId: 'inv-dubois', isAdmin: false }), 'guests/claire')));
  });

  it('refuses a token claiming isAdmin for someone with no guest document', async () => {
    const stranger = as('someone', { invtId: 'inv-couple', isAdmin: true });
    await assertFails(getDoc(doc(stranger, 'guests/rosa')));
    await assertFails(allGuests(stranger));
  });

  it('refuses visitors who are not signed in', async () => {
    await assertFails(getDoc(doc(env.unauthenticatedContext().firestore(), 'guests/margaret')));
    await assertFails(allGuests(env.unauthenticatedContext().firestore()));
  });

  it('refuses every client write, even an admin’s or to one’s own document', async () => {
    await assertFails(setDoc(doc(guest(), 'guests/new'), { first: 'New', invtId: 'inv-harper' }));
    await assertFails(updateDoc(doc(guest(), 'guests/margaret'), { rsvp: true }));
    await assertFails(updateDoc(doc(guest(), 'guests/margaret'), { isAdmin: true }));
    await assertFails(deleteDoc(doc(guest(), 'guests/walter')));
    await assertFails(updateDoc(doc(admin(), 'guests/rosa'), { table: 'table 1' }));
    await assertFails(setDoc(doc(admin(), 'guests/new'), { first: 'New', invtId: 'inv-couple' }));
  });
});

const serverOnly = [
  'otpChallenges/margaret',
  'rateLimits/some-key',
  'smsOutbox/one',
  'messageBatches/b1',
  'messageBatches/b1/sends/margaret',
  'inbox/SM1',
  'phoneQueues/q1',
  'phoneQueues/q1/items/margaret',
  'linkKeys/margaret',
  'gifts/g1',
  'finalCounts/wedding',
  'lastWeeks/answers',
];

describe('server-only collections', () => {
  it.each(serverOnly)('refuses reading %s, even to an admin', async (path) => {
    await assertFails(getDoc(doc(guest(), path)));
    await assertFails(getDoc(doc(admin(), path)));
  });

  it.each(serverOnly)('refuses writing %s, even to an admin', async (path) => {
    await assertFails(setDoc(doc(admin(), path), { hacked: true }));
    await assertFails(setDoc(doc(env.unauthenticatedContext().firestore(), path), { hacked: true }));
  });

  it('refuses listing the inbox, even to an admin or the guest who sent the text', async () => {
    await assertFails(getDocs(collection(admin(), 'inbox')));
    await assertFails(getDocs(query(collection(guest(), 'inbox'), where('guestId', '==', 'margaret'))));
  });

  it("refuses listing phone queues' texts and the readable link keys, even to an admin or the guest", async () => {
    await assertFails(getDocs(collection(admin(), 'phoneQueues')));
    await assertFails(getDocs(collection(admin(), 'phoneQueues/q1/items')));
    await assertFails(getDocs(collection(admin(), 'linkKeys')));
    await assertFails(getDoc(doc(guest(), 'linkKeys/margaret')));
  });

  it('refuses any other collection', async () => {
    await assertFails(getDoc(doc(admin(), 'anything/else')));
    await assertFails(setDoc(doc(admin(), 'anything/else'), { a: 1 }));
  });
});

describe('helpers at the door', () => {
  // A helper signs in as any guest: the rules give them nothing a guest lacks (the door list comes from the API).
  const helper = () => as('raj', { invtId: 'inv-patel', isAdmin: false });
  beforeEach(async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      await setDoc(doc(db, 'guests/raj'), guestFields('Raj', 'inv-patel', { helper: true }));
      await setDoc(doc(db, 'settings/site'), { seatingPublished: true, doorKeyHash: 'abc', doorKeyIssuedAt: null });
    });
  });

  it('reads only their own document', async () => {
    await assertSucceeds(getDoc(doc(helper(), 'guests/raj')));
    await assertFails(getDoc(doc(helper(), 'guests/rosa')));
    await assertFails(allGuests(helper()));
    await assertFails(invitation(helper(), 'inv-alvarez'));
  });

  it('writes nothing: no check-in, no helper flag, no door key', async () => {
    await assertFails(updateDoc(doc(helper(), 'guests/rosa'), { arrivedAt: null, arrivedBy: 'Raj' }));
    await assertFails(updateDoc(doc(helper(), 'guests/raj'), { helper: true, isAdmin: true }));
    await assertFails(getDoc(doc(helper(), 'settings/site')));
    await assertFails(setDoc(doc(helper(), 'settings/site'), { doorKeyHash: 'mine' }));
  });

  it('a guest cannot make themselves a helper', async () => {
    await assertFails(updateDoc(doc(guest(), 'guests/margaret'), { helper: true }));
  });
});
