import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { PhoneQueueItem, PhoneQueueSkip, PhoneQueueSummary, PhoneQueueVia } from '@contract/phone-queue';
import type { BulkMessageType, Language } from '@contract/options';
import { db } from '../../platform/firebase';
import { isoOrNull } from '../../platform/timestamps';

// Texts from the couple's own phone: phoneQueues/{queueId} {createdAt, createdBy, createdByName, msgType,
// cmsg, count, done, skipped} and its items phoneQueues/{queueId}/items/{guestId} {guestId, name, phone,
// language, body, link, position, sentAt, via, by, byName, lastSentBefore}; `link` is the personal link in
// `body`, replaced by the guest's working one whenever the queue is read (phone-queue-links). Server only (firestore.rules).

export const phoneQueues = () => db.collection('phoneQueues');
export const phoneQueueItems = (queueId: string) => phoneQueues().doc(queueId).collection('items');

/**
 * Opens the Messages app with the number and the text. RFC 5724 writes `sms:<number>?body=<text>`, which
 * Android's messaging apps read; iOS (8 and later) reads the body only after an `&`
 * (`sms:<number>&body=<text>`) and ignores a `?` before it. `sms:<number>?&body=<text>` carries both: on
 * Android the query is `&body=...` (an empty first parameter, then body), and iOS finds its `&body=`.
 * This is the form wedding and school-messaging pages use for one link on both; the text is
 * percent-encoded so `&`, `?` and `#` in it (a link's query) stay in the body.
 */
export const smsHref = (phone: string, body: string) => `sms:${phone}?&body=${encodeURIComponent(body)}`;

/** WhatsApp's click-to-chat: `https://wa.me/<number in international form, digits only>?text=<text>`. */
export const whatsappHref = (phone: string, body: string) =>
  `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(body)}`;

/** How the history says a text went, in the words the couple reads. */
const VIA_WORDS: Record<PhoneQueueVia, string> = { 'sms-app': 'Messages app', whatsapp: 'WhatsApp' };

/** The history's line for a text sent from an admin's phone: "texted from Grace Harper's phone (WhatsApp)". */
export const textedFromPhone = (adminName: string, via: PhoneQueueVia) =>
  `texted from ${adminName}'s phone (${VIA_WORDS[via]})`;

export function queueSummary(snap: DocumentSnapshot): PhoneQueueSummary {
  return {
    queueId: snap.id,
    createdAt: isoOrNull(snap.get('createdAt')),
    createdBy: String(snap.get('createdBy') ?? ''),
    createdByName: String(snap.get('createdByName') ?? ''),
    msgType: snap.get('msgType') as BulkMessageType,
    cmsg: String(snap.get('cmsg') ?? ''),
    count: Number(snap.get('count') ?? 0),
    done: Number(snap.get('done') ?? 0),
  };
}

export const queueSkipped = (snap: DocumentSnapshot) => (snap.get('skipped') ?? []) as PhoneQueueSkip[];

export function queueItem(snap: DocumentSnapshot): PhoneQueueItem {
  const phone = String(snap.get('phone') ?? '');
  const body = String(snap.get('body') ?? '');
  return {
    guestId: snap.id,
    name: String(snap.get('name') ?? ''),
    phone,
    language: (snap.get('language') ?? 'en') as Language,
    body,
    sentAt: isoOrNull(snap.get('sentAt')),
    via: (snap.get('via') ?? null) as PhoneQueueVia | null,
    by: (snap.get('by') ?? null) as string | null,
    byName: (snap.get('byName') ?? null) as string | null,
    smsHref: smsHref(phone, body),
    whatsappHref: whatsappHref(phone, body),
  };
}
