import { expect } from 'vitest';
import { API, ZPurchaseSubscriptionResponse } from '@resona/contract';
import type { App } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { planWhitelist } from '../../db/schema/index.ts';

/** Seeded plan row ids (db/seed/plans.ts). */
export const PLAN = { basic: 1, monthly: 2, yearly: 3, study: 4 } as const;

export async function whitelist(db: Database, planId: number, email: string) {
  await db.insert(planWhitelist).values({ planId, email });
}

/** Starts a purchase and returns the sandbox checkout path and the subscription id. */
export async function startPurchase(app: App, auth: Record<string, string>, planId: number) {
  const res = await app.inject({
    method: 'POST',
    url: API.purchaseSubscription,
    headers: auth,
    payload: { plan_id: planId },
  });
  expect(res.statusCode).toBe(200);
  const body = ZPurchaseSubscriptionResponse.parse(res.json());
  return {
    checkoutPath: new URL(body.data.approve_url).pathname,
    subscriptionId: body.data.user_subscription_id,
  };
}

/** Buys a plan through the sandbox: purchase, then Approve on the checkout page. */
export async function buyThroughSandbox(app: App, auth: Record<string, string>, planId: number) {
  const started = await startPurchase(app, auth, planId);
  const res = await app.inject({
    method: 'POST',
    url: `${started.checkoutPath}/approve`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'confirm=1',
  });
  expect(res.statusCode).toBe(303);
  expect(res.headers.location).toBe('http://localhost:3000/algorithm?purchase=success');
  return started;
}
