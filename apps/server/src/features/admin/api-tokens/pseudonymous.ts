import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../lib/app-error.ts';

/**
 * A study API token pulls pseudonymous data only (decision 110): asking it for addresses is
 * refused in words, not silently answered without them.
 */
export function refuseEmailForToken(request: FastifyRequest, includeEmail: boolean) {
  if (request.studyToken && includeEmail) {
    throw new AppError(
      'VALIDATION_ERROR',
      'apiTokenPseudonymous',
      {},
      { include_email: 'apiTokenPseudonymous' },
    );
  }
}
