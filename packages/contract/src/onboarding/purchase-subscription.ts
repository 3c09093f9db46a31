import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { ZId } from '../fields.ts';

/** POST purchase-subscription {plan_id}: `plan_id` is our plan row id (ZPlan.id). */
export const ZPurchaseSubscriptionRequest = z.object({ plan_id: ZId });
export type TPurchaseSubscriptionRequest = z.input<typeof ZPurchaseSubscriptionRequest>;

export const ZPurchaseSubscriptionResponse = ZEnvelope(
  z.object({
    /**
     * Where to send the browser to approve the payment: the provider's page, or our sandbox
     * checkout. It comes back to `/algorithm?purchase=success` or `?purchase=cancelled`.
     */
    approve_url: z.string(),
    user_subscription_id: z.number().int(),
    provider: z.enum(['sandbox', 'paypal']),
  }),
);
export type TPurchaseSubscriptionResponse = z.infer<typeof ZPurchaseSubscriptionResponse>;

/** The `purchase` query value the checkout returns to /algorithm with. */
export const ZPurchaseOutcome = z.enum(['success', 'cancelled']);
