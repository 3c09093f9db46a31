import { queryOptions, useQuery } from '@tanstack/react-query';
import { onboardingCalls } from '@resona/contract/onboarding/calls';
import { apiRequest } from '../api-client.ts';

/** The five paces in order, with the one to start at (the stored speed, else the default). */
export async function getUserCalibration() {
  const reply = await apiRequest(onboardingCalls.userCalibration);
  return reply.data;
}

export const userCalibrationQueryOptions = (userId: number, language: string) =>
  queryOptions({
    queryKey: ['user-calibration', userId, language],
    queryFn: getUserCalibration,
    staleTime: 0,
  });

export function useUserCalibration(userId: number, language: string) {
  return useQuery(userCalibrationQueryOptions(userId, language));
}
