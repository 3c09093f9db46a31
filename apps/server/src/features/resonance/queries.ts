import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export async function findHeartDataConsent(db: Executor, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: users.heartDataConsentAt })
    .from(users)
    .where(eq(users.id, userId));
  return row?.at ?? null;
}

export async function writeHeartDataConsent(db: Executor, userId: number, at: Date | null) {
  const [row] = await db
    .update(users)
    .set({ heartDataConsentAt: at, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ at: users.heartDataConsentAt });
  return row?.at ?? null;
}
