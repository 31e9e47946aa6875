import { describe, expect, it } from 'vitest';
import { contentSectionSchemas } from '@contract/site-content-schema';
import { CONTENT_BODY_BYTES, CONTENT_STORED_BYTES, storedSizeProblem } from './body-limit';

// The request body limit of PUT /admin/content admits the largest value the content schema allows, written
// with the characters JSON spends most bytes on: a control character (a \u escape, 6 bytes; rich text may
// hold one, a title may not, so titles take a three-byte character) and a three-byte UTF-8 character.
const RICH = 4000;
const TITLE = 200;
const text = (char: string, length: number) => char.repeat(length);
const both = (char: string, length: number) => ({ en: text(char, length), es: text(char, length) });
/** A title refuses control characters: the costliest it takes is three bytes. */
const line = (char: string) => (char < ' ' ? '€' : char);
const id = (i: number) => `item-${String(i).padStart(3, '0')}-${'x'.repeat(20)}`;

const largest = (char: string) => ({
  story: {
    title: both(line(char), TITLE),
    tagline: both(line(char), TITLE),
    paragraphs: Array.from({ length: 20 }, () => both(char, RICH)),
  },
  faq: Array.from({ length: 50 }, (_, i) => ({ id: id(i), title: both(line(char), TITLE), content: both(char, RICH) })),
  announcements: Array.from({ length: 30 }, (_, i) => ({
    id: id(i),
    text: both(char, RICH),
    at: '2027-05-01T12:00:00.000Z',
    pinned: false,
  })),
});

describe('the content body limit', () => {
  it.each([
    ['a control character (\\u0001)', '\u0001'],
    ['a three-byte character (€)', '€'],
  ])('admits the largest story, FAQ and announcements written with %s', (_what, char) => {
    for (const [section, value] of Object.entries(largest(char))) {
      const schema = contentSectionSchemas[section as keyof ReturnType<typeof largest>];
      expect(schema.safeParse(value).success, section).toBe(true);
      const bytes = Buffer.byteLength(JSON.stringify({ section, value, version: 123456 }), 'utf8');
      expect(bytes, section).toBeLessThanOrEqual(CONTENT_BODY_BYTES);
    }
  });
});

describe('the stored content limit', () => {
  it('lets content of up to 450 KB through and refuses more, naming the size and the limit', () => {
    const sized = (bytes: number) => ({ story: { paragraphs: ['x'.repeat(bytes - 30)] } });
    expect(storedSizeProblem(sized(CONTENT_STORED_BYTES - 100))).toBeNull();
    expect(storedSizeProblem(sized(CONTENT_STORED_BYTES + 2048))).toMatch(/would take 452 KB, over the 450 KB/);
  });
});
