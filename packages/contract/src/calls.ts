import { adminCalls } from './admin/calls.ts';
import { authCalls } from './auth/calls.ts';
import { consentCalls } from './consent/calls.ts';
import type { CallRoutes } from './call-routes.ts';
import type { CallsOf } from './call.ts';
import { earlyAccessCalls } from './early-access/calls.ts';
import { libraryCalls } from './library/calls.ts';
import { notificationCalls } from './notifications/calls.ts';
import { onboardingCalls } from './onboarding/calls.ts';
import { resonanceCalls } from './resonance/calls.ts';
import { rhythmCalls } from './rhythms/calls.ts';
import { securityCalls } from './security/calls.ts';
import { sessionCalls } from './sessions/calls.ts';
import { settingsCalls } from './settings/calls.ts';
import { systemCalls } from './system/calls.ts';

/**
 * Every API call whole: its route (method, path, access, summary) and its schemas. The server
 * registers its routes from these and the OpenAPI document comes from them (decision 062).
 */
export const calls = {
  ...systemCalls,
  ...authCalls,
  ...earlyAccessCalls,
  ...onboardingCalls,
  ...sessionCalls,
  ...libraryCalls,
  ...rhythmCalls,
  ...notificationCalls,
  ...settingsCalls,
  ...securityCalls,
  ...resonanceCalls,
  ...consentCalls,
  ...adminCalls,
} satisfies CallsOf<CallRoutes>;
export type Calls = typeof calls;

export * from './call-routes.ts';
export { callParams, ZStudyParams } from './call-params.ts';
