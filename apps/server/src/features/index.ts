import type { FastifyInstance } from 'fastify';
import { adminRoutes } from './admin/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { consentRoutes } from './consent/routes.ts';
import { earlyAccessRoutes } from './early-access/routes.ts';
import { socialRoutes } from './auth/social/routes.ts';
import { libraryRoutes } from './library/routes.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { onboardingRoutes } from './onboarding/routes.ts';
import { reminderRoutes } from './settings/reminders/routes.ts';
import { resonanceRoutes } from './resonance/routes.ts';
import { rhythmRoutes } from './rhythms/routes.ts';
import { deviceRoutes } from './security/devices/routes.ts';
import { secondFactorRoutes } from './security/second-factor/routes.ts';
import { passkeyRoutes } from './security/passkeys/routes.ts';
import { securityEventRoutes } from './security/events/routes.ts';
import { accountRoutes } from './settings/account/routes.ts';
import { languageRoutes } from './settings/language/routes.ts';
import { passwordRoutes } from './settings/password/routes.ts';
import { supportRoutes } from './settings/support/routes.ts';
import { inviteRoutes } from './settings/invite/routes.ts';
import { myDataRoutes } from './settings/my-data/routes.ts';
import { sessionRoutes } from './sessions/routes.ts';
import { systemRoutes } from './system/routes.ts';

/** Every feature's routes; each registers its calls from the contract's `calls` (registerCall). */
export async function registerFeatures(app: FastifyInstance) {
  await app.register(systemRoutes);
  await app.register(authRoutes);
  await app.register(socialRoutes);
  // Early access from the promo pages (spec §7 User v2, public)
  await app.register(earlyAccessRoutes);
  await app.register(onboardingRoutes);
  await app.register(sessionRoutes);
  await app.register(libraryRoutes);
  // The rhythms a person makes (issue 30)
  await app.register(rhythmRoutes);
  // Notifications and Web Push (issue 8)
  await app.register(notificationRoutes);
  await app.register(reminderRoutes);
  // Settings: account details, language, password change, support (issue 7)
  await app.register(accountRoutes);
  await app.register(languageRoutes);
  await app.register(passwordRoutes);
  await app.register(supportRoutes);
  // Settings: my data (export, erasure) and invite friends (issue 7)
  await app.register(myDataRoutes);
  await app.register(inviteRoutes);
  // A person's own account security: signed-in devices, second factors (issue 32)
  await app.register(deviceRoutes);
  await app.register(securityEventRoutes);
  await app.register(secondFactorRoutes);
  await app.register(passkeyRoutes);
  // Heart data: the agreement to its being collected (the resonance assessment) and the
  // beats stored with sessions
  await app.register(resonanceRoutes);
  // The study's consent: signing, signed copies, withdrawal (decision 082)
  await app.register(consentRoutes);
  // The researcher console (issue 10): access 'admin' on every route
  await app.register(adminRoutes);
}
