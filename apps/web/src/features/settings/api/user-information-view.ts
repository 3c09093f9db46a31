import { queryOptions, useQuery } from '@tanstack/react-query';
import { settingsCalls } from '@resona/contract/settings/calls';
import { apiRequest } from '../../../lib/api-client.ts';

/** The account details screen's facts, names in the user's language. */
export async function getUserInformation() {
  const reply = await apiRequest(settingsCalls.userInformationView);
  return reply.data.user_info;
}

export const userInformationQueryOptions = (userId: number, language: string) =>
  queryOptions({
    queryKey: ['user-information', userId, language],
    queryFn: getUserInformation,
  });

export function useUserInformation(userId: number, language: string) {
  return useQuery(userInformationQueryOptions(userId, language));
}
