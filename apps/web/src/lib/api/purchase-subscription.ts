import { useMutation } from '@tanstack/react-query';
import { type TPurchaseSubscriptionRequest } from '@resona/contract';
import { onboardingCalls } from '@resona/contract/onboarding/calls';
import { apiRequest } from '../api-client.ts';

/** Starts a purchase; the reply's approve_url is where the browser goes to approve it. */
export function purchaseSubscription(body: TPurchaseSubscriptionRequest) {
  return apiRequest(onboardingCalls.purchaseSubscription, {
    body,
  });
}

export function usePurchaseSubscription() {
  return useMutation({ mutationFn: purchaseSubscription });
}
