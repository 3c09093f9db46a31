import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, ZSetReminderResponse, type TSetReminderRequest } from '@resona/contract';
import { apiRequest } from '../../../../lib/api-client.ts';
import { remindersKey } from './get-reminders.ts';

/** set-reminder {is_reminder, remind_time, time_zone} (spec §7). */
export function setReminder(body: TSetReminderRequest) {
  return apiRequest(API.setReminder, ZSetReminderResponse, { method: 'POST', body });
}

/** The reply is the new settings: the cache takes them as they are, no refetch. */
export function useSetReminder(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setReminder,
    onSuccess: (reply) => queryClient.setQueryData(remindersKey(userId), reply.data),
  });
}
