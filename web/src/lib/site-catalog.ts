import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { catalog, catalogOf, followCatalog, type Catalog } from '@contract/events';
import { contentQuery } from './admin-queries';

/**
 * The site's events, meals and questions as the couple last saved them (site/content), for the console's
 * screens: guest forms, audiences, the Overview. Until the content arrives, the file's. The contract's
 * checks (the guest forms' schemas) follow it too.
 */
export function useSiteCatalog(): Catalog {
  const { data } = useQuery({ ...contentQuery, select: (answer) => answer.content });
  return useMemo(() => {
    if (!data) return catalog();
    const next = catalogOf(data);
    followCatalog(next);
    return next;
  }, [data]);
}
