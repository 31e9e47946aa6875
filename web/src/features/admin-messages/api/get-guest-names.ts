import { useQuery } from '@tanstack/react-query';
import type { MessageRecipient } from '@contract/messages';
import { consoleGuestsQuery } from '../../../lib/admin-queries';

const byName = (a: MessageRecipient, b: MessageRecipient) =>
  a.first.localeCompare(b.first) || a.last.localeCompare(b.last);

/** Every guest's id and name, for choosing guests to text by name (GET /admin/guests). */
export function useGuestNames() {
  return useQuery({
    ...consoleGuestsQuery,
    select: (guests) => guests.map(({ id, first, last }) => ({ id, first, last })).sort(byName),
  });
}
