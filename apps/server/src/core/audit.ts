import { userInfo } from 'node:os';
import type { FastifyRequest } from 'fastify';
import type { TAuditAction } from '@resona/contract';
import type { Executor } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

/** Who did it: a signed-in researcher in the console, or someone at the command line. */
export interface AuditActor {
  id: number | null;
  source: 'console' | 'command-line';
  /** The operating-system user of a command-line action. */
  name?: string | null;
}

export interface AuditEntry {
  action: TAuditAction;
  /** `<kind>:<id>`: `cohort:3`, `user:7`, `export:sessions`. */
  target?: string | null;
  before?: unknown;
  after?: unknown;
}

/** The researcher behind a console request (the admin routes are signed in by then). */
export function consoleActor(request: FastifyRequest): AuditActor {
  return { id: request.user?.id ?? null, source: 'console' };
}

/** The person at the keyboard of `npm run admin` or `npm run broadcast`. */
export function commandLineActor(): AuditActor {
  let name: string | null = null;
  try {
    name = userInfo().username;
  } catch {
    // No passwd entry (some containers): the row still says it came from the command line.
  }
  return { id: null, source: 'command-line', name };
}

/**
 * Appends one row to the audit trail. Call it with the transaction of the action itself, so
 * the action and its record commit or roll back together (decision 079).
 */
export async function recordAudit(db: Executor, actor: AuditActor, entry: AuditEntry, at: Date) {
  await db.insert(auditLog).values({
    at,
    actorId: actor.id,
    source: actor.source,
    actorName: actor.name ?? null,
    action: entry.action,
    target: entry.target ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
