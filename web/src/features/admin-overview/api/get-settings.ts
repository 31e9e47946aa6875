import { useQuery } from '@tanstack/react-query';
import { ADMIN_KEY, adminCall } from '../../../lib/admin-api';
import type { SiteSettingsData } from '../types';

export const settingsKey = [...ADMIN_KEY, 'settings'] as const;

export const getSettings = (signal?: AbortSignal) => adminCall<SiteSettingsData>('/admin/settings', { signal });

/** GET /admin/settings. */
export function useSettings() {
  return useQuery({ queryKey: settingsKey, queryFn: async ({ signal }) => (await getSettings(signal)).data });
}
