import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API, ZPlanDataResponse, ZSuspendSubscriptionResponse } from '@resona/contract';
import { userSubscriptions, users } from '../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { errorOf } from '../../../test/http.ts';
import { buyThroughSandbox, PLAN, startPurchase } from '../test-helpers.ts';

const { app, db, clock, mails } = await createTestApp();
const signIn = () => buildSignedInUser(db, clock.now());
const DAY = 86_400_000;

describe('suspend-payment-recurring and the repurchase rule', () => {
  it('suspends, keeps access for the term, refuses repurchase until it ends', async () => {
    const { user, auth } = await signIn();
    const { subscriptionId } = await buyThroughSandbox(app, auth, PLAN.monthly);
    const res = await app.inject({
      method: 'POST',
      url: API.suspendSubscription,
      headers: auth,
      payload: { user_subscription_id: subscriptionId, plan_name: 'Monthly' },
    });
    expect(res.statusCode).toBe(200);
    const body = ZSuspendSubscriptionResponse.parse(res.json());
    expect(body.message).toBe('Suspension succeeded! Please wait for a confirmation email');
    expect(body.data.user_plan).toMatchObject({
      state: 'suspended',
      is_suspended: 1,
      can_suspend: 0,
      payment_due_date: null,
    });
    expect(
      mails.some(
        (m) => m.to === user.email && m.subject === 'Your Resona subscription is suspended',
      ),
    ).toBe(true);

    const plan = (await app.inject({ method: 'GET', url: API.planData, headers: auth })).json();
    expect(ZPlanDataResponse.parse(plan).data.plan_data[1]).toMatchObject({
      subscription_state: 'suspended',
      can_purchase: false,
    });
    const again = await app.inject({
      method: 'POST',
      url: API.purchaseSubscription,
      headers: auth,
      payload: { plan_id: PLAN.monthly },
    });
    expect(errorOf(again)).toMatchObject({
      status: 400,
      type: 'PURCHASE_NOT_ALLOWED',
      message: 'This plan is suspended and cannot be bought again until its current term ends',
    });
    expect((await db.select().from(users).where(eq(users.id, user.id)))[0]!.isSubscribed).toBe(
      true,
    );

    // The 7-day trial was the term; after it the subscription expires and the plan is for sale again.
    clock.advance(8 * DAY);
    const later = await app.inject({
      method: 'POST',
      url: API.purchaseSubscription,
      headers: auth,
      payload: { plan_id: PLAN.monthly },
    });
    expect(later.statusCode).toBe(200);
    const [sub] = await db
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.id, subscriptionId));
    expect(sub!.state).toBe('expired');
    expect((await db.select().from(users).where(eq(users.id, user.id)))[0]!.isSubscribed).toBe(
      false,
    );
  });

  it("refuses to suspend what is not active (400), another user's (404), bad input, signed out", async () => {
    const owner = await signIn();
    const { subscriptionId } = await buyThroughSandbox(app, owner.auth, PLAN.yearly);
    const intruder = await signIn();
    const stolen = await app.inject({
      method: 'POST',
      url: API.suspendSubscription,
      headers: intruder.auth,
      payload: { user_subscription_id: subscriptionId, plan_name: 'Yearly' },
    });
    expect(errorOf(stolen)).toMatchObject({ status: 404, type: 'NOT_FOUND' });
    const [sub] = await db
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.id, subscriptionId));
    expect(sub!.state).toBe('active');

    const { subscriptionId: pending } = await startPurchase(app, intruder.auth, PLAN.basic);
    const notActive = await app.inject({
      method: 'POST',
      url: API.suspendSubscription,
      headers: intruder.auth,
      payload: { user_subscription_id: pending },
    });
    expect(errorOf(notActive)).toMatchObject({
      status: 400,
      message: 'Only an active subscription can be suspended',
    });
    expect(
      errorOf(
        await app.inject({
          method: 'POST',
          url: API.suspendSubscription,
          headers: intruder.auth,
          payload: { user_subscription_id: 'x' },
        }),
      ).status,
    ).toBe(400);
    expect(
      errorOf(
        await app.inject({
          method: 'POST',
          url: API.suspendSubscription,
          payload: { user_subscription_id: 1 },
        }),
      ).status,
    ).toBe(401);
  });

  it('keeps access from a redeemed access code when a paid plan ends', async () => {
    const { user, auth } = await signIn();
    const { subscriptionId } = await buyThroughSandbox(app, auth, PLAN.monthly);
    const { buildAccessCode } = await import('../../../test/factories.ts');
    const { redeemAccessCode } = await import('../../auth/access-code-queries.ts');
    const code = await buildAccessCode(db);
    await redeemAccessCode(db, code.code, user.id, clock.now());
    await app.inject({
      method: 'POST',
      url: API.suspendSubscription,
      headers: auth,
      payload: { user_subscription_id: subscriptionId },
    });
    clock.advance(10 * DAY);
    await app.inject({ method: 'GET', url: API.subscribed, headers: auth });
    expect((await db.select().from(users).where(eq(users.id, user.id)))[0]!.isSubscribed).toBe(
      true,
    );
  });
});
