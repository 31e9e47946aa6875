import type { GuestChangesBody, NewGuestBody } from '@contract/admin';
import { endsLink, linkEndsWarning } from '@contract/contact-change';
import { emailInput, normalEmail } from '@contract/email';
import type { Language } from '@contract/options';
import type { AdminGuest } from '../shared/types';

export const NEW_INVITATION = 'new';

export type DetailsForm = {
  first: string;
  last: string;
  phone: string;
  email: string;
  invitation: string;
  isAdmin: boolean;
  /** Helps at the door on the wedding day (the helpers' /door page). */
  helper: boolean;
  enabled: boolean;
  language: Language;
};

/** The form for a guest (or an empty one for a new guest, on a new invitation). */
export function detailsForm(guest: AdminGuest | null, phoneShown: (phone: string) => string): DetailsForm {
  return {
    first: guest?.first ?? '',
    last: guest?.last ?? '',
    phone: guest?.phone ? phoneShown(guest.phone) : '',
    email: guest?.email ?? '',
    invitation: guest?.invtId ?? NEW_INVITATION,
    isAdmin: guest?.isAdmin ?? false,
    helper: guest?.helper ?? false,
    enabled: !(guest?.disabled ?? false),
    language: guest?.language ?? 'en',
  };
}

export function newGuestBody(form: DetailsForm): NewGuestBody {
  return {
    first: form.first,
    last: form.last,
    phone: form.phone,
    ...(form.email.trim() ? { email: form.email } : {}),
    ...(form.invitation === NEW_INVITATION ? {} : { invtId: form.invitation }),
    isAdmin: form.isAdmin,
    ...(form.helper ? { helper: true } : {}),
    disabled: !form.enabled,
    language: form.language,
  };
}

/** Only what the couple changed, and the copy they changed it on (for the server's conflict check). */
export function detailChanges(base: AdminGuest, start: DetailsForm, form: DetailsForm): GuestChangesBody {
  const changes: GuestChangesBody = {};
  if (form.first !== start.first) changes.first = form.first;
  if (form.last !== start.last) changes.last = form.last;
  if (form.phone.trim() !== start.phone) changes.phone = form.phone;
  if (normalEmail(form.email) !== start.email) changes.email = form.email;
  if (form.invitation !== start.invitation) {
    changes.invtId = form.invitation === NEW_INVITATION ? null : form.invitation;
  }
  if (form.isAdmin !== start.isAdmin) changes.isAdmin = form.isAdmin;
  if (form.helper !== start.helper) changes.helper = form.helper;
  if (form.enabled !== start.enabled) changes.disabled = !form.enabled;
  if (form.language !== start.language) changes.language = form.language;
  return Object.keys(changes).length ? { ...changes, expectedUpdatedAt: base.updatedAt } : {};
}

/** What is wrong with a typed email address, in the server's words; null when it is fine (or empty). */
export function emailProblem(email: string): string | null {
  const parsed = emailInput.safeParse(email);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'The email address is not valid.');
}

/** A phone as typed, reduced to its digits, so '(305) 555-0123' and '305-555-0123' are the same number. */
const phoneDigits = (phone: string) => phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');

/**
 * What the console says before a save that replaces or removes the guest's phone or email (their personal
 * link and sessions end); null when the edit ends nothing, such as a phone or email added where there was none.
 */
export function linkEndsNotice(base: AdminGuest, start: DetailsForm, form: DetailsForm): string | null {
  const before = { phone: phoneDigits(start.phone), email: normalEmail(start.email) };
  const after = { phone: phoneDigits(form.phone), email: normalEmail(form.email) };
  return endsLink(before, after) ? linkEndsWarning(base.first || 'This guest') : null;
}
