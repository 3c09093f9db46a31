import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, ZAccountDetailsResponse, ZUserInformationViewResponse } from '@resona/contract';
import {
  ZUserInformationUpdateRequest,
  ZUserInformationUpdateResponse,
} from '@resona/contract/settings/user-information-update';
import { requestLanguage } from '../../../lib/language.ts';
import { ok } from '../../../lib/reply.ts';
import { requireUser } from '../../../core/current-user.ts';
import { listAccountChoices, updateUserInfo, viewUserInfo } from './service.ts';

/** Account details: view, the edit form's choices, and save (spec §7 User v2). */
export async function accountRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    API.userInformationView,
    { schema: { response: { 200: ZUserInformationViewResponse } } },
    async (request) => {
      const user = requireUser(request.user);
      return ok(request, null, {
        user_info: await viewUserInfo(deps, user, requestLanguage(request)),
      });
    },
  );

  app.get(
    API.accountDetails,
    { schema: { response: { 200: ZAccountDetailsResponse } } },
    async (request) => {
      const user = requireUser(request.user);
      return ok(request, null, await listAccountChoices(deps, user, requestLanguage(request)));
    },
  );

  app.post(
    API.userInformationUpdate,
    {
      schema: {
        body: ZUserInformationUpdateRequest,
        response: { 200: ZUserInformationUpdateResponse },
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      const info = await updateUserInfo(deps, user, request.body, requestLanguage(request));
      return ok(request, 'informationUpdated', { user_info: info });
    },
  );
}
