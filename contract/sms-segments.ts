// How many SMS segments a text costs (no zod: the web's dry run shows it). A text whose every character
// is in the GSM-7 alphabet fits 160 septets in one segment, 153 per segment once split; any other
// character makes the whole text UCS-2: 70 UTF-16 units in one segment, 67 per segment once split.

const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** Characters sent as an escape plus a second septet, so they count twice. */
const GSM7_EXTENSION = '^{}\\[~]|€\f';

const basic = new Set(GSM7_BASIC);
const extension = new Set(GSM7_EXTENSION);

type SegmentCount = { encoding: 'GSM-7' | 'UCS-2'; segments: number; units: number };

/** Packs units into segments of `size` without splitting one character's units across two. */
function pack(sizes: number[], single: number, multi: number): number {
  const total = sizes.reduce((sum, size) => sum + size, 0);
  if (total === 0) return 0;
  if (total <= single) return 1;
  let segments = 1;
  let used = 0;
  for (const size of sizes) {
    if (used + size > multi) {
      segments += 1;
      used = 0;
    }
    used += size;
  }
  return segments;
}

export function smsSegments(text: string): SegmentCount {
  const chars = [...text];
  if (chars.every((char) => basic.has(char) || extension.has(char))) {
    const sizes = chars.map((char) => (extension.has(char) ? 2 : 1));
    return { encoding: 'GSM-7', segments: pack(sizes, 160, 153), units: sizes.reduce((a, b) => a + b, 0) };
  }
  const sizes = chars.map((char) => char.length);
  return { encoding: 'UCS-2', segments: pack(sizes, 70, 67), units: text.length };
}
