import { queryOptions, useQuery } from '@tanstack/react-query';
import { settingsCalls } from '@resona/contract/settings/calls';
import { apiRequest } from '../../../lib/api-client.ts';

/** The account edit form's choices: survey lists, paces and languages. */
export async function getAccountDetails() {
  const reply = await apiRequest(settingsCalls.accountDetails);
  return reply.data;
}

export const accountDetailsQueryOptions = (userId: number, language: string) =>
  queryOptions({
    queryKey: ['account-details', userId, language],
    queryFn: getAccountDetails,
    staleTime: 5 * 60_000,
  });

export function useAccountDetails(userId: number, language: string) {
  return useQuery(accountDetailsQueryOptions(userId, language));
}
