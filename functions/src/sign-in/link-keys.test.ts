import { describe, expect, it } from 'vitest';
import { wedding } from '@config';
import * as demoLinks from '@launcher/link-keys.mjs';
import { hashLinkKey, linkExpiresAt, newLinkKey } from './link-keys';

const DAY = 24 * 60 * 60_000;
const event = Date.parse(`${wedding.event.startsAt.slice(0, 10)}T00:00:00Z`);

describe('personal link keys', () => {
  it('are 128 random bits in base64url (22 characters), different every time', () => {
    const keys = new Set(Array.from({ length: 1000 }, newLinkKey));
    expect(keys.size).toBe(1000);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('are stored as their sha256, which does not contain them', () => {
    const key = newLinkKey();
    expect(hashLinkKey(key)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashLinkKey(key)).toBe(hashLinkKey(key));
    expect(hashLinkKey(key)).not.toContain(key);
  });

  it('work until 30 days after the event when issued before it', () => {
    expect(linkExpiresAt(event - 100 * DAY)).toBe(event + 30 * DAY);
  });

  it('work for 30 days after issue when issued after the event (the demo, whose date is past)', () => {
    expect(linkExpiresAt(event + 200 * DAY)).toBe(event + 230 * DAY);
  });
});

describe("npm start's demo links", () => {
  it('are issued and hashed exactly as the functions do', () => {
    const key = demoLinks.newLinkKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(demoLinks.hashLinkKey(key)).toBe(hashLinkKey(key));
  });
});
