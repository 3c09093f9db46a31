import { translate, type LanguageCode } from '@resona/contract';
import type { Deps } from '../../../deps.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import type { SessionUser } from '../../../core/session-queries.ts';
import { ProviderError, type PaymentProviders } from '../payments/provider.ts';
import { refreshAccess } from './access.ts';
import { blocksPurchase, presentPlanRow } from './present.ts';
import {
  findOwnSubscription,
  findUserSubscriptions,
  findVisiblePlan,
  insertSubscription,
  updateSubscription,
} from './queries.ts';

const providerFailed = () => new AppError('PAYMENT_PROVIDER_ERROR', 'paymentProviderFailed');

/**
 * Starts a purchase: the plan must be one the user may see, not already active, and not
 * suspended within its term (spec §4). The subscription is pending until the provider's
 * ACTIVATED webhook confirms it.
 */
export async function purchaseSubscription(
  deps: Deps,
  providers: PaymentProviders,
  user: SessionUser,
  planRowId: number,
) {
  const provider = providers.active;
  if (!provider) throw new AppError('PAYMENTS_UNAVAILABLE', 'paymentsUnavailable');
  const plan = await findVisiblePlan(deps.db, planRowId, user.email);
  if (!plan) throw notFound();
  const now = deps.now();
  await refreshAccess(deps, deps.db, user.id, now);
  const mine = (await findUserSubscriptions(deps.db, user.id)).filter((s) => s.plan.id === plan.id);
  for (const s of mine) {
    const reason = blocksPurchase(s, now);
    if (reason) throw new AppError('PURCHASE_NOT_ALLOWED', reason);
  }
  const customId = `${user.id}-${plan.id}`;
  const back = `${deps.config.publicUrl}/algorithm?purchase=`;
  let created;
  try {
    created = await provider.createSubscription({
      plan,
      user: { id: user.id, email: user.email },
      customId,
      returnUrls: { success: `${back}success`, cancel: `${back}cancelled` },
    });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    deps.log.error({ err: error.message }, 'payment provider could not create a subscription');
    throw providerFailed();
  }
  const sub = await insertSubscription(deps.db, {
    userId: user.id,
    planId: plan.id,
    state: 'pending',
    provider: provider.name,
    providerSubscriptionId: created.providerSubscriptionId,
    customId,
    planPrice: plan.planPrice,
    // Older than any provider event: the provider's first word always counts.
    stateChangedAt: new Date(0),
    createdAt: now,
  });
  return { approve_url: created.approveUrl, user_subscription_id: sub.id, provider: provider.name };
}

/**
 * Suspends one of the user's own active subscriptions at the provider, then here. Access
 * continues to the end of the term; the plan cannot be bought again until then.
 */
export async function suspendSubscription(
  deps: Deps,
  providers: PaymentProviders,
  user: SessionUser,
  subscriptionId: number,
  lang: LanguageCode,
) {
  const row = await findOwnSubscription(deps.db, subscriptionId, user.id);
  if (!row) throw notFound();
  if (row.sub.state !== 'active') {
    throw new AppError('VALIDATION_ERROR', 'subscriptionNotSuspendable');
  }
  const provider = providers.get(row.sub.provider);
  if (!provider) throw providerFailed();
  try {
    await provider.suspend(row.sub.providerSubscriptionId, 'Suspended by the subscriber');
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    deps.log.error({ err: error.message }, 'payment provider could not suspend a subscription');
    throw providerFailed();
  }
  const now = deps.now();
  const sub = await deps.db.transaction(async (tx) => {
    const updated = await updateSubscription(tx, row.sub.id, {
      state: 'suspended',
      stateChangedAt: now,
      // No further payment falls due while suspended.
      paymentDueDate: null,
    });
    await refreshAccess(deps, tx, user.id, now);
    return updated;
  });
  const until = sub.currentPeriodEnd?.toISOString().slice(0, 10) ?? '';
  await deps.mailer.send({
    to: user.email,
    subject: translate(lang, 'mailSuspendSubject'),
    text: `${translate(lang, 'mailSuspendBody', { plan: row.plan.planName, date: until })}\n\n${translate(lang, 'mailSignature')}`,
  });
  return { user_plan: presentPlanRow({ sub, plan: row.plan }) };
}
