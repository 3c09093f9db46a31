import type { FastifyRequest } from 'fastify';
import { notFound } from '../../lib/app-error.ts';
import { requireUser } from '../../core/current-user.ts';
import type { Asking } from './second-factor/service.ts';

/** The signed-in person, the session they ask from, and whether it used a second factor. */
export function askingOf(request: FastifyRequest): Asking {
  const user = requireUser(request.user);
  if (request.sessionId === null) throw notFound();
  return { user, sessionId: request.sessionId, secondFactorAt: request.secondFactorAt };
}
