import { defineCall, type CallsOf } from '../call.ts';
import {
  ZCreateCodeBatchRequest,
  ZCreateCodeBatchResponse,
  ZExportAccessCodesRequest,
  ZListAccessCodesRequest,
  ZListAccessCodesResponse,
  ZRevokeAccessCodeResponse,
} from './access-codes.ts';
import { ZSendBroadcastRequest, ZSendBroadcastResponse } from './broadcasts.ts';
import { adminRoutes as r } from './call-routes.ts';
import { ZListEarlyAccessRequest, ZListEarlyAccessResponse } from './early-access.ts';
import {
  ZAddToWhitelistRequest,
  ZCohortMembersResponse,
  ZCreateCohortRequest,
  ZCreateCohortResponse,
  ZListAdminPlansResponse,
  ZListCohortsResponse,
  ZRemoveFromWhitelistRequest,
  ZWhitelistResponse,
} from './cohorts.ts';
import { ZAdminIdParams } from './common.ts';
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
  ZAdminStudySurveysResponse,
  ZSaveStudySurveyRequest,
  ZSaveStudySurveyResponse,
  ZSendStudyLinksRequest,
  ZSendStudyLinksResponse,
  ZStudySurveyKindParams,
} from './study-surveys.ts';

export const adminCalls = {
  adminOverview: defineCall(r.adminOverview, {
    query: ZAdminOverviewRequest,
    reply: ZAdminOverviewResponse,
  }),
  adminAccessCodes: defineCall(r.adminAccessCodes, {
    query: ZListAccessCodesRequest,
    reply: ZListAccessCodesResponse,
  }),
  adminCreateAccessCodes: defineCall(r.adminCreateAccessCodes, {
    body: ZCreateCodeBatchRequest,
    reply: ZCreateCodeBatchResponse,
  }),
  adminAccessCodeRevoke: defineCall(r.adminAccessCodeRevoke, {
    params: ZAdminIdParams,
    reply: ZRevokeAccessCodeResponse,
  }),
  adminAccessCodesExport: defineCall(r.adminAccessCodesExport, {
    query: ZExportAccessCodesRequest,
  }),
  adminEarlyAccess: defineCall(r.adminEarlyAccess, {
    query: ZListEarlyAccessRequest,
    reply: ZListEarlyAccessResponse,
  }),
  adminEarlyAccessExport: defineCall(r.adminEarlyAccessExport, {}),
  adminCohorts: defineCall(r.adminCohorts, { reply: ZListCohortsResponse }),
  adminCreateCohort: defineCall(r.adminCreateCohort, {
    body: ZCreateCohortRequest,
    reply: ZCreateCohortResponse,
  }),
  adminCohortMembers: defineCall(r.adminCohortMembers, {
    params: ZAdminIdParams,
    reply: ZCohortMembersResponse,
  }),
  adminPlans: defineCall(r.adminPlans, { reply: ZListAdminPlansResponse }),
  adminPlanWhitelist: defineCall(r.adminPlanWhitelist, {
    params: ZAdminIdParams,
    body: ZAddToWhitelistRequest,
    reply: ZWhitelistResponse,
  }),
  adminPlanWhitelistRemove: defineCall(r.adminPlanWhitelistRemove, {
    params: ZAdminIdParams,
    body: ZRemoveFromWhitelistRequest,
    reply: ZWhitelistResponse,
  }),
  adminExercises: defineCall(r.adminExercises, { reply: ZAdminExercisesResponse }),
  adminPrograms: defineCall(r.adminPrograms, { reply: ZListProgramsResponse }),
  adminAssignProgram: defineCall(r.adminAssignProgram, {
    body: ZCreateProgramRequest,
    reply: ZCreateProgramResponse,
  }),
  adminProgramProgress: defineCall(r.adminProgramProgress, {
    params: ZAdminIdParams,
    reply: ZProgramProgressResponse,
  }),
  adminBroadcasts: defineCall(r.adminBroadcasts, {
    body: ZSendBroadcastRequest,
    reply: ZSendBroadcastResponse,
  }),
  adminStudySurveys: defineCall(r.adminStudySurveys, { reply: ZAdminStudySurveysResponse }),
  adminSaveStudySurvey: defineCall(r.adminSaveStudySurvey, {
    params: ZStudySurveyKindParams,
    body: ZSaveStudySurveyRequest,
    reply: ZSaveStudySurveyResponse,
  }),
  adminSendStudySurveyLinks: defineCall(r.adminSendStudySurveyLinks, {
    params: ZStudySurveyKindParams,
    body: ZSendStudyLinksRequest,
    reply: ZSendStudyLinksResponse,
  }),
  adminExport: defineCall(r.adminExport, {
    params: ZAdminExportParams,
    query: ZAdminExportRequest,
  }),
} satisfies CallsOf<typeof r>;
