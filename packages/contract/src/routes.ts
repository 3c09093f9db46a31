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
} as const;
