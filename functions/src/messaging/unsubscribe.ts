import type { Request, Response } from 'express';
import type { Call } from '../api/calls';
import { logger } from 'firebase-functions';
import type { Language } from '@contract/options';
import { db } from '../platform/firebase';
import { guests, toGuest } from '../guests/guests';
import { actorFor, writeHistory } from '../guests/history';
import { hashToken, unsubscribeTokens } from '../platform/email/unsubscribe-links';
import { escapeMarkup } from '../platform/escape';
import { wordsFor } from '../words';

const TOKEN_SHAPE = /^[\w-]{22}$/;
/** A link that names nobody is answered in English. */
const english = wordsFor('en').unsubscribe;

function page(res: Response, status: number, language: Language, heading: string, body: string) {
  res
    .status(status)
    .type('html')
    .send(
      `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
        `<title>${escapeMarkup(heading)}</title></head><body style="font-family:sans-serif;max-width:560px;margin:32px auto;padding:0 16px;line-height:1.5">` +
        `<h1 style="font-size:24px">${escapeMarkup(heading)}</h1>${body}</body></html>`,
    );
}

async function lookUp(req: Request) {
  const token = typeof req.query.t === 'string' ? req.query.t : '';
  if (!TOKEN_SHAPE.test(token)) return null;
  const snap = await unsubscribeTokens().doc(hashToken(token)).get();
  const guestId = snap.get('guestId') as unknown;
  const email = snap.get('email') as unknown;
  if (typeof guestId !== 'string' || typeof email !== 'string') return null;
  const guest = toGuest(await guests().doc(guestId).get());
  return guest ? { guest, email, token } : null;
}

/**
 * GET /email/unsubscribe?t=<token>: a page with one button. Mail scanners open every link in an email,
 * so opening the link alone changes nothing; the button (or a mail app's one-click POST) does.
 */
export async function unsubscribePage({ req, res }: Call<'GET /email/unsubscribe'>) {
  const found = await lookUp(req);
  if (!found) return page(res, 404, 'en', english.ask, `<p>${english.unknown}</p>`);
  const say = wordsFor(found.guest.language).unsubscribe;
  if (found.guest.emailOptOut && found.guest.email === found.email) {
    return page(res, 200, found.guest.language, say.done, `<p>${escapeMarkup(say.doneText(found.email))}</p>`);
  }
  const action = `?t=${encodeURIComponent(found.token)}`;
  page(
    res,
    200,
    found.guest.language,
    say.ask,
    `<p>${escapeMarkup(say.askText(found.email))}</p><form method="post" action="${action}">` +
      '<input type="hidden" name="List-Unsubscribe" value="One-Click">' +
      `<button type="submit" style="font-size:18px;padding:10px 18px">${escapeMarkup(say.button)}</button></form>`,
  );
}

/**
 * POST /email/unsubscribe?t=<token>: RFC 8058's one-click unsubscribe (a mail app posts
 * `List-Unsubscribe=One-Click`) and the page's button. Sets the guest's emailOptOut, once, with history,
 * as long as the guest still has the address the email went to.
 */
export async function unsubscribe({ req, res }: Call<'POST /email/unsubscribe'>) {
  const found = await lookUp(req);
  if (!found) return page(res, 404, 'en', english.ask, `<p>${english.unknown}</p>`);
  const { guest, email } = found;
  const ref = guests().doc(guest.id);
  await db.runTransaction(async (tx) => {
    const current = toGuest(await tx.get(ref));
    if (!current || current.email !== email || current.emailOptOut) return;
    tx.update(ref, { emailOptOut: true });
    writeHistory(tx, guest.id, actorFor(guest), 'details', {
      emailOptOut: [false, true],
    });
  });
  logger.info('guest unsubscribed from emails', { guest: guest.id });
  const say = wordsFor(guest.language).unsubscribe;
  page(res, 200, guest.language, say.done, `<p>${escapeMarkup(say.doneText(email))}</p>`);
}
