import { beforeEach, describe, expect, it } from 'vitest';
import { db, resetEmulators, seedGuests } from '@testing/testing';
import { sendReply } from './reply';

// `npm run reply -- <phone> <text>` (section 28): a guest's reply from the terminal, signed as Twilio signs,
// lands in the inbox the console reads.
beforeEach(async () => {
  await resetEmulators();
  await seedGuests();
});

describe('npm run reply', () => {
  it("posts a signed reply that the inbox keeps under the guest's record", async () => {
    const lines: string[] = [];
    expect(await sendReply(['(305) 555-0102', 'Can', 'we', 'bring', 'a', 'cake?'], (line) => lines.push(line))).toBe(0);
    const kept = (await db.collection('inbox').get()).docs.map((doc) => doc.data());
    expect(kept).toEqual([
      expect.objectContaining({ from: '+13055550102', guestId: 'margaret-harper', body: 'Can we bring a cake?' }),
    ]);
    expect(lines[0]).toMatch(/^Sent "Can we bring a cake\?" from \+13055550102\. The site texted back: /);
  });

  it('says how to use it when the phone or the text is missing', async () => {
    const lines: string[] = [];
    expect(await sendReply(['3055550102'], (line) => lines.push(line))).toBe(1);
    expect(lines[0]).toMatch(/^Usage: npm run reply -- <phone> <text>/);
  });
});
