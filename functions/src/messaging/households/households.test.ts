import { describe, expect, it } from 'vitest';
import { guestDefaults } from '@contract/guest';
import { SKIP_REASONS } from '@contract/options';
import type { Guest } from '../../guests/guests';
import { planHouseholds, withHouseholdLine, type HouseholdRules } from './households';

const person = (id: string, fields: Partial<Guest> = {}): Guest =>
  ({
    ...guestDefaults,
    id,
    first: id[0]!.toUpperCase() + id.slice(1),
    last: 'Harper',
    invtId: 'inv-harper',
    problems: [],
    ...fields,
  }) as Guest;

const rules = (msgType: HouseholdRules['msgType'] = 'reminder'): HouseholdRules => ({
  msgType,
  reasonOf: (guest) => (guest.disabled ? SKIP_REASONS.disabled : guest.phone ? null : SKIP_REASONS.noPhone),
  addressOf: (guest) => guest.phone,
});

const margaret = person('margaret', { phone: '+13055550102' });
const walter = person('walter');
const lily = person('lily', { companionOf: 'margaret' });
const ids = (list: { id: string }[]) => list.map((guest) => guest.id);

describe('reaching a household', () => {
  it('reaches people without a phone through the guest on their invitation, naming everyone without an answer', () => {
    const plan = planHouseholds([margaret, walter, lily], [margaret, walter, lily], rules());
    expect(ids(plan.recipients)).toEqual(['margaret']);
    expect(plan.skipped).toEqual([]);
    expect(ids(plan.named.get('margaret')!)).toEqual(['margaret', 'lily', 'walter']);
  });

  it('reaches them through a host outside the audience (who answered), naming only who has not', () => {
    const answered = { ...margaret, rsvp: true };
    const plan = planHouseholds([lily], [answered, walter, lily], rules());
    expect(ids(plan.recipients)).toEqual(['margaret']);
    expect(ids(plan.named.get('margaret')!)).toEqual(['lily', 'walter']);
  });

  it('leaves out only people nobody on their invitation can reach, and says so', () => {
    const plan = planHouseholds([walter, lily], [walter, lily, { ...margaret, disabled: true }], rules());
    expect(plan.recipients).toEqual([]);
    expect(plan.skipped.map((skip) => skip.reason)).toEqual([
      `${SKIP_REASONS.household} (${SKIP_REASONS.noPhone})`,
      `${SKIP_REASONS.household} (${SKIP_REASONS.noPhone})`,
    ]);
  });

  it('sends one text to a phone two people of one invitation share', () => {
    const shared = person('walter', { phone: '+13055550102' });
    const plan = planHouseholds([margaret, shared], [margaret, shared], rules());
    expect(ids(plan.recipients)).toEqual(['margaret']);
    expect(ids(plan.named.get('margaret')!)).toEqual(['margaret', 'walter']);
  });

  it('keeps a custom text to each person with their own phone, and a seat text per person', () => {
    const shared = person('walter', { phone: '+13055550102' });
    expect(ids(planHouseholds([margaret, walter], [margaret, walter], rules('custom')).recipients)).toEqual([
      'margaret',
    ]);
    expect(planHouseholds([margaret, walter], [margaret, walter], rules('custom')).skipped[0]!.reason).toBe(
      SKIP_REASONS.noPhone,
    );
    expect(ids(planHouseholds([margaret, shared], [margaret, shared], rules('seat')).recipients)).toEqual([
      'margaret',
      'walter',
    ]);
  });
});

describe('the household line', () => {
  it('names the people before the opt-out line, a shared last name once, in the guest language', () => {
    const names = [margaret, lily, walter];
    expect(withHouseholdLine('Hi! Reply STOP to opt out.', names, 'en')).toBe(
      'Hi! Still to answer on your invitation: Margaret, Lily and Walter Harper. Reply STOP to opt out.',
    );
    expect(withHouseholdLine('Hola.', names, 'es')).toBe(
      'Hola. Falta la respuesta de su invitación: Margaret, Lily y Walter Harper.',
    );
    expect(withHouseholdLine('Hi!', [], 'en')).toBe('Hi!');
  });
});
