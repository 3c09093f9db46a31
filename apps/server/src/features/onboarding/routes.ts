import type { FastifyInstance } from 'fastify';
import { calibrationRoutes } from './calibration/routes.ts';
import { generalListRoutes } from './survey/general-list-routes.ts';
import { createPaymentProviders } from './payments/provider.ts';
import { sandboxRoutes } from './payments/sandbox-routes.ts';
import { webhookRoutes } from './payments/webhook-routes.ts';
import { planRoutes } from './plans/routes.ts';
import { studySurveyRoutes } from './study-survey/routes.ts';
import { surveyRoutes } from './survey/routes.ts';
import { tutorialRoutes } from './tutorial/routes.ts';

/** Everything between a verified address and the first session (issue 3). */
export async function onboardingRoutes(app: FastifyInstance) {
  // One set of providers for the app: the PayPal token cache is shared by every call.
  const providers = createPaymentProviders(app.deps);
  await app.register(surveyRoutes);
  await app.register(generalListRoutes);
  await app.register(calibrationRoutes);
  await app.register(tutorialRoutes);
  await app.register(planRoutes, { providers });
  await app.register(sandboxRoutes, { providers });
  await app.register(webhookRoutes, { providers });
  await app.register(studySurveyRoutes);
}
