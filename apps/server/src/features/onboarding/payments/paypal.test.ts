import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { API, ZPurchaseSubscriptionResponse } from '@resona/contract';
import { paymentEvents, userSubscriptions, users } from '../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { errorOf } from '../../../test/http.ts';
import { PLAN } from '../test-helpers.ts';
import { startPayPalStandIn } from './paypal-stand-in.ts';

const credentials = { clientId: 'client-abc', clientSecret: 'secret-xyz' };
const paypal = await startPayPalStandIn(credentials);
afterAll(() => paypal.close());
const { app, db, clock } = await createTestApp({
  env: {
    PAYMENT_PROVIDER: 'paypal',
    PAYPAL_CLIENT_ID: credentials.clientId,
    PAYPAL_CLIENT_SECRET: credentials.clientSecret,
    PAYPAL_WEBHOOK_ID: 'WH-ID-123',
    PAYPAL_API_BASE: paypal.url,
  },
});
const WEBHOOK = API.paymentWebhook.replace(':provider', 'paypal');

function paypalHeaders(sig: string) {
  return {
    'content-type': 'application/json',
    'paypal-auth-algo': 'SHA256withRSA',
    'paypal-cert-url':
      'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-1d93a270',
    'paypal-transmission-id': '69cd13f0-d67a-11e5-baa3-778b53f4ae55',
    'paypal-transmission-sig': sig,
    'paypal-transmission-time': '2016-02-18T20:01:35Z',
  };
}

describe('PayPal Subscriptions adapter against a local stand-in', () => {
  it('creates the subscription with a token, custom_id and return URLs, and answers the approve link', async () => {
    const { user, auth } = await buildSignedInUser(db, clock.now());
    const res = await app.inject({
      method: 'POST',
      url: API.purchaseSubscription,
      headers: auth,
      payload: { plan_id: PLAN.yearly },
    });
    expect(res.statusCode).toBe(200);
    const body = ZPurchaseSubscriptionResponse.parse(res.json());
    expect(body.data.provider).toBe('paypal');
    expect(body.data.approve_url).toMatch(
      /^https:\/\/www\.sandbox\.paypal\.com\/webapps\/billing\/subscriptions\?ba_token=BA-I-STANDIN/,
    );
    const token = paypal.received.find((r) => r.path === '/v1/oauth2/token')!;
    expect(token.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const create = paypal.received.find((r) => r.path === '/v1/billing/subscriptions')!;
    expect(create.headers.authorization).toBe('Bearer A21AA-standin-token');
    expect(create.headers['paypal-request-id']).toBeTruthy();
    expect(JSON.parse(create.body)).toMatchObject({
      plan_id: 'P-RESONA-YEARLY',
      custom_id: `${user.id}-${PLAN.yearly}`,
      application_context: {
        return_url: 'http://localhost:3000/algorithm?purchase=success',
        cancel_url: 'http://localhost:3000/algorithm?purchase=cancelled',
      },
    });
  });

  it('verifies webhooks through verify-webhook-signature and activates the subscription', async () => {
    const { user, auth } = await buildSignedInUser(db, clock.now());
    const res = await app.inject({
      method: 'POST',
      url: API.purchaseSubscription,
      headers: auth,
      payload: { plan_id: PLAN.monthly },
    });
    const subId = ZPurchaseSubscriptionResponse.parse(res.json()).data.user_subscription_id;
    const [sub] = await db.select().from(userSubscriptions).where(eq(userSubscriptions.id, subId));
    const event = {
      id: 'WH-4N1234',
      event_version: '1.0',
      create_time: new Date(clock.now().getTime() + 1000).toISOString(),
      resource_type: 'subscription',
      event_type: 'BILLING.SUBSCRIPTION.ACTIVATED',
      summary: 'Subscription activated',
      resource: {
        id: sub!.providerSubscriptionId,
        custom_id: sub!.customId,
        status: 'ACTIVE',
        billing_info: {
          next_billing_time: new Date(clock.now().getTime() + 7 * 86_400_000).toISOString(),
        },
      },
    };
    const raw = JSON.stringify(event, null, 1); // odd spacing: verification must get the bytes as sent
    const bad = await app.inject({
      method: 'POST',
      url: WEBHOOK,
      headers: paypalHeaders('forged'),
      payload: raw,
    });
    expect(errorOf(bad)).toMatchObject({ status: 400, type: 'INVALID_SIGNATURE' });
    expect(
      await db.select().from(paymentEvents).where(eq(paymentEvents.eventId, 'WH-4N1234')),
    ).toHaveLength(0);

    const good = await app.inject({
      method: 'POST',
      url: WEBHOOK,
      headers: paypalHeaders('good-signature'),
      payload: raw,
    });
    expect(good.statusCode).toBe(200);
    const verify = paypal.received
      .filter((r) => r.path === '/v1/notifications/verify-webhook-signature')
      .at(-1)!;
    expect(verify.body).toContain(raw);
    expect(JSON.parse(verify.body)).toMatchObject({
      auth_algo: 'SHA256withRSA',
      transmission_id: '69cd13f0-d67a-11e5-baa3-778b53f4ae55',
      transmission_sig: 'good-signature',
      webhook_id: 'WH-ID-123',
      webhook_event: event,
    });
    const [after] = await db
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.id, subId));
    expect(after).toMatchObject({
      state: 'active',
      paymentGatewayTransactionId: sub!.providerSubscriptionId,
    });
    expect((await db.select().from(users).where(eq(users.id, user.id)))[0]!.isSubscribed).toBe(
      true,
    );

    const suspend = await app.inject({
      method: 'POST',
      url: API.suspendSubscription,
      headers: auth,
      payload: { user_subscription_id: subId, plan_name: 'Monthly' },
    });
    expect(suspend.statusCode).toBe(200);
    const call = paypal.received.at(-1)!;
    expect(call.path).toBe(`/v1/billing/subscriptions/${sub!.providerSubscriptionId}/suspend`);
    expect(JSON.parse(call.body)).toEqual({ reason: 'Suspended by the subscriber' });
    // One token for all of these calls: it is cached until shortly before it expires.
    expect(paypal.received.filter((r) => r.path === '/v1/oauth2/token')).toHaveLength(1);
  });

  it('refuses a delivery without the PayPal signature headers without asking PayPal', async () => {
    const before = paypal.received.length;
    const res = await app.inject({
      method: 'POST',
      url: WEBHOOK,
      headers: { 'content-type': 'application/json' },
      payload: '{"id":"WH-1"}',
    });
    expect(errorOf(res).type).toBe('INVALID_SIGNATURE');
    expect(paypal.received.length).toBe(before);
  });

  it('answers 502 when PayPal fails, storing no subscription', async () => {
    const { user, auth } = await buildSignedInUser(db, clock.now());
    paypal.state.failCreate = true;
    const res = await app.inject({
      method: 'POST',
      url: API.purchaseSubscription,
      headers: auth,
      payload: { plan_id: PLAN.basic },
    });
    paypal.state.failCreate = false;
    expect(errorOf(res)).toMatchObject({ status: 502, type: 'PAYMENT_PROVIDER_ERROR' });
    expect(
      await db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, user.id)),
    ).toHaveLength(0);
  });
});
