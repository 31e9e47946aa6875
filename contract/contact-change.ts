// What a change to a guest's phone or email does to their personal link and their sessions. One rule for
// the server (which ends them) and the console (which says so before the save).

export type Contact = { phone: string; email: string };
export const CONTACT_FIELDS = ['phone', 'email'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/**
 * The contact fields whose change ends the personal link, the waiting sign-in code and the sessions: a phone
 * or email that was there and is now another or gone (the link may have reached a stranger). Adding one
 * where there was none ends nothing: the link already sent went to the guest's own number or address.
 */
export function replacedContacts(before: Contact, after: Partial<Contact>): ContactField[] {
  return CONTACT_FIELDS.filter((field) => {
    const next = after[field];
    return next !== undefined && before[field] !== '' && next.trim() !== before[field];
  });
}

/** Whether the change ends the guest's link and sessions. */
export const endsLink = (before: Contact, after: Partial<Contact>) => replacedContacts(before, after).length > 0;

/** What the console says before a save that ends a guest's link: "Rosa's personal link will stop working; ...". */
export const linkEndsWarning = (first: string) =>
  `${first}'s personal link will stop working; the next text or email carries a new one.`;
