import { screen } from '../../lib/screen';

/**
 * The couple's area, a chunk of its own: guests never download it. An admin's invitation page loads it
 * once idle, so View Guests opens it at once (lib/screen.tsx).
 */
export const AdminArea = screen(() => import('./AdminArea'));
