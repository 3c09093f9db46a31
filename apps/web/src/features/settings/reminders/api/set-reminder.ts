import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TSetReminderRequest } from '@resona/contract';
import { settingsCalls } from '@resona/contract/settings/calls';
import { apiRequest } from '../../../../lib/api-client.ts';
import { remindersKey } from './get-reminders.ts';

/** set-reminder {is_reminder, remind_time, time_zone} (spec §7). */
export function setReminder(body: TSetReminderRequest) {
  return apiRequest(settingsCalls.setReminder, { body });
}

/** The reply is the new settings: the cache takes them as they are, no refetch. */
export function useSetReminder(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setReminder,
    onSuccess: (reply) => queryClient.setQueryData(remindersKey(userId), reply.data),
  });
}
