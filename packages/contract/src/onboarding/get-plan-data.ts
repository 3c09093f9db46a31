import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';

export const ZSubscriptionState = z.enum([
  'pending',
  'active',
  'suspended',
  'cancelled',
  'expired',
]);
export type TSubscriptionState = z.infer<typeof ZSubscriptionState>;

export const ZPlanInterval = z.enum(['month', 'year']);

export const ZPlan = z.object({
  /** Our plan row id: what purchase-subscription takes. */
  id: z.number().int(),
  /** The payment provider's plan id. */
  plan_id: z.string(),
  plan_name: z.string(),
  /** Dollars, e.g. 9.99. */
  plan_price: z.number(),
  currency: z.literal('USD'),
  plan_interval: ZPlanInterval,
  /** 1 public, 2 whitelisted. */
  plan_type: z.number().int(),
  state: z.number().int(),
  trial_days: z.number().int(),
  /** 'after 7 days' in the user's language, or null for a plan without trial (spec §9). */
  trial_text: z.string().nullable(),
  feature_goals: z.array(z.string()),
  /** The caller's latest subscription to this plan, if any. */
  subscription_state: ZSubscriptionState.nullable(),
  /** False when the plan is active, or suspended and still in its term. */
  can_purchase: z.boolean(),
});
export type TPlan = z.infer<typeof ZPlan>;

/** GET api/v2/purchaseplan/plan-data: plans with state 1, public or whitelisted for the caller. */
export const ZPlanDataResponse = ZEnvelope(
  z.object({
    plan_data: z.array(ZPlan),
    /** Every feature any listed plan gives, de-duplicated, in order. */
    feature_goals: z.array(z.string()),
    /** False with PAYMENT_PROVIDER=none: the web shows the 'under maintenance' text. */
    payments_available: z.boolean(),
    provider: z.enum(['sandbox', 'paypal', 'none']),
  }),
);
export type TPlanDataResponse = z.infer<typeof ZPlanDataResponse>;
