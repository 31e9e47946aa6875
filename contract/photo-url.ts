import { routeRequest } from './api-map';

/** Where a photo of the site's content is served. */
export const photoUrl = (id: string) => routeRequest('GET /photos/{id}', { id })[1];
