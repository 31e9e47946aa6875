// How many SMS segments a text takes, as carriers bill it (3GPP TS 23.038). A text in the GSM 7-bit
// alphabet fits 160 characters in one segment and 153 per segment once split (the rest holds the
// joining header); a single character outside it (an emoji, a curly quote, most accented letters) sends
// the whole text as UCS-2: 70 in one segment, 67 per segment once split.

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** Characters that take two septets (an escape and the character). */
const GSM_EXTENDED = '\f^{}\\[~]|€';

export function smsSegments(text: string): number {
  let septets = 0;
  for (const char of text) {
    if (GSM_BASIC.includes(char)) septets += 1;
    else if (GSM_EXTENDED.includes(char)) septets += 2;
    else return ucs2Segments(text);
  }
  if (septets <= 160) return 1;
  return Math.ceil(septets / 153);
}

function ucs2Segments(text: string): number {
  const units = text.length; // UTF-16 code units, as UCS-2 sends them (an emoji takes two)
  if (units <= 70) return 1;
  return Math.ceil(units / 67);
}
