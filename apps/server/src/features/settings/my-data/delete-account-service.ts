import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../../deps.ts';
import { users, userSubscriptions } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { ProviderError, type PaymentProviders } from '../../onboarding/index.ts';
import { verifyPassword } from '../../auth/index.ts';
import type { SessionUser } from '../../../core/session-queries.ts';
import { EMAIL_KEYED, emailMatches } from './email-keyed.ts';
import { ownedBy, userTables } from './user-tables.ts';
import { sessionsChanged } from '../../../core/session-changes.ts';

/**
 * Proves it is the account holder: the password, unless the account has none because it signs
 * in with Google or Facebook only (spec §5 Delete account).
 */
async function checkPassword(user: SessionUser, password: string | undefined) {
  if (user.passwordHash === null) return;
  if (!password) {
    throw new AppError(
      'VALIDATION_ERROR',
      'passwordRequired',
      {},
      { password: 'passwordRequired' },
    );
  }
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError(
      'INVALID_CREDENTIALS',
      'deletePasswordWrong',
      {},
      {
        password: 'deletePasswordWrong',
      },
    );
  }
}

/**
 * Stops the recurring payments of the user's active subscriptions at their provider first: once
 * the rows are gone nobody could stop them any more. If a provider fails to answer, the account
 * stays and the person is told to try again, rather than being charged for a deleted account.
 */
async function stopPayments(deps: Deps, providers: PaymentProviders, userId: number) {
  const active = await deps.db
    .select({ provider: userSubscriptions.provider, id: userSubscriptions.providerSubscriptionId })
    .from(userSubscriptions)
    .where(and(eq(userSubscriptions.userId, userId), eq(userSubscriptions.state, 'active')));
  for (const sub of active) {
    const provider = providers.get(sub.provider);
    if (!provider) {
      // The deployment no longer talks to that provider: nothing here can stop it, and a retry
      // would not either, so the erasure goes on rather than being refused for ever.
      deps.log.warn({ provider: sub.provider }, 'subscription of a deleted account not stopped');
      continue;
    }
    try {
      await provider.suspend(sub.id, 'Account deleted by the subscriber');
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      deps.log.error({ err: error.message }, 'payment provider could not stop a subscription');
      throw new AppError('PAYMENT_PROVIDER_ERROR', 'paymentProviderFailed');
    }
  }
}

/**
 * Erases the account and everything of it in one transaction (docs/decisions/018): rows that
 * reach the user only through another of the user's rows go first (deepest first, so each
 * subquery still finds its parents), then the rows that name the address, then the user row,
 * whose ON DELETE CASCADE keys take sessions, push subscriptions and every directly linked row.
 * With the sessions gone, the caller's token answers USER_NOT_FOUND from now on.
 */
export async function deleteAccount(
  deps: Deps,
  providers: PaymentProviders,
  user: SessionUser,
  password: string | undefined,
) {
  await checkPassword(user, password);
  await stopPayments(deps, providers, user.id);
  await deps.db.transaction(async (tx) => {
    const indirect = userTables().filter(
      (t) => t.links.length > 0 && t.links.every((l) => l.parent !== 'users'),
    );
    for (const table of indirect.reverse()) {
      await tx.delete(table.table).where(ownedBy(tx, table, user.id));
    }
    for (const keyed of EMAIL_KEYED) {
      await tx.delete(keyed.table).where(emailMatches(keyed.email, user.email));
    }
    await tx.delete(users).where(eq(users.id, user.id));
    await sessionsChanged(deps, tx, user.id);
  });
  deps.log.info({ userId: user.id }, 'account deleted');
}
