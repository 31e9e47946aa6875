import type { Gift } from '@contract/last-weeks';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { Call } from '../api/calls';
import { guests } from '../guests/guests';
import { db } from '../platform/firebase';
import { ok } from '../platform/respond';
import { Refusal } from '../platform/refusal';
import { isoOrNull } from '../platform/timestamps';

/** gifts/{id}: a gift an invitation gave, when it arrived and when its thank-you note went. Server-only. */
const gifts = () => db.collection('gifts');

const toGift = (snap: FirebaseFirestore.DocumentSnapshot): Gift => ({
  id: snap.id,
  invtId: String(snap.get('invtId') ?? ''),
  what: String(snap.get('what') ?? ''),
  receivedAt: isoOrNull(snap.get('receivedAt')),
  thankedAt: isoOrNull(snap.get('thankedAt')),
});

const stamp = (iso: string | null | undefined) => (iso ? Timestamp.fromDate(new Date(iso)) : null);

async function requireInvitation(invtId: string) {
  const someone = await guests().where('invtId', '==', invtId).limit(1).get();
  if (someone.empty)
    throw new Refusal('invalid', `There is no invitation "${invtId}" (invtId): choose one from the list.`);
}

async function requireGift(id: string) {
  const snap = await gifts().doc(id).get();
  if (!snap.exists) throw new Refusal('not-found', 'That gift is not on the list any more.');
  return snap;
}

/** GET /admin/gifts: every gift, newest first. */
export async function listGifts({ res }: Call<'GET /admin/gifts'>) {
  const snap = await gifts().orderBy('receivedAt', 'desc').get();
  ok(res, 'Gifts.', { gifts: snap.docs.map(toGift) });
}

/** POST /admin/gifts. */
export async function createGift({ caller, body, res }: Call<'POST /admin/gifts'>) {
  await requireInvitation(body.invtId);
  const ref = gifts().doc();
  await ref.set({
    invtId: body.invtId,
    what: body.what,
    receivedAt: body.receivedAt ? stamp(body.receivedAt) : FieldValue.serverTimestamp(),
    thankedAt: stamp(body.thankedAt),
    by: caller.actor.uid,
    updatedAt: FieldValue.serverTimestamp(),
  });
  ok(res, 'Gift recorded.', toGift(await ref.get()), 201);
}

/** PATCH /admin/gifts/{id}: what it is, when it arrived, whether it was thanked. */
export async function updateGift({ caller, body, params: { id }, res }: Call<'PATCH /admin/gifts/{id}'>) {
  await requireGift(id);
  if (body.invtId !== undefined) await requireInvitation(body.invtId);
  const changes = Object.fromEntries(
    Object.entries(body).map(([field, value]) =>
      field === 'receivedAt' || field === 'thankedAt' ? [field, stamp(value as string | null)] : [field, value],
    ),
  );
  await gifts()
    .doc(id)
    .update({ ...changes, by: caller.actor.uid, updatedAt: FieldValue.serverTimestamp() });
  ok(res, 'Gift saved.', toGift(await gifts().doc(id).get()));
}

/** DELETE /admin/gifts/{id}. */
export async function deleteGift({ params: { id }, res }: Call<'DELETE /admin/gifts/{id}'>) {
  await requireGift(id);
  await gifts().doc(id).delete();
  ok(res, 'Gift removed.');
}
