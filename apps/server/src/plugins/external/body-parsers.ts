import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Bodies come as JSON, url-encoded or multipart form data (spec §7); files are never accepted. */
export default fp(
  async function bodyParsers(app: FastifyInstance) {
    await app.register(formbody);
    await app.register(multipart, {
      attachFieldsToBody: 'keyValues',
      limits: { files: 0, fileSize: 0, fields: 100, fieldSize: 16 * 1024 },
    });
  },
  { name: 'body-parsers' },
);
