import { FieldPath } from 'firebase-admin/firestore';
import type { Call } from '../api/calls';
import { guests, toGuest, type Guest } from '../guests/guests';
import { noteSeen } from '../guests/last-seen';
import { toInvitation, toInvitationSettings } from './invitation';
import { okBeside } from '../platform/respond';
import { Refusal } from '../platform/refusal';
import { readSettings } from '../settings/site-settings';
import { guestContent, readContent } from '../content/site-content';
import { dayWindowAnswer, weddingDayWindow } from '../day/day-store';
import { eventsOfInvitation } from '../day/day-window';

const NOT_YOURS = 'You can only view your own invitation.';

/**
 * Guests read their own invitation; enabled admins may read any. Access follows the caller's guest
 * document as it is now (read by the caller check), never the token's claims. The caller's own document
 * is not read twice: the query asks only for the invitation's other members.
 */
export async function getInvitation({ caller, params, res }: Call<'GET /get-invitation/{invtId}'>) {
  const { invtId } = params;
  const self = caller.guest;
  if (self.invtId !== invtId && !self.isAdmin) throw new Refusal('forbidden', NOT_YOURS);

  const others = guests().where('invtId', '==', invtId).where(FieldPath.documentId(), '!=', self.id);
  const [snap, settings, content] = await Promise.all([others.get(), readSettings(), readContent(), noteSeen(self)]);
  const members = snap.docs.map(toGuest).filter((guest): guest is Guest => guest !== null);
  if (self.invtId === invtId) members.push(self);

  if (members.length === 0) throw new Refusal('not-found', 'We could not find this invitation.');
  // Day mode on the wedding's day and on the days of the further events someone here is invited to.
  const day = dayWindowAnswer(weddingDayWindow(eventsOfInvitation(content.content.events, members), Date.now()));
  okBeside(res, 'Here is your invitation.', toInvitation(members, settings.seatingPublished), {
    // Day mode: the window open now, else the next; left out when no event day is ahead.
    settings: { ...toInvitationSettings(settings), ...(day ? { day } : {}) },
    // The couple's content (site/content), so a saved change shows on the next page load. A site that
    // never saved any sends none: its page shows wedding.config.ts, built into it, as before.
    ...(content.version > 0 ? { content: guestContent(content) } : {}),
  });
}
