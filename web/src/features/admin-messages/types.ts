import type { ApiResponse } from '../../lib/api-client';

/** What the page does with an error answer: a 401 signs out, anything else is toasted. */
export type OnAdminError = (answer: Pick<ApiResponse<unknown>, 'code' | 'message'>) => void;
