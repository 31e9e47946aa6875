import type { Call } from '../api/calls';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../platform/firebase';
import { guests, toGuest } from './guests';
import { actorFor, writeHistory } from './history';
import { ok } from '../platform/respond';
import { currentGuest } from '../sign-in/auth';
import { wordsFor } from '../words';

/** Stores the signed-in guest's language, so the texts they are sent follow the site's language switch. */
export async function updateLanguage({ caller, body, res }: Call<'POST /update-language'>) {
  const { language } = body;

  await db.runTransaction(async (tx) => {
    // The same checks as every guest call: still on the invitation the token names, and enabled.
    const self = currentGuest(caller, toGuest(await tx.get(guests().doc(caller.uid))));
    if (self.language === language) return;
    tx.update(guests().doc(caller.uid), { language, updatedAt: FieldValue.serverTimestamp() });
    writeHistory(tx, caller.uid, actorFor(self), 'details', {
      language: [self.language, language],
    });
  });
  ok(res, wordsFor(language).saved.language, { language });
}
