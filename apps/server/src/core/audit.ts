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
 * A value as jsonb can hold it: PostgreSQL refuses a lone UTF-16 surrogate in JSON, which a
 * text column (the broadcast itself) takes, so each string is made well-formed (U+FFFD).
 */
const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

function storable(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  return JSON.parse(
    JSON.stringify(value, (_key, v: unknown) => (typeof v === 'string' ? wellFormed(v) : v)),
  );
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
    before: storable(entry.before),
    after: storable(entry.after),
  });
}
