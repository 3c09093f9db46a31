import { useMutation } from '@tanstack/react-query';
import {
  API,
  ZPurchaseSubscriptionResponse,
  type TPurchaseSubscriptionRequest,
} from '@resona/contract';
import { apiRequest } from '../api-client.ts';

/** Starts a purchase; the reply's approve_url is where the browser goes to approve it. */
export function purchaseSubscription(body: TPurchaseSubscriptionRequest) {
  return apiRequest(API.purchaseSubscription, ZPurchaseSubscriptionResponse, {
    method: 'POST',
    body,
  });
}

export function usePurchaseSubscription() {
  return useMutation({ mutationFn: purchaseSubscription });
}
