import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { PhoneQueueMarked, PhoneQueueVia } from '@contract/phone-queue';
import type { AdminCaller, Call } from '../../api/calls';
import { guests, toGuest } from '../../guests/guests';
import { writeHistory } from '../../guests/history';
import { phoneQueueItems, phoneQueues, queueItem, textedFromPhone } from './phone-queue';
import { db } from '../../platform/firebase';
import { ok } from '../../platform/respond';
import { Refusal } from '../../platform/refusal';
import { QUEUE_NOT_FOUND } from './get-phone-queue';

const NOT_IN_QUEUE = 'This guest is not in this phone queue. Please reload the queue.';

/**
 * Marks one text of a queue sent (`via` set) or takes the mark back (`via` null), in one transaction with
 * the queue's `done`, the guest's `msg_last_sent` and their history. Marking a sent text again, or
 * unmarking an unsent one, changes nothing.
 */
async function setMark(admin: AdminCaller, queueId: string, guestId: string, via: PhoneQueueVia | null) {
  const queueRef = phoneQueues().doc(queueId);
  const itemRef = phoneQueueItems(queueId).doc(guestId);
  const guestRef = guests().doc(guestId);
  const changed = await db.runTransaction(async (tx) => {
    const [queue, item, guestSnap] = await tx.getAll(queueRef, itemRef, guestRef);
    if (!queue?.exists) throw new Refusal('not-found', QUEUE_NOT_FOUND);
    if (!item?.exists) throw new Refusal('not-found', NOT_IN_QUEUE);
    const sentAt = item.get('sentAt') as Timestamp | null;
    if ((via !== null) === (sentAt !== null)) return false;
    const guest = guestSnap ? toGuest(guestSnap) : null;
    const done = Number(queue.get('done') ?? 0);
    const text: [unknown, unknown] = [null, queue.get('msgType')];

    if (via !== null) {
      const now = Timestamp.now();
      tx.update(itemRef, {
        sentAt: now,
        via,
        by: admin.uid,
        byName: admin.actor.name,
        // What the guest's last text was before this one, for taking the mark back.
        lastSentBefore: guest?.msg_last_sent ?? null,
        phoneTextBefore: guest?.phoneTextAt ?? null,
      });
      tx.update(queueRef, { done: done + 1 });
      if (guest) {
        tx.update(guestRef, { msg_last_sent: now, phoneTextAt: now, updatedAt: FieldValue.serverTimestamp() });
        writeHistory(tx, guestId, admin.actor, 'message', {
          text,
          phoneText: [null, textedFromPhone(admin.actor.name, via)],
        });
      }
      return true;
    }

    const markedVia = item.get('via') as PhoneQueueVia;
    const markedBy = String(item.get('byName') ?? '');
    tx.update(itemRef, {
      sentAt: null,
      via: null,
      by: null,
      byName: null,
      lastSentBefore: FieldValue.delete(),
      phoneTextBefore: FieldValue.delete(),
    });
    tx.update(queueRef, { done: Math.max(0, done - 1) });
    if (guest) {
      // The guest's last text goes back to what it was, unless another text was sent since this one.
      const stillThisOne = guest.msg_last_sent?.toMillis() === sentAt?.toMillis();
      if (stillThisOne) {
        tx.update(guestRef, {
          msg_last_sent: (item.get('lastSentBefore') as Timestamp | null | undefined) ?? null,
          phoneTextAt: (item.get('phoneTextBefore') as Timestamp | null | undefined) ?? null,
          updatedAt: FieldValue.serverTimestamp(),
        });
      }
      writeHistory(tx, guestId, admin.actor, 'message', {
        phoneText: [textedFromPhone(markedBy || admin.actor.name, markedVia), null],
      });
    }
    return true;
  });
  const [queue, item] = await Promise.all([queueRef.get(), itemRef.get()]);
  const data: PhoneQueueMarked = {
    item: queueItem(item),
    count: Number(queue.get('count') ?? 0),
    done: Number(queue.get('done') ?? 0),
  };
  return { changed, data };
}

/** POST /admin/phone-queue/{queueId}/items/{guestId} {via}: the text was sent from the admin's phone. */
export async function markPhoneQueueItem({
  caller: admin,
  params: { queueId, guestId },
  body,
  res,
}: Call<'POST /admin/phone-queue/{queueId}/items/{guestId}'>) {
  const { changed, data } = await setMark(admin, queueId, guestId, body.via);
  const who = data.item.name;
  ok(
    res,
    changed
      ? `Marked sent to ${who}. ${data.done} of ${data.count} sent.`
      : `The text to ${who} was already marked sent (by ${data.item.byName}); nothing changed.`,
    data,
  );
}

/** DELETE /admin/phone-queue/{queueId}/items/{guestId}: takes the mark back (the text was not sent after all). */
export async function unmarkPhoneQueueItem({
  caller: admin,
  params: { queueId, guestId },
  res,
}: Call<'DELETE /admin/phone-queue/{queueId}/items/{guestId}'>) {
  const { changed, data } = await setMark(admin, queueId, guestId, null);
  const who = data.item.name;
  ok(
    res,
    changed
      ? `The text to ${who} is marked not sent. ${data.done} of ${data.count} sent.`
      : `The text to ${who} was not marked sent; nothing changed.`,
    data,
  );
}
