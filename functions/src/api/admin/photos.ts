import type { Request } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { PHOTO_MAX_BYTES, PHOTO_MAX_SIDE, PHOTO_TYPES, photoUrl, type PhotoAnswer } from '@contract/site-content';
import type { Call } from '../../calls';
import { ApiError, ok } from '../../platform/respond';
import { imageSize, photoId, photos } from '../../domain/content/photos';

const mediaType = (req: Request) => (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();

/**
 * POST /admin/photos: the body is the image itself (JPEG, PNG or WebP, at most 1 MB, resized by the
 * console to at most 1600 px). Stored in photos/{id}; the same image uploaded twice keeps one id.
 */
export async function uploadPhoto({ caller, req, res }: Call<'POST /admin/photos'>) {
  const type = mediaType(req);
  if (!(PHOTO_TYPES as readonly string[]).includes(type)) {
    throw new ApiError(
      415,
      'Please upload a JPEG, PNG or WebP image (Content-Type image/jpeg, image/png or image/webp).',
    );
  }
  const bytes = (req as Request & { rawBody?: Buffer }).rawBody;
  if (!bytes || bytes.length === 0) throw new ApiError(400, 'The photo is empty: please choose an image file.');
  if (bytes.length > PHOTO_MAX_BYTES) {
    throw new ApiError(
      413,
      'The photo is larger than 1 MB: please resize it to at most 1600 pixels and upload it again.',
    );
  }
  const size = imageSize(bytes, type);
  if (!size) throw new ApiError(400, `The photo is not a valid ${type.slice(6).toUpperCase()} image.`);
  if (Math.max(size.width, size.height) > PHOTO_MAX_SIDE * 2) {
    throw new ApiError(
      413,
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

/** GET /photos/{id}: the image, cached for a year (its id changes with its bytes). */
export async function servePhoto({ params, res }: Call<'GET /photos/{id}'>) {
  const snap = await photos().doc(params.id).get();
  if (!snap.exists) throw new ApiError(404, 'This photo was not found.');
  const bytes = snap.get('bytes') as Buffer | Uint8Array;
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  res.setHeader('Content-Type', snap.get('type') as string);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.status(200).end(Buffer.from(bytes));
}

/** DELETE /admin/photos/{id}: the photo is gone (GET answers 404 from then on). */
export async function deletePhoto({ params, res }: Call<'DELETE /admin/photos/{id}'>) {
  const ref = photos().doc(params.id);
  if (!(await ref.get()).exists) throw new ApiError(404, 'This photo was not found.');
  await ref.delete();
  ok(res, 'Photo deleted.');
}
