// The hero slideshow's images in src/features/invitation/assets, as WebP, landscape and portrait,
// at several widths (hero-files.mjs).
//   node web/scripts/make-hero-images.mjs                      the demo's four paintings (soft florals and bokeh, drawn as SVG)
//   node web/scripts/make-hero-images.mjs us.jpg venue.jpg     your own photos instead, one slide each, in that order
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { removeSlides, shapes, slidesFromPhotos, writeSlide } from './hero-files.mjs';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'features', 'invitation', 'assets');

/** Same artwork on every run: a small seeded generator instead of Math.random. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const petal = (r, width) =>
  `M0,0 C${r * 0.4},${-r * width} ${r * 0.95},${-r * width * 0.75} ${r},0 C${r * 0.95},${r * width * 0.75} ${r * 0.4},${r * width} 0,0Z`;

/** A full-blown rose or peony: rings of petals, large and open outside, small and cupped inside. */
function bloom({ x, y, r, rotate, rings = 4 }) {
  let petals = '';
  for (let ring = 0; ring < rings; ring += 1) {
    const count = 10 - ring;
    const radius = r * (1 - ring * 0.21);
    for (let i = 0; i < count; i += 1) {
      const angle = (360 / count) * i + ring * 19 + rotate;
      petals += `<path d="${petal(radius, 0.42 + ring * 0.08)}" transform="rotate(${angle})" fill="url(#petal)" stroke="url(#edge)" stroke-width="1.5"/>`;
    }
  }
  let stamens = '';
  for (let i = 0; i < 12; i += 1) {
    const angle = (Math.PI * 2 * i) / 12;
    stamens += `<circle cx="${Math.cos(angle) * r * 0.1}" cy="${Math.sin(angle) * r * 0.1}" r="${r * 0.022}" fill="url(#stamen)"/>`;
  }
  return `<g transform="translate(${x},${y})">${petals}<circle r="${r * 0.12}" fill="url(#centre)"/>${stamens}</g>`;
}

/** A curved sprig of eucalyptus-like leaves. */
function sprig({ x, y, length, angle, fill, rand }) {
  let leaves = `<path d="M0,0 Q${length * 0.5},${-length * 0.12} ${length},0" stroke="${fill}" stroke-width="4" fill="none"/>`;
  for (let i = 1; i <= 7; i += 1) {
    const t = i / 8;
    const size = 46 * (1 - t * 0.5) + rand() * 10;
    const side = i % 2 ? -1 : 1;
    leaves += `<ellipse cx="${t * length}" cy="${side * size * 0.7 - length * 0.12 * 4 * t * (1 - t)}" rx="${size}" ry="${size * 0.62}" fill="${fill}" opacity="0.9" transform="rotate(${side * 24} ${t * length} 0)"/>`;
  }
  return `<g transform="translate(${x},${y}) rotate(${angle})">${leaves}</g>`;
}

function bokeh({ rand, count, colors, minR, maxR, W, H }) {
  let circles = '';
  for (let i = 0; i < count; i += 1) {
    const color = colors[i % colors.length];
    const r = minR + rand() * (maxR - minR);
    circles += `<circle cx="${rand() * W}" cy="${rand() * H}" r="${r}" fill="${color}" opacity="${0.18 + rand() * 0.35}"/>`;
  }
  return circles;
}

const gradient = (id, stops, attrs = 'x1="0" y1="0" x2="1" y2="1"') =>
  `<linearGradient id="${id}" ${attrs}>${stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('')}</linearGradient>`;
