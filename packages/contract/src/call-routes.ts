import { adminRoutes } from './admin/call-routes.ts';
import { authRoutes } from './auth/call-routes.ts';
import { consentRoutes } from './consent/call-routes.ts';
import { earlyAccessRoutes } from './early-access/call-routes.ts';
import { libraryRoutes } from './library/call-routes.ts';
import { notificationRoutes } from './notifications/call-routes.ts';
import { onboardingRoutes } from './onboarding/call-routes.ts';
import { resonanceRoutes } from './resonance/call-routes.ts';
import { rhythmRoutes } from './rhythms/call-routes.ts';
import { securityRoutes } from './security/call-routes.ts';
import { sessionRoutes } from './sessions/call-routes.ts';
import { settingsRoutes } from './settings/call-routes.ts';
import { systemRoutes } from './system/call-routes.ts';

/**
 * Every call's method, path and access, without its schemas: what a page needs to send a call
 * without loading zod (the sign-in page, decision 062). `calls` binds each to its schemas.
 */
export const callRoutes = {
  ...systemRoutes,
  ...authRoutes,
  ...earlyAccessRoutes,
  ...onboardingRoutes,
  ...sessionRoutes,
  ...libraryRoutes,
  ...rhythmRoutes,
  ...notificationRoutes,
  ...settingsRoutes,
  ...securityRoutes,
  ...resonanceRoutes,
  ...consentRoutes,
  ...adminRoutes,
};
export type CallRoutes = typeof callRoutes;
export type CallId = keyof CallRoutes;

export * from './call.ts';
