import type { FastifyInstance } from 'fastify';
import { designRoutes } from './design/routes.ts';
import { feedbackRoutes } from './feedback/routes.ts';
import { historyRoutes } from './history/routes.ts';
import { reactionRoutes } from './reactions/routes.ts';

/** The breathing session (issue 4): design, the player's calls, ratings and feedback. */
export async function sessionRoutes(app: FastifyInstance) {
  await app.register(designRoutes);
  await app.register(reactionRoutes);
  await app.register(feedbackRoutes);
  await app.register(historyRoutes);
}
