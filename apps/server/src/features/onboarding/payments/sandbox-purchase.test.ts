import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API } from '@resona/contract';
import { paymentEvents, userSubscriptions, users } from '../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { errorOf } from '../../../test/http.ts';
import { buyThroughSandbox, PLAN, startPurchase } from '../test-helpers.ts';

const { app, db, clock, mails } = await createTestApp();
const signIn = () => buildSignedInUser(db, clock.now());
const DAY = 86_400_000;

describe('purchase through the sandbox', () => {
  it('shows a script-free checkout page with plan, price, Approve and Cancel', async () => {
    const { auth } = await signIn();
    const { checkoutPath } = await startPurchase(app, auth, PLAN.monthly);
    const res = await app.inject({ method: 'GET', url: checkoutPath });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Monthly');
    expect(res.body).toContain('$9.99 per month');
    expect(res.body).toMatch(/action="[^"]+\/approve"/);
    expect(res.body).toMatch(/action="[^"]+\/cancel"/);
    expect(res.body).not.toMatch(/<script/i);
    expect(String(res.headers['content-security-policy'])).not.toContain('script-src');
  });

  it('activates on Approve through a signed webhook: transaction id, isSubscribed, mail', async () => {
    const { user, auth } = await signIn();
    const { subscriptionId } = await buyThroughSandbox(app, auth, PLAN.basic);
    const [sub] = await db
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.id, subscriptionId));
    expect(sub).toMatchObject({
      state: 'active',
      customId: `${user.id}-${PLAN.basic}`,
      planPrice: 499,
    });
    expect(sub!.paymentGatewayTransactionId).toBe(sub!.providerSubscriptionId);
    // No trial on the basic plan: charged at once, so paid for about a month.
    expect(sub!.currentPeriodEnd!.getTime() - clock.now().getTime()).toBeGreaterThan(27 * DAY);
    const events = await db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.resourceId, sub!.providerSubscriptionId));
    expect(events.map((e) => e.eventType).sort()).toEqual([
      'BILLING.SUBSCRIPTION.ACTIVATED',
      'PAYMENT.SALE.COMPLETED',
    ]);
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row!.isSubscribed).toBe(true);
    expect(
      mails.some((m) => m.to === user.email && m.subject === 'Your Resona subscription is active'),
    ).toBe(true);
  });

  it('returns with purchase=cancelled on Cancel and grants nothing', async () => {
    const { user, auth } = await signIn();
    const { checkoutPath, subscriptionId } = await startPurchase(app, auth, PLAN.yearly);
    const res = await app.inject({
      method: 'POST',
      url: `${checkoutPath}/cancel`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'confirm=1',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('http://localhost:3000/algorithm?purchase=cancelled');
    const [sub] = await db
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.id, subscriptionId));
    expect(sub!.state).toBe('cancelled');
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row!.isSubscribed).toBe(false);
    // The finished checkout offers no buttons any more.
    expect((await app.inject({ method: 'GET', url: checkoutPath })).body).not.toContain('/approve');
  });

  it('refuses an active plan, an unknown or hidden plan, and a bad body', async () => {
    const { auth } = await signIn();
    await buyThroughSandbox(app, auth, PLAN.monthly);
    const again = await app.inject({
      method: 'POST',
      url: API.purchaseSubscription,
      headers: auth,
      payload: { plan_id: PLAN.monthly },
    });
    expect(errorOf(again)).toMatchObject({
      status: 400,
      type: 'PURCHASE_NOT_ALLOWED',
      message: 'You already have this plan',
    });
    for (const plan_id of [PLAN.study, 999]) {
      expect(
        errorOf(
          await app.inject({
            method: 'POST',
            url: API.purchaseSubscription,
            headers: auth,
            payload: { plan_id },
          }),
        ).status,
      ).toBe(404);
    }
    expect(
      errorOf(
        await app.inject({
          method: 'POST',
          url: API.purchaseSubscription,
          headers: auth,
          payload: {},
        }),
      ).type,
    ).toBe('VALIDATION_ERROR');
    expect(
      errorOf(
        await app.inject({
          method: 'POST',
          url: API.purchaseSubscription,
          payload: { plan_id: 1 },
        }),
      ).status,
    ).toBe(401);
  });

  it('answers 404 for an unknown checkout', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/api/v2/purchaseplan/sandbox/checkout/SBX-nope' }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/v2/purchaseplan/sandbox/checkout/SBX-nope/approve',
        })
      ).statusCode,
    ).toBe(404);
  });
});
