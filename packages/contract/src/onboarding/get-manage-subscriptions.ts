import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { ZFlag } from '../fields.ts';
import { ZUserSubscription } from './get-subscribed.ts';

/**
 * One row of the Manage subscriptions table: plan, type, cost, valid until, pay due, action,
 * cancelled, suspend (spec §2). Type is `plan_interval`, cost `plan_price`, valid until
 * `current_period_end`, pay due `payment_due_date`.
 */
export const ZUserPlanRow = ZUserSubscription.extend({
  /** 1 when the Suspend action is offered (an active subscription). */
  can_suspend: ZFlag,
  is_cancelled: ZFlag,
  is_suspended: ZFlag,
});
export type TUserPlanRow = z.infer<typeof ZUserPlanRow>;

/**
 * Where the caller's access comes from: a redeemed access code (which never ends), a plan in
 * its term, access given without either (the study's demo account, an operator), or none.
 */
export const ZAccessSource = z.enum(['access_code', 'plan', 'study', 'none']);
export type TAccessSource = z.infer<typeof ZAccessSource>;

/** GET api/v2/user/manage-subscriptions: the caller's subscriptions, newest first. */
export const ZManageSubscriptionsResponse = ZEnvelope(
  z.object({
    user_plans_data: z.array(ZUserPlanRow),
    /** Where the caller's access comes from, so the screen can say it when no plan gives it. */
    access_source: ZAccessSource,
  }),
);
export type TManageSubscriptionsResponse = z.infer<typeof ZManageSubscriptionsResponse>;