const radial = (id, inner, outer) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/></radialGradient>`;

const palettes = [
  {
    name: 'blush-dawn',
    sky: [
      [0, '#f7e3df'],
      [0.55, '#e9bcc2'],
      [1, '#b98595'],
    ],
    petals: ['#fff4f1', '#f2c4c9'],
    centre: ['#e8a0a8', '#b86a7b'],
    leaf: '#8fa88f',
    lights: ['#ffffff', '#ffe9c7', '#f9d3d8'],
    seed: 11,
  },
  {
    name: 'sage-garden',
    sky: [
      [0, '#eef1e6'],
      [0.5, '#c5d3bf'],
      [1, '#7d957f'],
    ],
    petals: ['#fffdf7', '#efe6d4'],
    centre: ['#f0dcb0', '#c9a86a'],
    leaf: '#5f7d62',
    lights: ['#ffffff', '#fff6dc', '#e3ecd9'],
    seed: 23,
  },
  {
    name: 'golden-hour',
    sky: [
      [0, '#fbe6c8'],
      [0.5, '#efc19a'],
      [1, '#c7867a'],
    ],
    petals: ['#fff6ea', '#f5cfb5'],
    centre: ['#eab07f', '#b9714f'],
    leaf: '#9a9a6e',
    lights: ['#fff8e6', '#ffe0a6', '#ffd0b8'],
    seed: 37,
  },
  {
    name: 'twilight',
    sky: [
      [0, '#5b4763'],
      [0.55, '#3e3454'],
      [1, '#23233d'],
    ],
    petals: ['#f6e7ee', '#c99bb2'],
    centre: ['#d9a7bd', '#8d5775'],
    leaf: '#6e7f78',
    lights: ['#ffe7b0', '#ffd27f', '#f3c6dd'],
    seed: 53,
  },
];

function artwork(palette, { width: W, height: H }, mirrored) {
  const rand = random(palette.seed);
  const u = Math.min(W, H) / 1280;
  const flowers = [
    bloom({ x: 150 * u, y: H - 160 * u, r: 260 * u, rotate: 10 }),
    bloom({ x: 470 * u, y: H - 50 * u, r: 190 * u, rotate: 40 }),
    bloom({ x: W - 120 * u, y: 120 * u, r: 230 * u, rotate: 25 }),
    bloom({ x: W - 360 * u, y: -20 * u, r: 150 * u, rotate: 5, rings: 3 }),
  ].join('');
  const sprigs = [
    sprig({ x: 40 * u, y: H - 380 * u, length: 520 * u, angle: -38, fill: palette.leaf, rand }),
    sprig({ x: 620 * u, y: H, length: 380 * u, angle: -70, fill: palette.leaf, rand }),
    sprig({ x: W - 20 * u, y: 420 * u, length: 460 * u, angle: 200, fill: palette.leaf, rand }),
    sprig({ x: W - 500 * u, y: 60 * u, length: 360 * u, angle: 160, fill: palette.leaf, rand }),
  ].join('');
  const lights = { rand, colors: palette.lights, W, H };
  const flip = mirrored ? `transform="translate(${W},0) scale(-1,1)"` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    ${gradient('sky', palette.sky)}
    ${gradient(
      'petal',
      [
        [0, palette.petals[1]],
        [0.75, palette.petals[0]],
      ],
      'x1="0" y1="0" x2="1" y2="0"',
    )}
    ${gradient(
      'edge',
      [
        [0, palette.centre[1]],
        [1, palette.petals[1]],
      ],
      'x1="0" y1="0" x2="1" y2="0"',
    )}
    ${radial('centre', palette.centre[0], palette.centre[1])}
    ${radial('stamen', '#fff3c4', '#d4a24c')}
    ${radial('glow', 'rgba(255,255,255,0.55)', 'rgba(255,255,255,0)')}
    <filter id="far" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${28 * u}"/></filter>
    <filter id="mid" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${10 * u}"/></filter>
    <filter id="near" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${2 * u}"/></filter>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <ellipse cx="${W * 0.55}" cy="${H * 0.42}" rx="${W * 0.45}" ry="${H * 0.38}" fill="url(#glow)"/>
  <g filter="url(#far)">${bokeh({ ...lights, count: 26, minR: 40 * u, maxR: 120 * u })}</g>
  <g filter="url(#mid)">${bokeh({ ...lights, count: 34, minR: 12 * u, maxR: 42 * u })}</g>
  <g ${flip}>
    <g filter="url(#mid)" opacity="0.85">${sprigs}</g>
    <g filter="url(#near)">${flowers}</g>
  </g>
</svg>`;
}

const photos = process.argv.slice(2);
if (photos.length > 0) {
  try {
    await slidesFromPhotos(photos, outDir);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  console.log(`${photos.length} slide(s) written to ${outDir}. Build or deploy to see them.`);
} else {
  removeSlides(outDir);
  for (const [index, palette] of palettes.entries()) {
    // Each shape's artwork drawn once, then rendered at each of its widths.
    const svgs = new Map(shapes.map((shape) => [shape.name, Buffer.from(artwork(palette, shape, index % 2 === 1))]));
    await writeSlide(outDir, index + 1, (shape, width) =>
      sharp(svgs.get(shape.name), { density: (72 * width) / shape.width }).resize(width),
    );
    console.log(`hero ${index + 1}: ${palette.name}`);
  }
}
