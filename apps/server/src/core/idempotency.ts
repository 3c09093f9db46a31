import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER } from '@resona/contract';
import type { Call } from '@resona/contract/calls';
import type { Executor } from '../db/client.ts';
import { idempotentReplies } from '../db/schema/index.ts';
import { AppError } from '../lib/app-error.ts';
import type { JobDefinition } from './jobs.ts';
import type { Deps } from '../deps.ts';

/** How long a key is kept: a write queued offline longer than this may be written twice. */
export const IDEMPOTENCY_KEY_DAYS = 30;

declare module '../lib/register-call.ts' {
  /** An idempotent call's handler writes through this: a transaction, or the pool. */
  interface IdempotentWrite {
    db: Executor;
  }
}

/** What the request asks for, whatever order its JSON came in. */
function requestHash(call: Call, request: FastifyRequest) {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([a], [b]) => (a < b ? -1 : 1))
              .map(([k, v]) => [k, canonical(v)]),
          )
        : value;
  const { params, query, body } = request;
  return createHash('sha256')
    .update(JSON.stringify(canonical({ call: call.id, params, query, body })))
    .digest('hex');
}

/**
 * Runs an idempotent call's handler once per (user, Idempotency-Key) (decision 073). The key is
 * claimed with an INSERT in the transaction the write runs in: a concurrent request with the
 * same key waits on the unique index until that transaction ends, then finds the stored reply
 * (or, if it rolled back, runs itself). A failed write stores nothing, so its retry runs again.
 * The handler is given the transaction and passes it to its services, which run every statement
 * of the write through it (a service's own `db.transaction` becomes a savepoint). Without a key,
 * or without a signed-in caller (the handler then answers as it does), it is given the pool.
 */
export async function runIdempotent(
  deps: Pick<Deps, 'db' | 'now'>,
  request: FastifyRequest,
  call: Call,
  run: (db: Executor) => Promise<unknown>,
): Promise<unknown> {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER];
  const user = request.user;
  if (typeof key !== 'string' || !user) return run(deps.db);
  const hash = requestHash(call, request);
  const mine = and(eq(idempotentReplies.userId, user.id), eq(idempotentReplies.key, key));
  return deps.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotentReplies)
      .values({
        userId: user.id,
        key,
        callId: call.id,
        requestHash: hash,
        reply: {},
        createdAt: deps.now(),
      })
      .onConflictDoNothing()
      .returning({ key: idempotentReplies.key });
    if (claimed.length === 0) {
      const [stored] = await tx
        .select({ requestHash: idempotentReplies.requestHash, reply: idempotentReplies.reply })
        .from(idempotentReplies)
        .where(mine);
      // Swept between the two statements: the client retries later.
      if (!stored) throw new Error('an idempotency key vanished while it was read');
      if (stored.requestHash !== hash) {
        throw new AppError('IDEMPOTENCY_KEY_REUSED', 'idempotencyKeyReused');
      }
      return stored.reply;
    }
    const reply: unknown = await run(tx);
    // Stored as it will be sent: what JSON keeps of it.
    const stored: unknown = JSON.parse(JSON.stringify(reply ?? null));
    await tx.update(idempotentReplies).set({ reply: stored }).where(mine);
    return reply;
  });
}

/** Forgets keys older than IDEMPOTENCY_KEY_DAYS. */
export async function sweepIdempotentReplies(db: Executor, now: Date) {
  const before = new Date(now.getTime() - IDEMPOTENCY_KEY_DAYS * 24 * 3600_000);
  await db.delete(idempotentReplies).where(lt(idempotentReplies.createdAt, before));
}

/** The sweep, once a day across all servers. */
export function idempotencyJobs(deps: Pick<Deps, 'db' | 'now'>): JobDefinition[] {
  return [
    {
      name: 'idempotent-replies-sweep',
      cron: '17 3 * * *',
      async handler() {
        await sweepIdempotentReplies(deps.db, deps.now());
      },
    },
  ];
}
