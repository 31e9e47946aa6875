import { useCallback, useState } from 'react';
import type { ApiResponse } from '../../../lib/api-client';
import { useAdminLoad } from '../../../lib/use-admin-load';
import { getAllGuestsTableData } from '../api/get-all-guests-table-data';
import type { TableSummary } from '../types';

type ErrorHandler = (answer: Pick<ApiResponse<unknown>, 'code' | 'message'>) => void;

/** The seating plan, loaded when the Tables tab opens and again on `refresh`. */
export function useTables(onError: ErrorHandler) {
  const [tables, setTables] = useState<TableSummary[] | null>(null);
  const [refreshing, setRefreshing] = useState(true);

  const apply = useCallback(
    (answer: ApiResponse<TableSummary[]>) => {
      setRefreshing(false);
      if (answer.error || !answer.data) return onError(answer);
      setTables(answer.data);
    },
    [onError],
  );
  const load = useAdminLoad(getAllGuestsTableData, apply);

  const refresh = async () => {
    setRefreshing(true);
    await load();
  };

  return { tables, refreshing, refresh };
}
