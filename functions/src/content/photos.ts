import { createHmac, randomBytes } from 'node:crypto';
import { db } from '../platform/firebase';

/** photos/{id}: `{type, bytes (a Blob), width, height, by, at}`. */
export const photos = () => db.collection('photos');
/** site/photoKey: the server's secret for photo ids, made on the first upload; no client reads it. */
const keyDoc = () => db.collection('site').doc('photoKey');

let cachedKey: Buffer | null = null;

async function photoKey(): Promise<Buffer> {
  if (cachedKey) return cachedKey;
  const key = await db.runTransaction(async (tx) => {
    const snap = await tx.get(keyDoc());
    const stored = snap.get('key') as string | undefined;
    if (stored) return stored;
    const made = randomBytes(32).toString('base64');
    tx.set(keyDoc(), { key: made });
    return made;
  });
  cachedKey = Buffer.from(key, 'base64');
  return cachedKey;
}

/** A photo's id: an HMAC of its bytes with the server's secret, so the same photo keeps one id and none can be guessed. */
export async function photoId(bytes: Buffer): Promise<string> {
  return createHmac('sha256', await photoKey())
    .update(bytes)
    .digest('base64url')
    .slice(0, 32);
}

/** Width and height from a JPEG, PNG or WebP header; null when the bytes are not such an image. */
export function imageSize(bytes: Buffer, type: string): { width: number; height: number } | null {
  try {
    if (type === 'image/png') {
      if (bytes.toString('ascii', 1, 4) !== 'PNG') return null;
      return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
    }
    if (type === 'image/webp') {
      if (bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WEBP') return null;
      const chunk = bytes.toString('ascii', 12, 16);
      if (chunk === 'VP8X') return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) };
      if (chunk === 'VP8L') {
        const bits = bytes.readUInt32LE(21);
        return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
      }
      if (chunk === 'VP8 ') return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
      return null;
    }
    // JPEG: walk the markers to the first start-of-frame.
    if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
    let at = 2;
    while (at + 9 < bytes.length) {
      if (bytes[at] !== 0xff) return null;
      const marker = bytes[at + 1]!;
      const length = bytes.readUInt16BE(at + 2);
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
      }
      at += 2 + length;
    }
    return null;
  } catch {
    return null;
  }
}
