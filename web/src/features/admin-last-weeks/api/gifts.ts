import type { GiftChangesBody, NewGiftBody } from '@contract/last-weeks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_KEY } from '../../../lib/admin-api';
import { adminRoute } from '../../../lib/admin-route';

const giftsKey = [...ADMIN_KEY, 'gifts'] as const;

/** GET /admin/gifts, newest first. */
export function useGifts() {
  return useQuery({
    queryKey: giftsKey,
    queryFn: async ({ signal }) => (await adminRoute('GET /admin/gifts', { signal })).data.gifts,
  });
}

/** POST, PATCH and DELETE /admin/gifts: each refreshes the list. */
export function useGiftChanges() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: giftsKey });
  return {
    create: useMutation({
      mutationFn: (body: NewGiftBody) => adminRoute('POST /admin/gifts', { body }),
      onSettled,
    }),
    update: useMutation({
      mutationFn: ({ id, changes }: { id: string; changes: GiftChangesBody }) =>
        adminRoute('PATCH /admin/gifts/{id}', { params: { id }, body: changes }),
      onSettled,
    }),
    remove: useMutation({
      mutationFn: (id: string) => adminRoute('DELETE /admin/gifts/{id}', { params: { id } }),
      onSettled,
    }),
  };
}
