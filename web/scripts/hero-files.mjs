// The hero slideshow's files: each slide as WebP, landscape for wide screens and portrait for phones held
// upright, at the widths the page's srcset offers (src/features/invitation/hero-images.ts reads them by name:
// hero-{slide}-{wide|tall}-{width}.webp). Used by make-hero-images.mjs, for the demo's painted artwork or for
// the couple's own photos.
//
// WebP only: the first photo is the invitation page's largest paint, and a phone decodes it before that
// paint. AVIF saved 1-6 KB a file on these pictures but took 2-5 times as long to decode (Chromium, the
// portrait 1080 photo: 115 ms against 48 ms), which the guest waited for (docs/performance.md, stop 49).
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

/**
 * Landscape art for wide screens, portrait art for phones held upright. 828 is a phone of 412-414 CSS px at
 * 1.75-2 device pixels each (Lighthouse's phone among them), which would otherwise decode the 1080.
 */
export const shapes = [
  { name: 'wide', width: 1920, height: 1280, widths: [640, 1280, 1920] },
  { name: 'tall', width: 1080, height: 1920, widths: [540, 828, 1080] },
];

/** The slides' files, an earlier version's AVIF among them (removed with the rest). */
const heroFile = /^hero-\d+-(wide|tall)-\d+\.(avif|webp)$/;

/** How hard the encoders work: the site's files are made once, so as small as they go (tests go faster). */
const bestEffort = { webp: 6 };

/** Removes the slides' files in `outDir` (nothing else), so no earlier slide or format is left among the new. */
export function removeSlides(outDir) {
  if (existsSync(outDir)) for (const file of readdirSync(outDir)) if (heroFile.test(file)) rmSync(join(outDir, file));
}

/** Writes one slide's files; `image(shape, width)` gives the picture at that shape and width. */
export async function writeSlide(outDir, slide, image, effort = bestEffort) {
  mkdirSync(outDir, { recursive: true });
  for (const shape of shapes) {
    for (const width of shape.widths) {
      const base = join(outDir, `hero-${slide}-${shape.name}-${width}`);
      const picture = image(shape, width);
      await picture.webp({ quality: 72, effort: effort.webp }).toFile(`${base}.webp`);
    }
  }
}

/**
 * The couple's own photos as the slides, in the order given (at most six): each cropped to both shapes
 * around what draws the eye (sharp's attention strategy), turned upright as the camera recorded, and the
 * slides there before removed, so no demo picture is left between them.
 */
export async function slidesFromPhotos(photos, outDir, effort = bestEffort) {
  if (photos.length === 0 || photos.length > 6) throw new Error('Give between one and six photos.');
  for (const photo of photos) {
    if (!existsSync(photo))
      throw new Error(`${photo}: no such file. Give the path of a JPEG, PNG, WebP or AVIF photo.`);
    const { width, height } = await sharp(photo)
      .metadata()
      .catch(() => ({}));
    if (!width || !height)
      throw new Error(`${photo}: not a photo sharp can read. Give a JPEG, PNG, WebP or AVIF file.`);
    if (Math.max(width, height) < 1080)
      throw new Error(
        `${photo}: ${width}x${height} is too small for the slideshow. Give one at least 1920 pixels wide.`,
      );
  }
  removeSlides(outDir);
  for (const [index, photo] of photos.entries()) {
    await writeSlide(
      outDir,
      index + 1,
      (shape, width) =>
        sharp(photo)
          .rotate()
          .resize(width, Math.round((width * shape.height) / shape.width), {
            fit: 'cover',
            position: sharp.strategy.attention,
          }),
      effort,
    );
  }
}
