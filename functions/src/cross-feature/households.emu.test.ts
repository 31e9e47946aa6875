// Households across features: a person with no phone or email of their own is reached through the guest
// on their invitation who has one, in a reminder (sent now or scheduled), the phone queue and the call
// list; only people nobody on their invitation can reach are left out, and the lists say so.
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { ChaseGuest, Summary } from '@contract/admin';
import type { BatchQueuedData, BatchScheduledData, DryRunData } from '@contract/messages';
import { SKIP_REASONS } from '@contract/options';
import type { PhoneQueueCreated, PhoneQueueDetail, PhoneQueueDryRun } from '@contract/phone-queue';
import { db, get, guestRef, outbox, post, waitForBatch } from '@testing/testing';
import { useSignedInCast } from '@testing/admin-auth-matrix';
import { emailsTo, freshAddress, type ReceivedEmail } from '@testing/email-testing';

const cast = useSignedInCast();
const asAdmin = () => ({ token: cast().admin.idToken });
const reminder = <T = DryRunData>(body: object = {}) =>
  post<T>('/admin/messages', { audience: 'no-answer', msgType: 'reminder', dryRun: true, ...body }, asAdmin());
const phoneQueue = <T = PhoneQueueDryRun>(body: object = {}) =>
  post<T>('/admin/phone-queue', { audience: 'no-answer', msgType: 'reminder', dryRun: true, ...body }, asAdmin());
const textsOf = async (batchId: string) => (await outbox()).filter((sms) => sms.batchId === batchId);
const reasons = (skipped: { first: string; reason: string }[]) =>
  Object.fromEntries(skipped.map((skip) => [skip.first, skip.reason]));
const chase = async () => (await get<Summary>('/admin/summary', asAdmin())).body.data!.chase;
const inChase = (list: ChaseGuest[], id: string) => list.find((person) => person.id === id)!;

/** Marcus Brooks (who answered) loses his phone: nobody on the Brooks invitation can be reached. */
const brooksUnreachable = () => guestRef('marcus-brooks').update({ phone: '' });

describe('a reminder reaches a person without a phone through the guest on their invitation', () => {
  it('names everyone on the invitation still without an answer, one text per host, and leaves out only the unreachable', async () => {
    await brooksUnreachable();
    await guestRef('chidi-okafor').update({ companionOf: 'ngozi-okafor' });
    const answer = await reminder();
    expect(answer.status).toBe(200);
    const { recipients, skipped, preview } = answer.body.data!;
    const ids = recipients.map((guest) => guest.id);
    // Ngozi answered, but carries the reminder for Chidi (no phone, no answer).
    expect(ids).toContain('ngozi-okafor');
    expect(recipients.find((guest) => guest.id === 'ngozi-okafor')!.household).toBe('Chidi Okafor');
    // Linh carries it for Bao and An: one text, naming all three.
    expect(recipients.find((guest) => guest.id === 'linh-nguyen')!.household).toBe('Linh, An and Bao Nguyen');
    expect(ids).not.toContain('bao-nguyen');
    expect(ids.filter((id) => id === 'linh-nguyen')).toHaveLength(1);
    // Nobody on the Brooks invitation can be reached: Tanya is left out, and the reason says so.
    const why = reasons(skipped);
    expect(why['Tanya']).toBe(`${SKIP_REASONS.household} (${SKIP_REASONS.noPhone})`);
    for (const reached of ['Bao', 'An', 'Chidi', 'Mateo', 'Jorge', 'Walter']) expect(why[reached]).toBeUndefined();
    expect(preview).toBeTruthy();
  });

  it('sends the host one text naming the people without an answer, before the opt-out line', async () => {
    await guestRef('chidi-okafor').update({ companionOf: 'ngozi-okafor' });
    const { batchId } = (await reminder<BatchQueuedData>({ dryRun: false })).body.data!;
    await waitForBatch(batchId, cast().admin.idToken);
    const texts = await textsOf(batchId);
    const toLinh = texts.filter((sms) => sms.guestId === 'linh-nguyen');
    expect(toLinh).toHaveLength(1);
    expect(toLinh[0]!.body).toMatch(
      /Still to answer on your invitation: Linh, An and Bao Nguyen\. Reply STOP to opt out\.$/,
    );
    expect(texts.filter((sms) => sms.to === '+13055550103')).toHaveLength(1);
    expect(texts.find((sms) => sms.guestId === 'ngozi-okafor')!.body).toContain('Chidi Okafor');
  });

  it('never sends two texts to one phone for one invitation', async () => {
    await guestRef('lily-chen').update({ phone: '+13055550105' });
    const { batchId } = (await reminder<BatchQueuedData>({ dryRun: false })).body.data!;
    await waitForBatch(batchId, cast().admin.idToken);
    const texts = await textsOf(batchId);
    expect(texts.filter((sms) => sms.to === '+13055550105')).toHaveLength(1);
    expect(texts.find((sms) => sms.to === '+13055550105')!.body).toContain(
      'Still to answer on your invitation: Lily and Wei Chen.',
    );
  });

  it('does the same for a scheduled reminder when it starts', async () => {
    const sendAt = new Date(Date.now() + 3 * 24 * 3600_000).toISOString();
    const scheduled = await reminder<BatchScheduledData>({ dryRun: false, sendAt });
    expect(scheduled.status).toBe(202);
    const { batchId } = scheduled.body.data!;
    await db
      .collection('messageBatches')
      .doc(batchId)
      .update({ startsAt: Timestamp.fromMillis(Date.now() - 1000) });
    await post(
      '/tasks/start-due-batches',
      {},
      { headers: { 'x-emulator-task-key': process.env.EMULATOR_CLIENT_PROXY_KEY ?? '' } },
    );
    await waitForBatch(batchId, cast().admin.idToken);
    const texts = await textsOf(batchId);
    expect(texts.find((sms) => sms.guestId === 'linh-nguyen')!.body).toContain('Linh, An and Bao Nguyen');
    const batch = (await db.collection('messageBatches').doc(batchId).get()).data()!;
    expect(reasons(batch.skipped as { first: string; reason: string }[])['Bao']).toBeUndefined();
  });
});

