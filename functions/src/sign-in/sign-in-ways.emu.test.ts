import { beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox, emailsTo, freshAddress, latestEmailCode, seedGuest } from '@testing/email-testing';
import {
  db,
  latestCode,
  outbox,
  post,
  pretendCodesWereSentEarlier,
  resetEmulators,
  seedGuests,
  type SeededGuest,
} from '@testing/testing';

let demo: SeededGuest[];

beforeEach(async () => {
  await resetEmulators();
  demo = await seedGuests();
});

type Sent = { user_id: string; channel: string; maskedTo: string };

describe('POST /bcw/verify-email', () => {
  it('emails a code over SMTP to a guest who has only an email, who then signs in with it', async () => {
    const address = freshAddress('abuela');
    await seedGuest('rosa-diaz', { first: 'Rosa', last: 'Díaz', email: address, language: 'es' });
    const answer = await post<Sent>('/verify-email', { email: `  ${address.toUpperCase()} ` });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ user_id: 'rosa-diaz', channel: 'email', maskedTo: `a•••@example.com` });
    expect(answer.body.message).toBe('We emailed a six digit code to a•••@example.com.');

    const [email] = await emailsTo(address);
    expect(email?.subject).toBe('Su código para entrar a la boda de Grace & Daniel');
    expect(email?.text).toMatch(/^\d{6} es su código para entrar a la boda de Grace & Daniel\./);
    expect(email?.html).toContain('<html lang="es">');
    const [recorded] = await emailOutbox();
    expect(recorded).toMatchObject({ to: address, kind: 'otp', guestId: 'rosa-diaz', status: 'sent', batchId: null });
    // Under the emulator the outbox keeps the body whole, as the smsOutbox does.
    expect(recorded?.text).toContain(await latestEmailCode(address));

    const auth = await post<{ id: string }>('/guest-auth', { gid: 'rosa-diaz', otp: await latestEmailCode(address) });
    expect(auth.status).toBe(200);
    expect(auth.body.data?.id).toBe('rosa-diaz');
  });

  it('answers 404 for an address not on the list, 403 for a disabled invitation, 400 for a malformed one', async () => {
    expect((await post('/verify-email', { email: freshAddress('nobody') })).status).toBe(404);
    const address = freshAddress('gone');
    await seedGuest('gone-guest', { email: address, disabled: true });
    const disabled = await post('/verify-email', { email: address });
    expect(disabled.status).toBe(403);
    expect(disabled.body.message).toBe('This invitation is no longer active. Please contact Grace & Daniel.');
    for (const email of ['not-an-address', 'a@b', '', 'two@example.com extra']) {
      const bad = await post('/verify-email', { email });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Please enter a valid email address, like name@example.com.');
    }
    expect((await post('/verify-email', {})).status).toBe(400);
    expect(await emailOutbox()).toEqual([]);
  });

  it('answers in Spanish when asked', async () => {
    const answer = await post('/verify-email', { email: freshAddress('nadie'), lang: 'es' });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe(
      'No encontramos este correo en la lista de invitados. Comuníquese con Grace & Daniel.',
    );
  });

  it('shares the 30 second cooldown and the hourly cap with texts and calls', async () => {
    const address = freshAddress('both');
    await seedGuest('both-ways', { phone: '+13055550190', email: address });
    expect((await post('/verify-phone', { phone_number: '+13055550190' })).status).toBe(200);
    const again = await post('/verify-email', { email: address });
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(
      /^A code was just sent\. Please wait \d+ seconds before asking for a new one\.$/,
    );
    // The texted code is the one to type: the page takes the guest to the code step with this.
    expect(again.body.data).toEqual({ user_id: 'both-ways', codeSent: true });
    for (let send = 2; send <= 5; send++) {
      await pretendCodesWereSentEarlier('both-ways', 31_000);
      const channel = send % 2 ? { phone_number: '+13055550190', channel: 'call' } : undefined;
      const answer = channel ? await post('/verify-phone', channel) : await post('/verify-email', { email: address });
      expect(answer.status).toBe(200);
    }
    await pretendCodesWereSentEarlier('both-ways', 31_000);
    const sixth = await post('/verify-email', { email: address });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(/^Too many codes were sent/);
  });
});

