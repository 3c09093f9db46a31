import { describe, expect, it } from 'vitest';
import { API, ZPlanDataResponse } from '@resona/contract';
import { createTestApp } from '../../../test/app.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { errorOf } from '../../../test/http.ts';
import { PLAN } from '../test-helpers.ts';

const { app, db, clock } = await createTestApp({ env: { PAYMENT_PROVIDER: 'none' } });

describe('PAYMENT_PROVIDER=none', () => {
  it('still lists plans but says payments are unavailable, and refuses a purchase', async () => {
    const { auth } = await buildSignedInUser(db, clock.now());
    const data = ZPlanDataResponse.parse(
      (await app.inject({ method: 'GET', url: API.planData, headers: auth })).json(),
    ).data;
    expect(data.plan_data).toHaveLength(3);
    expect(data).toMatchObject({ payments_available: false, provider: 'none' });
    const res = await app.inject({
      method: 'POST',
      url: API.purchaseSubscription,
      headers: auth,
      payload: { plan_id: PLAN.monthly },
    });
    expect(errorOf(res)).toMatchObject({ status: 400, type: 'PAYMENTS_UNAVAILABLE' });
  });

  it('believes no sandbox webhook and serves no sandbox checkout', async () => {
    const res = await app.inject({
      method: 'POST',
      url: API.paymentWebhook.replace(':provider', 'sandbox'),
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: '/api/v2/purchaseplan/sandbox/checkout/SBX-x' }))
        .statusCode,
    ).toBe(404);
  });
});
