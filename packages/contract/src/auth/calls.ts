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
import { ZLoginRequest, ZLoginResponse } from './login.ts';
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
  botChallenge: defineCall(r.botChallenge, { reply: ZBotChallengeResponse }),
  signup: defineCall(r.signup, { body: ZSignupRequest, reply: ZSignupResponse }),
  login: defineCall(r.login, { body: ZLoginRequest, reply: ZLoginResponse }),
  logout: defineCall(r.logout, { reply: ZMessageReply }),
  profileInfo: defineCall(r.profileInfo, { reply: ZProfileInfoResponse }),
  finishSignup: defineCall(r.finishSignup, {
    body: ZFinishSignupRequest,
    reply: ZFinishSignupResponse,
  }),
  surveyCompleted: defineCall(r.surveyCompleted, {
    body: ZSurveyCompletedRequest,
    reply: ZSurveyCompletedResponse,
  }),
  checkEmailVerification: defineCall(r.checkEmailVerification, {
    query: ZCheckEmailVerificationQuery,
    reply: ZCheckEmailVerificationResponse,
  }),
  resendVerificationEmail: defineCall(r.resendVerificationEmail, {
    query: ZResendVerificationQuery,
    reply: ZResendVerificationResponse,
  }),
  verifyEmail: defineCall(r.verifyEmail, {
    body: ZVerifyEmailRequest,
    reply: ZVerifyEmailResponse,
  }),
  resetPassword: defineCall(r.resetPassword, {
    body: ZResetPasswordRequest,
    reply: ZResetPasswordResponse,
  }),
  newPassword: defineCall(r.newPassword, {
    body: ZNewPasswordRequest,
    reply: ZNewPasswordResponse,
  }),
  checkSocialSignup: defineCall(r.checkSocialSignup, {
    body: ZCheckSocialSignupRequest,
    reply: ZCheckSocialSignupResponse,
  }),
  socialSignup: defineCall(r.socialSignup, {
    body: ZSocialSignupRequest,
    reply: ZSocialSignupResponse,
  }),
} satisfies CallsOf<typeof r>;
