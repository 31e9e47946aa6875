// The slideshow's images, made by web/scripts/make-hero-images.mjs: hero-{slide}-{wide|tall}-{width}.webp.
const files = import.meta.glob<string>('./assets/hero-*.webp', {
  eager: true,
  query: '?url',
  import: 'default',
});

type Shape = 'wide' | 'tall';
/** A slide: its WebP srcset in each shape, and the file for a browser without `<picture>`. */
export type HeroImage = { srcSets: Record<Shape, string>; fallback: string };

const namePattern = /hero-(\d+)-(wide|tall)-(\d+)\.webp$/;

function buildSlides(): HeroImage[] {
  const found = new Map<number, { shape: Shape; width: number; url: string }[]>();
  for (const [path, url] of Object.entries(files)) {
    const match = namePattern.exec(path);
    if (!match) continue;
    const slide = Number(match[1]);
    const entry = { shape: match[2] as Shape, width: Number(match[3]), url };
    found.set(slide, [...(found.get(slide) ?? []), entry]);
  }
  return [...found.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, entries]) => {
      const srcSet = (shape: Shape) =>
        entries
          .filter((entry) => entry.shape === shape)
          .sort((a, b) => a.width - b.width)
          .map((entry) => `${entry.url} ${entry.width}w`)
          .join(', ');
      const fallback = entries.find((entry) => entry.shape === 'wide' && entry.width === 1280) ?? entries[0]!;
      return {
        srcSets: { wide: srcSet('wide'), tall: srcSet('tall') },
        fallback: fallback.url,
      };
    });
}

export const heroImages = buildSlides();
