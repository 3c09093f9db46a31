import type { FastifyRequest } from 'fastify';

/**
 * The study a console call acts on: the authenticate hook has resolved it from the path and the
 * caller's place in its team before any handler runs (decision 108).
 */
export function requestStudy(request: FastifyRequest): number {
  if (!request.study) throw new Error(`${request.routeOptions.url} is not a study's call`);
  return request.study.id;
}
