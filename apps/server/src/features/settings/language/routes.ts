import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, translate, ZUserLanguageRequest, ZUserLanguageResponse } from '@resona/contract';
import { requireUser } from '../../../core/current-user.ts';
import { setUserLanguage } from './service.ts';

export async function languageRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.post(
    API.userLanguage,
    {
      // An unverified account too: the verification mail is written in this language.
      config: { access: 'unverified' },
      schema: { body: ZUserLanguageRequest, response: { 200: ZUserLanguageResponse } },
    },
    async (request) => {
      const user = requireUser(request.user);
      const saved = await setUserLanguage(deps, user.id, request.body.default_language);
      // Written in the language just chosen: the request was read with the old one.
      return {
        status_code: 200,
        message: translate(saved.code, 'languageUpdated'),
        data: { default_language: saved.default_language },
      };
    },
  );
}
