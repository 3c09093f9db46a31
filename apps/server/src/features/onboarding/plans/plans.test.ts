import { describe, expect, it } from 'vitest';
import {
  API,
  ZManageSubscriptionsResponse,
  ZPlanDataResponse,
  ZSubscribedResponse,
  ZWhitelistedResponse,
} from '@resona/contract';
import { accessCodeRedemptions, plans } from '../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { buildAccessCode, buildSignedInUser, buildUser } from '../../../test/factories.ts';
import { errorOf } from '../../../test/http.ts';
import { buyThroughSandbox, PLAN, whitelist } from '../test-helpers.ts';

const { app, db, clock } = await createTestApp();
const signIn = (o = {}) => buildSignedInUser(db, clock.now(), o);

async function planData(auth: Record<string, string>) {
  const res = await app.inject({ method: 'GET', url: API.planData, headers: auth });
  expect(res.statusCode).toBe(200);
  return ZPlanDataResponse.parse(res.json()).data;
}

describe('GET plan-data', () => {
  it('lists the public plans with dollars, interval, trial text and features', async () => {
    const { auth } = await signIn();
    const data = await planData(auth);
    expect(data.plan_data.map((p) => p.plan_name)).toEqual(['Basic monthly', 'Monthly', 'Yearly']);
    const [basic, monthly, yearly] = data.plan_data;
    expect(basic).toMatchObject({
      plan_price: 4.99,
      plan_interval: 'month',
      trial_days: 0,
      trial_text: null,
      can_purchase: true,
      subscription_state: null,
    });
    expect(monthly).toMatchObject({ plan_price: 9.99, trial_text: 'after 7 days' });
    expect(yearly).toMatchObject({
      plan_price: 79.99,
      plan_interval: 'year',
      trial_text: 'after 7 days',
    });
    expect(data.feature_goals).toContain('Guided paced-breathing sessions');
    expect(data).toMatchObject({ payments_available: true, provider: 'sandbox' });
  });

  it('adds the study plan only for a whitelisted address (case-insensitive)', async () => {
    const { user, auth } = await signIn();
    await whitelist(db, PLAN.study, user.email.toUpperCase());
    const data = await planData(auth);
    expect(data.plan_data.map((p) => p.id)).toEqual([1, 2, 3, 4]);
    expect(data.plan_data[3]).toMatchObject({ plan_name: 'Study', plan_price: 0, plan_type: 2 });
    expect(data.feature_goals).toContain('A study program of assigned sessions');
  });

  it('hides plans whose state is not 1', async () => {
    await db.insert(plans).values({
      id: 90,
      planId: 'P-OLD',
      planName: 'Retired',
      planPrice: 100,
      planInterval: 'month',
      state: 0,
    });
    const { auth } = await signIn();
    expect((await planData(auth)).plan_data.map((p) => p.plan_name)).not.toContain('Retired');
  });

  it('answers 401 signed out', async () => {
    expect(errorOf(await app.inject({ method: 'GET', url: API.planData })).status).toBe(401);
  });
});

describe('GET whitelisted', () => {
  it("answers for the caller's own address", async () => {
    const { user, auth } = await signIn();
    const before = await app.inject({
      method: 'GET',
      url: `${API.whitelisted}?email=${encodeURIComponent(user.email)}`,
      headers: auth,
    });
    expect(ZWhitelistedResponse.parse(before.json()).data).toEqual({
      is_whitelisted: 0,
      whitelisted_plans: [],
    });
    await whitelist(db, PLAN.study, user.email);
    const after = await app.inject({
      method: 'GET',
      url: `${API.whitelisted}?email=${encodeURIComponent(user.email)}`,
      headers: auth,
    });
    expect(ZWhitelistedResponse.parse(after.json()).data).toEqual({
      is_whitelisted: 1,
      whitelisted_plans: [{ planID: 4 }],
    });
  });

  it('never answers for another address (404), refuses a bad one (400), 401 signed out', async () => {
    const { auth } = await signIn();
    const { user: other } = await buildUser(db);
    await whitelist(db, PLAN.study, other.email);
    expect(
      errorOf(
        await app.inject({
          method: 'GET',
          url: `${API.whitelisted}?email=${encodeURIComponent(other.email)}`,
          headers: auth,
        }),
      ).status,
    ).toBe(404);
    expect(
      errorOf(
        await app.inject({ method: 'GET', url: `${API.whitelisted}?email=nope`, headers: auth }),
      ).message,
    ).toBe('Please enter a valid email address');
    expect(
      errorOf(await app.inject({ method: 'GET', url: `${API.whitelisted}?email=${other.email}` }))
        .status,
    ).toBe(401);
  });
});

