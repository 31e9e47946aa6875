import { wedding } from '@config';
import { logger } from 'firebase-functions';
import { sendEmail } from '../platform/email/send-email';
import type { CoupleEmailKind } from '../platform/email/types';
import { guests, toGuest, type Guest } from '../guests/guests';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The enabled admins with an email address whose `notify` is one of `modes`. */
export async function adminsToNotify(modes: readonly string[]): Promise<Guest[]> {
  const snap = await guests().where('isAdmin', '==', true).get();
  return snap.docs
    .map(toGuest)
    .filter((admin): admin is Guest => admin !== null && !admin.disabled && admin.email !== '')
    .filter((admin) => modes.includes(admin.notify));
}

/**
 * One plain email to the couple or their caterer (English: these are the couple's working notes). A refused
 * send is logged and recorded 'failed' in emailOutbox; it never stops the others.
 */
export async function sendCoupleEmail(
  kind: CoupleEmailKind,
  to: string,
  subject: string,
  paragraphs: string[],
  guestId = '',
): Promise<boolean> {
  const text = [...paragraphs, `-- ${wedding.couple.title}'s wedding site`].join('\n\n');
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"></head>' +
    '<body style="font-family:Georgia,serif;font-size:16px;line-height:1.5;color:#222">' +
    paragraphs.map((p) => `<p style="white-space:pre-wrap;margin:0 0 14px">${escapeHtml(p)}</p>`).join('') +
    '</body></html>';
  try {
    await sendEmail({ to, subject, text, html, kind, guestId });
    return true;
  } catch (error) {
    logger.warn('couple email not sent', { kind, reason: (error as Error).message });
    return false;
  }
}
