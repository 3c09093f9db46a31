import type { FastifyInstance } from 'fastify';
import { accessCodeRoutes } from './access-codes/routes.ts';
import { apiTokenRoutes } from './api-tokens/routes.ts';
import { armRoutes } from './arms/routes.ts';
import { auditLogRoutes } from './audit-log/routes.ts';
import { codebookRoutes } from './codebook/routes.ts';
import { broadcastRoutes } from './broadcasts/routes.ts';
import { cohortRoutes } from './cohorts/routes.ts';
import { participantRoutes } from './participants/routes.ts';
import { consentAdminRoutes } from './consent/routes.ts';
import { earlyAccessAdminRoutes } from './early-access/routes.ts';
import { exportRoutes } from './export/routes.ts';
import { overviewRoutes } from './overview/routes.ts';
import { programRoutes } from './programs/routes.ts';
import { questionnaireScheduleRoutes } from './questionnaire-schedules/routes.ts';
import { redcapRoutes } from './redcap/routes.ts';
import { safetyRoutes } from './safety/routes.ts';
import { studySurveyRoutes } from './study-surveys/routes.ts';
import { studyRoutes } from './studies/routes.ts';
import { teamRoutes } from './team/routes.ts';

/**
 * The researcher console (issue 10). Every route says `access: 'admin'`, so the auth hook
 * checks the role on each call (401 signed out, 403 for a participant).
 */
export async function adminRoutes(app: FastifyInstance) {
  await app.register(overviewRoutes);
  await app.register(accessCodeRoutes);
  await app.register(cohortRoutes);
  await app.register(participantRoutes);
  await app.register(programRoutes);
  await app.register(broadcastRoutes);
  await app.register(studySurveyRoutes);
  await app.register(questionnaireScheduleRoutes);
  await app.register(exportRoutes);
  await app.register(earlyAccessAdminRoutes);
  await app.register(auditLogRoutes);
  await app.register(codebookRoutes);
  await app.register(redcapRoutes);
  await app.register(armRoutes);
  await app.register(consentAdminRoutes);
  await app.register(safetyRoutes);
  await app.register(apiTokenRoutes);
  await app.register(studyRoutes);
  await app.register(teamRoutes);
}
