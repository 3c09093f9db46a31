import type { TUserPlanRow, TUserSubscription } from '@resona/contract';
import { dollars, flag, iso } from '../../../core/present.ts';
import type { SubscriptionWithPlan } from './queries.ts';

export function presentSubscription({ sub, plan }: SubscriptionWithPlan): TUserSubscription {
  return {
    id: sub.id,
    plan_id: plan.id,
    plan_name: plan.planName,
    plan_interval: plan.planInterval,
    state: sub.state,
    plan_price: dollars(sub.planPrice),
    payment_gateway_transaction_id: sub.paymentGatewayTransactionId,
    current_period_end: iso(sub.currentPeriodEnd),
    payment_due_date: iso(sub.paymentDueDate),
    plan_cancel_date: iso(sub.planCancelDate),
  };
}

export function presentPlanRow(row: SubscriptionWithPlan): TUserPlanRow {
  return {
    ...presentSubscription(row),
    can_suspend: flag(row.sub.state === 'active'),
    is_cancelled: flag(row.sub.state === 'cancelled'),
    is_suspended: flag(row.sub.state === 'suspended'),
  };
}

/** A subscription that rules out buying its plan again: active, or suspended within its term. */
export function blocksPurchase({ sub }: SubscriptionWithPlan, now: Date) {
  if (sub.state === 'active') return 'planAlreadyActive' as const;
  if (sub.state === 'suspended' && sub.currentPeriodEnd && sub.currentPeriodEnd > now) {
    return 'planSuspendedUntilTermEnd' as const;
  }
  return null;
}
