import { userInfo } from 'node:os';
import type { FastifyRequest } from 'fastify';
import type { TAuditAction } from '@resona/contract';
import type { Executor } from '../db/client.ts';
import { auditLog, FIRST_STUDY_ID } from '../db/schema/index.ts';

/**
 * Who did it: a signed-in researcher in the console, someone at the command line, or a
 * program holding a study API token (decision 110).
 */
export interface AuditActor {
  id: number | null;
  source: 'console' | 'command-line' | 'server' | 'api-token';
  /** The operating-system user of a command-line action; the token of an API call. */
  name?: string | null;
  /** The study a console call acts on: the study in its path (decision 108). */
  studyId?: number;
}

export interface AuditEntry {
  action: TAuditAction;
  /** `<kind>:<id>`: `cohort:3`, `user:7`, `export:sessions`. */
  target?: string | null;
  before?: unknown;
  after?: unknown;
  /**
   * The study of an entry the server writes for a study's own row (a safety alert); null for an
   * action on the whole site that no study's trail may show (a broadcast to everyone).
   */
  studyId?: number | null;
}

/**
 * The researcher behind a console request (the admin routes are signed in by then), or the
 * study API token it came with, named by its id and name, on behalf of the researcher who made it.
 */
export function consoleActor(request: FastifyRequest): AuditActor {
  const token = request.studyToken;
  const study = request.study ? { studyId: request.study.id } : {};
  if (token) {
    return { id: token.userId, source: 'api-token', name: `#${token.id} ${token.name}`, ...study };
  }
  return { id: request.user?.id ?? null, source: 'console', ...study };
}

/** Resona itself, acting on a participant's answer (a safety alert, decision 109). */
export const serverActor: AuditActor = { id: null, source: 'server' };

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

/** Actions on the site itself (accounts, plans): they belong to no study (decision 108). */
export const SITE_ACTIONS: readonly TAuditAction[] = [
  'role.grant',
  'role.revoke',
  'second-factor.reset',
  'whitelist.add',
  'whitelist.remove',
];

/**
 * The study an entry belongs to: none for the site's own actions; else the entry's own, or the
 * study of the console call that made it, or else the first study.
 */
function studyOfEntry(actor: AuditActor, entry: AuditEntry) {
  const site = entry.studyId === null || SITE_ACTIONS.includes(entry.action);
  return site ? null : (entry.studyId ?? actor.studyId ?? FIRST_STUDY_ID);
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
    studyId: studyOfEntry(actor, entry),
    action: entry.action,
    target: entry.target ?? null,
    before: storable(entry.before),
    after: storable(entry.after),
  });
}
