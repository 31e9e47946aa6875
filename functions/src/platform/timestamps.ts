import type { StoredTimestamp } from '@contract/guest';

const isTimestamp = (value: unknown): value is StoredTimestamp =>
  typeof value === 'object' && value !== null && 'toMillis' in value && typeof value.toMillis === 'function';

/** A Firestore timestamp as an ISO string; anything else as null. */
export function isoOrNull(value: unknown): string | null {
  return isTimestamp(value) ? value.toDate().toISOString() : null;
}

/** A value as history stores it: timestamps as ISO strings, undefined as null. */
export function plainValue(value: unknown): unknown {
  if (isTimestamp(value)) return value.toDate().toISOString();
  return value ?? null;
}
