import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { BatchQueuedData, DryRunData } from '@contract/messages';
import { adminTextsKey, HOUR_MS } from '../../platform/limit-keys';
import { clearOfWindowEdge, db, post, rateLimitDoc, waitsForWindowEdge } from '@testing/testing';
import { useSignedInCast } from '@testing/admin-auth-matrix';

// The per-admin hourly cap as functions/.env.local sets it for the emulator.
const cap = Number(/^MAX_ADMIN_TEXTS_PER_HOUR=(\d+)$/m.exec(readFileSync('functions/.env.local', 'utf8'))?.[1]);

const cast = useSignedInCast();
const send = <T = BatchQueuedData>(body: object, token = cast().admin.idToken) =>
  post<T>('/admin/messages', { audience: 'all', msgType: 'reminder', dryRun: false, ...body }, { token });
const adminTexts = () => rateLimitDoc(adminTextsKey(cast().admin.id), HOUR_MS);
const batchCount = async () => (await db.collection('messageBatches').count().get()).data().count;
const clearBatches = () => db.recursiveDelete(db.collection('messageBatches'));

describe('bulk texts against the per-admin hourly cap', () => {
  it('count every text times its segments', waitsForWindowEdge(), async () => {
    await clearOfWindowEdge(HOUR_MS);
    await clearBatches();
    const dry = await send<DryRunData>({ dryRun: true });
    expect(dry.body.data!.segments).toBeGreaterThan(dry.body.data!.recipients.length);
    expect((await send({})).status).toBe(202);
    expect((await adminTexts().get()).get('count')).toBe(dry.body.data!.segments);
  });

  it('refuse a send that would go over the cap, saying so, and queue nothing', waitsForWindowEdge(), async () => {
    await clearOfWindowEdge(HOUR_MS);
    await clearBatches();
    expect(cap).toBeGreaterThan(0);
    await adminTexts().set({ count: cap - 5 });
    const answer = await send({ audience: 'all' });
    expect(answer.status).toBe(429);
    expect(answer.body.message).toMatch(
      new RegExp(
        `^This would send \\d+ SMS segments, and you can send 5 more this hour \\(at most ${cap} per admin\\)`,
      ),
    );
    expect(await batchCount()).toBe(0);
    expect((await adminTexts().get()).get('count')).toBe(cap - 5);
    // A single guest's custom one-segment text still fits.
    const one = await send({
      audience: 'ids',
      guestIds: ['margaret-harper'],
      msgType: 'custom',
      cmsg: 'See you soon!',
    });
    expect(one.status).toBe(202);
  });
});

describe('custom bulk texts', () => {
  // 300 characters with an emoji: within the 612-character field, but UCS-2, so 5 segments.
  const fiveSegments = `${'Dinner moves to the garden tent. '.repeat(9).slice(0, 298)} 🎉`;

  it.each([true, false])('stay within 4 segments (dryRun %s): 400 saying how long it may be', async (dryRun) => {
    await clearBatches();
    const answer = await send({ msgType: 'custom', cmsg: fiveSegments, dryRun });
    expect(answer.status).toBe(400);
    // Said as the console's field reads (section 28: the couple never see 'cmsg').
    expect(answer.body.message).toMatch(
      /^The custom message can be at most 4 text messages long: 612 plain characters/,
    );
    expect(await batchCount()).toBe(0);
  });
});

describe('the same bulk text to the same audience within 10 minutes', () => {
  it('needs confirmRepeat: true, else 409 naming the earlier batch', async () => {
    await clearBatches();
    const first = await send({ audience: 'attending' });
    expect(first.status).toBe(202);
    const again = await send({ audience: 'attending' }, cast().otherAdmin.idToken);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(
      /^The same text went to the same guests \d+ (second|minute)s? ago \(batch [\w]+, sent by Grace Harper\)/,
    );
    expect(again.body.message).toContain(first.body.data!.batchId);
    expect(again.body.message).toMatch(/confirmRepeat: true/);
    expect(await batchCount()).toBe(1);

    const confirmed = await send({ audience: 'attending', confirmRepeat: true }, cast().otherAdmin.idToken);
    expect(confirmed.status).toBe(202);
    expect(await batchCount()).toBe(2);
  });

  it('lets another text, or the same text to another audience, through', async () => {
    await clearBatches();
    expect((await send({ audience: 'attending' })).status).toBe(202);
    expect((await send({ audience: 'declined' })).status).toBe(202);
    expect((await send({ audience: 'attending', msgType: 'original' })).status).toBe(202);
    expect((await send({ audience: 'ids', guestIds: ['margaret-harper'], msgType: 'custom', cmsg: 'Hi' })).status).toBe(
      202,
    );
    expect(
      (await send({ audience: 'ids', guestIds: ['margaret-harper'], msgType: 'custom', cmsg: 'Hi!' })).status,
    ).toBe(202);
  });

  it('sends a double submit once', async () => {
    await clearBatches();
    const answers = await Promise.all([send({ audience: 'no-answer' }), send({ audience: 'no-answer' })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 409]);
    expect(await batchCount()).toBe(1);
  });
});
