import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_KEY } from '../../../../lib/admin-api';

/** After a change to a guest: the list, the tables, the overview and the history all ask again. */
export function useInvalidateAdmin() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY });
}
