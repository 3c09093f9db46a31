import type { IncomingHttpHeaders } from 'node:http';
import type { Deps } from '../../../deps.ts';
import type { plans } from '../../../db/schema/index.ts';
import type { PaymentEvent } from './events.ts';
import { createPayPalProvider } from './paypal.ts';
import { createSandboxProvider } from './sandbox.ts';

export type PlanRow = typeof plans.$inferSelect;
export type ProviderName = 'sandbox' | 'paypal';

/** What every payment provider offers; the services never know which one they talk to. */
export interface PaymentProvider {
  readonly name: ProviderName;
  /** Starts a subscription; the person approves it at `approveUrl`. */
  createSubscription(input: {
    plan: PlanRow;
    user: { id: number; email: string };
    customId: string;
    returnUrls: { success: string; cancel: string };
  }): Promise<{ approveUrl: string; providerSubscriptionId: string }>;
  /** Stops recurring payments; the term already paid for runs on. */
  suspend(providerSubscriptionId: string, reason: string): Promise<void>;
  /**
   * The event of a webhook delivery when its signature is genuine, else null. Throws when the
   * provider cannot be asked (the delivery then fails with 5xx and the provider retries).
   */
  verifyWebhook(headers: IncomingHttpHeaders, rawBody: Buffer): Promise<PaymentEvent | null>;
}

export { ProviderError } from './provider-error.ts';

export interface PaymentProviders {
  /** The provider new purchases use; null with PAYMENT_PROVIDER=none. */
  active: PaymentProvider | null;
  /** The provider an existing subscription or webhook names, when it is configured. */
  get(name: string): PaymentProvider | null;
}

export function createPaymentProviders(deps: Deps): PaymentProviders {
  const sandbox = createSandboxProvider(deps);
  const { paypal } = deps.config;
  const paypalProvider =
    paypal.clientId && paypal.clientSecret && paypal.webhookId
      ? createPayPalProvider({
          apiBase: paypal.apiBase,
          clientId: paypal.clientId,
          clientSecret: paypal.clientSecret,
          webhookId: paypal.webhookId,
        })
      : null;
  const mode = deps.config.paymentProvider;
  const active = mode === 'sandbox' ? sandbox : mode === 'paypal' ? paypalProvider : null;
  return {
    active,
    get(name) {
      // Sandbox webhooks are only believed while the sandbox is the provider in use.
      if (name === 'sandbox') return mode === 'sandbox' ? sandbox : null;
      if (name === 'paypal') return paypalProvider;
      return null;
    },
  };
}
