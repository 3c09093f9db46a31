import { defineRoutes } from '../call.ts';
import { API } from '../routes.ts';

/** Sign-up, sign-in, e-mail verification and passwords (spec §7 Auth). */
export const authRoutes = defineRoutes('auth', {
  botChallenge: {
    method: 'GET',
    path: API.botChallenge,
    access: 'public',
    summary: 'A proof-of-work challenge for the bot check of the sign-up and sign-in forms.',
  },
  signup: {
    method: 'POST',
    path: API.signup,
    access: 'public',
    summary: 'Creates an account with an e-mail address, a password and an access code.',
  },
  login: {
    method: 'POST',
    path: API.login,
    access: 'public',
    summary: 'Signs in with e-mail and password and answers a bearer token.',
  },
  logout: {
    method: 'GET',
    path: API.logout,
    access: 'unverified',
    summary: 'Signs out: ends the session of the bearer token.',
  },
  profileInfo: {
    method: 'GET',
    path: API.profileInfo,
    access: 'unverified',
    summary: "The signed-in account's details, which tell the app where the person belongs.",
  },
  finishSignup: {
    method: 'POST',
    path: API.finishSignup,
    access: 'user',
    summary: 'Completes a social sign-up with an access code.',
  },
  surveyCompleted: {
    method: 'POST',
    path: API.surveyCompleted,
    access: 'optional',
    summary: 'Records that the study pre-survey was completed.',
  },
  checkEmailVerification: {
    method: 'GET',
    path: API.checkEmailVerification,
    access: 'unverified',
    summary: "Whether the signed-in account's e-mail address is verified yet.",
  },
  resendVerificationEmail: {
    method: 'GET',
    path: API.resendVerificationEmail,
    access: 'optional',
    summary: 'Sends the verification e-mail again.',
  },
  verifyEmail: {
    method: 'POST',
    path: API.verifyEmail,
    access: 'public',
    summary: "Verifies an e-mail address with the mailed link's token.",
  },
  resetPassword: {
    method: 'PATCH',
    path: API.resetPassword,
    access: 'public',
    summary: 'Mails a password reset link (the same answer whether the address is known or not).',
  },
  newPassword: {
    method: 'POST',
    path: API.newPassword,
    access: 'public',
    summary: "Sets a new password with a reset link's token.",
  },
  checkSocialSignup: {
    method: 'POST',
    path: API.checkSocialSignup,
    access: 'public',
    summary: 'Signs in with a Google or Facebook token, or tells that the account is new.',
  },
  socialSignup: {
    method: 'POST',
    path: API.socialSignup,
    access: 'public',
    summary: 'Creates an account from a Google or Facebook token and an access code.',
  },
});
