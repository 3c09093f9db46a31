import { z } from 'zod';
import { zLine } from '@resona/contract';

/**
 * A provider event reduced to what we act on. Both providers speak PayPal's webhook shape
 * (the sandbox imitates it), so one parser serves both.
 */
export interface PaymentEvent {
  id: string;
  type: string;
  /** The provider's subscription id the event concerns. */
  subscriptionId: string | null;
  customId: string | null;
  occurredAt: Date;
  /** When the next payment falls due (subscription events). */
  nextBillingTime: Date | null;
  payload: unknown;
}

const ZTime = z.iso.datetime({ offset: true });

const ZEvent = z.object({
  id: zLine().min(1).max(200),
  event_type: zLine().min(1).max(200),
  create_time: ZTime,
  resource: z
    .object({
      id: zLine().max(200).optional(),
      custom_id: zLine().max(200).optional(),
      /** Sales name their subscription here, and carry custom_id as `custom`. */
      billing_agreement_id: zLine().max(200).optional(),
      custom: zLine().max(200).optional(),
      billing_info: z.object({ next_billing_time: ZTime.optional() }).partial().optional(),
    })
    .loose(),
});

export function parseProviderEvent(payload: unknown): PaymentEvent | null {
  const parsed = ZEvent.safeParse(payload);
  if (!parsed.success) return null;
  const { id, event_type, create_time, resource } = parsed.data;
  const isSale = event_type.startsWith('PAYMENT.SALE.');
  const next = resource.billing_info?.next_billing_time;
  return {
    id,
    type: event_type,
    subscriptionId: (isSale ? resource.billing_agreement_id : resource.id) ?? null,
    customId: (isSale ? resource.custom : resource.custom_id) ?? null,
    occurredAt: new Date(create_time),
    nextBillingTime: next ? new Date(next) : null,
    payload,
  };
}

export function parseJsonBody(rawBody: Buffer): unknown {
  try {
    return JSON.parse(rawBody.toString('utf8')) as unknown;
  } catch {
    return null;
  }
}
