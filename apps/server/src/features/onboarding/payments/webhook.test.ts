import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API } from '@resona/contract';
import { paymentEvents, userSubscriptions, users } from '../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { errorOf } from '../../../test/http.ts';
import { PLAN, startPurchase } from '../test-helpers.ts';
import {
  SANDBOX_SIGNATURE_HEADER,
  sandboxEvent,
  sandboxSecret,
  signSandboxPayload,
} from './sandbox.ts';

const { app, db, clock } = await createTestApp();
const URL_SANDBOX = API.paymentWebhook.replace(':provider', 'sandbox');
const DAY = 86_400_000;

function deliver(
  body: string,
  signature = signSandboxPayload(sandboxSecret(app.deps.config), body, clock.now()),
) {
  return app.inject({
    method: 'POST',
    url: URL_SANDBOX,
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
    payload: body,
  });
}

/** A pending subscription and its three provider events, an hour apart, as JSON bodies. */
async function scenario() {
  const { auth, user } = await buildSignedInUser(db, clock.now());
  const { subscriptionId } = await startPurchase(app, auth, PLAN.monthly);
  const [sub] = await db
    .select()
    .from(userSubscriptions)
    .where(eq(userSubscriptions.id, subscriptionId));
  const id = sub!.providerSubscriptionId;
  const t = clock.now().getTime();
  const at = (h: number) => new Date(t + h * 3_600_000);
  const bodies = [
    sandboxEvent(
      'BILLING.SUBSCRIPTION.ACTIVATED',
      {
        id,
        custom_id: sub!.customId,
        billing_info: { next_billing_time: new Date(t + 7 * DAY).toISOString() },
      },
      at(1),
    ),
    sandboxEvent(
      'PAYMENT.SALE.COMPLETED',
      { id: `S-${id}`, billing_agreement_id: id, custom: sub!.customId },
      at(2),
    ),
    sandboxEvent('BILLING.SUBSCRIPTION.SUSPENDED', { id, custom_id: sub!.customId }, at(3)),
  ].map((e) => JSON.stringify(e));
  // The sale pays a month from its own time: extended once, however often it is delivered.
  const paidUntil = at(2);
  paidUntil.setUTCMonth(paidUntil.getUTCMonth() + 1);
  return { subscriptionId, userId: user.id, id, bodies, paidUntil };
}

function shuffle<T>(items: T[]) {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

async function finalState(subscriptionId: number, userId: number) {
  const [sub] = await db
    .select()
    .from(userSubscriptions)
    .where(eq(userSubscriptions.id, subscriptionId));
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const events = await db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.resourceId, sub!.providerSubscriptionId));
  return { sub: sub!, isSubscribed: user!.isSubscribed, events };
}

describe('payment webhooks', () => {
  it('applies each event once whatever the order: every event three times, shuffled', async () => {
    const inOrder = await scenario();
    for (const body of inOrder.bodies) expect((await deliver(body)).statusCode).toBe(200);
    const expected = await finalState(inOrder.subscriptionId, inOrder.userId);
    expect(expected.sub.state).toBe('suspended');
    expect(expected.sub.currentPeriodEnd!.getTime()).toBe(inOrder.paidUntil.getTime());

    for (let round = 0; round < 4; round++) {
      const s = await scenario();
      const replies = [];
      for (const body of shuffle([...s.bodies, ...s.bodies, ...s.bodies]))
        replies.push(await deliver(body));
      expect(replies.every((r) => r.statusCode === 200)).toBe(true);
      const outcomes = replies.map((r) => (r.json() as { data: { outcome: string } }).data.outcome);
      expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(6);
      const got = await finalState(s.subscriptionId, s.userId);
      expect(got.events).toHaveLength(3);
      expect(got.events.every((e) => e.processedAt !== null)).toBe(true);
      expect(got.sub.state).toBe('suspended');
      expect(got.sub.paymentGatewayTransactionId).toBe(s.id);
      // Each scenario's events carry its own times: compared with its own sale, not the first's.
      expect(got.sub.currentPeriodEnd!.getTime()).toBe(s.paidUntil.getTime());
      expect(got.isSubscribed).toBe(true);
    }
  });

  it('refuses a tampered body or a bad signature with 400 and stores nothing', async () => {
    const s = await scenario();
    const body = s.bodies[0]!;
    const signature = signSandboxPayload(sandboxSecret(app.deps.config), body, clock.now());
    const tampered = body.replace(
      'BILLING.SUBSCRIPTION.ACTIVATED',
      'BILLING.SUBSCRIPTION.CANCELLED',
    );
    for (const res of [
      await deliver(tampered, signature),
      await deliver(body, signature.replace(/v1=\w{4}/, 'v1=0000')),
      await deliver(body, 'garbage'),
      await deliver(body, signSandboxPayload('another-secret', body, clock.now())),
      await deliver(
        body,
        signSandboxPayload(
          sandboxSecret(app.deps.config),
          body,
          new Date(clock.now().getTime() - 3_600_000),
        ),
      ),
      await app.inject({
        method: 'POST',
        url: URL_SANDBOX,
        headers: { 'content-type': 'application/json' },
        payload: body,
      }),
    ]) {
      expect(errorOf(res)).toMatchObject({ status: 400, type: 'INVALID_SIGNATURE' });
    }
    expect((await finalState(s.subscriptionId, s.userId)).events).toHaveLength(0);
    expect((await finalState(s.subscriptionId, s.userId)).sub.state).toBe('pending');
  });

  it('stores but ignores a signed event for an unknown subscription', async () => {
    const body = JSON.stringify(
      sandboxEvent('BILLING.SUBSCRIPTION.ACTIVATED', { id: 'SBX-unknown' }, clock.now()),
    );
    const res = await deliver(body);
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: { outcome: string } }).data.outcome).toBe('ignored');
  });

  it('answers 404 for a provider that is not configured and 400 for an unknown one', async () => {
    const body = JSON.stringify(
      sandboxEvent('BILLING.SUBSCRIPTION.ACTIVATED', { id: 'x' }, clock.now()),
    );
    const paypal = await app.inject({
      method: 'POST',
      url: API.paymentWebhook.replace(':provider', 'paypal'),
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(paypal.statusCode).toBe(404);
    const other = await app.inject({
      method: 'POST',
      url: API.paymentWebhook.replace(':provider', 'stripe'),
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(other.statusCode).toBe(400);
  });
});
