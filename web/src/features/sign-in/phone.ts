export const DIAL_CODE = '+1';
export const MIN_PHONE_LENGTH = 12;

/** What a guest typed or pasted, as the forced-prefix value: '+1' and at most 10 digits. */
export function toPhoneValue(typed: string): string {
  let digits = typed.replace(/\D/g, '');
  if (digits.length > 10 && digits.startsWith('1')) digits = digits.slice(1);
  return DIAL_CODE + digits.slice(0, 10);
}

/**
 * '+13055550123' -> '(305) 555-0123', as the guest types. Written out rather than taken from
 * libphonenumber-js, whose formatter would double the sign-in screen's JavaScript; the server still
 * checks every number with libphonenumber-js.
 */
export function formatNational(value: string): string {
  const digits = value.slice(DIAL_CODE.length);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** The value after an edit; deleting only a formatting character, such as ')', deletes the digit before it. */
export function nextPhoneValue(previous: string, typed: string): string {
  const next = toPhoneValue(typed);
  const deletedFormatting = next === previous && typed.length < formatNational(previous).length;
  return deletedFormatting && previous.length > DIAL_CODE.length ? previous.slice(0, -1) : next;
}
