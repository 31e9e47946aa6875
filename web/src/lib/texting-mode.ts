import { useQuery } from '@tanstack/react-query';
import { settingsQuery } from './admin-queries';

/**
 * Why a text cannot go from this site (TEXTING=verify: no registered texting number yet, see
 * docs/going-live.md), in the couple's words: shown beside every text the console offers, as unavailable
 * rather than as an error.
 */
export const TEXTS_OFF_REASON = 'Texting from the site is off: send from your phone or by email.';

/** GET /admin/settings (the same query as the Settings tab's): true when the site sends no texts but codes. */
export function useTextsOff(): boolean {
  const query = useQuery({
    ...settingsQuery,
    select: ({ texting }) => texting === 'verify',
  });
  return query.data === true;
}
