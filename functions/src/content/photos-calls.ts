import type { Request } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { photoUrl } from '@contract/photo-url';
import { PHOTO_MAX_BYTES, PHOTO_MAX_SIDE, PHOTO_TYPES, type PhotoAnswer } from '@contract/site-content';
import type { Call } from '../api/calls';
import { ok } from '../platform/respond';
import { Refusal } from '../platform/refusal';
import { imageSize, photoId, photos } from './photos';

const mediaType = (req: Request) => (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();

/**
 * POST /admin/photos: the body is the image itself (JPEG, PNG or WebP, at most 1 MB, resized by the
 * console to at most 1600 px). Stored in photos/{id}; the same image uploaded twice keeps one id.
 */
export async function uploadPhoto({ caller, req, res }: Call<'POST /admin/photos'>) {
  const type = mediaType(req);
  if (!(PHOTO_TYPES as readonly string[]).includes(type)) {
    throw new Refusal(
      'unsupported-type',
      'Please upload a JPEG, PNG or WebP image (Content-Type image/jpeg, image/png or image/webp).',
    );
  }
  const bytes = (req as Request & { rawBody?: Buffer }).rawBody;
  if (!bytes || bytes.length === 0) throw new Refusal('invalid', 'The photo is empty: please choose an image file.');
  if (bytes.length > PHOTO_MAX_BYTES) {
    throw new Refusal(
      'too-large',
      'The photo is larger than 1 MB: please resize it to at most 1600 pixels and upload it again.',
    );
  }
  const size = imageSize(bytes, type);
  if (!size) throw new Refusal('invalid', `The photo is not a valid ${type.slice(6).toUpperCase()} image.`);
  if (Math.max(size.width, size.height) > PHOTO_MAX_SIDE * 2) {
    throw new Refusal(
      'too-large',
      `The photo is ${size.width} x ${size.height} pixels: please resize it to at most ${PHOTO_MAX_SIDE} pixels.`,
    );
  }
  const id = await photoId(bytes);
  await photos().doc(id).set({
    type,
    bytes,
    width: size.width,
    height: size.height,
    by: caller.actor.uid,
    at: FieldValue.serverTimestamp(),
  });
  ok<PhotoAnswer>(res, 'Photo uploaded.', { id, url: photoUrl(id) }, 201);
}

/**
 * How long a browser or the CDN may show a photo without asking again: an hour, so a photo deleted in the
 * console stops being shown within the hour. Its id names its bytes, so its ETag is the id: a repeat load
 * after the hour is a 304 without the image.
 */
export const PHOTO_CACHE_CONTROL = 'public, max-age=3600';

/** Whether an If-None-Match header names `etag` (a list, a weak form, or *). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/** GET /photos/{id}: the image, cached for an hour; 304 when the caller already holds it. */
export async function servePhoto({ params, req, res }: Call<'GET /photos/{id}'>) {
  const snap = await photos().doc(params.id).get();
  if (!snap.exists) throw new Refusal('not-found', 'This photo was not found.');
  const etag = `"${params.id}"`;
  res.setHeader('Cache-Control', PHOTO_CACHE_CONTROL);
  res.setHeader('ETag', etag);
  if (matchesEtag(req.headers['if-none-match'], etag)) {
    res.status(304).end();
    return;
  }
  const bytes = snap.get('bytes') as Buffer | Uint8Array;
  res.setHeader('Content-Type', snap.get('type') as string);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.status(200).end(Buffer.from(bytes));
}

/** DELETE /admin/photos/{id}: the photo is gone (GET answers 404 from then on). */
export async function deletePhoto({ params, res }: Call<'DELETE /admin/photos/{id}'>) {
  const ref = photos().doc(params.id);
  if (!(await ref.get()).exists) throw new Refusal('not-found', 'This photo was not found.');
  await ref.delete();
  ok(res, 'Photo deleted.');
}
