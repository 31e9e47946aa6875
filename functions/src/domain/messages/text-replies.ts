import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { textReplies } from '@config';
import type { Language } from '@contract/options';
import { formatDeadline } from '@contract/wedding-dates';
import { db } from '../../platform/firebase';
import { byName, guests, toGuest, type Guest } from '../guests/guests';
import { changesBetween, writeHistory } from '../guests/history';
import { isRsvpClosed } from '../invitations/invitation';
import { issueLink } from '../sign-in/link-keys';
import { readSettings } from '../invitations/settings';
import { byTextReply } from './actors';
import { inbox } from './inbox';
import { isReplyWord, replyChoice, textInvitedReply } from './reply-words';

/** Words that ask for help (Twilio's HELP and INFO, and the Spanish AYUDA): the answer gives the couple's contact. */
const HELP_WORDS = new Set(['HELP', 'INFO', 'AYUDA']);

const texts = (language: Language) => textReplies[language] ?? textReplies.en;

/** 'Margaret', 'Margaret and Walter', 'Margaret, Walter and Ann'. */
function joinNames(names: string[], language: Language): string {
  if (names.length < 2) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${texts(language).and} ${names[names.length - 1]}`;
}

/** The guest a phone number belongs to: an enabled one first, then by name; null when nobody has it. */
async function senderOf(phone: string | null): Promise<Guest | null> {
  if (!phone) return null;
  const found = (await guests().where('phone', '==', phone).get()).docs.map(toGuest);
  const known = found.filter((guest): guest is Guest => guest !== null).sort(byName);
  return known.find((guest) => !guest.disabled) ?? known[0] ?? null;
}

/**
 * A reply of 1 (everyone coming) or 2 (nobody coming) for the sender's whole invitation, in one
 * transaction: each person whose answer changes gets respondedAt and an 'rsvp' history entry by the
 * sender, via 'sms'. After the RSVP deadline nothing changes. Returns the answer to text back.
 */
async function rsvpByText(sender: Guest, attending: boolean, word: string): Promise<string> {
  const say = texts(sender.language);
  return db.runTransaction(async (tx) => {
    const settings = await readSettings(tx);
    if (isRsvpClosed(settings)) return say.closed(formatDeadline(settings.rsvpClosesAt!.toMillis(), sender.language));
    const members = (await tx.get(guests().where('invtId', '==', sender.invtId))).docs
      .map(toGuest)
      .filter((guest): guest is Guest => guest !== null)
      .sort(byName);
    const actor = byTextReply(sender, `replied ${word} by text`);
    for (const member of members) {
      const after = { rsvp: attending, plate: attending ? member.plate : '' };
      const changed = changesBetween({ rsvp: member.rsvp, plate: member.plate }, after);
      if (member.respondedAt === null) changed.responded = [false, true];
      if (!Object.keys(changed).length) continue;
      tx.update(guests().doc(member.id), {
        ...after,
        respondedAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
      writeHistory(tx, member.id, actor, 'rsvp', changed, 'sms');
    }
    if (!attending) return say.declined();
    const noMeal = members.filter((member) => member.plate === '').map((member) => member.first || member.last);
    if (!noMeal.length) return say.attending();
    return say.chooseMeals(joinNames(noMeal, sender.language), issueLink(tx, guests().doc(sender.id)));
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

export type TextReply = { from: string; phone: string | null; body: string; messageSid?: string };

/**
 * A text that is not STOP or START: 1 or 2 answers the RSVP, HELP gets the couple's contact, anything
 * else goes to the inbox. Returns the text to answer with, or '' for no answer.
 */
export async function answerTextReply({ from, phone, body, messageSid }: TextReply): Promise<string> {
  const trimmed = body.trim();
  const sender = await senderOf(phone);
  const enabled = sender !== null && !sender.disabled;
  if (HELP_WORDS.has(trimmed.toUpperCase())) return texts(sender?.language ?? 'en').help();
  const choice = enabled ? replyChoice(trimmed, isReplyWord(trimmed) && (await lastTextInvitedReply(sender))) : null;
  if (enabled && choice) {
    const answer = await rsvpByText(sender, choice === '1', trimmed);
    logger.info('rsvp by text', { guest: sender.id, invitation: sender.invtId, attending: choice === '1' });
    return answer;
  }
  await keepInInbox(phone ?? from, sender, body, messageSid);
  logger.info('text kept in the inbox', { guest: sender?.id ?? null });
  // A disabled invitation cannot be messaged; a number not on the list gets no answer at all.
  return enabled ? texts(sender.language).received() : '';
}
