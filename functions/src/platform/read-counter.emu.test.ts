import { beforeEach, describe, expect, it } from 'vitest';
import { apiUrl, resetEmulators, seedGuests, signIn } from '@testing/testing';

const verifyPhone = (phone: string) =>
  fetch(`${apiUrl}/verify-phone`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ phone_number: phone }),
  });

beforeEach(async () => {
  await resetEmulators();
  await seedGuests();
});

describe('X-Firestore-Reads (emulator only)', () => {
  it('counts the documents a request read: address counter, guest lookup, site text counter and code challenge', async () => {
    const response = await verifyPhone('+13055550102');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-firestore-reads')).toBe('4');
  });

  it('counts a lookup that found nobody as no document', async () => {
    const response = await verifyPhone('+13055550199');
    expect(response.status).toBe(404);
    expect(response.headers.get('x-firestore-reads')).toBe('1');
  });

  it('counts a document read by id once: the invitation page reads its two guests, the settings and site/content', async () => {
    const margaret = await signIn('3055550102');
    const response = await fetch(`${apiUrl}/get-invitation/${margaret.invtId}`, {
      headers: { Authorization: `Bearer ${margaret.idToken}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-firestore-reads')).toBe('4');
  });
});
