import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API,
  ZSetUserSpeedRequest,
  ZSetUserSpeedResponse,
  ZUserCalibrationRequest,
  ZUserCalibrationResponse,
  ZUserSpeedRequest,
  ZUserSpeedResponse,
} from '@resona/contract';
import { requestLanguage } from '../../../lib/language.ts';
import { ok } from '../../../lib/reply.ts';
import { assertOwnUserId, requireUser } from '../../../core/current-user.ts';
import { getCalibration, getSpeed, setSpeed } from './service.ts';

export async function calibrationRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    API.userCalibration,
    {
      schema: { querystring: ZUserCalibrationRequest, response: { 200: ZUserCalibrationResponse } },
    },
    async (request) => {
      const user = requireUser(request.user);
      assertOwnUserId(user, request.query.userid);
      return ok(request, null, await getCalibration(deps, user, requestLanguage(request)));
    },
  );

  app.get(
    API.userSpeed,
    { schema: { querystring: ZUserSpeedRequest, response: { 200: ZUserSpeedResponse } } },
    async (request) => {
      const user = requireUser(request.user);
      assertOwnUserId(user, request.query.userid);
      return ok(request, null, await getSpeed(deps, user));
    },
  );

  app.post(
    API.setUserSpeed,
    { schema: { body: ZSetUserSpeedRequest, response: { 200: ZSetUserSpeedResponse } } },
    async (request) => {
      const user = requireUser(request.user);
      assertOwnUserId(user, request.body.userID);
      return ok(request, 'speedSaved', await setSpeed(deps, user, request.body.recommended_speed));
    },
  );
}
