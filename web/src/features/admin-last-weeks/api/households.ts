import type { Address } from '@contract/last-weeks';
import { displayName } from '@contract/people';
import type { ConsoleGuest } from '@contract/admin';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_KEY } from '../../../lib/admin-api';
import { adminRoute } from '../../../lib/admin-route';

/** One invitation as labels and the thank-you list use it: its people's names and its address. */
export type Household = { invtId: string; names: string[]; address: Address | null };

const householdsKey = [...ADMIN_KEY, 'households'] as const;

/** Invitations from the guest list, by their first person's last name; named people only. */
type Person = Pick<ConsoleGuest, 'first' | 'last' | 'invtId' | 'companionOf' | 'address'>;

export function toHouseholds(guests: Person[]): Household[] {
  const byInvitation = new Map<string, Person[]>();
  for (const guest of guests) byInvitation.set(guest.invtId, [...(byInvitation.get(guest.invtId) ?? []), guest]);
  return [...byInvitation.entries()]
    .map(([invtId, people]) => ({
      invtId,
      names: people
        .filter((person) => !person.companionOf || displayName(person))
        .map(displayName)
        .filter(Boolean),
      address: people.find((person) => person.address)?.address ?? null,
    }))
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

/** How an envelope names an invitation's people: "Margaret Harper & Walter Harper", "A, B & C". */
export function envelopeName(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} & ${names.at(-1)}`;
}
