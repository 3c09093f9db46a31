import { defineRoutes } from '../call.ts';

/** The researcher console (issue 10): every call is 'admin', its scope checked per call. */
export const adminRoutes = defineRoutes('admin', {
  adminOverview: {
    method: 'GET',
    path: '/api/v1/admin/overview',
    access: 'admin',
  },
  adminAccessCodes: {
    method: 'GET',
    path: '/api/v1/admin/access-codes',
    access: 'admin',
  },
  adminCreateAccessCodes: {
    method: 'POST',
    path: '/api/v1/admin/access-codes',
    access: 'admin',
    errors: [404],
  },
  adminAccessCodeRevoke: {
    method: 'POST',
    path: '/api/v1/admin/access-codes/:id/revoke',
    access: 'admin',
    errors: [404],
  },
  adminAccessCodesExport: {
    method: 'GET',
    path: '/api/v1/admin/access-codes/export',
    access: 'admin',
    replies: 'csv',
  },
  adminEarlyAccess: {
    method: 'GET',
    path: '/api/v1/admin/early-access',
    access: 'admin',
  },
  adminEarlyAccessExport: {
    method: 'GET',
    path: '/api/v1/admin/early-access/export',
    access: 'admin',
    replies: 'csv',
  },
  adminCohorts: {
    method: 'GET',
    path: '/api/v1/admin/cohorts',
    access: 'admin',
  },
  adminCreateCohort: {
    method: 'POST',
    path: '/api/v1/admin/cohorts',
    access: 'admin',
  },
  adminCohortMembers: {
    method: 'GET',
    path: '/api/v1/admin/cohorts/:id/members',
    access: 'admin',
    errors: [404],
  },
  adminSignOutParticipant: {
    method: 'POST',
    path: '/api/v1/admin/participants/sign-out',
    access: 'admin',
    errors: [404],
  },
  adminPlans: {
    method: 'GET',
    path: '/api/v1/admin/plans',
    access: 'admin',
  },
  adminPlanWhitelist: {
    method: 'POST',
    path: '/api/v1/admin/plans/:id/whitelist',
    access: 'admin',
    errors: [404],
  },
  adminPlanWhitelistRemove: {
    method: 'POST',
    path: '/api/v1/admin/plans/:id/whitelist/remove',
    access: 'admin',
    errors: [404],
  },
  adminExercises: {
    method: 'GET',
    path: '/api/v1/admin/exercises',
    access: 'admin',
  },
  adminPrograms: {
    method: 'GET',
    path: '/api/v1/admin/programs',
    access: 'admin',
  },
  adminAssignProgram: {
    method: 'POST',
    path: '/api/v1/admin/programs',
    access: 'admin',
    errors: [404],
  },
  adminProgramProgress: {
    method: 'GET',
    path: '/api/v1/admin/programs/:id',
    access: 'admin',
    errors: [404],
  },
  adminBroadcasts: {
    method: 'POST',
    path: '/api/v1/admin/broadcasts',
    access: 'admin',
    errors: [404],
  },
  adminSentBroadcasts: {
    method: 'GET',
    path: '/api/v1/admin/broadcasts',
    access: 'admin',
  },
  adminAuditLog: {
    method: 'GET',
    path: '/api/v1/admin/audit-log',
    access: 'admin',
  },
  adminAuditLogExport: {
    method: 'GET',
    path: '/api/v1/admin/audit-log/export',
    access: 'admin',
    replies: 'csv',
  },
  adminSecurityEvents: {
    method: 'GET',
    path: '/api/v1/admin/security-events',
    access: 'admin',
  },
  adminArms: {
    method: 'GET',
    path: '/api/v1/admin/arms',
    access: 'admin',
  },
  adminCreateArm: {
    method: 'POST',
    path: '/api/v1/admin/arms',
    access: 'admin',
    errors: [404],
  },
  adminSaveRandomisation: {
    method: 'POST',
    path: '/api/v1/admin/arms/randomisation',
    access: 'admin',
  },
  adminUploadAllocationTable: {
    method: 'POST',
    path: '/api/v1/admin/arms/table',
    access: 'admin',
  },
  adminAllocationsExport: {
    method: 'GET',
    path: '/api/v1/admin/arms/allocations/export',
    access: 'admin',
    replies: 'csv',
  },
  adminStudySurveys: {
    method: 'GET',
    path: '/api/v1/admin/study-surveys',
    access: 'admin',
  },
  adminSaveStudySurvey: {
    method: 'POST',
    path: '/api/v1/admin/study-surveys/:kind',
    access: 'admin',
  },
  adminSendStudySurveyLinks: {
    method: 'POST',
    path: '/api/v1/admin/study-surveys/:kind/links',
    access: 'admin',
    errors: [404],
  },
  adminSafety: {
    method: 'GET',
    path: '/api/v1/admin/safety',
    access: 'admin',
  },
  adminAddSafetyContact: {
    method: 'POST',
    path: '/api/v1/admin/safety/contacts',
    access: 'admin',
  },
  adminRemoveSafetyContact: {
    method: 'POST',
    path: '/api/v1/admin/safety/contacts/:id/remove',
    access: 'admin',
    errors: [404],
  },
  adminSaveHelpTexts: {
    method: 'POST',
    path: '/api/v1/admin/safety/help-texts',
    access: 'admin',
  },
  adminQuestionnaireSchedules: {
    method: 'GET',
    path: '/api/v1/admin/questionnaire-schedules',
    access: 'admin',
  },
  adminSaveQuestionnaireSchedule: {
    method: 'POST',
    path: '/api/v1/admin/questionnaire-schedules/:kind',
    access: 'admin',
  },
  adminQuestionnaireSchedulesExport: {
    method: 'GET',
    path: '/api/v1/admin/questionnaire-schedules/export',
    access: 'admin',
    replies: 'csv',
  },
  adminCodebook: {
    method: 'GET',
    path: '/api/v1/admin/codebook/:name',
    access: 'admin',
    replies: 'csv',
  },
  adminRedcap: {
    method: 'GET',
    path: '/api/v1/admin/redcap/:file',
    access: 'admin',
    replies: 'csv',
  },
  adminConsent: {
    method: 'GET',
    path: '/api/v1/admin/consent',
    access: 'admin',
  },
  adminSaveConsentDraft: {
    method: 'POST',
    path: '/api/v1/admin/consent/draft',
    access: 'admin',
    errors: [409],
  },
  adminPublishConsent: {
    method: 'POST',
    path: '/api/v1/admin/consent/publish',
    access: 'admin',
    errors: [409],
  },
  adminConsentProtocol: {
    method: 'POST',
    path: '/api/v1/admin/consent/protocol',
    access: 'admin',
  },
  adminConsentParticipants: {
    method: 'GET',
    path: '/api/v1/admin/consent/participants',
    access: 'admin',
  },
  adminSignedConsentCopy: {
    method: 'GET',
    path: '/api/v1/admin/consent/signatures/:id',
    access: 'admin',
    replies: 'html',
    errors: [404],
  },
  adminExport: {
    method: 'GET',
    path: '/api/v1/admin/export/:kind',
    access: 'admin',
    replies: 'csv',
  },
});