describe('POST /bcw/verify-phone with channel call', () => {
  it('reads the code in a call, recorded as otp-call, and the guest signs in with it', async () => {
    await seedGuest('landline-lou', { first: 'Lou', last: 'Landline', phone: '+13055550191', language: 'es' });
    const answer = await post<Sent>('/verify-phone', { phone_number: '(305) 555-0191', channel: 'call' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ user_id: 'landline-lou', channel: 'call', maskedTo: '(•••) •••-0191' });
    const [call] = await outbox();
    expect(call).toMatchObject({ to: '+13055550191', kind: 'otp-call', guestId: 'landline-lou', status: 'sent' });
    expect(call?.sid).toMatch(/^CA[0-9a-f]{32}$/);
    // Spoken one digit at a time, twice, in the guest's language.
    const spoken = call!.body.match(/(\d\. ){5}\d\./g) ?? [];
    expect(spoken).toHaveLength(2);
    expect(spoken[0]).toBe(spoken[1]);
    expect(call?.body).toMatch(/^Hola\. Su código para entrar a la boda de Grace & Daniel es:/);
    const otp = spoken[0]!.replace(/\D/g, '');
    expect((await post('/guest-auth', { gid: 'landline-lou', otp })).status).toBe(200);
  });

  it('offers a call when a text is refused as a landline, at once, and counts the refused text too', async () => {
    // The demo list's Emeka Okafor has the number the outbox refuses as Twilio refuses a landline.
    const text = await post<{ user_id: string; callInstead: boolean }>('/verify-phone', {
      phone_number: '+15005550009',
    });
    expect(text.status).toBe(502);
    expect(text.body.data).toEqual({ user_id: 'emeka-okafor', callInstead: true });
    const call = await post('/verify-phone', { phone_number: '+15005550009', channel: 'call' });
    expect(call.status).toBe(200);
    // A refused text counts against the guest's own limits like a sent one.
    const sentAt = (await db.collection('otpChallenges').doc('emeka-okafor').get()).get('sentAt') as unknown[];
    expect(sentAt).toHaveLength(2);
  });

  it('refuses an unknown channel, naming nothing it should not', async () => {
    const answer = await post('/verify-phone', { phone_number: '+13055550102', channel: 'fax' });
    expect(answer.status).toBe(400);
    expect(await outbox()).toEqual([]);
  });
});

