import { useQuery } from '@tanstack/react-query';
import { settingsCalls } from '@resona/contract/settings/calls';
import { apiRequest } from '../../../../lib/api-client.ts';

export const remindersKey = (userId: number) => ['reminders', userId] as const;

/** GET reminders: the switch and the saved reminders. */
export async function getReminders() {
  return (await apiRequest(settingsCalls.reminders)).data;
}

export function useReminders(userId: number) {
  return useQuery({ queryKey: remindersKey(userId), queryFn: getReminders });
}
