import { describe, expect, it } from 'vitest';
import { detailChanges, detailsForm, NEW_INVITATION, newGuestBody } from './guest-form';
import { aGuest } from './testing/guests';

const shown = (phone: string) => `shown ${phone}`;

describe('guest form', () => {
  it('sends only what changed, with the copy it was changed on', () => {
    const guest = aGuest();
    const start = detailsForm(guest, shown);
    expect(detailChanges(guest, start, start)).toEqual({});
    expect(detailChanges(guest, start, { ...start, first: 'Maggie', enabled: false })).toEqual({
      first: 'Maggie',
      disabled: true,
      expectedUpdatedAt: guest.updatedAt,
    });
  });

  it('asks for a new invitation with invtId null', () => {
    const guest = aGuest();
    const start = detailsForm(guest, shown);
    expect(detailChanges(guest, start, { ...start, invitation: NEW_INVITATION }).invtId).toBeNull();
  });

  it('starts a new guest on a new invitation unless one is chosen', () => {
    const form = { ...detailsForm(null, shown), first: 'Zoe' };
    expect(newGuestBody(form)).not.toHaveProperty('invtId');
    expect(newGuestBody({ ...form, invitation: 'inv-kim' }).invtId).toBe('inv-kim');
  });
});
