/**
 * Every API path, so server routes and web fetchers name the same string. Paths follow spec §7
 * under /api; where the spec names only an operation it sits under its group's prefix.
 */
export const API = {
  health: '/api/health',
  config: '/api/v1/config',
  botChallenge: '/api/v1/bot-check/challenge',
  login: '/api/v1/auth/login',
  signup: '/api/v1/auth/signup',
  logout: '/api/v1/auth/logout',
  finishSignup: '/api/v1/auth/finish-signup',
  surveyCompleted: '/api/v1/auth/survey-completed',
  resetPassword: '/api/v1/auth/reset-password',
  newPassword: '/api/v1/auth/new-password',
  checkEmailVerification: '/api/v1/auth/check-email-verification',
  resendVerificationEmail: '/api/v1/auth/resend-verification-email',
  verifyEmail: '/api/v1/verify-email',
  profileInfo: '/api/v2/general/profile_info',
  /** The survey lists with the caller's current answers marked (spec §7 `general/list?user_id`). */
  generalList: '/api/v2/general/list',
  /** The Terms and Privacy addresses the app links to (spec §7 `api_v2/content/urls`). */
  contentUrls: '/api/v2/content/urls',
  // Social sign-in, Google and Facebook (issue 9): check first, then sign up
  checkSocialSignup: '/api/v1/auth/check-social-signup',
  socialSignup: '/api/v1/auth/social-signup',
  // Onboarding
  surveyLists: '/api/v1/survey',
  saveSurvey: '/api/v1/user/survey',
  studySurvey: '/api/v1/survey/study-survey',
  addStudySurvey: '/api/v1/survey/add-survey',
  planData: '/api/v2/purchaseplan/plan-data',
  /** Spec §7 lists these two with the auth calls, so they sit under its prefix. */
  whitelisted: '/api/v1/auth/whitelisted',
  subscribed: '/api/v1/auth/subscribed',
  purchaseSubscription: '/api/v2/purchaseplan/purchase-subscription',
  suspendSubscription: '/api/v2/purchaseplan/suspend-payment-recurring',
  manageSubscriptions: '/api/v2/user/manage-subscriptions',
  /** Provider webhooks: `:provider` is sandbox or paypal. */
  paymentWebhook: '/api/v2/purchaseplan/webhook/:provider',
  sandboxCheckout: '/api/v2/purchaseplan/sandbox/checkout/:id',
  sandboxApprove: '/api/v2/purchaseplan/sandbox/checkout/:id/approve',
  sandboxCancel: '/api/v2/purchaseplan/sandbox/checkout/:id/cancel',
  tutorialList: '/api/v2/user/tutorial-list',
  tutorialSeen: '/api/v2/user/tutorial-seen',
  userCalibration: '/api/v2/user/get-user-calibration',
  userSpeed: '/api/v2/user/get-user-speed',
  setUserSpeed: '/api/v2/user/set-user-speed',
  // Sessions: content, design, player, ratings (issue 4)
  exerciseSearch: '/api/v2/exercise/search',
  exerciseGetDefault: '/api/v2/exercise/get_default',
  /** GET answers the saved default; POST saves one. */
  exerciseSetDefault: '/api/v2/exercise/set-default',
  exerciseDetails: '/api/v2/exercise/exercise-details',
  experienceFeedback: '/api/v2/exercise/experience-feedback',
  likeDislike: '/api/v2/exercise/like-dislike',
  /** Spec §7 "api_v1/exercise/feedback". */
  addExerciseFeedback: '/api/v1/exercise/feedback',
  updateHistory: '/api/v2/user/update-history',
  updateVideoViews: '/api/v2/user/update-video-views',
  // Library calls made from the player (spec §7 Library)
  favoriteExercise: '/api/v1/library/favorite-exercise/:id',
  deleteExerciseFeedback: '/api/v1/library/exercise-feedback',
  insertExerciseHistory: '/api/v1/library/insert-exercise-history',
  // The library: history, favourites, For You and progress (issue 6)
  /** GET lists the caller's history (keyset pages); POST {id} removes one item. */
  exerciseHistory: '/api/v1/library/exercise-history',
  exerciseHistoryDetail: '/api/v1/library/exercise-history-detail',
  exerciseHistoryClear: '/api/v1/library/exercise-history-clear',
  favoriteExerciseList: '/api/v1/library/favorite-exercise',
  favoriteExerciseDetail: '/api/v1/library/favorite-exercise-detail',
  /** Spec §7's spelling. */
  favoritesClear: '/api/v1/library/exercise-favouriteshistory-clear',
  programExercises: '/api/v1/library/program-exercises',
  progress: '/api/v1/library/progress',
  // Settings: account details, language, password, support (issue 7, spec §7 User v2)
  userInformationView: '/api/v2/user/user-information-view',
  accountDetails: '/api/v2/user/account-details',
  userInformationUpdate: '/api/v2/user/user-information-update',
  userLanguage: '/api/v2/user/user-language',
  changePassword: '/api/v2/user/change-password',
  /** Spec §7 lists supportMail with the auth calls. GET: the form's To; POST: sends (decision 015). */
  supportMail: '/api/v1/auth/supportMail',
  // Reminders (settings issue 7): the list, set-reminder (spec §7) and removing one
  reminders: '/api/v2/user/reminders',
  setReminder: '/api/v2/user/set-reminder',
  deleteReminder: '/api/v2/user/delete-reminder',
  // Settings: my data and invite friends (issue 7)
  /** POST: the caller's data as CSV (decision 018). */
  userDetailsDownload: '/api/v2/user/user-details-download',
  /** POST {password}: erases the caller's account (spec §7 lists it with its full path). */
  deleteAccount: '/api/v1/user-delete-account',
  inviteFriends: '/api/v2/user/invite-friends',
  /** Public: leaves an address to hear when Resona opens (spec §7 User v2 early-access). */
  earlyAccess: '/api/v2/user/early-access',
  // Notifications and Web Push (issue 8, spec §7 Notifications)
  notificationList: '/api/v2/notification-list',
  updateNotification: '/api/v2/update-notification',
  updatePushStatus: '/api/v2/update-push-status',
  /** Not in the spec: the standard Web Push subscription of one browser (decision 024). */
  pushSubscribe: '/api/v2/push-subscription',
  pushUnsubscribe: '/api/v2/push-unsubscribe',
  pushPublicKey: '/api/v2/push-public-key',
  // The researcher console (issue 10): every call has access 'admin' (role checked per call)
  adminOverview: '/api/v1/admin/overview',
  /** GET lists codes; POST makes a batch. */
  adminAccessCodes: '/api/v1/admin/access-codes',
  adminAccessCodeRevoke: '/api/v1/admin/access-codes/:id/revoke',
  adminAccessCodesExport: '/api/v1/admin/access-codes/export',
  /** GET lists cohorts; POST makes one. */
  adminCohorts: '/api/v1/admin/cohorts',
  adminCohortMembers: '/api/v1/admin/cohorts/:id/members',
  adminPlans: '/api/v1/admin/plans',
  adminPlanWhitelist: '/api/v1/admin/plans/:id/whitelist',
  adminPlanWhitelistRemove: '/api/v1/admin/plans/:id/whitelist/remove',
  adminExercises: '/api/v1/admin/exercises',
  /** GET lists programs; POST assigns one. */
  adminPrograms: '/api/v1/admin/programs',
  adminProgramProgress: '/api/v1/admin/programs/:id',
  adminBroadcasts: '/api/v1/admin/broadcasts',
  adminStudySurveys: '/api/v1/admin/study-surveys',
  adminStudySurvey: '/api/v1/admin/study-surveys/:kind',
  adminStudySurveyLinks: '/api/v1/admin/study-surveys/:kind/links',
  /** GET lists the early-access addresses, newest first; /export streams them as CSV. */
  adminEarlyAccess: '/api/v1/admin/early-access',
  adminEarlyAccessExport: '/api/v1/admin/early-access/export',
  /** text/csv, streamed: participants, sessions, survey-answers or feedback. */
  adminExport: '/api/v1/admin/export/:kind',
} as const;

/** Fills the `:name` segments of an API path, e.g. apiPath(API.favoriteExercise, { id: 3 }). */
export function apiPath(path: string, params: Record<string, string | number>) {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}
