import { defineRoutes } from '../call.ts';

/** Surveys, plans and payments, study surveys, tutorials and calibration (spec §7). */
export const onboardingRoutes = defineRoutes('onboarding', {
  surveyLists: {
    method: 'GET',
    path: '/api/v1/survey',
    access: 'optional',
  },
  generalList: {
    method: 'GET',
    path: '/api/v2/general/list',
    access: 'user',
    errors: [404],
  },
  saveSurvey: {
    method: 'PATCH',
    path: '/api/v1/user/survey',
    access: 'user',
  },
  studySurvey: {
    method: 'GET',
    path: '/api/v1/survey/study-survey',
    access: 'optional',
    errors: [404],
  },
  addStudySurvey: {
    method: 'POST',
    path: '/api/v1/survey/add-survey',
    access: 'optional',
    errors: [404],
  },
  planData: {
    method: 'GET',
    path: '/api/v2/purchaseplan/plan-data',
    access: 'user',
  },
  whitelisted: {
    method: 'GET',
    path: '/api/v1/auth/whitelisted',
    access: 'user',
  },
  subscribed: {
    method: 'GET',
    path: '/api/v1/auth/subscribed',
    access: 'user',
  },
  manageSubscriptions: {
    method: 'GET',
    path: '/api/v2/user/manage-subscriptions',
    access: 'user',
  },
  purchaseSubscription: {
    method: 'POST',
    path: '/api/v2/purchaseplan/purchase-subscription',
    access: 'user',
    errors: [404, 502],
  },
  suspendSubscription: {
    method: 'POST',
    path: '/api/v2/purchaseplan/suspend-payment-recurring',
    access: 'user',
    errors: [404, 502],
  },
  paymentWebhook: {
    method: 'POST',
    path: '/api/v2/purchaseplan/webhook/:provider',
    access: 'public',
    hidden: true,
  },
  sandboxCheckout: {
    method: 'GET',
    path: '/api/v2/purchaseplan/sandbox/checkout/:id',
    access: 'public',
    errors: [404],
    replies: 'html',
    hidden: true,
  },
  sandboxApprove: {
    method: 'POST',
    path: '/api/v2/purchaseplan/sandbox/checkout/:id/approve',
    access: 'public',
    errors: [404],
    replies: 'redirect',
    hidden: true,
  },
  sandboxCancel: {
    method: 'POST',
    path: '/api/v2/purchaseplan/sandbox/checkout/:id/cancel',
    access: 'public',
    errors: [404],
    replies: 'redirect',
    hidden: true,
  },
  tutorialList: {
    method: 'GET',
    path: '/api/v2/user/tutorial-list',
    access: 'user',
  },
  tutorialSeen: {
    method: 'POST',
    path: '/api/v2/user/tutorial-seen',
    access: 'user',
  },
  userCalibration: {
    method: 'GET',
    path: '/api/v2/user/get-user-calibration',
    access: 'user',
  },
  userSpeed: {
    method: 'GET',
    path: '/api/v2/user/get-user-speed',
    access: 'user',
  },
  setUserSpeed: {
    method: 'POST',
    path: '/api/v2/user/set-user-speed',
    access: 'user',
  },
});
