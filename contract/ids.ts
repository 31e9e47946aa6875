import { z } from './zod';
import { LIMITS } from './options';

/**
 * A Firestore document id we accept from a caller (path or body): non-empty, at most 128 characters
 * (a Firebase Auth uid's limit), no '/', not '.' or '..', not '__reserved__'. Anything else would make
 * Firestore throw (a 500) or address another document.
 */
export const firestoreId = z
  .string()
  .min(1)
  .max(LIMITS.idMax)
  .refine((value) => !value.includes('/') && value !== '.' && value !== '..' && !/^__.*__$/.test(value), {
    message: "must be an id of 1-128 characters without '/'",
  });
