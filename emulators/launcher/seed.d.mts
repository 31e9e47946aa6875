import type { Firestore } from 'firebase-admin/firestore';

/** The emulator's first start: the demo guests and site/content, into a Firestore with no guests (else false). */
export declare function seedIfEmpty(db: Firestore): Promise<boolean>;
