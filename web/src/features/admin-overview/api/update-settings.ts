import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-api';
import type { SettingsBody, SiteSettingsData } from '../types';
import { settingsKey } from './get-settings';

export const updateSettings = (body: SettingsBody) =>
  adminCall<SiteSettingsData>('/admin/settings', { method: 'PUT', body });

/** PUT /admin/settings; the answer is the saved settings. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (answer) => queryClient.setQueryData(settingsKey, answer.data),
  });
}