describe('a reminder email names the people still to answer on the invitation, as the text does', () => {
  async function mailFor(address: string, timeoutMs = 20_000): Promise<ReceivedEmail | undefined> {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      const [mail] = await emailsTo(address);
      if (mail) return mail;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return undefined;
  }

  it("in English and in Spanish, in the dry run's email and in the email sent", async () => {
    // Linh has only an email now: her reminder goes by email, carried for An and Bao (no phone, no email).
    const linh = freshAddress('linh');
    await guestRef('linh-nguyen').update({ phone: '', email: linh, language: 'en' });
    // Ngozi reads Spanish, has only an email, and carries the reminder for Chidi, her guest.
    const ngozi = freshAddress('ngozi');
    await guestRef('ngozi-okafor').update({ phone: '', email: ngozi, language: 'es' });
    await guestRef('chidi-okafor').update({ companionOf: 'ngozi-okafor' });

    const dry = (
      await reminder({ audience: 'ids', guestIds: ['linh-nguyen', 'an-nguyen', 'bao-nguyen'], channel: 'email' })
    ).body.data!;
    expect(dry.email?.text).toContain('Still to answer on your invitation: Linh, An and Bao Nguyen.');

    const sent = await reminder<BatchQueuedData>({ dryRun: false, channel: 'email' });
    expect(sent.status, sent.body.message).toBe(202);
    await waitForBatch(sent.body.data!.batchId, cast().admin.idToken);
    const english = await mailFor(linh);
    expect(english?.text).toContain('Still to answer on your invitation: Linh, An and Bao Nguyen.');
    expect(english?.html).toContain('Still to answer on your invitation: Linh, An and Bao Nguyen.');
    const spanish = await mailFor(ngozi);
    expect(spanish?.text).toContain('Falta la respuesta de su invitación: Chidi Okafor.');
  });
});

describe('the phone queue reaches households, leaves out the couple and lists landlines apart', () => {
  it('takes a child through the host, says who is left out because nobody can be reached', async () => {
    await brooksUnreachable();
    const { recipients, skipped, preview } = (await phoneQueue()).body.data!;
    expect(recipients.find((guest) => guest.guestId === 'linh-nguyen')!.household).toBe('Linh, An and Bao Nguyen');
    expect(recipients.map((guest) => guest.guestId)).not.toContain('an-nguyen');
    expect(reasons(skipped)['Tanya']).toMatch(new RegExp(`^${SKIP_REASONS.household}`));
    expect(reasons(skipped)['Chidi']).toBeUndefined();
    expect(preview).toBeTruthy();
  });

  it('stores the host’s row with the names, one row per invitation phone', async () => {
    const made = await phoneQueue<PhoneQueueCreated>({ dryRun: false });
    expect(made.status).toBe(201);
    const detail = (await get<PhoneQueueDetail>(`/admin/phone-queue/${made.body.data!.queueId}`, asAdmin())).body.data!;
    const linh = detail.items.find((item) => item.guestId === 'linh-nguyen')!;
    expect(linh.body).toContain('Still to answer on your invitation: Linh, An and Bao Nguyen.');
    expect(detail.items.map((item) => item.guestId)).not.toContain('bao-nguyen');
  });

  it('"Everyone" leaves out the couple and lists a number known to be a landline apart, to call', async () => {
    await guestRef('emeka-okafor').update({
      lastText: { sid: '', status: 'failed', errorCode: 21614, at: Timestamp.now() },
    });
    const { recipients, skipped } = (await phoneQueue({ audience: 'all', msgType: 'original' })).body.data!;
    const ids = recipients.map((guest) => guest.guestId);
    expect(ids).not.toContain('grace-harper');
    expect(ids).not.toContain('daniel-okafor');
    expect(skipped.map((skip) => skip.guestId)).not.toContain('grace-harper');
    expect(ids).not.toContain('emeka-okafor');
    expect(reasons(skipped)['Emeka']).toBe(SKIP_REASONS.landline);
  });
});

describe('the call list reaches a person without a phone through their invitation', () => {
  it('names the guest who can be called for them, and nobody when nobody can be', async () => {
    await brooksUnreachable();
    const list = await chase();
    expect(inChase(list, 'an-nguyen').reachVia).toMatchObject({ id: 'linh-nguyen', phone: '+13055550109' });
    expect(inChase(list, 'mateo-alvarez').reachVia).toMatchObject({ id: 'rosa-alvarez' });
    expect(inChase(list, 'tanya-brooks').reachVia).toBeNull();
    expect(inChase(list, 'linh-nguyen').reachVia).toBeNull();
  });

  it('counts a text sent from the couple’s phone as a text', async () => {
    const made = await phoneQueue<PhoneQueueCreated>({ audience: 'ids', guestIds: ['hana-kim'], dryRun: false });
    const before = inChase(await chase(), 'hana-kim');
    expect(before.textedFromPhoneAt).toBeNull();
    const marked = await post(
      `/admin/phone-queue/${made.body.data!.queueId}/items/hana-kim`,
      { via: 'sms-app' },
      asAdmin(),
    );
    expect(marked.status).toBe(200);
    expect(inChase(await chase(), 'hana-kim').textedFromPhoneAt).toEqual(expect.any(String));
  });
});
