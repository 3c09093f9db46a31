import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { API, LANGUAGES, zLine } from '@resona/contract';
import { plans, userSubscriptions } from '../../../db/schema/index.ts';
import { notFound } from '../../../lib/app-error.ts';
import { requestLanguage } from '../../../lib/language.ts';
import { dollars } from '../../../core/present.ts';
import { renderCheckoutPage } from './checkout-page.ts';
import type { PaymentProviders } from './provider.ts';
import {
  SANDBOX_SIGNATURE_HEADER,
  sandboxCheckoutPath,
  sandboxEvent,
  sandboxSecret,
  signSandboxPayload,
} from './sandbox.ts';

const ZParams = z.object({ id: zLine().min(1).max(100) });
const WEBHOOK_PATH = API.paymentWebhook.replace(':provider', 'sandbox');

/**
 * The sandbox provider's checkout: a page with Approve and Cancel. Approving delivers signed
 * webhooks to our own endpoint through the same verification a real delivery takes, then
 * returns the browser to /algorithm, as a real provider would.
 */
export async function sandboxRoutes(
  instance: FastifyInstance,
  opts: { providers: PaymentProviders },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const back = (outcome: string) => `${deps.config.publicUrl}/algorithm?purchase=${outcome}`;

  async function findCheckout(id: string) {
    if (!opts.providers.get('sandbox')) throw notFound();
    const [row] = await deps.db
      .select({ sub: userSubscriptions, plan: plans })
      .from(userSubscriptions)
      .innerJoin(plans, eq(plans.id, userSubscriptions.planId))
      .where(
        and(
          eq(userSubscriptions.provider, 'sandbox'),
          eq(userSubscriptions.providerSubscriptionId, id),
        ),
      );
    if (!row) throw notFound();
    return row;
  }

  async function deliver(event: Record<string, unknown>) {
    const body = JSON.stringify(event);
    const res = await app.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(
          sandboxSecret(deps.config),
          body,
          deps.now(),
        ),
      },
      payload: body,
    });
    if (res.statusCode !== 200) throw new Error(`sandbox webhook answered ${res.statusCode}`);
  }

  const config = { access: 'public' as const };
  const schema = { params: ZParams, hide: true };

  app.get(API.sandboxCheckout, { config, schema }, async (request, reply: FastifyReply) => {
    const { sub, plan } = await findCheckout(request.params.id);
    const lang = requestLanguage(request);
    const origin = new URL(deps.config.publicUrl).origin;
    // The forms post here and are then redirected to the web app, which may be another origin.
    reply.header(
      'content-security-policy',
      `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${origin}; base-uri 'none'; frame-ancestors 'none'`,
    );
    return reply.type('text/html; charset=utf-8').send(
      renderCheckoutPage({
        lang,
        dir: LANGUAGES.find((l) => l.code === lang)?.dir ?? 'ltr',
        planName: plan.planName,
        price: dollars(plan.planPrice).toFixed(2),
        interval: plan.planInterval,
        actionBase:
          sub.state === 'pending' ? sandboxCheckoutPath(sub.providerSubscriptionId) : null,
      }),
    );
  });

  app.post(API.sandboxApprove, { config, schema }, async (request, reply) => {
    const { sub, plan } = await findCheckout(request.params.id);
    if (sub.state !== 'pending')
      return reply.redirect(back(sub.state === 'cancelled' ? 'cancelled' : 'success'), 303);
    const now = deps.now();
    const firstCharge = new Date(now.getTime() + plan.trialDays * 86_400_000);
    const next = new Date(firstCharge);
    if (plan.trialDays === 0) {
      if (plan.planInterval === 'month') next.setUTCMonth(next.getUTCMonth() + 1);
      else next.setUTCFullYear(next.getUTCFullYear() + 1);
    }
    await deliver(
      sandboxEvent(
        'BILLING.SUBSCRIPTION.ACTIVATED',
        {
          id: sub.providerSubscriptionId,
          custom_id: sub.customId,
          plan_id: plan.planId,
          status: 'ACTIVE',
          billing_info: { next_billing_time: next.toISOString() },
        },
        now,
      ),
    );
    if (plan.trialDays === 0) {
      // Without a trial the first payment is taken at once.
      await deliver(
        sandboxEvent(
          'PAYMENT.SALE.COMPLETED',
          {
            id: `SALE-${sub.id}-${now.getTime()}`,
            billing_agreement_id: sub.providerSubscriptionId,
            custom: sub.customId,
            state: 'completed',
            amount: { total: dollars(sub.planPrice).toFixed(2), currency: 'USD' },
          },
          now,
        ),
      );
    }
    return reply.redirect(back('success'), 303);
  });

  app.post(API.sandboxCancel, { config, schema }, async (request, reply) => {
    const { sub } = await findCheckout(request.params.id);
    if (sub.state === 'pending') {
      await deps.db
        .update(userSubscriptions)
        .set({ state: 'cancelled', stateChangedAt: deps.now() })
        .where(and(eq(userSubscriptions.id, sub.id), eq(userSubscriptions.state, 'pending')));
    }
    return reply.redirect(
      back(sub.state === 'pending' || sub.state === 'cancelled' ? 'cancelled' : 'success'),
      303,
    );
  });
}
