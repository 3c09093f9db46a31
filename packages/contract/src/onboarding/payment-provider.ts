import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { zLine } from '../fields.ts';

/** A payment provider's webhook (not called by the apps). */
export const ZWebhookParams = z.object({ provider: z.enum(['sandbox', 'paypal']) });
export const ZWebhookReply = ZEnvelope(
  z.object({ outcome: z.enum(['applied', 'stale', 'ignored', 'duplicate']) }),
);

/** The sandbox provider's checkout pages, by the checkout's id. */
export const ZSandboxCheckoutParams = z.object({ id: zLine().min(1).max(100) });
