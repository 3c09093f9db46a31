import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../lib/app-error.ts';

/**
 * An analyst, and a study API token (which opens what an analyst may take), pull pseudonymous
 * data only (decisions 108, 110): asking for addresses is refused in words, not silently answered
 * without them. A token's program is told to leave the parameter out (400, as before); an
 * analyst in the console is told why their role may not (403), on the export screen.
 */
export function refuseEmailToAnalyst(request: FastifyRequest, includeEmail: boolean) {
  if (!includeEmail) return;
  if (request.studyToken !== null) {
    throw new AppError(
      'VALIDATION_ERROR',
      'apiTokenPseudonymous',
      {},
      { include_email: 'apiTokenPseudonymous' },
    );
  }
  if (request.study?.role === 'analyst') {
    throw new AppError(
      'FORBIDDEN',
      'adminAnalystPseudonymous',
      {},
      { include_email: 'adminAnalystPseudonymous' },
    );
  }
}
