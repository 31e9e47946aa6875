import { useCallback, useState } from 'react';
import type { MessageRecipient } from '@contract/messages';
import type { ApiResponse } from '../../../lib/api-client';
import { useAdminLoad } from '../../../lib/use-admin-load';
import type { AdminGuest } from '@contract/guest-admin';
import { getGuestNames } from '../api/get-guest-names';
import type { OnAdminError } from '../types';

const byName = (a: MessageRecipient, b: MessageRecipient) =>
  a.first.localeCompare(b.first) || a.last.localeCompare(b.last);

/** Every guest's id and name, loaded when the guest picker shows. */
export function useGuestNames(onError: OnAdminError) {
  const [guests, setGuests] = useState<MessageRecipient[] | null>(null);
  const apply = useCallback(
    (answer: ApiResponse<AdminGuest[]>) => {
      if (answer.error || !answer.data) return onError(answer);
      setGuests(answer.data.map(({ id, first, last }) => ({ id, first, last })).sort(byName));
    },
    [onError],
  );
  useAdminLoad(getGuestNames, apply);
  return guests;
}
