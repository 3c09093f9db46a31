import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import { plans, userSubscriptions } from '../../../db/schema/index.ts';
import { refreshAccess } from '../plans/access.ts';
import type { PaymentEvent } from './events.ts';

type State = (typeof userSubscriptions.$inferSelect)['state'];

/** Subscription events and the state each one sets. */
const STATE_OF: Record<string, State> = {
  'BILLING.SUBSCRIPTION.ACTIVATED': 'active',
  'BILLING.SUBSCRIPTION.RE-ACTIVATED': 'active',
  'BILLING.SUBSCRIPTION.SUSPENDED': 'suspended',
  'BILLING.SUBSCRIPTION.CANCELLED': 'cancelled',
  'BILLING.SUBSCRIPTION.EXPIRED': 'expired',
};
const SALE_COMPLETED = 'PAYMENT.SALE.COMPLETED';

export type Outcome = 'applied' | 'stale' | 'ignored';

async function findSubscription(tx: Transaction, provider: string, event: PaymentEvent) {
  const byId = event.subscriptionId
    ? await tx
        .select({ sub: userSubscriptions, plan: plans })
        .from(userSubscriptions)
        .innerJoin(plans, eq(plans.id, userSubscriptions.planId))
        .where(
          and(
            eq(userSubscriptions.provider, provider as 'sandbox' | 'paypal'),
            eq(userSubscriptions.providerSubscriptionId, event.subscriptionId),
          ),
        )
        .for('update', { of: userSubscriptions })
    : [];
  return byId[0] ?? null;
}

function addInterval(from: Date, interval: 'month' | 'year') {
  const d = new Date(from);
  if (interval === 'month') d.setUTCMonth(d.getUTCMonth() + 1);
  else d.setUTCFullYear(d.getUTCFullYear() + 1);
  return d;
}

const later = (a: Date | null, b: Date | null) => (!a ? b : !b ? a : a > b ? a : b);

/**
 * Applies one event to its subscription. Delivery order is not guaranteed, so each change is
 * order-independent: the state follows the newest event by the provider's event time (an
 * older one is 'stale' and changes nothing), and the period end only ever moves forward.
 * Whatever order a set of events arrives in, the result is the same.
 */
export async function applyPaymentEvent(
  deps: Pick<Deps, 'sessionCache'>,
  tx: Transaction,
  provider: string,
  event: PaymentEvent,
  now: Date,
): Promise<{ outcome: Outcome; userId: number | null; activated: boolean }> {
  const found = await findSubscription(tx, provider, event);
  const state = STATE_OF[event.type];
  if (!found || (!state && event.type !== SALE_COMPLETED)) {
    return { outcome: 'ignored', userId: found?.sub.userId ?? null, activated: false };
  }
  const { sub, plan } = found;
  const changes: Partial<typeof userSubscriptions.$inferInsert> = {};
  let outcome: Outcome = 'applied';
  if (event.type === SALE_COMPLETED) {
    const end = later(sub.currentPeriodEnd, addInterval(event.occurredAt, plan.planInterval));
    changes.currentPeriodEnd = end;
    if (sub.state === 'active') changes.paymentDueDate = end;
  } else if (state) {
    // Every subscription event may carry the next billing time; it extends, never shortens.
    changes.currentPeriodEnd = later(sub.currentPeriodEnd, event.nextBillingTime);
    if (event.occurredAt > sub.stateChangedAt) {
      changes.state = state;
      changes.stateChangedAt = event.occurredAt;
      changes.paymentDueDate = state === 'active' ? changes.currentPeriodEnd : null;
      if (state === 'cancelled') changes.planCancelDate = event.occurredAt;
    } else {
      outcome = 'stale';
    }
    if (state === 'active' && !sub.paymentGatewayTransactionId) {
      // Confirmed by the provider, even when a newer event already moved the state on.
      changes.paymentGatewayTransactionId = event.subscriptionId;
    }
  }
  await tx.update(userSubscriptions).set(changes).where(eq(userSubscriptions.id, sub.id));
  await refreshAccess(deps, tx, sub.userId, now);
  const activated = outcome === 'applied' && state === 'active' && sub.state === 'pending';
  return { outcome, userId: sub.userId, activated };
}
