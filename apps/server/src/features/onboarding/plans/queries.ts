import { and, asc, desc, eq, exists, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { plans, planWhitelist, userSubscriptions } from '../../../db/schema/index.ts';

function whitelistedFor(email: string) {
  return exists(
    sql`(select 1 from ${planWhitelist} where ${planWhitelist.planId} = ${plans.id} and lower(${planWhitelist.email}) = ${email.toLowerCase()})`,
  );
}

/** Spec §6: state 1, and public or whitelisted for this address. */
function visibleTo(email: string) {
  return and(eq(plans.state, 1), or(eq(plans.planType, 1), whitelistedFor(email)));
}

export function findVisiblePlans(db: Executor, email: string) {
  return db
    .select()
    .from(plans)
    .where(visibleTo(email))
    .orderBy(asc(plans.sortOrder), asc(plans.id));
}

export async function findVisiblePlan(db: Executor, planRowId: number, email: string) {
  const [row] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.id, planRowId), visibleTo(email)));
  return row ?? null;
}

export function findWhitelistedPlanIds(db: Executor, email: string) {
  return db
    .select({ planID: planWhitelist.planId })
    .from(planWhitelist)
    .innerJoin(plans, eq(plans.id, planWhitelist.planId))
    .where(and(sql`lower(${planWhitelist.email}) = ${email.toLowerCase()}`, eq(plans.state, 1)))
    .orderBy(asc(planWhitelist.planId));
}

export type SubscriptionWithPlan = {
  sub: typeof userSubscriptions.$inferSelect;
  plan: typeof plans.$inferSelect;
};

/** The user's subscriptions with their plans, newest first. */
export function findUserSubscriptions(
  db: Executor,
  userId: number,
): Promise<SubscriptionWithPlan[]> {
  return db
    .select({ sub: userSubscriptions, plan: plans })
    .from(userSubscriptions)
    .innerJoin(plans, eq(plans.id, userSubscriptions.planId))
    .where(eq(userSubscriptions.userId, userId))
    .orderBy(desc(userSubscriptions.createdAt), desc(userSubscriptions.id));
}

/** One of the user's own subscriptions; another user's id finds nothing. */
export async function findOwnSubscription(db: Executor, id: number, userId: number) {
  const [row] = await db
    .select({ sub: userSubscriptions, plan: plans })
    .from(userSubscriptions)
    .innerJoin(plans, eq(plans.id, userSubscriptions.planId))
    .where(and(eq(userSubscriptions.id, id), eq(userSubscriptions.userId, userId)));
  return row ?? null;
}

export async function insertSubscription(
  db: Executor,
  values: typeof userSubscriptions.$inferInsert,
) {
  const [row] = await db.insert(userSubscriptions).values(values).returning();
  return row!;
}

export async function updateSubscription(
  db: Executor,
  id: number,
  values: Partial<typeof userSubscriptions.$inferInsert>,
) {
  const [row] = await db
    .update(userSubscriptions)
    .set(values)
    .where(eq(userSubscriptions.id, id))
    .returning();
  return row!;
}
