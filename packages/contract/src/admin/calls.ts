import { defineCall, type CallsOf } from '../call.ts';
import {
  ZCreateCodeBatchRequest,
  ZCreateCodeBatchResponse,
  ZExportAccessCodesRequest,
  ZListAccessCodesRequest,
  ZListAccessCodesResponse,
  ZRevokeAccessCodeResponse,
} from './access-codes.ts';
import {
  ZAuditLogFilter,
  ZAuditLogRequest,
  ZAuditLogResponse,
  ZSentBroadcastsRequest,
  ZSentBroadcastsResponse,
} from './audit-log.ts';
import {
  ZArmsResponse,
  ZCreateArmRequest,
  ZCreateArmResponse,
  ZSaveRandomisationRequest,
  ZSaveRandomisationResponse,
  ZUploadAllocationTableRequest,
  ZUploadAllocationTableResponse,
} from './arms.ts';
import {
  ZCreateStudyApiTokenRequest,
  ZCreateStudyApiTokenResponse,
  ZRevokeStudyApiTokenResponse,
  ZStudyApiTokensResponse,
} from './api-tokens.ts';
import { ZSendBroadcastRequest, ZSendBroadcastResponse } from './broadcasts.ts';
import { adminRoutes as r } from './call-routes.ts';
import { ZAdminSecurityEventsRequest, ZAdminSecurityEventsResponse } from '../security/events.ts';
import { ZListEarlyAccessRequest, ZListEarlyAccessResponse } from './early-access.ts';
import {
  ZAddToWhitelistRequest,
  ZCohortMembersResponse,
  ZCreateCohortRequest,
  ZCreateCohortResponse,
  ZListAdminPlansResponse,
  ZListCohortsResponse,
  ZRemoveFromWhitelistRequest,
  ZSignOutParticipantRequest,
  ZSignOutParticipantResponse,
  ZStudyPlansResponse,
  ZWhitelistResponse,
} from './cohorts.ts';
import {
  ZCodebookParams,
  ZCodebookRequest,
  ZRedcapParams,
  ZSiteCodebookParams,
} from './codebook.ts';
import { ZAdminIdParams } from './common.ts';
import {
  ZAdminConsentResponse,
  ZConsentParticipantsResponse,
  ZConsentProtocolRequest,
  ZConsentProtocolResponse,
  ZPublishConsentResponse,
  ZSaveConsentDraftRequest,
  ZSaveConsentDraftResponse,
} from './consent.ts';
import {
  ZAcceptInvitationRequest,
  ZAcceptInvitationResponse,
  ZCreateStudyRequest,
  ZInviteMemberRequest,
  ZInviteMemberResponse,
  ZMemberRoleRequest,
  ZMyStudiesResponse,
  ZNameStudyOwnerRequest,
  ZSaveStudyRequest,
  ZSaveStudyResponse,
  ZSiteStudiesResponse,
  ZStudyOwnerNamedResponse,
  ZTeamEmptyResponse,
  ZTeamMemberResponse,
  ZTeamResponse,
} from './studies.ts';
import { ZStudyParams } from '../call-params.ts';
import { ZAdminExportParams, ZAdminExportRequest } from './export.ts';
import { ZAdminOverviewRequest, ZAdminOverviewResponse } from './overview.ts';
import {
  ZAdminExercisesResponse,
  ZCreateProgramRequest,
  ZCreateProgramResponse,
  ZListProgramsResponse,
  ZProgramProgressResponse,
} from './programs.ts';
import {
  ZQuestionnaireSchedulesResponse,
  ZSaveQuestionnaireScheduleRequest,
  ZSaveQuestionnaireScheduleResponse,
} from './questionnaire-schedules.ts';
import {
  ZAddSafetyContactRequest,
  ZAddSafetyContactResponse,
  ZRemoveSafetyContactResponse,
  ZSafetyResponse,
  ZSaveHelpTextsRequest,
  ZSaveHelpTextsResponse,
} from './safety.ts';
import {
  ZAdminStudySurveysResponse,
  ZSaveStudySurveyRequest,
  ZSaveStudySurveyResponse,
  ZSendStudyLinksRequest,
  ZSendStudyLinksResponse,
  ZStudySurveyKindParams,
} from './study-surveys.ts';

