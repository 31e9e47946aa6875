import { useQuery } from '@tanstack/react-query';
import { settingsQuery } from './admin-queries';

/**
 * Why a text cannot go from this site (TEXTING=verify, DESIGN.md section 23): shown beside every text the
 * console offers, as unavailable rather than as an error.
 */
export const TEXTS_OFF_REASON =
  'Texts need TEXTING=messaging and a registered number (docs/going-live.md). Send by email, or from your own phone (Send from my phone).';

/** GET /admin/settings (the same query as the Settings tab's): true when the site sends no texts but codes. */
export function useTextsOff(): boolean {
  const query = useQuery({
    ...settingsQuery,
    select: ({ texting }) => texting === 'verify',
  });
  return query.data === true;
}
