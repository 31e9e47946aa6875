import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { createTransport, type Transporter } from 'nodemailer';
import { db, isEmulator } from '../firebase';
import { maskEmailText } from './mask';
import { emailSettingsProblems, readEmailSettings, type EmailSettings } from './settings';
import { EmailError, type EmailMessage } from './types';

/** How long an emailOutbox document is kept: Firestore's TTL policy on `expireAt` deletes it after that. */
const EMAIL_OUTBOX_RETENTION_MS = 90 * 24 * 60 * 60 * 1000;

let transport: { url: string; transporter: Transporter } | null = null;

function transporterFor(url: string): Transporter {
  if (transport?.url !== url) transport = { url, transporter: createTransport(url) };
  return transport.transporter;
}

const maskedAddress = (address: string) => address.replace(/^(.).*@/, '$1•••@');

async function record(message: EmailMessage, status: 'sent' | 'failed', messageId: string | null, emulator: boolean) {
  const keep = (text: string) => (emulator ? text : maskEmailText(text));
  const ref = db.collection('emailOutbox').doc();
  await ref.set({
    to: message.to,
    subject: keep(message.subject),
    text: keep(message.text),
    kind: message.kind,
    guestId: message.guestId,
    batchId: message.batchId ?? null,
    status,
    messageId,
    createdAt: FieldValue.serverTimestamp(),
    expireAt: Timestamp.fromMillis(Date.now() + EMAIL_OUTBOX_RETENTION_MS),
  });
  return ref.id;
}

/**
 * Sends one email over SMTP and records it in emailOutbox. Failing settings or an SMTP refusal record a
 * 'failed' entry and throw an EmailError whose message the guest or the couple may read.
 */
export async function sendEmail(
  message: EmailMessage,
  settings: EmailSettings = readEmailSettings(),
  emulator = isEmulator,
): Promise<{ outboxId: string; messageId: string }> {
  const problems = emailSettingsProblems(settings);
  if (problems.length > 0) {
    await record(message, 'failed', null, emulator);
    throw new EmailError('Emails are not set up yet. Please contact the couple.');
  }
  const headers: Record<string, string> = {};
  if (message.unsubscribeUrl) {
    headers['List-Unsubscribe'] = `<${message.unsubscribeUrl}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  try {
    const info = (await transporterFor(settings.smtpUrl).sendMail({
      from: settings.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers,
    })) as { messageId?: string };
    const messageId = info.messageId ?? '';
    const outboxId = await record(message, 'sent', messageId, emulator);
    return { outboxId, messageId };
  } catch (error) {
    await record(message, 'failed', null, emulator);
    // The SMTP server's own words can name the account; the log keeps only their kind.
    logger.warn('email not sent', {
      to: maskedAddress(message.to),
      kind: message.kind,
      reason: (error as { code?: string }).code ?? 'unknown',
    });
    throw new EmailError('We could not send the email. Please try again in a few minutes.');
  }
}
