import { db } from '../../platform/firebase';

/** inbox/{id}: texts guests sent that the site could not answer by itself, for the couple to read. */
export const inbox = () => db.collection('inbox');
