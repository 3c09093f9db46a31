import type { FastifyInstance } from 'fastify';
import { favoriteRoutes } from './favorites/routes.ts';
import { historyRoutes } from './history/routes.ts';
import { programRoutes } from './program/routes.ts';
import { progressRoutes } from './progress/routes.ts';

/** The library (issue 6): history, favourites, the For You program and progress. */
export async function libraryRoutes(app: FastifyInstance) {
  await app.register(historyRoutes);
  await app.register(favoriteRoutes);
  await app.register(programRoutes);
  await app.register(progressRoutes);
}
