import { everySectionAt, type ContentAnswer } from '@contract/site-content';
import { contentFromConfig } from '@contract/site-content-defaults';
import { beforeEach, describe, expect, it } from 'vitest';
import { db, get, resetEmulators, seedGuests, signIn } from '@testing/testing';
import { createStartingContent } from './setup';

// `npm run setup`'s "site content" step, against the real Firestore emulator's REST API (the Firestore a
// live project has, at another address): the token is gcloud's ('owner' is the emulator's project owner).
const emulator = `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}`;
const gcloudToken = async () => ({ code: 0, stdout: 'owner\n', stderr: '' });
const contentDoc = () => db.collection('site').doc('content');
const file = contentFromConfig();

beforeEach(async () => {
  await resetEmulators();
});

describe('npm run setup: site/content', () => {
  it("creates it from wedding.config.ts at version 0, as the emulator's first start does, and the API reads it", async () => {
    expect(await createStartingContent('demo-wedding', emulator, gcloudToken)).toEqual({
      outcome: 'done',
      note: 'wrote site/content from wedding.config.ts (version 0)',
    });
    // Every field as the file has it (empty lists, nulls and booleans included), and nothing else.
    expect((await contentDoc().get()).data()).toEqual({ ...file, version: 0 });
    await seedGuests();
    const { idToken: token } = await signIn('+13055550100');
    expect((await get<ContentAnswer>('/admin/content', { token })).body.data).toEqual({
      content: file,
      version: 0,
      versions: everySectionAt(0),
    });
  });

  it('leaves a document that exists as it is', async () => {
    const saved = { ...file, contact: { phone: '(305) 555-0199', email: 'us@example.com' }, version: 3 };
    await contentDoc().set(saved);
    expect(await createStartingContent('demo-wedding', emulator, gcloudToken)).toEqual({
      outcome: 'already',
      note: 'site/content exists (left as it is: the console edits it)',
    });
    expect((await contentDoc().get()).data()).toEqual(saved);
  });

  it('says so when gcloud gives no token or Firestore refuses it, and writes nothing', async () => {
    const none = await createStartingContent('demo-wedding', emulator, async () => ({
      code: 1,
      stdout: '',
      stderr: 'ERROR: (gcloud.auth.print-access-token) You do not currently have an active account selected.',
    }));
    expect(none).toMatchObject({ outcome: 'failed', note: expect.stringContaining('no access token') });
    const refused = await createStartingContent('demo-wedding', emulator, async () => ({
      code: 0,
      stdout: 'not-a-token\n',
      stderr: '',
    }));
    // The emulator's answer to a token that is not one; Firestore's own says 401.
    expect(refused).toEqual({ outcome: 'failed', note: 'Firestore answered HTTP 400 (invalid jwt)' });
    expect((await contentDoc().get()).exists).toBe(false);
  });
});
