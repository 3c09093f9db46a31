import type { IncomingHttpHeaders } from 'node:http';
import { and, eq, isNull } from 'drizzle-orm';
import { translate, languageById } from '@resona/contract';
import type { Deps } from '../../../deps.ts';
import { paymentEvents, plans, userSubscriptions, users } from '../../../db/schema/index.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { applyPaymentEvent } from './apply-event.ts';
import { ProviderError, type PaymentProviders } from './provider.ts';

/**
 * One webhook delivery: verify, store, process once. The event row is written before we
 * answer 2xx, and UNIQUE(provider, event_id) turns every redelivery into a no-op. Processing
 * locks the stored row, so two deliveries of one event racing each other apply it once.
 */
export async function receiveWebhook(
  deps: Deps,
  providers: PaymentProviders,
  providerName: string,
  headers: IncomingHttpHeaders,
  rawBody: Buffer,
) {
  const provider = providers.get(providerName);
  if (!provider) throw notFound();
  let event;
  try {
    event = await provider.verifyWebhook(headers, rawBody);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    deps.log.error({ err: error.message }, 'webhook could not be verified now');
    throw new AppError('PAYMENT_PROVIDER_ERROR', 'paymentProviderFailed');
  }
  if (!event) throw new AppError('INVALID_SIGNATURE', 'invalidSignature');
  const now = deps.now();
  await deps.db
    .insert(paymentEvents)
    .values({
      provider: provider.name,
      eventId: event.id,
      eventType: event.type,
      resourceId: event.subscriptionId,
      payload: event.payload,
      receivedAt: now,
    })
    .onConflictDoNothing();
  const result = await deps.db.transaction(async (tx) => {
    const [stored] = await tx
      .select({ id: paymentEvents.id })
      .from(paymentEvents)
      .where(
        and(
          eq(paymentEvents.provider, provider.name),
          eq(paymentEvents.eventId, event.id),
          isNull(paymentEvents.processedAt),
        ),
      )
      .for('update');
    if (!stored) return { outcome: 'duplicate' as const, activated: false, userId: null };
    const applied = await applyPaymentEvent(deps, tx, provider.name, event, now);
    await tx
      .update(paymentEvents)
      .set({ processedAt: now, outcome: applied.outcome })
      .where(eq(paymentEvents.id, stored.id));
    return applied;
  });
  if (result.activated && result.userId !== null)
    await sendPurchaseMail(deps, result.userId, event.subscriptionId);
  return { outcome: result.outcome };
}

/** The confirmation the purchase toast promises ('Please login after you receive…'). */
async function sendPurchaseMail(deps: Deps, userId: number, subscriptionId: string | null) {
  const [row] = await deps.db
    .select({ email: users.email, language: users.defaultLanguage, plan: plans.planName })
    .from(userSubscriptions)
    .innerJoin(users, eq(users.id, userSubscriptions.userId))
    .innerJoin(plans, eq(plans.id, userSubscriptions.planId))
    .where(
      and(
        eq(userSubscriptions.userId, userId),
        eq(userSubscriptions.providerSubscriptionId, subscriptionId ?? ''),
      ),
    );
  if (!row) return;
  const lang = languageById(row.language).code;
  await deps.mailer.send({
    to: row.email,
    subject: translate(lang, 'mailPurchaseSubject'),
    text: `${translate(lang, 'mailPurchaseBody', { plan: row.plan })}\n\n${translate(lang, 'mailSignature')}`,
  });
}
