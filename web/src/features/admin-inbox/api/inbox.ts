import type { InboxData, InboxReplyBody } from '@contract/inbox';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_KEY, adminCall } from '../../../lib/admin-api';

/** How often the console asks for new replies (the unread count on the tab follows it). */
export const INBOX_POLL_MS = 30_000;

export const inboxKey = [...ADMIN_KEY, 'inbox'] as const;

export const getInbox = (signal?: AbortSignal) => adminCall<InboxData>('/admin/inbox', { signal });

/** GET /admin/inbox, asked again every 30 s while the console is open. */
export function useInbox() {
  return useQuery({
    queryKey: inboxKey,
    queryFn: async ({ signal }) => (await getInbox(signal)).data,
    refetchInterval: INBOX_POLL_MS,
  });
}

/** The number of replies nobody has handled yet (undefined while the first answer is awaited). */
export function useInboxUnread() {
  return useInbox().data?.unread;
}

const path = (id: string) => `/admin/inbox/${encodeURIComponent(id)}`;

/** PATCH /admin/inbox/{id} {handled}; the inbox is then asked again. */
export function useMarkHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) =>
      adminCall<unknown>(path(id), { method: 'PATCH', body: { handled } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKey }),
  });
}

/** POST /admin/inbox/{id}/reply {body}: texts the sender; the inbox is then asked again. */
export function useReplyToMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string } & InboxReplyBody) =>
      adminCall<unknown>(`${path(id)}/reply`, { method: 'POST', body: { body } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKey }),
  });
}
