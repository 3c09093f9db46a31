import { useMutation } from '@tanstack/react-query';
import { type TAddStudySurveyRequest } from '@resona/contract';
import { onboardingCalls } from '@resona/contract/onboarding/calls';
import { apiRequest } from '../../../lib/api-client.ts';

/** Stores one person's answers to a study survey. */
export function addStudySurvey(body: TAddStudySurveyRequest) {
  return apiRequest(onboardingCalls.addStudySurvey, { body });
}

export function useAddStudySurvey() {
  return useMutation({ mutationFn: addStudySurvey });
}
