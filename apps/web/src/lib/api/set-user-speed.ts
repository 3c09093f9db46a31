import { useMutation } from '@tanstack/react-query';
import { type TSetUserSpeedRequest } from '@resona/contract';
import { onboardingCalls } from '@resona/contract/onboarding/calls';
import { apiRequest } from '../api-client.ts';

/** Saves the calibrated pace; the user becomes calibrated. */
export function setUserSpeed(body: TSetUserSpeedRequest) {
  return apiRequest(onboardingCalls.setUserSpeed, { body });
}

export function useSetUserSpeed() {
  return useMutation({ mutationFn: setUserSpeed });
}
