import type { Address } from '@contract/last-weeks';
import { displayName, joinedNames } from '@contract/people';
import type { ConsoleGuest } from '@contract/admin';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_KEY } from '../../../lib/admin-api';
import { adminRoute } from '../../../lib/admin-route';

/** One invitation as labels and the thank-you list use it: its people's names and its address. */
export type Household = { invtId: string; names: string[]; people: Name[]; address: Address | null };
type Name = { first: string; last: string };

const householdsKey = [...ADMIN_KEY, 'households'] as const;

/** Invitations from the guest list, by their first person's last name; named people only. */
type Person = Pick<ConsoleGuest, 'first' | 'last' | 'invtId' | 'companionOf' | 'address'>;

export function toHouseholds(guests: Person[]): Household[] {
  const byInvitation = new Map<string, Person[]>();
  for (const guest of guests) byInvitation.set(guest.invtId, [...(byInvitation.get(guest.invtId) ?? []), guest]);
  return [...byInvitation.entries()]
    .map(([invtId, people]) => {
      const named = people.filter((person) => displayName(person));
      return {
        invtId,
        names: named.map(displayName),
        people: named.map(({ first, last }) => ({ first, last })),
        address: people.find((person) => person.address)?.address ?? null,
      };
    })
    .filter((household) => household.names.length > 0)
    .sort((a, b) =>
      (a.names[0] ?? '')
        .split(' ')
        .at(-1)!
        .localeCompare((b.names[0] ?? '').split(' ').at(-1)!),
    );
}

/** GET /admin/guests, as invitations. */
export function useHouseholds() {
  return useQuery({
    queryKey: householdsKey,
    queryFn: async ({ signal }) => toHouseholds((await adminRoute('GET /admin/guests', { signal })).data),
  });
}

/**
 * How an envelope names an invitation's people: a shared last name once ("Margaret & Walter Harper"),
 * otherwise each full name ("Grace Lee & Tom Park", "A B, C D & E F").
 */
export const envelopeName = (people: Name[]): string => joinedNames(people, '&');
