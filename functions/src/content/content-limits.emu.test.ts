import type { ContentAnswer, PhotoAnswer } from '@contract/site-content';
import { contentFromConfig } from '@contract/site-content-defaults';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiUrl, db, siteUrl } from '@testing/testing';
import { useSignedInCast } from '@testing/admin-auth-matrix';
import { consoleCall, useFreshGuestList } from '@testing/console-testing';

// Content the sanitizer empties is refused rather than stored and silently replaced by the file's; the body
// limit admits the largest content the schema allows; a deleted photo is gone from caches within the hour.
const cast = useSignedInCast();
useFreshGuestList();
beforeEach(async () => {
  await Promise.all(['site', 'contentHistory', 'photos'].map((name) => db.recursiveDelete(db.collection(name))));
});

const grace = () => ({ token: cast().admin.idToken, uid: '' });
const read = consoleCall<ContentAnswer>('GET', '/admin/content');
const save = (body: object) => consoleCall<ContentAnswer>('PUT', '/admin/content', body);
const file = contentFromConfig();
const paragraph = (en: string, es = 'Hola') => ({ en, es });

describe('PUT /admin/content: nothing saved is silently lost', () => {
  it.each([
    ['<script>alert(1)</script>', 'Hola', 'story.paragraphs.1.en'],
    ['We met in Miami.', '<style>p { color: red }</style><textarea>Hola</textarea>', 'story.paragraphs.1.es'],
  ])('refuses a story whose text the sanitizer empties (%s / %s): 400 naming %s', async (en, es, field) => {
    const value = { ...file.story, paragraphs: [paragraph('Our story.'), paragraph(en, es)] };
    const answer = await save({ section: 'story', value, version: 0 })(grace());
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(
      `${field} has nothing left once the markup the site does not allow is removed (scripts, styles, images, forms, event handlers): write it as text, with paragraphs, emphasis, lists and links.`,
    );
    expect((await db.collection('site').doc('content').get()).exists).toBe(false);
  });

  it('keeps what survives sanitizing: a paragraph with a script and words saves its words', async () => {
    const value = { ...file.story, paragraphs: [paragraph('<p>We met<script>alert(1)</script> in Miami.</p>')] };
    const answer = await save({ section: 'story', value, version: 0 })(grace());
    expect(answer.status).toBe(200);
    expect((await read(grace())).body.data?.content.story.paragraphs).toEqual([
      { en: '<p>We met in Miami.</p>', es: 'Hola' },
    ]);
  });

  it('saves the largest story the schema allows (20 paragraphs of 4000 characters in both languages)', async () => {
    const long = (char: string) => char.repeat(4000);
    const value = { ...file.story, paragraphs: Array.from({ length: 20 }, () => paragraph(long('é'), long('ñ'))) };
    const body = { section: 'story', value, version: 0 };
    expect(Buffer.byteLength(JSON.stringify(body))).toBeGreaterThan(300_000);
    const answer = await save(body)(grace());
    expect(answer.status, answer.body.message).toBe(200);
    expect((await read(grace())).body.data?.content.story).toEqual(value);
  });

  it('refuses content a stored document cannot hold (413 naming the limit), storing nothing', async () => {
    // 50 FAQ answers of 4000 two-byte characters in both languages: valid, about 800 KB once stored, more
    // than the content document and its history entry (the section before and after) can hold.
    const long = (char: string) => `<p>${char.repeat(3990)}</p>`;
    const value = Array.from({ length: 50 }, (_, i) => ({
      id: `answer-${i}`,
      title: { en: `Question ${i}`, es: `Pregunta ${i}` },
      content: { en: long('é'), es: long('ñ') },
    }));
    const answer = await save({ section: 'faq', value, version: 0 })(grace());
    expect(answer.status).toBe(413);
    expect(answer.body.message).toMatch(/^The site's content would take \d+ KB, over the 450 KB the site stores/);
    expect((await db.collection('site').doc('content').get()).exists).toBe(false);
    expect((await db.collection('contentHistory').get()).size).toBe(0);
  });

  it('answers a body over the limit with 413 naming it', async () => {
    const response = await fetch(`${apiUrl}/admin/content`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${grace().token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ section: 'story', value: 'x'.repeat(3 * 1024 * 1024), version: 0 }),
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toBe(
      'The request is too large: this call takes at most 3 MB (3145728 bytes).',
    );
  });
});

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('GET /photos/{id}', () => {
  it('is cached for at most an hour, with an ETag that answers 304; deleted, it is 404 and not stored by caches', async () => {
    const uploaded = await fetch(`${apiUrl}/admin/photos`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${grace().token}`, 'Content-Type': 'image/png' },
      body: new Uint8Array(png),
    });
    const { data } = (await uploaded.json()) as { data: PhotoAnswer };
    const served = await fetch(`${siteUrl}${data.url}`);
    expect(served.status).toBe(200);
    const cacheControl = served.headers.get('cache-control') ?? '';
    expect(Number(/max-age=(\d+)/.exec(cacheControl)?.[1])).toBeLessThanOrEqual(3600);
    expect(cacheControl).not.toMatch(/immutable/);
    const etag = served.headers.get('etag');
    expect(etag).toBe(`"${data.id}"`);

    const repeat = await fetch(`${siteUrl}${data.url}`, { headers: { 'If-None-Match': etag! } });
    expect(repeat.status).toBe(304);
    expect((await repeat.arrayBuffer()).byteLength).toBe(0);
    const changed = await fetch(`${siteUrl}${data.url}`, { headers: { 'If-None-Match': '"another"' } });
    expect(changed.status).toBe(200);

    expect((await consoleCall('DELETE', `/admin/photos/${data.id}`)(grace())).status).toBe(200);
    const gone = await fetch(`${siteUrl}${data.url}`, { headers: { 'If-None-Match': etag! } });
    expect(gone.status).toBe(404);
    expect(gone.headers.get('cache-control')).toBe('no-store');
  });
});
