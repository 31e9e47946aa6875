import { createContext, useContext } from 'react';
import { FILE_CATALOG, type Catalog } from '@contract/events';

/**
 * The site's events, meals and questions, given to every screen below where the content is loaded: the
 * guest's page with its invitation, the console with its content (lib/site-catalog.tsx). Outside both, and
 * until the content arrives, the file's. Light on purpose: the guest's page imports it.
 */
export const SiteCatalog = createContext<Catalog>(FILE_CATALOG);

/** The site's events, meals and questions, as the page or the console above this screen read them. */
export const useSiteCatalog = (): Catalog => useContext(SiteCatalog);
