import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { ZId, zLine } from '../fields.ts';
import { ZUserPlanRow } from './get-manage-subscriptions.ts';

/** POST suspend-payment-recurring: suspends one of the caller's own subscriptions. */
export const ZSuspendSubscriptionRequest = z.object({
  user_subscription_id: ZId,
  /** Shown in the confirmation mail; the subscription id decides what is suspended. */
  plan_name: zLine().max(200).optional(),
});
export type TSuspendSubscriptionRequest = z.input<typeof ZSuspendSubscriptionRequest>;

export const ZSuspendSubscriptionResponse = ZEnvelope(z.object({ user_plan: ZUserPlanRow }));
export type TSuspendSubscriptionResponse = z.infer<typeof ZSuspendSubscriptionResponse>;
