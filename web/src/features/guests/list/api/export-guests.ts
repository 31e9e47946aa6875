import { useMutation } from '@tanstack/react-query';
import { adminDownload } from '../../../../lib/admin-api';

/** GET /admin/export: saves the whole list as a CSV file. */
const exportGuests = () => adminDownload('GET /admin/export');

export function useExportGuests() {
  return useMutation({ mutationFn: exportGuests });
}
