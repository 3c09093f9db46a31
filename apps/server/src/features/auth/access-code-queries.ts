import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  accessCodeBatchCodes,
  accessCodeBatches,
  accessCodeRedemptions,
  accessCodes,
  planWhitelist,
} from '../../db/schema/index.ts';

// No 0/O or 1/I/L: codes are read aloud and typed from paper.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export function generateAccessCode() {
  const part = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `RSN-${part()}-${part()}`;
}

export function normaliseCode(code: string) {
  return code.trim().toUpperCase();
}

export async function createAccessCode(
  db: Executor,
  input: { useLimit?: number; expiresAt?: Date | null; cohortId?: number | null } = {},
) {
  const [row] = await db
    .insert(accessCodes)
    .values({
      code: generateAccessCode(),
      useLimit: input.useLimit ?? 1,
      expiresAt: input.expiresAt ?? null,
      cohortId: input.cohortId ?? null,
    })
    .returning();
  return row!;
}

/** A code someone could still redeem now. */
function usable(now: Date) {
  return and(
    isNull(accessCodes.revokedAt),
    lt(accessCodes.uses, accessCodes.useLimit),
    or(isNull(accessCodes.expiresAt), gt(accessCodes.expiresAt, now)),
  );
}

export async function findUsableCode(db: Executor, code: string, now: Date) {
  const [row] = await db
    .select()
    .from(accessCodes)
    .where(and(sql`upper(${accessCodes.code}) = ${normaliseCode(code)}`, usable(now)))
    .limit(1);
  return row ?? null;
}

/** Any code still open, for the start-up banner. */
export async function findAnyUnusedCode(db: Executor, now: Date) {
  const [row] = await db
    .select()
    .from(accessCodes)
    .where(and(usable(now), eq(accessCodes.uses, 0)))
    .limit(1);
  return row ?? null;
}

/** Up to `limit` codes still open that nobody has used yet, oldest first (SEED_ACCESS_CODES). */
export async function findUnusedCodes(db: Executor, now: Date, limit: number) {
  return db
    .select()
    .from(accessCodes)
    .where(and(usable(now), eq(accessCodes.uses, 0)))
    .orderBy(accessCodes.id)
    .limit(limit);
}

/**
 * Takes one use of a code for a user. The conditional UPDATE is the race guard: of twenty
 * parallel redemptions of a single-use code exactly one finds `uses < use_limit` still true.
 * Returns null when the code is unknown, used up, expired or revoked.
 */
export async function redeemAccessCode(db: Executor, code: string, userId: number, now: Date) {
  const [taken] = await db
    .update(accessCodes)
    .set({ uses: sql`${accessCodes.uses} + 1` })
    .where(and(sql`upper(${accessCodes.code}) = ${normaliseCode(code)}`, usable(now)))
    .returning();
  if (!taken) return null;
  await db.insert(accessCodeRedemptions).values({ accessCodeId: taken.id, userId, createdAt: now });
  return taken;
}

/**
 * Called inside finish-signup's transaction after a code was taken: a code from a batch with a
 * plan puts the redeemer's address on that plan's whitelist (spec §6: whitelisted plans).
 */
export async function applyBatchPlan(tx: Executor, accessCodeId: number, email: string) {
  const [batch] = await tx
    .select({ planId: accessCodeBatches.planId })
    .from(accessCodeBatchCodes)
    .innerJoin(accessCodeBatches, eq(accessCodeBatches.id, accessCodeBatchCodes.batchId))
    .where(eq(accessCodeBatchCodes.accessCodeId, accessCodeId));
  if (!batch?.planId) return;
  await whitelistForPlan(tx, batch.planId, email);
}

/** Puts an address on a plan's whitelist (spec §6: plans whitelisted for the user's e-mail). */
export async function whitelistForPlan(tx: Executor, planId: number, email: string) {
  await tx
    .insert(planWhitelist)
    .values({ planId, email: email.toLowerCase() })
    .onConflictDoNothing();
}

/** An access code nobody has used yet, made when none is left. */
export async function ensureUnusedAccessCode(db: Executor, now: Date) {
  const found = await findAnyUnusedCode(db, now);
  return (found ?? (await createAccessCode(db, { useLimit: 1 }))).code;
}

/**
 * At least `count` single-use codes nobody has used yet (SEED_ACCESS_CODES), made when fewer are
 * left: an operator handing out codes, or a test run that redeems several, reads them at start.
 */
export async function ensureUnusedAccessCodes(db: Executor, now: Date, count: number) {
  if (count <= 0) return [];
  const codes = (await findUnusedCodes(db, now, count)).map((row) => row.code);
  while (codes.length < count) codes.push((await createAccessCode(db, { useLimit: 1 })).code);
  return codes;
}
