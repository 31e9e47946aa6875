import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { guestDefaults } from '@contract/guest';
import type { Guest } from '../../guests/guests';
import { summarise as summariseIn } from '../../guests/summary';
import { FILE_CATALOG } from '@contract/events';

const summarise = (all: Guest[]) => summariseIn(all, FILE_CATALOG);

const person = (id: string, fields: Partial<Guest> = {}): Guest =>
  ({ ...guestDefaults, id, first: id, last: 'Nguyen', invtId: 'inv-nguyen', problems: [], ...fields }) as Guest;

describe('the call list reaches a household', () => {
  it('names the guest to call for a person with no phone or email, and nobody when nobody can be', () => {
    const chase = summarise([
      person('linh', { phone: '+13055550109' }),
      person('bao'),
      person('tanya', { invtId: 'inv-brooks', last: 'Brooks' }),
      person('marcus', { invtId: 'inv-brooks', last: 'Brooks', rsvp: true }),
    ]).chase;
    const of = (id: string) => chase.find((entry) => entry.id === id)!;
    expect(of('bao').reachVia).toMatchObject({ id: 'linh', name: 'linh Nguyen', phone: '+13055550109' });
    expect(of('linh').reachVia).toBeNull();
    expect(of('tanya').reachVia).toBeNull();
  });

  it('counts a text from the couple’s phone as a text', () => {
    const at = Timestamp.fromMillis(Date.parse('2026-11-20T18:30:00Z'));
    const earlier = Timestamp.fromMillis(Date.parse('2026-11-19T18:30:00Z'));
    const chase = summarise([
      person('linh', { phone: '+13055550109', phoneTextAt: at }),
      person('bao', { companionOf: 'linh' }),
      person('an', {
        phone: '+13055550110',
        phoneTextAt: earlier,
        lastText: { sid: 's', status: 'delivered', errorCode: null, at },
      }),
    ]).chase;
    const of = (id: string) => chase.find((entry) => entry.id === id)!;
    expect(of('linh').textedFromPhoneAt).toBe('2026-11-20T18:30:00.000Z');
    expect(of('bao').reachVia?.textedFromPhoneAt).toBe('2026-11-20T18:30:00.000Z');
    // A later text from the site's number is the last text.
    expect(of('an').textedFromPhoneAt).toBeNull();
  });
});
