import { defineCall, type CallsOf } from '../call.ts';
import { ZMessageReply } from '../envelope.ts';
import { ZBotChallengeResponse } from './bot-check.ts';
import { authRoutes as r } from './call-routes.ts';
import {
  ZFinishSignupRequest,
  ZFinishSignupResponse,
  ZSurveyCompletedRequest,
  ZSurveyCompletedResponse,
} from './finish-signup.ts';
import { ZLoginRequest } from './login.ts';
import { ZPasskeySignInOptionsResponse, ZPasskeySignInRequest } from '../security/passkeys.ts';
import {
  ZSecondFactorLoginRequest,
  ZSecondFactorLoginResponse,
  ZSignInReply,
} from './second-factor.ts';
import {
  ZNewPasswordRequest,
  ZNewPasswordResponse,
  ZResetPasswordRequest,
  ZResetPasswordResponse,
} from './password-reset.ts';
import { ZProfileInfoResponse } from './profile.ts';
import { ZSignupRequest, ZSignupResponse } from './signup.ts';
import {
  ZCheckSocialSignupRequest,
  ZCheckSocialSignupResponse,
  ZSocialSignupRequest,
  ZSocialSignupResponse,
} from './social-login.ts';
import {
  ZCheckEmailVerificationQuery,
  ZCheckEmailVerificationResponse,
  ZResendVerificationQuery,
  ZResendVerificationResponse,
  ZVerifyEmailRequest,
  ZVerifyEmailResponse,
} from './verification.ts';

export const authCalls = {
  botChallenge: defineCall(r.botChallenge, {
    summary: 'A proof-of-work challenge for the bot check of the sign-up and sign-in forms.',
    reply: ZBotChallengeResponse,
  }),
  signup: defineCall(r.signup, {
    summary: 'Creates an account with an e-mail address, a password and an access code.',
    body: ZSignupRequest,
    reply: ZSignupResponse,
  }),
  login: defineCall(r.login, {
    summary: 'Signs in with e-mail and password and answers a bearer token.',
    description:
      'When the account has a second factor, the reply carries no token but `second_factor`: ' +
      'a short-lived token for login/second-factor and the methods it takes.',
    body: ZLoginRequest,
    reply: ZSignInReply,
  }),
  passkeySignInOptions: defineCall(r.passkeySignInOptions, {
    summary: 'What the browser needs to sign in with a passkey alone (no address asked).',
    reply: ZPasskeySignInOptionsResponse,
  }),
  passkeySignIn: defineCall(r.passkeySignIn, {
    summary: 'Signs in with a passkey alone and answers a bearer token.',
    description:
      'The assertion must answer a challenge of passkey/options (good once, for five minutes) ' +
      'and be signed by a passkey kept with an account, with the person verified on the device.',
    body: ZPasskeySignInRequest,
    reply: ZSecondFactorLoginResponse,
  }),
  loginSecondFactor: defineCall(r.loginSecondFactor, {
    summary: 'The second step of a sign-in: a code from the authenticator app or a recovery code.',
    body: ZSecondFactorLoginRequest,
    reply: ZSecondFactorLoginResponse,
  }),
  logout: defineCall(r.logout, {
    summary: 'Signs out: ends the session of the bearer token.',
    reply: ZMessageReply,
  }),
  profileInfo: defineCall(r.profileInfo, {
    summary: "The signed-in account's details, which tell the app where the person belongs.",
    reply: ZProfileInfoResponse,
  }),
  finishSignup: defineCall(r.finishSignup, {
    summary: 'Completes a social sign-up with an access code.',

    body: ZFinishSignupRequest,
    reply: ZFinishSignupResponse,
  }),
  surveyCompleted: defineCall(r.surveyCompleted, {
    summary: 'Records that the study pre-survey was completed.',

    body: ZSurveyCompletedRequest,
    reply: ZSurveyCompletedResponse,
  }),
  checkEmailVerification: defineCall(r.checkEmailVerification, {
    summary: "Whether the signed-in account's e-mail address is verified yet.",

    query: ZCheckEmailVerificationQuery,
    reply: ZCheckEmailVerificationResponse,
  }),
  resendVerificationEmail: defineCall(r.resendVerificationEmail, {
    summary: 'Sends the verification e-mail again.',

    query: ZResendVerificationQuery,
    reply: ZResendVerificationResponse,
  }),
  verifyEmail: defineCall(r.verifyEmail, {
    summary: "Verifies an e-mail address with the mailed link's token.",

    body: ZVerifyEmailRequest,
    reply: ZVerifyEmailResponse,
  }),
  resetPassword: defineCall(r.resetPassword, {
    summary: 'Mails a password reset link (the same answer whether the address is known or not).',

    body: ZResetPasswordRequest,
    reply: ZResetPasswordResponse,
  }),
  newPassword: defineCall(r.newPassword, {
    summary: "Sets a new password with a reset link's token.",

    body: ZNewPasswordRequest,
    reply: ZNewPasswordResponse,
  }),
  checkSocialSignup: defineCall(r.checkSocialSignup, {
    summary: 'Signs in with a Google or Facebook token, or tells that the account is new.',

    body: ZCheckSocialSignupRequest,
    reply: ZCheckSocialSignupResponse,
  }),
  socialSignup: defineCall(r.socialSignup, {
    summary: 'Creates an account from a Google or Facebook token and an access code.',

    body: ZSocialSignupRequest,
    reply: ZSocialSignupResponse,
  }),
} satisfies CallsOf<typeof r>;
