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
  surveyLists: defineCall(r.surveyLists, {
    summary:
      'The onboarding survey lists (goals, experience and the like) in the caller’s language.',
    reply: ZSurveyListsResponse,
  }),
  generalList: defineCall(r.generalList, {
    summary:
      'The survey lists with the caller’s current answers marked, for the account edit screen.',
    description: '`user_id`, when sent, must be the caller’s own id; another id answers 404.',

    query: ZGeneralListRequest,
    reply: ZGeneralListResponse,
  }),
  saveSurvey: defineCall(r.saveSurvey, {
    summary: "Saves the caller's onboarding survey answers.",
    body: ZSaveSurveyRequest,
    reply: ZSaveSurveyResponse,
  }),
  studySurvey: defineCall(r.studySurvey, {
    summary: 'A study survey (pre or post) with its questions, opened by a study link.',

    query: ZStudySurveyRequest,
    reply: ZStudySurveyResponse,
  }),
  addStudySurvey: defineCall(r.addStudySurvey, {
    summary: 'Saves the answers of a study survey.',

    body: ZAddStudySurveyRequest,
    reply: ZAddStudySurveyResponse,
  }),
  planData: defineCall(r.planData, {
    summary: 'The plans the caller may choose, with their prices and trial days.',
    reply: ZPlanDataResponse,
  }),
  whitelisted: defineCall(r.whitelisted, {
    summary: "Whether the caller's address is on a plan's whitelist.",

    query: ZWhitelistedRequest,
    reply: ZWhitelistedResponse,
  }),
  subscribed: defineCall(r.subscribed, {
    summary: "The caller's current subscription, if any.",
    query: ZSubscribedRequest,
    reply: ZSubscribedResponse,
  }),
  manageSubscriptions: defineCall(r.manageSubscriptions, {
    summary: "The caller's plans and subscriptions, for managing them.",
    reply: ZManageSubscriptionsResponse,
  }),
  purchaseSubscription: defineCall(r.purchaseSubscription, {
    summary: 'Starts a subscription to a plan: free at once, or a checkout at the provider.',

    body: ZPurchaseSubscriptionRequest,
    reply: ZPurchaseSubscriptionResponse,
  }),
  suspendSubscription: defineCall(r.suspendSubscription, {
    summary: "Stops the recurring payment of one of the caller's subscriptions.",

    body: ZSuspendSubscriptionRequest,
    reply: ZSuspendSubscriptionResponse,
  }),
  paymentWebhook: defineCall(r.paymentWebhook, {
    summary: "A payment provider's signed event about a subscription.",
    params: ZWebhookParams,
    reply: ZWebhookReply,
  }),
  sandboxCheckout: defineCall(r.sandboxCheckout, {
    summary: "The sandbox provider's checkout page with Approve and Cancel.",
    params: ZSandboxCheckoutParams,
  }),
  sandboxApprove: defineCall(r.sandboxApprove, {
    summary: 'Approves a sandbox checkout and returns the browser to the app.',
    params: ZSandboxCheckoutParams,
  }),
  sandboxCancel: defineCall(r.sandboxCancel, {
    summary: 'Cancels a sandbox checkout and returns the browser to the app.',
    params: ZSandboxCheckoutParams,
  }),
  tutorialList: defineCall(r.tutorialList, {
    summary: 'The tutorial videos and whether the caller has seen them.',
    reply: ZTutorialListResponse,
  }),
  tutorialSeen: defineCall(r.tutorialSeen, {
    summary: 'Marks the tutorial as seen by the caller.',
    reply: ZTutorialSeenResponse,
  }),
  userCalibration: defineCall(r.userCalibration, {
    summary: 'The calibration paces offered to the caller.',

    query: ZUserCalibrationRequest,
    reply: ZUserCalibrationResponse,
  }),
  userSpeed: defineCall(r.userSpeed, {
    summary: "The caller's breathing pace.",
    query: ZUserSpeedRequest,
    reply: ZUserSpeedResponse,
  }),
  setUserSpeed: defineCall(r.setUserSpeed, {
    summary: "Saves the caller's breathing pace.",

    body: ZSetUserSpeedRequest,
    reply: ZSetUserSpeedResponse,
  }),
} satisfies CallsOf<typeof r>;
