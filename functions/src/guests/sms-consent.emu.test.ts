import { FieldValue } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  findGuest,
  guestDoc,
  guestRef,
  latestCode,
  outbox,
  patch,
  post,
  resetEmulators,
  seedGuests,
  signIn,
  type SeededGuest,
} from '@testing/testing';
import { inboundTextForm, postTwilioForm } from '@stand-ins/fake-twilio';
import { historyOf } from '@testing/console-testing';

// Consent before the first text (Twilio 30555), under the emulator's
// TEXTING=messaging: Margaret starts without smsConsent (the demo's other guests with a phone have it).
let guests: SeededGuest[];
let token: string;
let margaret: SeededGuest;
let grace: SeededGuest;

beforeEach(async () => {
  await resetEmulators();
  guests = await seedGuests();
  margaret = findGuest(guests, 'Margaret');
  grace = findGuest(guests, 'Grace');
  await guestRef(margaret.id).update({ smsConsent: FieldValue.delete() });
  token = (await signIn(grace.phone)).idToken;
});

const textMargaret = () =>
  post('/send-message-to-guest', { luid: grace.id, gid: margaret.id, msgType: 'reminder' }, { token });
const consentOf = async (id: string) => (await guestDoc(id)).smsConsent as { via: string; note: string } | undefined;

describe('consent to texts with TEXTING=messaging', () => {
  it("a guest without it is skipped in a bulk dry run with 'no-consent', and the single text answers 409", async () => {
    const dry = await post<{ skipped: { id: string; reason: string }[]; recipients: { id: string }[] }>(
      '/admin/messages',
      { audience: 'all', msgType: 'reminder', dryRun: true },
      { token },
    );
    expect(dry.status).toBe(200);
    expect(dry.body.data!.skipped).toContainEqual(expect.objectContaining({ id: margaret.id, reason: 'no-consent' }));
    expect(dry.body.data!.recipients.map((guest) => guest.id)).toContain(grace.id);
    const single = await textMargaret();
    expect(single.status).toBe(409);
    expect(single.body.message).toMatch(
      /^Margaret Harper has not agreed to get texts yet \(consent comes before the first text\), so no text was sent\./,
    );
    expect((await outbox()).filter((text) => text.guestId === margaret.id)).toEqual([]);
  });

  it('signing in with a texted code records it, with a history line; then texts go out', async () => {
    await signIn(margaret.phone);
    expect(await consentOf(margaret.id)).toMatchObject({ via: 'sign-in', note: 'signed in with a text code' });
    expect(await historyOf(margaret.id)).toContainEqual(
      expect.objectContaining({ changes: { smsConsent: [null, 'sign-in: signed in with a text code'] } }),
    );
    expect((await textMargaret()).status).toBe(200);
  });

  it('a code by call does not record it', async () => {
    await post('/verify-phone', { phone_number: margaret.phone, channel: 'call' });
    const code = (await outbox())
      .filter((text) => text.kind === 'otp-call')
      .at(-1)!
      .body.match(/\d/g)!
      .join('');
    const auth = await post('/guest-auth', { gid: margaret.id, otp: code.slice(0, 6) });
    expect(auth.status).toBe(200);
    expect(await consentOf(margaret.id)).toBeUndefined();
  });

  it('a reply from the guest records it (STOP does not)', async () => {
    const form = (Body: string) => inboundTextForm(Body, margaret.phone, `SM${'2'.repeat(32)}`);
    await postTwilioForm('inbound', form('STOP'));
    expect(await consentOf(margaret.id)).toBeUndefined();
    await postTwilioForm('inbound', form('See you there!'));
    expect(await consentOf(margaret.id)).toMatchObject({ via: 'reply' });
  });

  it('the couple records consent given in person, kept in the history; a bad one names the field', async () => {
    const bad = await patch(`/admin/guests/${margaret.id}`, { smsConsent: { via: 'couple', note: ' ' } }, { token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(
      'The request is not valid (smsConsent.note): smsConsent.note must say how the guest agreed, e.g. "said yes at the shower".',
    );
    const saved = await patch(
      `/admin/guests/${margaret.id}`,
      { smsConsent: { via: 'couple', note: 'said yes at the shower' } },
      { token },
    );
    expect(saved).toMatchObject({ status: 200, body: { message: 'Saved Margaret Harper.' } });
    expect(await consentOf(margaret.id)).toMatchObject({ via: 'couple', note: 'said yes at the shower' });
    expect(await historyOf(margaret.id)).toContainEqual(
      expect.objectContaining({
        byName: 'Grace Harper',
        changes: { smsConsent: [null, 'couple: said yes at the shower'] },
      }),
    );
    expect((await textMargaret()).status).toBe(200);
  });

  it('a guest document without smsConsent has none; sign-in itself still works by text', async () => {
    expect((await post('/verify-phone', { phone_number: margaret.phone })).status).toBe(200);
    expect(await latestCode(margaret.id)).toMatch(/^\d{6}$/);
  });
});
