import type { BatchQueuedData } from '@contract/messages';
import type { ContentAnswer } from '@contract/site-content';
import { contentFromConfig } from '@contract/site-content-defaults';
import { beforeEach, describe, expect, it } from 'vitest';
import { emailsTo, freshAddress } from '@testing/email-testing';
import { db, post, siteUrl, waitForBatch } from '@testing/testing';
import { useSignedInCast } from '@testing/admin-auth-matrix';
import { consoleCall, useFreshGuestList } from '@testing/console-testing';

// The emails of the kinds a text has (invitation, reminder, seat) use the couple's saved wording too.

const cast = useSignedInCast();
useFreshGuestList();
beforeEach(async () => {
  await Promise.all(['site', 'contentHistory'].map((name) => db.recursiveDelete(db.collection(name))));
});

const file = contentFromConfig();
const original = { en: '{first}, {couple} would love you there! RSVP: {link}', es: '' };

async function saveWording() {
  const save = consoleCall<ContentAnswer>('PUT', '/admin/content', {
    section: 'texts',
    value: { ...file.texts, original },
    version: 0,
  });
  const answer = await save({ token: cast().admin.idToken, uid: '' });
  expect(answer.status, answer.body.message).toBe(200);
}

describe("emails in the couple's saved wording", () => {
  it('an invitation emailed to one guest carries the saved wording, with the link and no STOP line', async () => {
    const address = freshAddress('margaret');
    await db.collection('guests').doc('margaret-harper').update({ email: address });
    await saveWording();
    const admin = cast().admin;
    const sent = await post(
      '/send-message-to-guest',
      { luid: admin.id, gid: 'margaret-harper', msgType: 'original', cmsg: '', channel: 'email' },
      { token: admin.idToken },
    );
    expect(sent.status, sent.body.message).toBe(200);
    const [received] = await emailsTo(address);
    expect(received!.text).toMatch(/^Margaret, Grace & Daniel would love you there! RSVP: http\S+\/\?k=[\w-]{22}/);
    expect(received!.text).not.toMatch(/STOP/);
    expect(received!.subject).toMatch(/^You're invited/);
  });

  it('a bulk invitation by email carries the saved wording', async () => {
    const address = freshAddress('margaret');
    await db.collection('guests').doc('margaret-harper').update({ email: address });
    await saveWording();
    const queued = await post<BatchQueuedData>(
      '/admin/messages',
      { audience: 'ids', guestIds: ['margaret-harper'], msgType: 'original', channel: 'email', dryRun: false },
      { token: cast().admin.idToken },
    );
    expect(queued.status, queued.body.message).toBe(202);
    expect((await waitForBatch(queued.body.data!.batchId, cast().admin.idToken)).sent).toBe(1);
    const [received] = await emailsTo(address);
    expect(received!.text).toContain('Margaret, Grace & Daniel would love you there! RSVP: ');
    expect(received!.text).toContain(`${siteUrl}/?k=`);
  });
});
