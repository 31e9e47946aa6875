// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { detailChanges, detailsForm, emailProblem, linkEndsNotice, NEW_INVITATION, newGuestBody } from './guest-form';
import { aGuest } from '../testing/guests';

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

  it('sends "Helps at the door" as helper, on a change and on a new guest', () => {
    const guest = aGuest();
    const start = detailsForm(guest, shown);
    expect(start.helper).toBe(false);
    expect(detailChanges(guest, start, { ...start, helper: true })).toEqual({
      helper: true,
      expectedUpdatedAt: guest.updatedAt,
    });
    expect(detailsForm(aGuest({ helper: true }), shown).helper).toBe(true);
    expect(newGuestBody({ ...detailsForm(null, shown), first: 'Raj', helper: true }).helper).toBe(true);
    expect(newGuestBody({ ...detailsForm(null, shown), first: 'Zoe' })).not.toHaveProperty('helper');
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

  it('carries the email: a new guest sends it, an edit sends it only when it changed (whatever the case)', () => {
    expect(newGuestBody({ ...detailsForm(null, shown), first: 'Ada', email: 'ada@example.com' }).email).toBe(
      'ada@example.com',
    );
    const guest = aGuest({ email: 'margaret@example.com' });
    const start = detailsForm(guest, shown);
    expect(start.email).toBe('margaret@example.com');
    expect(detailChanges(guest, start, { ...start, email: ' Margaret@Example.com ' })).toEqual({});
    expect(detailChanges(guest, start, { ...start, email: '' })).toEqual({
      email: '',
      expectedUpdatedAt: guest.updatedAt,
    });
  });

  it('checks an email address as the server does, naming the field and the fix', () => {
    expect(emailProblem('')).toBeNull();
    expect(emailProblem(' Ada@Example.com ')).toBeNull();
    for (const bad of ['ada', 'ada@example', 'ada@@example.com', 'ada smith@example.com', 'ada@example.c']) {
      expect(emailProblem(bad)).toBe('The email address is not valid: type it like name@example.com.');
    }
    expect(emailProblem(`${'a'.repeat(250)}@example.com`)).toBe('An email address can be at most 254 characters.');
  });
});

describe("a contact change and the guest's link", () => {
  const guest = aGuest({ first: 'Rosa', email: 'rosa@example.com' });
  const start = detailsForm(guest, (phone) => phone);
  const notice = "Rosa's personal link will stop working; the next text or email carries a new one.";

  it('ends the link when a phone or email the guest had is changed or removed', () => {
    expect(linkEndsNotice(guest, start, { ...start, email: 'other@example.com' })).toBe(notice);
    expect(linkEndsNotice(guest, start, { ...start, email: '' })).toBe(notice);
    expect(linkEndsNotice(guest, start, { ...start, phone: '+13055550190' })).toBe(notice);
  });

  it('keeps it when one is added where there was none, or only typed another way', () => {
    const bare = aGuest({ first: 'Rosa', phone: '', email: '' });
    const empty = detailsForm(bare, (phone) => phone);
    expect(linkEndsNotice(bare, empty, { ...empty, phone: '(305) 555-0190', email: 'rosa@example.com' })).toBeNull();
    expect(linkEndsNotice(guest, start, { ...start, email: ' ROSA@example.com ' })).toBeNull();
    expect(linkEndsNotice(guest, start, { ...start, phone: '(305) 555-0102' })).toBeNull();
  });
});
