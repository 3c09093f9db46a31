import type { FastifyRequest } from 'fastify';
import { notFound } from '../../lib/app-error.ts';
import { requireUser } from '../../core/current-user.ts';
import { clientOf } from '../../core/security-events.ts';
import type { Asking } from './second-factor/service.ts';

/**
 * The signed-in person, the session they ask from, whether it used a second factor, and where
 * the request came from (for the account's security events).
 */
export function askingOf(request: FastifyRequest): Asking {
  const user = requireUser(request.user);
  if (request.sessionId === null) throw notFound();
  return {
    user,
    sessionId: request.sessionId,
    secondFactorAt: request.secondFactorAt,
    client: clientOf(request),
  };
}
