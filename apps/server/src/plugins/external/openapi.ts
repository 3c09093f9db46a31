import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { describeCalls } from './openapi-calls.ts';

/**
 * The OpenAPI document at /api/docs, generated from the routes, which are registered from the
 * contract's calls (registerCall), and completed from the same calls (describeCalls).
 */
export default fp(
  async function openapi(app: FastifyInstance) {
    const { publicUrl } = app.deps.config;
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Resona API',
          version: '1.0.0',
          description: 'Paced slow breathing: the calls the Resona web app makes (spec §7).',
          license: { name: 'Resona Terms of Service', url: `${publicUrl}/TermCondition` },
        },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer' },
            // A study's read-only key for its data files (decision 110), sent as a bearer token.
            studyToken: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'rsn_study_…',
              description:
                'A study API token made in the console: read-only, pseudonymous, expiring, ' +
                'revocable; it opens the exports, the codebook and the REDCap files only.',
            },
          },
        },
        security: [{ bearer: [] }],
      },
      transform: jsonSchemaTransform,
      transformObject: (made) =>
        'openapiObject' in made
          ? describeCalls(made.openapiObject, new URL(publicUrl).origin)
          : made.swaggerObject,
    });
    // The documentation is public; every other /api route is signed-in unless it says so.
    app.addHook('onRoute', (route) => {
      if (route.url.startsWith('/api/docs')) route.config = { ...route.config, access: 'public' };
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      uiConfig: { docExpansion: 'list' },
    });
  },
  { name: 'openapi' },
);
