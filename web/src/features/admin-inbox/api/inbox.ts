import type { InboxReplyBody } from '@contract/inbox';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_KEY } from '../../../lib/admin-api';
import { adminRoute } from '../../../lib/admin-route';

/** How often the console asks for new replies (the unread count on the tab follows it). */
const INBOX_POLL_MS = 30_000;

const inboxKey = [...ADMIN_KEY, 'inbox'] as const;

const getInbox = (signal?: AbortSignal) => adminRoute('GET /admin/inbox', { signal });

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

/** PATCH /admin/inbox/{id} {handled}; the inbox is then asked again. */
export function useMarkHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) =>
      adminRoute('PATCH /admin/inbox/{id}', { params: { id }, body: { handled } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKey }),
  });
}

/** POST /admin/inbox/{id}/reply {body}: texts the sender; the inbox is then asked again. */
export function useReplyToMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string } & InboxReplyBody) =>
      adminRoute('POST /admin/inbox/{id}/reply', { params: { id }, body: { body } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKey }),
  });
}
