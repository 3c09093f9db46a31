import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsCalls } from '@resona/contract/settings/calls';
import { apiRequest } from '../../../../lib/api-client.ts';
import { remindersKey } from './get-reminders.ts';

/** delete-reminder {reminder_id}: removes one saved reminder. */
export function deleteReminder(reminderId: number) {
  return apiRequest(settingsCalls.deleteReminder, {
    body: { reminder_id: reminderId },
  });
}

export function useDeleteReminder(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReminder,
    onSuccess: (reply) => queryClient.setQueryData(remindersKey(userId), reply.data),
  });
}
