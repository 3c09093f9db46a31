import { defineCall, type CallsOf } from '../call.ts';
import { ZAddStudySurveyRequest, ZAddStudySurveyResponse } from './add-study-survey.ts';
import { onboardingRoutes as r } from './call-routes.ts';
import { ZManageSubscriptionsResponse } from './get-manage-subscriptions.ts';
import { ZGeneralListRequest, ZGeneralListResponse } from './get-general-list.ts';
import { ZPlanDataResponse } from './get-plan-data.ts';
import { ZStudySurveyRequest, ZStudySurveyResponse } from './get-study-survey.ts';
import { ZSubscribedRequest, ZSubscribedResponse } from './get-subscribed.ts';
import { ZSurveyListsResponse } from './get-survey-lists.ts';
import { ZTutorialListResponse } from './get-tutorial-list.ts';
import { ZUserCalibrationRequest, ZUserCalibrationResponse } from './get-user-calibration.ts';
import { ZUserSpeedRequest, ZUserSpeedResponse } from './get-user-speed.ts';
import { ZWhitelistedRequest, ZWhitelistedResponse } from './get-whitelisted.ts';
import { ZSandboxCheckoutParams, ZWebhookParams, ZWebhookReply } from './payment-provider.ts';
import {
  ZPurchaseSubscriptionRequest,
  ZPurchaseSubscriptionResponse,
} from './purchase-subscription.ts';
import { ZSaveSurveyRequest, ZSaveSurveyResponse } from './save-survey.ts';
import { ZTutorialSeenResponse } from './set-tutorial-seen.ts';
import { ZSetUserSpeedRequest, ZSetUserSpeedResponse } from './set-user-speed.ts';
import {
  ZSuspendSubscriptionRequest,
  ZSuspendSubscriptionResponse,
} from './suspend-subscription.ts';

export const onboardingCalls = {
  surveyLists: defineCall(r.surveyLists, { reply: ZSurveyListsResponse }),
  generalList: defineCall(r.generalList, {
    query: ZGeneralListRequest,
    reply: ZGeneralListResponse,
  }),
  saveSurvey: defineCall(r.saveSurvey, { body: ZSaveSurveyRequest, reply: ZSaveSurveyResponse }),
  studySurvey: defineCall(r.studySurvey, {
    query: ZStudySurveyRequest,
    reply: ZStudySurveyResponse,
  }),
  addStudySurvey: defineCall(r.addStudySurvey, {
    body: ZAddStudySurveyRequest,
    reply: ZAddStudySurveyResponse,
  }),
  planData: defineCall(r.planData, { reply: ZPlanDataResponse }),
  whitelisted: defineCall(r.whitelisted, {
    query: ZWhitelistedRequest,
    reply: ZWhitelistedResponse,
  }),
  subscribed: defineCall(r.subscribed, { query: ZSubscribedRequest, reply: ZSubscribedResponse }),
  manageSubscriptions: defineCall(r.manageSubscriptions, { reply: ZManageSubscriptionsResponse }),
  purchaseSubscription: defineCall(r.purchaseSubscription, {
    body: ZPurchaseSubscriptionRequest,
    reply: ZPurchaseSubscriptionResponse,
  }),
  suspendSubscription: defineCall(r.suspendSubscription, {
    body: ZSuspendSubscriptionRequest,
    reply: ZSuspendSubscriptionResponse,
  }),
  paymentWebhook: defineCall(r.paymentWebhook, { params: ZWebhookParams, reply: ZWebhookReply }),
  sandboxCheckout: defineCall(r.sandboxCheckout, { params: ZSandboxCheckoutParams }),
  sandboxApprove: defineCall(r.sandboxApprove, { params: ZSandboxCheckoutParams }),
  sandboxCancel: defineCall(r.sandboxCancel, { params: ZSandboxCheckoutParams }),
  tutorialList: defineCall(r.tutorialList, { reply: ZTutorialListResponse }),
  tutorialSeen: defineCall(r.tutorialSeen, { reply: ZTutorialSeenResponse }),
  userCalibration: defineCall(r.userCalibration, {
    query: ZUserCalibrationRequest,
    reply: ZUserCalibrationResponse,
  }),
  userSpeed: defineCall(r.userSpeed, { query: ZUserSpeedRequest, reply: ZUserSpeedResponse }),
  setUserSpeed: defineCall(r.setUserSpeed, {
    body: ZSetUserSpeedRequest,
    reply: ZSetUserSpeedResponse,
  }),
} satisfies CallsOf<typeof r>;
