import { firestoreId } from '@contract/ids';
import type { Request } from 'express';
import { ApiError } from '../platform/respond';

/** The {id} of /admin/guests/{id}, checked like any id in a path. */
export function guestIdParam(req: Request): string {
  const id = firestoreId.safeParse(req.params.id);
  if (!id.success) throw new ApiError(400, 'The guest id in the address is not valid.');
  return id.data;
}
