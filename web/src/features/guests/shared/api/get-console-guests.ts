import { useQuery } from '@tanstack/react-query';
import { consoleGuestsQuery } from '../../../../lib/admin-queries';

/** GET /admin/guests: the whole list, kept fresh by every change the console makes. */
export function useConsoleGuests() {
  return useQuery(consoleGuestsQuery);
}
