import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { ZFlag } from '../fields.ts';
import { ZPlanInterval, ZSubscriptionState } from './get-plan-data.ts';
import { ZOwnUserId } from './user-flags.ts';

/** GET subscribed?userid: the caller's own subscription status (another id → 404). */
export const ZSubscribedRequest = z.object({ userid: ZOwnUserId });
export type TSubscribedRequest = z.input<typeof ZSubscribedRequest>;

export const ZUserSubscription = z.object({
  id: z.number().int(),
  plan_id: z.number().int(),
  plan_name: z.string(),
  plan_interval: ZPlanInterval,
  state: ZSubscriptionState,
  /** Dollars paid per interval. */
  plan_price: z.number(),
  payment_gateway_transaction_id: z.string().nullable(),
  /** ISO times; null until known. */
  current_period_end: z.string().nullable(),
  payment_due_date: z.string().nullable(),
  plan_cancel_date: z.string().nullable(),
});
export type TUserSubscription = z.infer<typeof ZUserSubscription>;

export const ZSubscribedResponse = ZEnvelope(
  z.object({
    /** 1 with a subscription in its term or a redeemed access code. */
    is_subscribe: ZFlag,
    subscription: ZUserSubscription.nullable(),
  }),
);
export type TSubscribedResponse = z.infer<typeof ZSubscribedResponse>;
