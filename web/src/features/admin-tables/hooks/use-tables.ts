import { useCallback, useEffect, useState } from 'react';
import type { ApiResponse } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { getAllGuestsTableData } from '../api/get-all-guests-table-data';
import type { TableSummary } from '../types';

type ErrorHandler = (answer: Pick<ApiResponse<unknown>, 'code' | 'message'>) => void;

/** What the server answers a caller without a session, without asking it. */
const signedOutAnswer = { error: true, code: 401, message: 'Unauthorized' } satisfies ApiResponse<never>;

/** The seating plan, loaded when the Tables tab opens and again on `refresh`. */
export function useTables(onError: ErrorHandler) {
  const userId = useSession((state) => state.id);
  const [tables, setTables] = useState<TableSummary[] | null>(null);
  const [refreshing, setRefreshing] = useState(true);

  const request = useCallback(
    (signal?: AbortSignal): Promise<ApiResponse<TableSummary[]>> =>
      userId ? getAllGuestsTableData(userId, signal) : Promise.resolve(signedOutAnswer),
    [userId],
  );

  const apply = useCallback(
    (answer: ApiResponse<TableSummary[]>) => {
      setRefreshing(false);
      if (answer.error || !answer.data) return onError(answer);
      setTables(answer.data);
    },
    [onError],
  );

  useEffect(() => {
    const controller = new AbortController();
    request(controller.signal).then(apply, () => undefined);
    return () => controller.abort();
  }, [request, apply]);

  const refresh = async () => {
    setRefreshing(true);
    apply(await request());
  };

  return { tables, refreshing, refresh };
}
