/**
 * Texts that cross the seam: server replies and the validation messages of the contract's
 * schemas. Exact wording of the specification where it gives one (§5, §8).
 */
export const en = {
  // Validation (spec §5)
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordRule:
    'Password must be at least 8 characters with one uppercase letter, one special character and at least one number',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordCommon: 'This password is too common. Please choose another one',
  confirmPasswordRequired: 'Confirm password is required',
  passwordsMismatch: 'Passwords does not match',
  accessCodeRequired: 'Access code is required',
  accessCodeEmpty: 'Please enter access code',
  termsRequired: 'Please accept the Terms of Service and Privacy Policy.',
  meditationRequired: 'Meditation field is mandatory',
  sessionSelectionRequired: 'Please select above information',
  fieldRequired: 'This field is required',
  fieldInvalid: 'This value is not valid',
  // Replies (spec §8)
  somethingWrong: 'Something went wrong',
  notFound: 'Not Found',
  pageNotFound: 'Page Not Found',
  noInternet: 'No internet connection',
  unauthorized: 'Please sign in to continue',
  forbidden: 'You do not have access to this',
  userNotFound: 'User not found',
  invalidCredentials: 'Invalid email or password',
  tooManyRequests: 'Too many attempts. Please wait a moment and try again',
  payloadTooLarge: 'The request is too large',
  unsupportedMediaType: 'This content type is not supported',
  botCheckFailed: 'The security check failed. Please try again',
  invalidAccessCode: 'This access code is not valid',
  emailTaken: 'An account with this email already exists',
  ageNotAllowed: 'Sorry, Resona is only available to people aged {{minAge}} or over',
  invalidToken: 'This link is not valid. Please request a new one',
  tokenExpired: 'This link has expired. Please request a new one',
  presurveyPending: 'Please complete the pre-study survey first',
  loginSuccess: 'Login successfully',
  socialLoginSuccess: 'Social Login successfully',
  logoutSuccess: 'Logged out successfully',
  signupSuccess: 'Sign-up succeeded. Please verify your email address with the link we sent you',
  verificationSent: 'Verification email sent successfully',
  verificationSentIfExists:
    'If an account exists for this address, we have sent it a verification email',
  emailVerified: 'Email verified successfully',
  pleaseVerify: 'Please verify your ID on your device',
  resetSent: 'If an account exists for this address, we have sent it a link to reset the password',
  passwordResetDone: 'Your password has been changed. Please sign in',
  accessCodeAccepted: 'Access code accepted',
  surveyCompleted: 'Thank you, the survey is complete',
  informationUpdated: 'Information updated successfully',
  // Onboarding: survey, calibration, plans and payments, study surveys
  surveyUpdated: 'Survey updated successfully',
  speedSaved: 'Breathing pace saved successfully',
  speedNotAllowed: 'Please choose one of the calibration paces',
  calibrationPaceTitle: '{{speed}} breaths per minute',
  trialAfterDays: 'after {{days}} days',
  paymentsUnavailable:
    'Card payment is under maintenance. Please use an access code or try again later',
  planAlreadyActive: 'You already have this plan',
  planSuspendedUntilTermEnd:
    'This plan is suspended and cannot be bought again until its current term ends',
  purchaseStarted: 'Please approve the payment to finish your purchase',
  purchaseSuccess: 'Purchase succeeded! Please login after you receive a confirmation email',
  suspendSuccess: 'Suspension succeeded! Please wait for a confirmation email',
  subscriptionNotSuspendable: 'Only an active subscription can be suspended',
  paymentProviderFailed: 'The payment provider could not be reached. Please try again later',
  invalidSignature: 'The signature is not valid',
  surveyAlreadySubmitted: 'This survey has already been submitted',
  sandboxCheckoutTitle: 'Sandbox checkout',
  sandboxCheckoutNote: 'This is a test payment page. No money is taken.',
  sandboxApprove: 'Approve',
  sandboxCancel: 'Cancel',
  sandboxCheckoutClosed: 'This checkout is finished. You can close this page.',
  pricePerMonth: '${{price}} per month',
  pricePerYear: '${{price}} per year',
  // Mail
  mailVerifySubject: 'Verify your email address for Resona',
  mailVerifyBody:
    'Welcome to Resona. Please confirm your email address by opening this link within 24 hours:',
  mailResetSubject: 'Reset your Resona password',
  mailResetBody:
    'Someone asked to reset the password of your Resona account. Open this link within one hour to choose a new one. If it was not you, ignore this message:',
  mailPurchaseSubject: 'Your Resona subscription is active',
  mailPurchaseBody:
    'Thank you. Your subscription to the {{plan}} plan is now active. Please sign in again to continue.',
  mailSuspendSubject: 'Your Resona subscription is suspended',
  mailSuspendBody:
    'Your subscription to the {{plan}} plan is suspended. You keep access until {{date}}; no further payments will be taken.',
  mailSignature: 'The Resona team',
  // Sessions: design, player, ratings and feedback (issue 4)
  favoriteAdded: 'Added to favorites',
  favoriteRemoved: 'Removed from favorites',
  exerciseLiked: 'You liked this exercise',
  exerciseDisliked: 'You disliked this exercise',
  likeCleared: 'Your like or dislike was removed',
  defaultSaved: 'Your session choice was saved',
  ratingSaved: 'Thank you, your rating was saved',
  feedbackSaved: 'Thank you for your feedback',
  feedbackDeleted: 'Feedback deleted successfully',
  historySaved: 'Session added to your history',
  noExercisesFound: 'No exercise is available for this choice yet',
  ratingInvalid: 'Please choose a rating from 1 to 5',
  feedbackRequired: 'Please write your feedback',
  feedbackTooLong: 'Feedback must be at most 2000 characters',
} as const;

export type MessageKey = keyof typeof en;
export type MessageCatalogue = Record<MessageKey, string>;