describe('POST /bcw/find-invitation', () => {
  const FOUND_OR_NOT =
    'If we found your invitation, a code is on its way to the phone or email we have for you. Nothing after a minute? Please contact Grace & Daniel at (305) 555-0100 or grace.daniel@example.com.';
  type Found = { user_id: string; channel: null; maskedTo: null };

  it('texts the one guest of that name, ignoring case, accents and spaces, and says nothing of where', async () => {
    const margaret = demo.find((g) => g.first === 'Margaret')!;
    const answer = await post<Found>('/find-invitation', { first: '  MARGARÉT ', last: 'har per' });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(FOUND_OR_NOT);
    expect(answer.body.data).toEqual({ user_id: expect.stringMatching(/^\w{20}$/), channel: null, maskedTo: null });
    expect((await outbox()).map((sms) => [sms.to, sms.kind])).toEqual([['+13055550102', 'otp']]);
    // The user_id signs the guest in with the code they got.
    const auth = await post<{ id: string }>('/guest-auth', {
      gid: answer.body.data!.user_id,
      otp: await latestCode(margaret.id),
    });
    expect(auth.status).toBe(200);
    expect(auth.body.data?.id).toBe(margaret.id);
  });

  it('emails a guest who has only an email, and they sign in', async () => {
    const address = freshAddress('jose');
    await seedGuest('jose-de-la-cruz', { first: 'José', last: 'De la Cruz', email: address });
    const answer = await post<Found>('/find-invitation', { first: 'jose', last: 'delacruz', lang: 'es' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ channel: null, maskedTo: null });
    expect(answer.body.message).toBe(
      'Si encontramos su invitación, un código va en camino al teléfono o correo que tenemos. ¿Nada después de un minuto? Comuníquese con Grace & Daniel al (305) 555-0100 o en grace.daniel@example.com.',
    );
    const otp = await latestEmailCode(address);
    expect((await post('/guest-auth', { gid: answer.body.data!.user_id, otp })).status).toBe(200);
  });

  it('answers the same for nobody, two guests of one name, no phone or email, a landline and a limit', async () => {
    await seedGuest('sam-lee-1', { first: 'Sam', last: 'Lee', phone: '+13055550192' });
    await seedGuest('sam-lee-2', { first: 'Sam', last: 'Lee', email: freshAddress('sam') });
    await seedGuest('no-way', { first: 'Nora', last: 'Way' });
    expect((await post('/find-invitation', { first: 'Margaret', last: 'Harper' })).status).toBe(200);
    const answers = [];
    for (const name of [
      { first: 'Nobody', last: 'Here' },
      { first: 'Sam', last: 'Lee' },
      { first: 'Nora', last: 'Way' },
      { first: 'Emeka', last: 'Okafor' }, // a landline: the text is refused
      { first: 'Margaret', last: 'Harper' }, // within the 30 s cooldown
    ]) {
      const answer = await post<Found & { callInstead?: boolean }>('/find-invitation', name);
      expect(answer.status).toBe(200);
      expect(answer.body.message).toBe(FOUND_OR_NOT);
      expect(Object.keys(answer.body.data!).sort()).toEqual(['channel', 'maskedTo', 'user_id']);
      expect(answer.body.data).toMatchObject({ channel: null, maskedTo: null });
      answers.push(answer.body.data!.user_id);
    }
    expect(new Set(answers).size).toBe(answers.length);
    // None of those ids signs anyone in, and a wrong code is answered as a real one is.
    for (const gid of answers) {
      const wrong = await post('/guest-auth', { gid, otp: '000000' });
      expect(wrong.status).toBe(401);
      expect(wrong.body.message).toBe('That code is not right. 4 attempts left.');
    }
    const margaret = await post('/guest-auth', { gid: answers[4], otp: await latestCode('margaret-harper') });
    expect(margaret.status).toBe(401);
  });

  it('reads the code in a call when asked from the code step, to a guest with a phone', async () => {
    const answer = await post<Found>('/find-invitation', { first: 'Emeka', last: 'Okafor', channel: 'call' });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(
      'If we found your invitation and it has a phone number, we are calling it to read you the code. Nothing after a minute? Please contact Grace & Daniel at (305) 555-0100 or grace.daniel@example.com.',
    );
    const [call] = await outbox();
    expect(call).toMatchObject({ to: '+15005550009', kind: 'otp-call' });
    const otp = call!.body.match(/(\d\. ){5}\d\./)![0].replace(/\D/g, '');
    expect((await post('/guest-auth', { gid: answer.body.data!.user_id, otp })).status).toBe(200);
  });

  it('answers 400 naming what is missing', async () => {
    const answer = await post('/find-invitation', { first: 'Margaret', last: ' ' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Please enter your first and last name as they appear on your invitation.');
  });
});

describe('sign-in calls in the guest language', () => {
  it('answers verify-phone, guest-auth and link-auth in Spanish with lang es, and in English verbatim without', async () => {
    expect((await post('/verify-phone', { phone_number: '+13055550199', lang: 'es' })).body.message).toBe(
      'No encontramos este número en la lista de invitados. Comuníquese con Grace & Daniel.',
    );
    expect((await post('/verify-phone', { phone_number: '+13055550199' })).body.message).toBe(
      "We couldn't find this phone number on the guest list. Please contact Grace & Daniel.",
    );
    const margaret = demo.find((g) => g.first === 'Margaret')!;
    expect((await post('/verify-phone', { phone_number: '+13055550102', lang: 'es' })).body.message).toBe(
      'Le enviamos un código de seis dígitos a su teléfono.',
    );
    const wrong = await post('/guest-auth', { gid: margaret.id, otp: '000000', lang: 'es' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Ese código no es correcto. Le quedan 4 intentos.');
    const wrongEn = await post('/guest-auth', { gid: margaret.id, otp: '000000' });
    expect(wrongEn.body.message).toBe('That code is not right. 3 attempts left.');
    const link = await post('/link-auth', { k: 'A'.repeat(22), lang: 'es' });
    expect(link.status).toBe(401);
    expect(link.body.message).toBe('Este enlace ya no es válido. Entre con su número de teléfono abajo.');
  });
});
