import { useMutation } from '@tanstack/react-query';
import { AdminApiError } from '../../../../lib/admin-api';
import type { ImportResult } from '../../shared/types';
import { useInvalidateAdmin } from '../../shared/api/invalidate-admin';
import { adminRoute } from '../../../../lib/admin-route';

export type ImportAnswer = { message: string; result: ImportResult; ok: boolean };

/**
 * POST /admin/import. A file with bad rows answers 400 with every row's problem: that is a preview
 * to show, not a failure, so it resolves with ok false.
 */
async function importGuests({ csv, dryRun }: { csv: string; dryRun: boolean }): Promise<ImportAnswer> {
  try {
    const answer = await adminRoute('POST /admin/import', { body: { csv, dryRun } });
    return { message: answer.message, result: answer.data, ok: true };
  } catch (error) {
    if (error instanceof AdminApiError && error.code === 400 && error.data) {
      return { message: error.message, result: error.data as ImportResult, ok: false };
    }
    throw error;
  }
}

/** Preview (dryRun) and import; a real import refreshes everything. */
export function useImportGuests() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: importGuests,
    onSuccess: (answer, { dryRun }) => {
      if (!dryRun && answer.ok) return invalidate();
    },
  });
}
