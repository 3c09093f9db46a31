import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, ZDeleteReminderResponse } from '@resona/contract';
import { apiRequest } from '../../../../lib/api-client.ts';
import { remindersKey } from './get-reminders.ts';

/** delete-reminder {reminder_id}: removes one saved reminder. */
export function deleteReminder(reminderId: number) {
  return apiRequest(API.deleteReminder, ZDeleteReminderResponse, {
    method: 'POST',
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
