import type { AdminGuest } from '../types';

/** A guest for client tests: seated, RSVP'd and textable unless told otherwise. */
export function aGuest(fields: Partial<AdminGuest> = {}): AdminGuest {
  return {
    id: 'margaret-harper',
    first: 'Margaret',
    last: 'Harper',
    rsvp: true,
    plate: 'plate1',
    table: 'table 1',
    tpos: '1',
    phone: '+13055550102',
    msg_last_sent: null,
    disabled: false,
    invtId: 'inv-harper',
    isAdmin: false,
    dietary: '',
    language: 'en',
    smsOptOut: false,
    email: '',
    emailOptOut: false,
    respondedAt: null,
    lastTextStatus: null,
    lastTextError: null,
    updatedAt: '2025-08-01T12:00:00.000Z',
    problems: [],
    events: [],
    eventRsvps: {},
    ageGroup: 'adult',
    plusOnes: 0,
    companionOf: null,
    answers: {},
    notify: 'none',
    address: null,
    smsConsent: null,
    ...fields,
  };
}
