import { useMutation } from '@tanstack/react-query';
import { onboardingCalls } from '@resona/contract/onboarding/calls';
import { apiRequest } from '../../../lib/api-client.ts';

/** The tutorial was finished or skipped: is_tutorial becomes 0. */
export function setTutorialSeen() {
  return apiRequest(onboardingCalls.tutorialSeen);
}

export function useSetTutorialSeen() {
  return useMutation({ mutationFn: setTutorialSeen });
}
