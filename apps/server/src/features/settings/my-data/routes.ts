import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API,
  USER_DETAILS_CSV_TYPE,
  ZDeleteAccountRequest,
  ZDeleteAccountResponse,
} from '@resona/contract';
import { HOUR, limitPerUser } from '../../../core/rate-limit.ts';
import { ok } from '../../../lib/reply.ts';
import { createPaymentProviders } from '../../onboarding/index.ts';
import { requireUser } from '../../../core/current-user.ts';
import { deleteAccount } from './delete-account-service.ts';
import { userDataCsv } from './export-service.ts';

/** My data (spec §2 /Setting/MyData): download everything as CSV, or delete the account. */
export async function myDataRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  // Deleting an account stops its recurring payments at the provider (delete-account-service).
  const providers = createPaymentProviders(deps);

  app.post(
    API.userDetailsDownload,
    {
      // What is kept about someone is theirs to see before they verify, as is deleting it.
      config: { access: 'unverified' },
      schema: {
        description:
          'The caller’s data as one CSV file: a section per table (docs/decisions/018). ' +
          'Body ignored.',
        produces: ['text/csv'],
      },
      // Each export reads every table of the user: ten an hour is plenty for a person.
      preValidation: limitPerUser(deps, 'user-details-download', 10, HOUR),
    },
    async (request, reply) => {
      const user = requireUser(request.user);
      const day = deps.now().toISOString().slice(0, 10);
      return reply
        .type(USER_DETAILS_CSV_TYPE)
        .header('content-disposition', `attachment; filename="resona-my-data-${day}.csv"`)
        .send(Readable.from(userDataCsv(deps.db, user)));
    },
  );

  app.post(
    API.deleteAccount,
    {
      config: { access: 'unverified' },
      schema: { body: ZDeleteAccountRequest, response: { 200: ZDeleteAccountResponse } },
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
