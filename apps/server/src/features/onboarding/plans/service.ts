import { translate, type LanguageCode } from '@resona/contract';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../../deps.ts';
import { users } from '../../../db/schema/index.ts';
import { notFound } from '../../../lib/app-error.ts';
import type { SessionUser } from '../../../core/session-queries.ts';
import { dollars, flag, localise } from '../../../core/present.ts';
import { findAccessSource, refreshAccess } from './access.ts';
import { blocksPurchase, presentPlanRow, presentSubscription } from './present.ts';
import { findUserSubscriptions, findVisiblePlans, findWhitelistedPlanIds } from './queries.ts';

/** Plans the user may see (spec §6) with what the plan selection needs to show them. */
export async function getPlanData(deps: Deps, user: SessionUser, lang: LanguageCode) {
  const now = deps.now();
  await refreshAccess(deps, deps.db, user.id, now);
  const [planRows, subs] = await Promise.all([
    findVisiblePlans(deps.db, user.email),
    findUserSubscriptions(deps.db, user.id),
  ]);
  const features: string[] = [];
  const plan_data = planRows.map((plan) => {
    const mine = subs.filter((s) => s.plan.id === plan.id);
    const goals = plan.featureGoals.map((g) => localise(g, lang));
    for (const g of goals) if (!features.includes(g)) features.push(g);
    return {
      id: plan.id,
      plan_id: plan.planId,
      plan_name: plan.planName,
      plan_price: dollars(plan.planPrice),
      currency: 'USD' as const,
      plan_interval: plan.planInterval,
      plan_type: plan.planType,
      state: plan.state,
      trial_days: plan.trialDays,
      trial_text:
        plan.trialDays > 0 ? translate(lang, 'trialAfterDays', { days: plan.trialDays }) : null,
      feature_goals: goals,
      subscription_state: mine[0]?.sub.state ?? null,
      can_purchase: mine.every((s) => blocksPurchase(s, now) === null),
    };
  });
  const provider = deps.config.paymentProvider;
  return { plan_data, feature_goals: features, payments_available: provider !== 'none', provider };
}

/** Only the caller's own address: whether someone else is whitelisted is not ours to tell. */
export async function getWhitelisted(deps: Deps, user: SessionUser, email: string) {
  if (email.toLowerCase() !== user.email.toLowerCase()) throw notFound();
  const rows = await findWhitelistedPlanIds(deps.db, user.email);
  return { is_whitelisted: flag(rows.length > 0), whitelisted_plans: rows };
}

export async function getSubscribed(deps: Deps, user: SessionUser) {
  await refreshAccess(deps, deps.db, user.id, deps.now());
  const subs = await findUserSubscriptions(deps.db, user.id);
  // The subscription that matters most: one giving access, else the newest.
  const rank = (state: string) =>
    ['active', 'suspended', 'cancelled', 'pending', 'expired'].indexOf(state);
  const best = [...subs].sort((a, b) => rank(a.sub.state) - rank(b.sub.state))[0];
  const [fresh] = await deps.db
    .select({ isSubscribed: users.isSubscribed })
    .from(users)
    .where(eq(users.id, user.id));
  return {
    is_subscribe: flag(fresh?.isSubscribed ?? user.isSubscribed),
    subscription: best ? presentSubscription(best) : null,
  };
}

export async function listUserPlans(deps: Deps, user: SessionUser) {
  const now = deps.now();
  await refreshAccess(deps, deps.db, user.id, now);
  const [subs, access_source] = await Promise.all([
    findUserSubscriptions(deps.db, user.id),
    findAccessSource(deps.db, user.id, now),
  ]);
  // Checkouts never confirmed (abandoned or cancelled on the approve page) are not plans.
  const confirmed = subs.filter((s) => s.sub.paymentGatewayTransactionId !== null);
  return { user_plans_data: confirmed.map(presentPlanRow), access_source };
}
