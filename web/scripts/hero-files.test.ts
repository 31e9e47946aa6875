import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { slidesFromPhotos } from './hero-files.mjs';

/** The encoders' quickest settings: what is tested here is which files, shapes and crops. */
const quick = { webp: 0 };

/** A photo of `width` x `height`: a dark field with one bright square, where the eye goes. */
async function photo(dir: string, name: string, width: number, height: number, orientation?: number) {
  const path = join(dir, name);
  const square = Math.round(Math.min(width, height) / 4);
  await sharp({ create: { width, height, channels: 3, background: '#203040' } })
    .composite([
      {
        input: await sharp({
          create: { width: square, height: square, channels: 3, background: '#ffe040' },
        })
          .png()
          .toBuffer(),
        left: width - square - 10,
        top: 10,
      },
    ])
    .withMetadata(orientation ? { orientation } : {})
    .jpeg()
    .toFile(path);
  return path;
}

describe("the hero slideshow from the couple's own photos", () => {
  it('writes every shape, width and format the page reads, in the order given, upright, and removes the slides there before', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hero-'));
    const out = join(dir, 'assets');
    // The demo's four slides are there before, as WebP and as an earlier version's AVIF.
    mkdirSync(out);
    for (const slide of [1, 3, 4]) writeFileSync(join(out, `hero-${slide}-tall-540.webp`), 'the demo');
    writeFileSync(join(out, 'hero-2-wide-640.avif'), 'the demo');
    writeFileSync(join(out, 'other.svg'), '<svg/>');
    const us = await photo(dir, 'us.jpg', 3000, 2000);
    // Stored landscape, taken upright (EXIF orientation 6: turned 90 degrees clockwise to be shown).
    const venue = await photo(dir, 'venue.jpg', 2400, 1200, 6);
    await slidesFromPhotos([us, venue], out, quick);
    const files = readdirSync(out).sort();
    const expected = [1, 2].flatMap((slide) =>
      ['tall-1080', 'tall-540', 'tall-828', 'wide-1280', 'wide-1920', 'wide-640'].map(
        (size) => `hero-${slide}-${size}.webp`,
      ),
    );
    expect(files).toEqual([...expected, 'other.svg'].sort());
    expect(await sharp(join(out, 'hero-1-wide-1920.webp')).metadata()).toMatchObject({ width: 1920, height: 1280 });
    expect(await sharp(join(out, 'hero-2-tall-540.webp')).metadata()).toMatchObject({ width: 540, height: 960 });
    expect(await sharp(join(out, 'hero-2-tall-828.webp')).metadata()).toMatchObject({ width: 828, height: 1472 });
    expect(await sharp(join(out, 'hero-2-wide-640.webp')).metadata()).toMatchObject({ width: 640, height: 427 });
    // The crop keeps what draws the eye: the bright square, at the top right of the landscape photo, is in the
    // portrait crop of it.
    const { data, info } = await sharp(join(out, 'hero-1-tall-540.webp')).raw().toBuffer({ resolveWithObject: true });
    let bright = 0;
    for (let i = 0; i < data.length; i += info.channels) if (data[i]! > 200 && data[i + 1]! > 180) bright++;
    expect(bright).toBeGreaterThan(1000);
    // The second photo is turned upright: its bright square, top right as stored, is in the lower half.
    const turned = await sharp(join(out, 'hero-2-tall-1080.webp')).raw().toBuffer({ resolveWithObject: true });
    let lower = 0;
    let upper = 0;
    for (let i = 0; i < turned.data.length; i += turned.info.channels) {
      if (!(turned.data[i]! > 200 && turned.data[i + 1]! > 180)) continue;
      if (i / turned.info.channels / turned.info.width > turned.info.height / 2) lower++;
      else upper++;
    }
    expect(lower).toBeGreaterThan(upper);
  });

  it('names the file and the fix for a missing, unreadable or small photo, and writes nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hero-'));
    const out = join(dir, 'assets');
    const good = await photo(dir, 'good.jpg', 2000, 1400);
    writeFileSync(join(dir, 'notes.txt'), 'not a photo');
    const small = await photo(dir, 'small.jpg', 800, 600);
    await expect(slidesFromPhotos([good, join(dir, 'gone.jpg')], out)).rejects.toThrow(/gone\.jpg: no such file/);
    await expect(slidesFromPhotos([join(dir, 'notes.txt')], out)).rejects.toThrow(/notes\.txt: not a photo/);
    await expect(slidesFromPhotos([small], out)).rejects.toThrow(/small\.jpg: 800x600 is too small/);
    await expect(slidesFromPhotos([], out)).rejects.toThrow(/between one and six/);
    expect(() => readdirSync(out)).toThrow();
  });
});
