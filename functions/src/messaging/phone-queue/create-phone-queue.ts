import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { PhoneQueueCreated, PhoneQueueDryRun, PhoneQueueSkip } from '@contract/phone-queue';
import { displayName, joinedNames } from '@contract/people';
import type { Call } from '../../api/calls';
import { guests, toGuest, type Guest } from '../../guests/guests';
import { readSettings } from '../../settings/site-settings';
import { phoneQueueAudience } from '../bulk/audience';
import { namedOnly, withHouseholdLine } from '../households/households';
import { carriesLink, composeText, type TextRequest, type TextWording } from '../compose-text';
import { readContent } from '../../content/site-content';
import { phoneQueueItems, phoneQueues } from './phone-queue';
import { liveLinks, placeholderLink } from '../../sign-in/link-keys';
import { db } from '../../platform/firebase';
import { ok } from '../../platform/respond';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
const skip = (guest: Pick<Guest, 'id' | 'first' | 'last'>, reason: string): PhoneQueueSkip => ({
  guestId: guest.id,
  first: guest.first,
  last: guest.last,
  reason,
});

// A text from the couple's phone never invites a reply of 1 or 2 (the reply would reach their phone, not the
// site) and carries no opt-out line. Its words are the couple's saved wording of that type, else the site's,
// in the guest's language.
const text = (guest: Guest, request: TextRequest, link: string, wording: TextWording) =>
  composeText(guest, request, link, false, wording, 'own-phone');

/**
 * POST /admin/phone-queue: the texts of a bulk send, to be sent one by one from an admin's own phone. The
 * audience is a bulk text's; it skips only no phone number, opted out, invitation disabled and not seated
 * (a text from the couple's own phone is person to person: no consent, and TEXTING does not matter);
 * each text carries the guest's link that still works, else a new one, so no link already sent stops working.
 */
export async function createPhoneQueue({ caller: admin, body, catalog, res }: Call<'POST /admin/phone-queue'>) {
  const { audience, guestIds, msgType } = body;
  const cmsg = msgType === 'custom' ? body.cmsg.trim() : '';
  const everyone = (await guests().get()).docs.map(toGuest).filter((guest) => guest !== null);
  const split = phoneQueueAudience(everyone, audience, guestIds, msgType, catalog);
  const named = (guest: Guest) => split.named.get(guest.id) ?? [];
  const request: TextRequest = { msgType, cmsg, rsvpClosesAt: (await readSettings()).rsvpClosesAt };
  const wording = (await readContent()).content.texts;
  const skipped = split.skipped.map((guest) => skip(guest, guest.reason));
  const words = (guest: Guest, link: string) =>
    withHouseholdLine(text(guest, request, link, wording), named(guest), guest.language);

  if (body.dryRun) {
    const link = carriesLink(msgType) ? placeholderLink() : '';
    const first = split.recipients[0];
    const data: PhoneQueueDryRun = {
      recipients: split.recipients.map((guest) => ({
        guestId: guest.id,
        first: guest.first,
        last: guest.last,
        language: guest.language,
        ...(split.named.has(guest.id) ? { household: joinedNames(named(guest), 'and') } : {}),
      })),
      skipped,
      preview: first ? words(first, link) : null,
    };
    return ok(
      res,
      `${plural(split.recipients.length, 'guest')} would be in the queue; ${skipped.length} skipped.`,
      data,
    );
  }

  const queueRef = phoneQueues().doc();
  const created = await db.runTransaction(async (tx) => {
    // Read again in the transaction: the links are the guests' as they are now.
    const refs = split.recipients.map((guest) => guests().doc(guest.id));
    const fresh = refs.length ? (await tx.getAll(...refs)).map(toGuest) : [];
    const late: PhoneQueueSkip[] = [];
    const inQueue: Guest[] = [];
    fresh.forEach((guest, index) => {
      const reason = guest ? split.reasonOf(guest) : 'no longer on the guest list';
      if (guest && !reason) inQueue.push(guest);
      else late.push(skip(guest ?? split.recipients[index]!, reason!));
    });
    const links = carriesLink(msgType) ? await liveLinks(tx, inQueue) : new Map<string, string>();
    const now = FieldValue.serverTimestamp();
    inQueue.forEach((guest, position) => {
      tx.set(phoneQueueItems(queueRef.id).doc(guest.id), {
        guestId: guest.id,
        name: displayName(guest),
        phone: guest.phone,
        language: guest.language,
        body: words(guest, links.get(guest.id) ?? ''),
        link: links.get(guest.id) ?? '',
        named: namedOnly(named(guest)),
        position,
        sentAt: null,
        via: null,
        by: null,
        byName: null,
      });
    });
    const allSkipped = [...skipped, ...late];
    tx.set(queueRef, {
      createdAt: now,
      createdBy: admin.uid,
      createdByName: admin.actor.name,
      audience,
      msgType,
      cmsg,
      count: inQueue.length,
      done: 0,
      skipped: allSkipped,
    });
    return { count: inQueue.length, skipped: allSkipped };
  });

  logger.info('phone queue created', { queue: queueRef.id, kind: msgType, count: created.count });
  const data: PhoneQueueCreated = { queueId: queueRef.id, ...created };
  const message = created.count
    ? `${plural(created.count, 'text')} to send from your phone; ${created.skipped.length} skipped.`
    : `Nobody in this audience can be texted (${plural(created.skipped.length, 'guest')} skipped), so the queue is empty.`;
  ok(res, message, data, 201);
}
