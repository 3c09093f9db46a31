import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { socialAccounts, users } from '../../../db/schema/index.ts';
import type { VerifiedIdentity } from './identity.ts';

/** The user a provider's subject is linked to, if any. */
export async function findLinkedUser(db: Executor, identity: VerifiedIdentity) {
  const [row] = await db
    .select({ user: users })
    .from(socialAccounts)
    .innerJoin(users, eq(users.id, socialAccounts.userId))
    .where(
      and(
        eq(socialAccounts.provider, identity.provider),
        eq(socialAccounts.subject, identity.subject),
      ),
    )
    .limit(1);
  return row?.user ?? null;
}

export async function hasProviderLink(
  db: Executor,
  userId: number,
  provider: VerifiedIdentity['provider'],
) {
  const [row] = await db
    .select({ id: socialAccounts.id })
    .from(socialAccounts)
    .where(and(eq(socialAccounts.userId, userId), eq(socialAccounts.provider, provider)))
    .limit(1);
  return Boolean(row);
}

export async function insertSocialAccount(
  db: Executor,
  userId: number,
  identity: VerifiedIdentity,
  now: Date,
) {
  await db.insert(socialAccounts).values({
    userId,
    provider: identity.provider,
    subject: identity.subject,
    email: identity.email,
    createdAt: now,
    lastUsedAt: now,
  });
}

/** Remembers the latest address and use; the address is informative only, never a key. */
export async function touchSocialAccount(db: Executor, identity: VerifiedIdentity, now: Date) {
  await db
    .update(socialAccounts)
    .set({ email: identity.email, lastUsedAt: now })
    .where(
      and(
        eq(socialAccounts.provider, identity.provider),
        eq(socialAccounts.subject, identity.subject),
      ),
    );
}

/** The current user's `social_accounts.socialAccountID` (spec §3): the first linked subject. */
export async function findSocialAccountId(db: Executor, userId: number) {
  const [row] = await db
    .select({ subject: socialAccounts.subject })
    .from(socialAccounts)
    .where(eq(socialAccounts.userId, userId))
    .orderBy(asc(socialAccounts.id))
    .limit(1);
  return row?.subject ?? null;
}
