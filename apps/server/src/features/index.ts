import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth/routes.ts';
import { libraryRoutes } from './library/routes.ts';
import { onboardingRoutes } from './onboarding/routes.ts';
import { sessionRoutes } from './sessions/routes.ts';
import { systemRoutes } from './system/routes.ts';

/** Every feature's routes; each names its full path from the contract's API table. */
export async function registerFeatures(app: FastifyInstance) {
  await app.register(systemRoutes);
  await app.register(authRoutes);
  await app.register(onboardingRoutes);
  await app.register(sessionRoutes);
  await app.register(libraryRoutes);
}
