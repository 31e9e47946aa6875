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

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, 'guests/margaret'), { first: 'Margaret', invtId: 'inv-harper', isAdmin: false });
    await setDoc(doc(db, 'guests/walter'), { first: 'Walter', invtId: 'inv-harper', isAdmin: false });
    await setDoc(doc(db, 'guests/rosa'), { first: 'Rosa', invtId: 'inv-alvarez', isAdmin: false });
    await setDoc(doc(db, 'otpChallenges/margaret'), { hash: 'x' });
    await setDoc(doc(db, 'rateLimits/some-key'), { count: 1 });
    await setDoc(doc(db, 'smsOutbox/one'), { body: '123456 is your code' });
    await setDoc(doc(db, 'messageBatches/b1'), { msgType: 'reminder' });
    await setDoc(doc(db, 'messageBatches/b1/sends/margaret'), { state: 'waiting' });
  });
});

const guest = () => env.authenticatedContext('margaret', { invtId: 'inv-harper', isAdmin: false }).firestore();
const admin = () => env.authenticatedContext('grace', { invtId: 'inv-couple', isAdmin: true }).firestore();

describe('guests/{guestId}', () => {
  it('lets a guest read someone on their own invitation', async () => {
    await assertSucceeds(getDoc(doc(guest(), 'guests/walter')));
  });

  it('lets a guest list their own invitation', async () => {
    await assertSucceeds(getDocs(query(collection(guest(), 'guests'), where('invtId', '==', 'inv-harper'))));
  });

  it("refuses a guest another invitation's guest", async () => {
    await assertFails(getDoc(doc(guest(), 'guests/rosa')));
  });

  it('refuses a guest the whole guest list', async () => {
    await assertFails(getDocs(collection(guest(), 'guests')));
  });

  it('refuses a signed-in user whose token names no invitation', async () => {
    await assertFails(getDoc(doc(env.authenticatedContext('someone').firestore(), 'guests/margaret')));
  });

  it('refuses a token whose isAdmin claim is not exactly true', async () => {
    const sloppy = env.authenticatedContext('x', { invtId: 'inv-other', isAdmin: 'true' }).firestore();
    await assertFails(getDoc(doc(sloppy, 'guests/rosa')));
  });

  it('refuses visitors who are not signed in', async () => {
    await assertFails(getDoc(doc(env.unauthenticatedContext().firestore(), 'guests/margaret')));
  });

  it('lets an admin read and list every guest', async () => {
    await assertSucceeds(getDoc(doc(admin(), 'guests/rosa')));
    await assertSucceeds(getDocs(collection(admin(), 'guests')));
  });

  it('refuses every client write, even an admin’s or on one’s own invitation', async () => {
    await assertFails(setDoc(doc(guest(), 'guests/new'), { first: 'New', invtId: 'inv-harper' }));
    await assertFails(updateDoc(doc(guest(), 'guests/margaret'), { rsvp: true }));
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

  it('refuses any other collection', async () => {
    await assertFails(getDoc(doc(admin(), 'anything/else')));
    await assertFails(setDoc(doc(admin(), 'anything/else'), { a: 1 }));
  });
});
