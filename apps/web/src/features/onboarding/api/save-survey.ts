import { useMutation } from '@tanstack/react-query';
import { type TSaveSurveyRequest } from '@resona/contract';
import { onboardingCalls } from '@resona/contract/onboarding/calls';
import { apiRequest } from '../../../lib/api-client.ts';

/** PATCH api/v1/user/survey: the signed-in user's answers; the reply carries the new flags. */
export function saveSurvey(body: TSaveSurveyRequest) {
  return apiRequest(onboardingCalls.saveSurvey, { body });
}

export function useSaveSurvey() {
  return useMutation({ mutationFn: saveSurvey });
}
