import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../lib/app-error.ts';

/**
 * An analyst, and a study API token (which opens what an analyst may take), pull pseudonymous
 * data only (decisions 108, 110): asking for addresses is refused in words, not silently answered
 * without them.
 */
export function refuseEmailToAnalyst(request: FastifyRequest, includeEmail: boolean) {
  const analyst = request.studyToken !== null || request.study?.role === 'analyst';
  if (analyst && includeEmail) {
    throw new AppError(
      'VALIDATION_ERROR',
      'apiTokenPseudonymous',
      {},
      { include_email: 'apiTokenPseudonymous' },
    );
  }
}
