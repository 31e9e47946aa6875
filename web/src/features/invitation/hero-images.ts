// The slideshow's images, made by web/scripts/make-hero-images.mjs: hero-{slide}-{wide|tall}-{width}.{avif|webp}.
const files = import.meta.glob<string>('./assets/hero-*.{avif,webp}', {
  eager: true,
  query: '?url',
  import: 'default',
});

type Format = 'avif' | 'webp';
type Shape = 'wide' | 'tall';
export type HeroImage = { srcSets: Record<Shape, Record<Format, string>>; fallback: string };

const namePattern = /hero-(\d+)-(wide|tall)-(\d+)\.(avif|webp)$/;

function buildSlides(): HeroImage[] {
  const found = new Map<number, { shape: Shape; width: number; format: Format; url: string }[]>();
  for (const [path, url] of Object.entries(files)) {
    const match = namePattern.exec(path);
    if (!match) continue;
    const slide = Number(match[1]);
    const entry = { shape: match[2] as Shape, width: Number(match[3]), format: match[4] as Format, url };
    found.set(slide, [...(found.get(slide) ?? []), entry]);
  }
  return [...found.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, entries]) => {
      const srcSet = (shape: Shape, format: Format) =>
        entries
          .filter((entry) => entry.shape === shape && entry.format === format)
          .sort((a, b) => a.width - b.width)
          .map((entry) => `${entry.url} ${entry.width}w`)
          .join(', ');
      const fallback =
        entries.find((entry) => entry.shape === 'wide' && entry.format === 'webp' && entry.width === 1280) ??
        entries[0]!;
      return {
        srcSets: {
          wide: { avif: srcSet('wide', 'avif'), webp: srcSet('wide', 'webp') },
          tall: { avif: srcSet('tall', 'avif'), webp: srcSet('tall', 'webp') },
        },
        fallback: fallback.url,
      };
    });
}

export const heroImages = buildSlides();
