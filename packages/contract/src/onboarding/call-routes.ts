import { defineRoutes } from '../call.ts';
import { API } from '../routes.ts';

/** Surveys, plans and payments, study surveys, tutorials and calibration (spec §7). */
export const onboardingRoutes = defineRoutes('onboarding', {
  surveyLists: {
    method: 'GET',
    path: API.surveyLists,
    access: 'optional',
    summary:
      'The onboarding survey lists (goals, experience and the like) in the caller’s language.',
  },
  generalList: {
    method: 'GET',
    path: API.generalList,
    access: 'user',
    summary:
      'The survey lists with the caller’s current answers marked, for the account edit screen.',
    description: '`user_id`, when sent, must be the caller’s own id; another id answers 404.',
    errors: [404],
  },
  saveSurvey: {
    method: 'PATCH',
    path: API.saveSurvey,
    access: 'user',
    summary: "Saves the caller's onboarding survey answers.",
  },
  studySurvey: {
    method: 'GET',
    path: API.studySurvey,
    access: 'optional',
    summary: 'A study survey (pre or post) with its questions, opened by a study link.',
    errors: [404],
  },
  addStudySurvey: {
    method: 'POST',
    path: API.addStudySurvey,
    access: 'optional',
    summary: 'Saves the answers of a study survey.',
    errors: [404],
  },
  planData: {
    method: 'GET',
    path: API.planData,
    access: 'user',
    summary: 'The plans the caller may choose, with their prices and trial days.',
  },
  whitelisted: {
    method: 'GET',
    path: API.whitelisted,
    access: 'user',
    summary: "Whether the caller's address is on a plan's whitelist.",
  },
  subscribed: {
    method: 'GET',
    path: API.subscribed,
    access: 'user',
    summary: "The caller's current subscription, if any.",
  },
  manageSubscriptions: {
    method: 'GET',
    path: API.manageSubscriptions,
    access: 'user',
    summary: "The caller's plans and subscriptions, for managing them.",
  },
  purchaseSubscription: {
    method: 'POST',
    path: API.purchaseSubscription,
    access: 'user',
    summary: 'Starts a subscription to a plan: free at once, or a checkout at the provider.',
    errors: [404, 502],
  },
  suspendSubscription: {
    method: 'POST',
    path: API.suspendSubscription,
    access: 'user',
    summary: "Stops the recurring payment of one of the caller's subscriptions.",
    errors: [404, 502],
  },
  paymentWebhook: {
    method: 'POST',
    path: API.paymentWebhook,
    access: 'public',
    summary: "A payment provider's signed event about a subscription.",
    hidden: true,
  },
  sandboxCheckout: {
    method: 'GET',
    path: API.sandboxCheckout,
    access: 'public',
    summary: "The sandbox provider's checkout page with Approve and Cancel.",
    errors: [404],
    replies: 'html',
    hidden: true,
  },
  sandboxApprove: {
    method: 'POST',
    path: API.sandboxApprove,
    access: 'public',
    summary: 'Approves a sandbox checkout and returns the browser to the app.',
    errors: [404],
    replies: 'redirect',
    hidden: true,
  },
  sandboxCancel: {
    method: 'POST',
    path: API.sandboxCancel,
    access: 'public',
    summary: 'Cancels a sandbox checkout and returns the browser to the app.',
    errors: [404],
    replies: 'redirect',
    hidden: true,
  },
  tutorialList: {
    method: 'GET',
    path: API.tutorialList,
    access: 'user',
    summary: 'The tutorial videos and whether the caller has seen them.',
  },
  tutorialSeen: {
    method: 'POST',
    path: API.tutorialSeen,
    access: 'user',
    summary: 'Marks the tutorial as seen by the caller.',
  },
  userCalibration: {
    method: 'GET',
    path: API.userCalibration,
    access: 'user',
    summary: 'The calibration paces offered to the caller.',
  },
  userSpeed: {
    method: 'GET',
    path: API.userSpeed,
    access: 'user',
    summary: "The caller's breathing pace.",
  },
  setUserSpeed: {
    method: 'POST',
    path: API.setUserSpeed,
    access: 'user',
    summary: "Saves the caller's breathing pace.",
  },
});
