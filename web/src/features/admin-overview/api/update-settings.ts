import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SettingsBody } from '../types';
import { settingsKey } from './get-settings';
import { adminRoute } from '../../../lib/admin-route';

const updateSettings = (body: SettingsBody) => adminRoute('PUT /admin/settings', { body });

/** PUT /admin/settings; the answer is the saved settings. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (answer) => queryClient.setQueryData(settingsKey, answer.data),
  });
}
