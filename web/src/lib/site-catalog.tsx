import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { catalogOf, FILE_CATALOG, type Catalog } from '@contract/events';
import { contentQuery } from './admin-queries';
import { SiteCatalog } from './catalog-context';

export { useSiteCatalog } from './catalog-context';

/**
 * The catalog of site/content as the couple last saved them, for the console's screens (guest forms,
 * audiences, the Overview). Until the content arrives, the file's.
 */
export function useContentCatalog(): Catalog {
  const { data } = useQuery({ ...contentQuery, select: (answer) => answer.content });
  return useMemo(() => (data ? catalogOf(data) : FILE_CATALOG), [data]);
}

/** Gives the screens below the catalog of site/content (the console's, inside its query client). */
export function ContentCatalog({ children }: { children: ReactNode }) {
  return <SiteCatalog.Provider value={useContentCatalog()}>{children}</SiteCatalog.Provider>;
}
