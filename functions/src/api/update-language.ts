import type { Request, Response } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { requireCaller } from '../domain/sign-in/auth';
import { db } from '../platform/firebase';
import { guests, toGuest } from '../domain/guests/guests';
import { writeHistory } from '../domain/guests/history';
import { ApiError, ok } from '../platform/respond';
import { firstIssue } from '@contract/issues';
import { updateLanguageBody } from '@contract/language';

/** Stores the signed-in guest's language, so the texts they are sent follow the site's language switch. */
export async function updateLanguage(req: Request, res: Response) {
  const caller = await requireCaller(req);
  const body = updateLanguageBody.safeParse(req.body);
  if (!body.success) throw new ApiError(400, firstIssue(body.error));
  const { language } = body.data;

  await db.runTransaction(async (tx) => {
    const self = toGuest(await tx.get(guests().doc(caller.uid)));
    if (!self) throw new ApiError(404, 'We could not find you on the guest list.');
    if (self.language === language) return;
    tx.update(guests().doc(caller.uid), { language, updatedAt: FieldValue.serverTimestamp() });
    writeHistory(tx, caller.uid, { uid: caller.uid, name: `${self.first} ${self.last}` }, 'details', {
      language: [self.language, language],
    });
  });
  ok(res, language === 'es' ? 'Idioma guardado.' : 'Language saved.', { language });
}
