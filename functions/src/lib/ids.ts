import { ApiError } from '../platform/respond';
import { firestoreId } from '@contract/ids';

/** An id from the request path, checked like every id in a body; anything else is a 400, never a Firestore error. */
export function idFromPath(value: unknown, what: string): string {
  const parsed = firestoreId.safeParse(value);
  if (!parsed.success) {
    throw new ApiError(400, `The ${what} in the address is not valid: use the id the site gave you (no '/').`);
  }
  return parsed.data;
}
