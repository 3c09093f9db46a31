import type { FastifyRequest } from 'fastify';
import type { TSecurityEventDetail, TSecurityEventKind } from '@resona/contract';
import type { Executor } from '../db/client.ts';
import { securityEvents } from '../db/schema/index.ts';

/** Longer than any real browser's; a longer header is cut, not stored whole. */
export const USER_AGENT_LENGTH = 512;

/** Where a request came from, as a security event records it. */
export interface EventClient {
  ip: string | null;
  userAgent: string | null;
}

/** The command line has no client: its events say so by leaving both empty. */
export const NO_CLIENT: EventClient = { ip: null, userAgent: null };

export function clientOf(request: FastifyRequest): EventClient {
  return {
    ip: request.ip || null,
    userAgent: request.headers['user-agent']?.slice(0, USER_AGENT_LENGTH) ?? null,
  };
}

export interface SecurityEvent {
  userId: number;
  kind: TSecurityEventKind;
  client: EventClient;
  /** Which passkey, how many devices: never a password, code, secret or token. */
  detail?: TSecurityEventDetail;
}

/**
 * Writes one event of an account's security (ASVS 16.3.1) for its owner and the site's
 * administrators to read. Call it with the transaction of the action itself where there is one,
 * so the action and its record commit or roll back together.
 */
export async function recordSecurityEvent(db: Executor, event: SecurityEvent, at: Date) {
  await db.insert(securityEvents).values({
    userId: event.userId,
    kind: event.kind,
    at,
    ip: event.client.ip,
    userAgent: event.client.userAgent?.slice(0, USER_AGENT_LENGTH) ?? null,
    detail: event.detail ?? null,
  });
}
