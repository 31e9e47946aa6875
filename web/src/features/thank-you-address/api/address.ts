import type { Address } from '@contract/address';
import { apiRequest } from '../../../lib/api-client';

/** GET /address: the invitation's mailing address, or null. */
export const getAddress = () => apiRequest<{ address: Address | null }>('/address');

/** PUT /address: saves the invitation's mailing address (null removes it). */
export const putAddress = (address: Address | null) =>
  apiRequest<{ address: Address | null }>('/address', { method: 'PUT', body: { address } });
