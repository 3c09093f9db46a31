import { useQuery } from '@tanstack/react-query';
import { API, ZReminderListResponse } from '@resona/contract';
import { apiRequest } from '../../../../lib/api-client.ts';

export const remindersKey = (userId: number) => ['reminders', userId] as const;

/** GET reminders: the switch and the saved reminders. */
export async function getReminders() {
  return (await apiRequest(API.reminders, ZReminderListResponse)).data;
}

export function useReminders(userId: number) {
  return useQuery({ queryKey: remindersKey(userId), queryFn: getReminders });
}
