// Test helpers for email: what the launcher's local SMTP server received, and the emailOutbox records.
import { db } from './testing';

export type ReceivedEmail = {
  envelopeFrom: string;
  envelopeTo: string[];
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
};

/** Every email the local SMTP server (emulators/stand-ins/mail-server.mjs) received, oldest first. */
export async function mailbox(): Promise<ReceivedEmail[]> {
  const response = await fetch('http://127.0.0.1:2526/messages');
  if (!response.ok) throw new Error(`the local mail server answered ${response.status}`);
  return (await response.json()) as ReceivedEmail[];
}

/** The emails that reached `address`, oldest first. */
export async function emailsTo(address: string): Promise<ReceivedEmail[]> {
  return (await mailbox()).filter((email) => email.envelopeTo.includes(address));
}

export type EmailRecord = {
  to: string;
  subject: string;
  text: string;
  kind: string;
  guestId: string;
  batchId: string | null;
  status: string;
};

/** Every email recorded in emailOutbox, oldest first. */
export async function emailOutbox(): Promise<EmailRecord[]> {
  const snap = await db.collection('emailOutbox').orderBy('createdAt').get();
  return snap.docs.map((doc) => doc.data() as EmailRecord);
}

/** The code in the newest sign-in email that reached `address`. */
export async function latestEmailCode(address: string): Promise<string> {
  const code = (await emailsTo(address)).at(-1)?.text.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no sign-in code was emailed to ${address}`);
  return code;
}

/** The unsubscribe link (its `t` token included) in an email's text. */
export const unsubscribeLinkIn = (text: string) =>
  text.match(/https?:\/\/\S+\/email\/unsubscribe\?t=[\w-]+/)?.[0] ?? null;

let unique = 0;
/** An address no other test uses, so what the shared mail server received can be told apart. */
export const freshAddress = (name: string) =>
  `${name}.${Date.now().toString(36)}${(unique++).toString(36)}@example.com`;

/** Writes one guest (the defaults of a new guest plus `fields`) with this id, and returns the id. */
export async function seedGuest(id: string, fields: Record<string, unknown>): Promise<string> {
  await db
    .collection('guests')
    .doc(id)
    .set({
      first: 'Test',
      last: 'Guest',
      phone: '',
      invtId: `inv-${id}`,
      rsvp: false,
      plate: '',
      table: '',
      tpos: '',
      isAdmin: false,
      disabled: false,
      msg_last_sent: null,
      ...fields,
    });
  return id;
}
