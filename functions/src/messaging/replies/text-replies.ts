import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { Language } from '@contract/options';
import { formatDeadline } from '@contract/wedding-dates';
import { db } from '../../platform/firebase';
import { byName, guests, toGuest, type Guest } from '../../guests/guests';
import type { Catalog } from '@contract/events';
import { saveAnswers } from '../../rsvp/save-answers';
import { isRsvpClosed } from '../../rsvp/invitation';
import { liveLinks } from '../../sign-in/link-keys';
import { keptSentence, splitByAnsweredVia } from './answered-via';
import { readSettings } from '../../settings/site-settings';
import { byTextReply } from '../actors';
import { inbox } from './inbox';
import { countRequest } from '../../platform/rate-limit';
import { DAY_MS, helpKey } from '../../platform/limit-keys';
import { dayWord, isHelpWord, isReplyWord, replyChoice, textInvitedReply } from './reply-words';
import { dayTextAnswer } from '../../day/day-store';
import { textsFromTwilio } from '../../platform/sms/texting';
import { joinNames, wordsFor } from '../../words';

const texts = (language: Language | undefined) => wordsFor(language).replies;

/** The guest a phone number belongs to: an enabled one first, then by name; null when nobody has it. */
async function senderOf(phone: string | null): Promise<Guest | null> {
  if (!phone) return null;
  const found = (await guests().where('phone', '==', phone).get()).docs.map(toGuest);
  const known = found.filter((guest): guest is Guest => guest !== null).sort(byName);
  return known.find((guest) => !guest.disabled) ?? known[0] ?? null;
}

/** Replies by text already applied, by Twilio's MessageSid: a retried delivery changes nothing. */
const handledReplies = () => db.collection('handledTextReplies');
const HANDLED_KEPT_MS = 7 * 24 * 60 * 60_000;

/**
 * A reply of 1 (everyone coming) or 2 (nobody coming) for the sender's invitation, in one transaction:
 * each person whose answer may change by text (answered-via.ts: no answer yet, or one given by text) and
 * changes is recorded as every door records it (rsvp/, answeredVia 'sms'), with an 'rsvp' history entry; an
 * answer given on the web or by the couple stays, and the confirmation names who kept theirs. A MessageSid
 * already handled (Twilio retries a slow webhook) changes nothing and gets no second answer. After the RSVP
 * deadline nothing changes. The meal link is a new one that leaves the link already sent working.
 */
async function rsvpByText(
  sender: Guest,
  attending: boolean,
  word: string,
  catalog: Catalog,
  messageSid?: string,
): Promise<string> {
  const say = texts(sender.language);
  return db.runTransaction(async (tx) => {
    const handledRef = messageSid ? handledReplies().doc(messageSid) : null;
    if (handledRef && (await tx.get(handledRef)).exists) return '';
    const settings = await readSettings(tx);
    const senderSnap = await tx.get(guests().doc(sender.id));
    const docs = (await tx.get(guests().where('invtId', '==', sender.invtId))).docs;
    if (isRsvpClosed(settings)) return say.closed(formatDeadline(settings.rsvpClosesAt!.toMillis(), sender.language));
    const members = docs
      .map((doc) => ({ guest: toGuest(doc), answeredVia: doc.get('answeredVia') as unknown }))
      .filter((member): member is { guest: Guest; answeredVia: unknown } => member.guest !== null)
      .sort((a, b) => byName(a.guest, b.guest));
    const { changes, keeps } = splitByAnsweredVia(members);
    const actor = byTextReply(sender, `replied ${word} by text`);
    const noMeal = attending
      ? changes.filter(({ guest }) => guest.plate === '').map(({ guest }) => guest.first || guest.last)
      : [];
    // The meal link: the sender's link that still works, else a new one (a link already sent keeps working).
    // Read before the transaction's writes.
    const held = toGuest(senderSnap) ?? sender;
    const link = noMeal.length ? (await liveLinks(tx, [held], Date.now())).get(sender.id)! : '';
    for (const { guest: member } of changes) saveAnswers(tx, member, { rsvp: attending }, 'sms', actor, catalog);
    if (handledRef)
      tx.create(handledRef, { at: FieldValue.serverTimestamp(), expireAt: new Date(Date.now() + HANDLED_KEPT_MS) });
    const kept = keptSentence(
      keeps.map(({ guest }) => guest.first || guest.last),
      sender.language,
    );
    if (!attending) return say.declined + kept;
    if (!noMeal.length) return say.attending + kept;
    return say.chooseMeals(joinNames(noMeal, sender.language), link) + kept;
  });
}

/**
 * Keeps a text for the couple's inbox. Twilio may deliver the same message twice (it retries a slow
 * webhook): the message's sid is the document id, so it is kept once.
 */
async function keepInInbox(from: string, sender: Guest | null, body: string, messageSid: string | undefined) {
  const ref = messageSid ? inbox().doc(messageSid) : inbox().doc();
  try {
    await ref.create({
      at: FieldValue.serverTimestamp(),
      from,
      guestId: sender?.id ?? null,
      first: sender?.first ?? '',
      last: sender?.last ?? '',
      body,
      handled: false,
    });
  } catch (error) {
    // ALREADY_EXISTS: Twilio delivered this message before.
    if ((error as { code?: unknown }).code !== 6) throw error;
  }
}

/** Whether the last text the site sent this guest invited a reply of 1 or 2 (section 28: yes / no then count). */
async function lastTextInvitedReply(guest: Guest): Promise<boolean> {
  const sid = guest.lastText?.sid;
  if (!sid) return false;
  const sent = await db.collection('smsOutbox').where('sid', '==', sid).limit(1).get();
  return textInvitedReply(String(sent.docs[0]?.get('body') ?? ''));
}

type TextReply = { from: string; phone: string | null; body: string; messageSid?: string };

/**
 * A text that is not STOP or START: 1 or 2 answers the RSVP, HELP gets the couple's contact, anything
 * else goes to the inbox. Returns the text to answer with, or '' for no answer.
 */
export async function answerTextReply({ from, phone, body, messageSid }: TextReply, catalog: Catalog): Promise<string> {
  const trimmed = body.trim();
  const sender = await senderOf(phone);
  const enabled = sender !== null && !sender.disabled;
  if (isHelpWord(trimmed)) {
    // At most one answer a day per number: HELP cannot be used to make the site text someone over and over.
    const help = await countRequest(helpKey(phone ?? from), 1, DAY_MS);
    return help.limited ? '' : texts(sender?.language).help;
  }
  // On the wedding day (with texts from the site's number): TABLE / MESA and WHERE / DONDE are answered.
  const asked = enabled && textsFromTwilio() ? dayWord(trimmed) : null;
  const dayAnswer = asked ? await dayTextAnswer(sender!, asked.ask, asked.language, Date.now()) : null;
  if (dayAnswer) {
    logger.info('wedding-day text answered', { guest: sender!.id, ask: asked!.ask });
    return dayAnswer;
  }
  const choice = enabled ? replyChoice(trimmed, isReplyWord(trimmed) && (await lastTextInvitedReply(sender))) : null;
  if (enabled && choice) {
    const answer = await rsvpByText(sender, choice === '1', trimmed, catalog, messageSid);
    logger.info('rsvp by text', { guest: sender.id, invitation: sender.invtId, attending: choice === '1' });
    return answer;
  }
  await keepInInbox(phone ?? from, sender, body, messageSid);
  logger.info('text kept in the inbox', { guest: sender?.id ?? null });
  // A disabled invitation cannot be messaged; a number not on the list gets no answer at all.
  return enabled ? texts(sender.language).received : '';
}
