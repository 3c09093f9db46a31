import type { FastifyInstance } from 'fastify';
import { USER_DETAILS_CSV_TYPE } from '@resona/contract';
import { calls } from '@resona/contract/calls';
import { registerCall } from '../../../lib/register-call.ts';
import { HOUR, limitPerUser } from '../../../core/rate-limit.ts';
import { ok } from '../../../lib/reply.ts';
import { createPaymentProviders } from '../../onboarding/index.ts';
import { requireUser } from '../../../core/current-user.ts';
import { deleteAccount } from './delete-account-service.ts';
import { userDataCsv } from './export-service.ts';

/** My data (spec §2 /Setting/MyData): download everything as CSV, or delete the account. */
export async function myDataRoutes(app: FastifyInstance) {
  const { deps } = app;
  // Deleting an account stops its recurring payments at the provider (delete-account-service).
  const providers = createPaymentProviders(deps);

  // What is kept about someone is theirs to see before they verify, as is deleting it.
  registerCall(
    app,
    calls.userDetailsDownload,
    {
      // Each export reads every table of the user: ten an hour is plenty for a person.
      preValidation: limitPerUser(deps, 'user-details-download', 10, HOUR),
    },
    async (request, reply) => {
      const user = requireUser(request.user);
      const day = deps.now().toISOString().slice(0, 10);
      return reply
        .type(USER_DETAILS_CSV_TYPE)
        .header('content-disposition', `attachment; filename="resona-my-data-${day}.csv"`)
        .send(userDataCsv(deps.db, user));
    },
  );

  registerCall(
    app,
    calls.deleteAccount,
    {
      // Password guessing with a borrowed session stops here (each try costs an argon2 check).
      preValidation: limitPerUser(deps, 'delete-account', 10, HOUR),
    },
    async (request) => {
      const user = requireUser(request.user);
      await deleteAccount(deps, providers, user, request.body.password);
      return ok(request, 'accountDeleted', { deleted: 1 as const });
    },
  );
}
