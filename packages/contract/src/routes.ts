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
} as const;

/** Fills the `:name` segments of an API path, e.g. apiPath(API.favoriteExercise, { id: 3 }). */
export function apiPath(path: string, params: Record<string, string | number>) {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}
