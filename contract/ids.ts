import { z } from 'zod';
import { LIMITS } from './options';

/** A Firestore document id: no '/', not '.' or '..', not a reserved __name__. */
export const firestoreId = z
  .string()
  .trim()
  .min(1, 'An id is required.')
  .max(LIMITS.idMax)
  .refine((id) => !id.includes('/') && id !== '.' && id !== '..' && !/^__.*__$/.test(id), {
    message: 'The id is not valid.',
  });
