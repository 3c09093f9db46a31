import { defineRoutes } from '../call.ts';

/** Sign-up, sign-in, e-mail verification and passwords (spec §7 Auth). */
export const authRoutes = defineRoutes('auth', {
  botChallenge: {
    method: 'GET',
    path: '/api/v1/bot-check/challenge',
    access: 'public',
  },
  signup: {
    method: 'POST',
    path: '/api/v1/auth/signup',
    access: 'public',
  },
  login: {
    method: 'POST',
    path: '/api/v1/auth/login',
    access: 'public',
  },
  passkeySignInOptions: {
    method: 'POST',
    path: '/api/v1/auth/passkey/options',
    access: 'public',
  },
  passkeySignIn: {
    method: 'POST',
    path: '/api/v1/auth/passkey/sign-in',
    access: 'public',
  },
  loginSecondFactor: {
    method: 'POST',
    path: '/api/v1/auth/login/second-factor',
    access: 'public',
  },
  logout: {
    method: 'GET',
    path: '/api/v1/auth/logout',
    access: 'unverified',
  },
  profileInfo: {
    method: 'GET',
    path: '/api/v2/general/profile_info',
    access: 'unverified',
  },
  finishSignup: {
    method: 'POST',
    path: '/api/v1/auth/finish-signup',
    access: 'user',
  },
  surveyCompleted: {
    method: 'POST',
    path: '/api/v1/auth/survey-completed',
    access: 'optional',
  },
  checkEmailVerification: {
    method: 'GET',
    path: '/api/v1/auth/check-email-verification',
    access: 'unverified',
  },
  resendVerificationEmail: {
    method: 'GET',
    path: '/api/v1/auth/resend-verification-email',
    access: 'optional',
  },
  verifyEmail: {
    method: 'POST',
    path: '/api/v1/verify-email',
    access: 'public',
  },
  resetPassword: {
    method: 'PATCH',
    path: '/api/v1/auth/reset-password',
    access: 'public',
  },
  newPassword: {
    method: 'POST',
    path: '/api/v1/auth/new-password',
    access: 'public',
  },
  checkSocialSignup: {
    method: 'POST',
    path: '/api/v1/auth/check-social-signup',
    access: 'public',
  },
  socialSignup: {
    method: 'POST',
    path: '/api/v1/auth/social-signup',
    access: 'public',
  },
});
