import type { Gift, GiftChangesBody, NewGiftBody } from '@contract/last-weeks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_KEY, adminCall } from '../../../lib/admin-api';

export const giftsKey = [...ADMIN_KEY, 'gifts'] as const;

/** GET /admin/gifts, newest first. */
export function useGifts() {
  return useQuery({
    queryKey: giftsKey,
    queryFn: async ({ signal }) => (await adminCall<{ gifts: Gift[] }>('/admin/gifts', { signal })).data.gifts,
  });
}

const path = (id: string) => `/admin/gifts/${encodeURIComponent(id)}`;

/** POST, PATCH and DELETE /admin/gifts: each refreshes the list. */
export function useGiftChanges() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: giftsKey });
  return {
    create: useMutation({
      mutationFn: (body: NewGiftBody) => adminCall<Gift>('/admin/gifts', { method: 'POST', body }),
      onSettled,
    }),
    update: useMutation({
      mutationFn: ({ id, changes }: { id: string; changes: GiftChangesBody }) =>
        adminCall<Gift>(path(id), { method: 'PATCH', body: changes }),
      onSettled,
    }),
    remove: useMutation({ mutationFn: (id: string) => adminCall(path(id), { method: 'DELETE' }), onSettled }),
  };
}