describe('GET subscribed and manage-subscriptions', () => {
  it('answers not subscribed and no plans for a new user', async () => {
    const { user, auth } = await signIn();
    const res = await app.inject({
      method: 'GET',
      url: `${API.subscribed}?userid=${user.id}`,
      headers: auth,
    });
    expect(ZSubscribedResponse.parse(res.json()).data).toEqual({
      is_subscribe: 0,
      subscription: null,
    });
    const plansRes = await app.inject({
      method: 'GET',
      url: API.manageSubscriptions,
      headers: auth,
    });
    expect(ZManageSubscriptionsResponse.parse(plansRes.json()).data).toEqual({
      user_plans_data: [],
      access_source: 'none',
    });
  });

  it('says where access comes from without a plan: an access code, or the study', async () => {
    const manage = async (auth: Record<string, string>) =>
      ZManageSubscriptionsResponse.parse(
        (await app.inject({ method: 'GET', url: API.manageSubscriptions, headers: auth })).json(),
      ).data;
    const withCode = await signIn({ isSubscribed: true });
    const code = await buildAccessCode(db);
    await db
      .insert(accessCodeRedemptions)
      .values({ accessCodeId: code.id, userId: withCode.user.id });
    expect(await manage(withCode.auth)).toEqual({
      user_plans_data: [],
      access_source: 'access_code',
    });
    // The demo account: subscribed by the study itself, with neither code nor plan.
    const granted = await signIn({ isSubscribed: true });
    expect(await manage(granted.auth)).toEqual({ user_plans_data: [], access_source: 'study' });
  });

  it('shows a bought plan in both', async () => {
    const { auth } = await signIn();
    await buyThroughSandbox(app, auth, PLAN.yearly);
    const res = await app.inject({ method: 'GET', url: API.subscribed, headers: auth });
    const data = ZSubscribedResponse.parse(res.json()).data;
    expect(data.is_subscribe).toBe(1);
    expect(data.subscription).toMatchObject({
      plan_name: 'Yearly',
      state: 'active',
      plan_price: 79.99,
    });
    const rows = ZManageSubscriptionsResponse.parse(
      (await app.inject({ method: 'GET', url: API.manageSubscriptions, headers: auth })).json(),
    ).data.user_plans_data;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      plan_name: 'Yearly',
      plan_interval: 'year',
      can_suspend: 1,
      is_suspended: 0,
      is_cancelled: 0,
    });
    expect(rows[0]!.current_period_end).not.toBeNull();
    const manage = ZManageSubscriptionsResponse.parse(
      (await app.inject({ method: 'GET', url: API.manageSubscriptions, headers: auth })).json(),
    );
    expect(manage.data.access_source).toBe('plan');
  });

  it("answers 404 for another user's id and 401 signed out", async () => {
    const { auth } = await signIn();
    const { user: other } = await buildUser(db, { isSubscribed: true });
    expect(
      errorOf(
        await app.inject({
          method: 'GET',
          url: `${API.subscribed}?userid=${other.id}`,
          headers: auth,
        }),
      ).status,
    ).toBe(404);
    expect(errorOf(await app.inject({ method: 'GET', url: API.subscribed })).status).toBe(401);
    expect(errorOf(await app.inject({ method: 'GET', url: API.manageSubscriptions })).status).toBe(
      401,
    );
  });
});
