import { useQuery } from '@tanstack/react-query';
import { ADMIN_KEY } from '../../../../lib/admin-api';
import { useSession } from '../../../../stores/session';
import { adminRoute } from '../../../../lib/admin-route';

const tablesKey = [...ADMIN_KEY, 'tables'] as const;

/** GET /get-all-guests-table-data/{userId}: every table with its seated guests, by seat. */
const getAllGuestsTableData = (userId: string, signal?: AbortSignal) =>
  adminRoute('GET /get-all-guests-table-data/{userId}', { params: { userId }, signal });

export function useTables() {
  const userId = useSession((state) => state.id);
  return useQuery({
    queryKey: tablesKey,
    queryFn: async ({ signal }) => (await getAllGuestsTableData(userId, signal)).data,
  });
}
