import type { TAccessSource } from '@resona/contract';
import { and, eq, gt, inArray, isNotNull, isNull, lte, ne, or } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import { sessionsChanged } from '../../../core/session-changes.ts';
import { accessCodeRedemptions, userSubscriptions, users } from '../../../db/schema/index.ts';

/** States that keep access until `currentPeriodEnd`: the term already paid for runs on. */
const ENDING = ['suspended', 'cancelled'] as const;

/**
 * Whether the user may use the app: a redeemed access code (redeeming one grants access,
 * with no end), an active subscription, or a suspended or cancelled one still in its term.
 */
export async function hasAccess(db: Executor, userId: number, now: Date) {
  const [code] = await db
    .select({ id: accessCodeRedemptions.id })
    .from(accessCodeRedemptions)
    .where(eq(accessCodeRedemptions.userId, userId))
    .limit(1);
  if (code) return true;
  const [sub] = await db
    .select({ id: userSubscriptions.id })
    .from(userSubscriptions)
    .where(
      and(
        eq(userSubscriptions.userId, userId),
        or(
          eq(userSubscriptions.state, 'active'),
          and(
            inArray(userSubscriptions.state, [...ENDING]),
            gt(userSubscriptions.currentPeriodEnd, now),
          ),
        ),
      ),
    )
    .limit(1);
  return Boolean(sub);
}

/**
 * Where the user's access comes from (Manage subscriptions): an access code first, as it never
 * ends; then a plan in its term; then the flag alone, set for the demo account of the study or
 * by an operator; else none.
 */
export async function findAccessSource(
  db: Executor,
  userId: number,
  now: Date,
): Promise<TAccessSource> {
  const [code] = await db
    .select({ id: accessCodeRedemptions.id })
    .from(accessCodeRedemptions)
    .where(eq(accessCodeRedemptions.userId, userId))
    .limit(1);
  if (code) return 'access_code';
  if (await hasAccess(db, userId, now)) return 'plan';
  const [user] = await db
    .select({ isSubscribed: users.isSubscribed })
    .from(users)
    .where(eq(users.id, userId));
  return user?.isSubscribed ? 'study' : 'none';
}

/**
 * Marks suspended and cancelled subscriptions whose term has ended as expired, then brings
 * `isSubscribed` in line with `hasAccess`. Only users who ever had a confirmed subscription
 * are recomputed: anyone else owes the flag to an access code or an operator, and nothing
 * here may take it away.
 */
export async function refreshAccess(
  deps: Pick<Deps, 'sessionCache'>,
  db: Executor,
  userId: number,
  now: Date,
) {
  const confirmed = and(
    eq(userSubscriptions.userId, userId),
    // A checkout that was never confirmed had no term and grants nothing.
    isNotNull(userSubscriptions.paymentGatewayTransactionId),
  );
  await db
    .update(userSubscriptions)
    .set({ state: 'expired', stateChangedAt: now })
    .where(
      and(
        confirmed,
        inArray(userSubscriptions.state, [...ENDING]),
        or(
          lte(userSubscriptions.currentPeriodEnd, now),
          isNull(userSubscriptions.currentPeriodEnd),
        ),
      ),
    );
  const [any] = await db
    .select({ id: userSubscriptions.id })
    .from(userSubscriptions)
    .where(confirmed)
    .limit(1);
  if (!any) return;
  const access = await hasAccess(db, userId, now);
  const changed = await db
    .update(users)
    .set({ isSubscribed: access })
    .where(and(eq(users.id, userId), ne(users.isSubscribed, access)))
    .returning({ id: users.id });
  if (changed.length > 0) await sessionsChanged(deps, db, userId);
}
