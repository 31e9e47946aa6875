import { PHOTO_MAX_BYTES, PHOTO_MAX_SIDE } from '@contract/site-content';

/** The size an image is drawn at: its longer side at most `max` pixels. */
export function fittedSize(width: number, height: number, max = PHOTO_MAX_SIDE) {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

const toBlob = (canvas: HTMLCanvasElement, type: string, quality?: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));

/**
 * Resizes a photo in the browser before it is uploaded: at most 1600 px on its longer side, as JPEG (a
 * PNG, such as a QR code, stays PNG), lowering the quality until it fits in 1 MB.
 */
export async function resizeImage(file: File): Promise<Blob> {
  if (!['image/jpeg', 'image/png', 'image/webp'].includes(file.type)) {
    throw new Error('Please choose a JPEG, PNG or WebP image.');
  }
  const bitmap = await createImageBitmap(file);
  const { width, height } = fittedSize(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  if (file.type === 'image/png') {
    const png = await toBlob(canvas, 'image/png');
    if (png && png.size <= PHOTO_MAX_BYTES) return png;
  }
  for (const quality of [0.85, 0.75, 0.6, 0.45]) {
    const jpeg = await toBlob(canvas, 'image/jpeg', quality);
    if (jpeg && jpeg.size <= PHOTO_MAX_BYTES) return jpeg;
  }
  throw new Error('This photo is still larger than 1 MB after resizing: please choose a smaller one.');
}