export const adminCalls = {
  adminOverview: defineCall(r.adminOverview, {
    summary: 'Counts of participants, sessions and answers for the console’s overview.',

    query: ZAdminOverviewRequest,
    reply: ZAdminOverviewResponse,
  }),
  adminAccessCodes: defineCall(r.adminAccessCodes, {
    summary: 'The access codes, filtered and a page at a time.',

    query: ZListAccessCodesRequest,
    reply: ZListAccessCodesResponse,
  }),
  adminCreateAccessCodes: defineCall(r.adminCreateAccessCodes, {
    summary: 'Makes a batch of access codes for a cohort.',

    body: ZCreateCodeBatchRequest,
    reply: ZCreateCodeBatchResponse,
  }),
  adminAccessCodeRevoke: defineCall(r.adminAccessCodeRevoke, {
    summary: 'Revokes an unused access code.',

    params: ZAdminIdParams,
    reply: ZRevokeAccessCodeResponse,
  }),
  adminAccessCodesExport: defineCall(r.adminAccessCodesExport, {
    summary: 'The access codes as a CSV file.',

    query: ZExportAccessCodesRequest,
  }),
  adminEarlyAccess: defineCall(r.adminEarlyAccess, {
    summary: 'The addresses left to hear when Resona opens, newest first, a page at a time.',

    query: ZListEarlyAccessRequest,
    reply: ZListEarlyAccessResponse,
  }),
  adminEarlyAccessExport: defineCall(r.adminEarlyAccessExport, {
    summary: 'The addresses left to hear when Resona opens, as a CSV file.',
  }),
  adminCohorts: defineCall(r.adminCohorts, {
    summary: 'The cohorts.',
    reply: ZListCohortsResponse,
  }),
  adminCreateCohort: defineCall(r.adminCreateCohort, {
    summary: 'Makes a cohort.',

    body: ZCreateCohortRequest,
    reply: ZCreateCohortResponse,
  }),
  adminCohortMembers: defineCall(r.adminCohortMembers, {
    summary: 'The members of a cohort.',

    params: ZAdminIdParams,
    reply: ZCohortMembersResponse,
  }),
  adminSignOutParticipant: defineCall(r.adminSignOutParticipant, {
    summary: 'Signs a participant out on every device, recorded in the audit trail.',
    body: ZSignOutParticipantRequest,
    reply: ZSignOutParticipantResponse,
  }),
  adminPlans: defineCall(r.adminPlans, {
    summary: 'The plans with their whitelists.',
    reply: ZListAdminPlansResponse,
  }),
  adminStudyPlans: defineCall(r.adminStudyPlans, {
    summary: 'The plans a batch or an arm may whitelist its redeemers for, without whitelists.',
    reply: ZStudyPlansResponse,
  }),
  adminPlanWhitelist: defineCall(r.adminPlanWhitelist, {
    summary: "Adds addresses to a plan's whitelist.",

    params: ZAdminIdParams,
    body: ZAddToWhitelistRequest,
    reply: ZWhitelistResponse,
  }),
  adminPlanWhitelistRemove: defineCall(r.adminPlanWhitelistRemove, {
    summary: "Removes addresses from a plan's whitelist.",

    params: ZAdminIdParams,
    body: ZRemoveFromWhitelistRequest,
    reply: ZWhitelistResponse,
  }),
  adminExercises: defineCall(r.adminExercises, {
    summary: 'The sessions a program can be made of.',
    reply: ZAdminExercisesResponse,
  }),
  adminPrograms: defineCall(r.adminPrograms, {
    summary: 'The programs.',
    reply: ZListProgramsResponse,
  }),
  adminAssignProgram: defineCall(r.adminAssignProgram, {
    summary: 'Makes a program of sessions and assigns it to a cohort.',

    body: ZCreateProgramRequest,
    reply: ZCreateProgramResponse,
  }),
  adminProgramProgress: defineCall(r.adminProgramProgress, {
    summary: "A program's progress: each member's sessions done.",

    params: ZAdminIdParams,
    reply: ZProgramProgressResponse,
  }),
  adminBroadcasts: defineCall(r.adminBroadcasts, {
    summary: 'Sends a notification to everyone or to a cohort.',

    body: ZSendBroadcastRequest,
    reply: ZSendBroadcastResponse,
  }),
  adminStudySurveys: defineCall(r.adminStudySurveys, {
    summary: 'The study surveys (pre and post) with their questions.',
    reply: ZAdminStudySurveysResponse,
  }),
  adminSaveStudySurvey: defineCall(r.adminSaveStudySurvey, {
    summary: 'Saves the questions of a study survey.',

    params: ZStudySurveyKindParams,
    body: ZSaveStudySurveyRequest,
    reply: ZSaveStudySurveyResponse,
  }),
  adminSendStudySurveyLinks: defineCall(r.adminSendStudySurveyLinks, {
    summary: "Mails a study survey's links to a cohort.",

    params: ZStudySurveyKindParams,
    body: ZSendStudyLinksRequest,
    reply: ZSendStudyLinksResponse,
  }),
  adminSafety: defineCall(r.adminSafety, {
    summary: 'The contacts mailed when an answer crosses a safety threshold, and the help texts.',
    reply: ZSafetyResponse,
  }),
  adminAddSafetyContact: defineCall(r.adminAddSafetyContact, {
    summary: 'Adds a safety contact (name, address, language), recorded in the audit trail.',
    body: ZAddSafetyContactRequest,
    reply: ZAddSafetyContactResponse,
  }),
  adminRemoveSafetyContact: defineCall(r.adminRemoveSafetyContact, {
    summary: 'Removes a safety contact, recorded in the audit trail.',
    params: ZAdminIdParams,
    reply: ZRemoveSafetyContactResponse,
  }),
  adminSaveHelpTexts: defineCall(r.adminSaveHelpTexts, {
    summary: 'Saves what a participant whose answer crossed a threshold reads, per language.',
    body: ZSaveHelpTextsRequest,
    reply: ZSaveHelpTextsResponse,
  }),
  adminSentBroadcasts: defineCall(r.adminSentBroadcasts, {
    summary: 'The broadcasts sent, newest first, with their audience and how many received them.',

    query: ZSentBroadcastsRequest,
    reply: ZSentBroadcastsResponse,
  }),
  adminApiTokens: defineCall(r.adminApiTokens, {
    summary: "The study's API tokens, newest first: never their secrets.",
    reply: ZStudyApiTokensResponse,
  }),
  adminCreateApiToken: defineCall(r.adminCreateApiToken, {
    summary: 'Makes a read-only API token for the study’s data files; its secret is answered once.',
    description:
      'Kept as a SHA-256 hash only; it expires after `expires_in_days` (default 90, at most 365).',
    body: ZCreateStudyApiTokenRequest,
    reply: ZCreateStudyApiTokenResponse,
  }),
  adminRevokeApiToken: defineCall(r.adminRevokeApiToken, {
    summary: 'Revokes an API token of the study: it opens nothing from then on.',
    params: ZAdminIdParams,
    reply: ZRevokeStudyApiTokenResponse,
  }),
  adminAuditLog: defineCall(r.adminAuditLog, {
    summary: 'The audit trail of researcher actions, filtered and a page at a time.',

    query: ZAuditLogRequest,
    reply: ZAuditLogResponse,
  }),
  adminAuditLogExport: defineCall(r.adminAuditLogExport, {
    summary: 'The audit trail, filtered, as a streamed CSV file.',

    query: ZAuditLogFilter,
  }),
  adminSiteAuditLog: defineCall(r.adminSiteAuditLog, {
    summary: "The site's own trail: roles, second factors reset, plan lists, broadcasts to all.",
    description: 'The actions that belong to no study, filtered and a page at a time.',
    query: ZAuditLogRequest,
    reply: ZAuditLogResponse,
  }),
  adminSiteAuditLogExport: defineCall(r.adminSiteAuditLogExport, {
    summary: "The site's own trail, filtered, as a streamed CSV file.",
    query: ZAuditLogFilter,
  }),
  adminSiteCodebook: defineCall(r.adminSiteCodebook, {
    summary: "The codebook of one of the site's own files: the early-access list, its trail.",
    description: 'CSV by default; `format=html` gives the same codebook as a page to read.',
    params: ZSiteCodebookParams,
    query: ZCodebookRequest,
  }),
  adminSecurityEvents: defineCall(r.adminSecurityEvents, {
    summary: "Every account's security events, newest first, 50 a page.",
    description: 'Filtered by the account’s address (exact, any case) or the kind of event.',
    query: ZAdminSecurityEventsRequest,
    reply: ZAdminSecurityEventsResponse,
  }),
  adminQuestionnaireSchedules: defineCall(r.adminQuestionnaireSchedules, {
    summary: 'Each questionnaire with its schedule and where the participants stand with it.',
    reply: ZQuestionnaireSchedulesResponse,
  }),
  adminSaveQuestionnaireSchedule: defineCall(r.adminSaveQuestionnaireSchedule, {
    summary: 'Schedules a questionnaire by day in study or by date, with one reminder.',
    description:
      'Sent by push and e-mail in each participant’s language at the local time in their zone, ' +
      'once per participant; a reminder after `remind_after_days` when it is not done.',
    params: ZStudySurveyKindParams,
    body: ZSaveQuestionnaireScheduleRequest,
    reply: ZSaveQuestionnaireScheduleResponse,
  }),
  adminQuestionnaireSchedulesExport: defineCall(r.adminQuestionnaireSchedulesExport, {
    summary: 'Each scheduled questionnaire per participant (pseudonym): due, sent, done, lateness.',
  }),
  adminCodebook: defineCall(r.adminCodebook, {
    summary: 'The codebook of a console file: its variables, types, units and allowed values.',
    description:
      'CSV by default; `format=html` gives the same codebook as a page to read or print. ' +
      'Survey answers also list each question of each questionnaire version.',
    params: ZCodebookParams,
    query: ZCodebookRequest,
  }),
  adminRedcap: defineCall(r.adminRedcap, {
    summary: 'The REDCap pair: a data dictionary and the records it describes, as CSV files.',
    description:
      'One record per participant (record_id, the pseudonym), the participant fields and the ' +
      'study questionnaires as forms; filtered like the study export.',
    params: ZRedcapParams,
    query: ZAdminExportRequest,
  }),
  adminArms: defineCall(r.adminArms, {
    summary:
      'The arms of the study, the randomisation settings and the allocations made per stratum.',
    description:
      'Counts of allocations already made only: no reply of the server tells an allocation before it is made.',
    reply: ZArmsResponse,
  }),
  adminCreateArm: defineCall(r.adminCreateArm, {
    summary:
      'Adds an arm on a cohort, with its program and plan; refused once allocation has started.',

    body: ZCreateArmRequest,
    reply: ZCreateArmResponse,
  }),
  adminSaveRandomisation: defineCall(r.adminSaveRandomisation, {
    summary: 'Saves how randomising codes allocate (blocks or table, block sizes, strata).',

    body: ZSaveRandomisationRequest,
    reply: ZSaveRandomisationResponse,
  }),
  adminUploadAllocationTable: defineCall(r.adminUploadAllocationTable, {
    summary: 'Replaces the allocation table (CSV: sequence number, stratum, arm).',

    body: ZUploadAllocationTableRequest,
    reply: ZUploadAllocationTableResponse,
  }),
  adminAllocationsExport: defineCall(r.adminAllocationsExport, {
    summary: 'The allocation list (pseudonym, stratum, block, position, arm, time) as CSV.',
  }),
  adminConsent: defineCall(r.adminConsent, {
    summary: 'The consent document: its draft, every published version and the protocol.',
    reply: ZAdminConsentResponse,
  }),
  adminSaveConsentDraft: defineCall(r.adminSaveConsentDraft, {
    summary: 'Saves one language of the consent draft.',
    body: ZSaveConsentDraftRequest,
    reply: ZSaveConsentDraftResponse,
  }),
  adminPublishConsent: defineCall(r.adminPublishConsent, {
    summary: 'Publishes the consent draft as the next version; every participant signs it anew.',
    description:
      'The draft needs a text in each of the six languages. A published version never changes ' +
      '(the database refuses it); participants sign the new one at their next visit.',
    reply: ZPublishConsentResponse,
  }),
  adminConsentProtocol: defineCall(r.adminConsentProtocol, {
    summary: 'Sets whether a withdrawn participant’s data so far is kept or erased.',
    body: ZConsentProtocolRequest,
    reply: ZConsentProtocolResponse,
  }),
  adminConsentParticipants: defineCall(r.adminConsentParticipants, {
    summary: 'The study’s participants with their consent: signed version, withdrawal.',
    reply: ZConsentParticipantsResponse,
  }),
  adminSignedConsentCopy: defineCall(r.adminSignedConsentCopy, {
    summary: 'A participant’s signed copy of a consent version, as an HTML file.',
    params: ZAdminIdParams,
  }),
  adminExport: defineCall(r.adminExport, {
    summary: 'Participants, sessions, survey answers or feedback as a streamed CSV file.',

    params: ZAdminExportParams,
    query: ZAdminExportRequest,
  }),
  adminStudies: defineCall(r.adminStudies, {
    summary: 'Every study of the server: its status, team size and owners, never its participants.',
    reply: ZSiteStudiesResponse,
  }),
  adminCreateStudy: defineCall(r.adminCreateStudy, {
    summary: 'Makes a study and names its first owner by address.',
    description:
      'The name is unique whatever its case. The site administrator naming their own address ' +
      'joins at once; anyone else is mailed a single-use invitation.',
    body: ZCreateStudyRequest,
    reply: ZStudyOwnerNamedResponse,
  }),
  adminNameStudyOwner: defineCall(r.adminNameStudyOwner, {
    summary:
      'Names one more owner of a study by address: joined at once if it is the caller’s own.',
    params: ZStudyParams,
    body: ZNameStudyOwnerRequest,
    reply: ZStudyOwnerNamedResponse,
  }),
  adminMyStudies: defineCall(r.adminMyStudies, {
    summary: 'The studies the caller is in, with their role, and whether they administer the site.',
    description:
      'A member or site administrator whose session has not used a second factor is answered ' +
      'SECOND_FACTOR_REQUIRED, as the console is.',
    reply: ZMyStudiesResponse,
  }),
  adminAcceptInvitation: defineCall(r.adminAcceptInvitation, {
    summary: 'Joins a study’s team with an invitation’s link: once, before it expires.',
    description: 'Needs a session that used a second factor, signed in with the address invited.',
    body: ZAcceptInvitationRequest,
    reply: ZAcceptInvitationResponse,
  }),
  adminTeam: defineCall(r.adminTeam, {
    summary: 'The study’s name and status, its team and the invitations not taken yet.',
    reply: ZTeamResponse,
  }),
  adminInviteMember: defineCall(r.adminInviteMember, {
    summary: 'Invites an address to the team in a role: a single-use link, mailed, for 7 days.',
    body: ZInviteMemberRequest,
    reply: ZInviteMemberResponse,
  }),
  adminRevokeInvitation: defineCall(r.adminRevokeInvitation, {
    summary: 'Withdraws an invitation not taken yet: its link opens nothing from then on.',
    params: ZAdminIdParams,
    reply: ZTeamEmptyResponse,
  }),
  adminSetMemberRole: defineCall(r.adminSetMemberRole, {
    summary: 'Changes a member’s role (`:id` is their user id); the last owner stays one.',
    params: ZAdminIdParams,
    body: ZMemberRoleRequest,
    reply: ZTeamMemberResponse,
  }),
  adminRemoveMember: defineCall(r.adminRemoveMember, {
    summary: 'Takes a member off the team (`:id` is their user id); never the last owner.',
    params: ZAdminIdParams,
    reply: ZTeamEmptyResponse,
  }),
  adminSaveStudy: defineCall(r.adminSaveStudy, {
    summary: 'Renames the study or changes its status (draft, recruiting, closed).',
    body: ZSaveStudyRequest,
    reply: ZSaveStudyResponse,
  }),
} satisfies CallsOf<typeof r>;
