import type { Address } from '@contract/address';
import { callRoute } from '../../../lib/api-client';

/** GET /address: the invitation's mailing address, or null. */
export const getAddress = () => callRoute('GET /address');

/** PUT /address: saves the invitation's mailing address (null removes it). */
export const putAddress = (address: Address | null) => callRoute('PUT /address', { body: { address } });
