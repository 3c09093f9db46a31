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
  textControlCharacters: 'This text contains characters that are not allowed',
  // Replies (spec §8)
  somethingWrong: 'Something went wrong',
  notFound: 'Not Found',
  pageNotFound: 'Page Not Found',
  noInternet: 'No internet connection',
  unauthorized: 'Please sign in to continue',
  forbidden: 'You do not have access to this',
  heartDataConsentMissing: 'Heart data is stored only after you agree to its being collected',
  userNotFound: 'User not found',
  invalidCredentials: 'Invalid email or password',
  idempotencyKeyReused: 'The same Idempotency-Key was already used for another request',
  tooManyRequests: 'Too many attempts. Please wait a moment and try again',
  serverBusy: 'The server is busy. Please try again in a moment',
  payloadTooLarge: 'The request is too large',
  unsupportedMediaType: 'This content type is not supported',
  botCheckFailed: 'The security check failed. Please try again',
  invalidAccessCode: 'This access code is not valid',
  emailTaken: 'An account with this email already exists',
  ageNotAllowed: 'Sorry, Resona is only available to people aged {{minAge}} or over',
  invalidToken: 'This link is not valid. Please request a new one',
  tokenExpired: 'This link has expired. Please request a new one',
  presurveyPending: 'Please complete the pre-study survey first. We have e-mailed you a link to it',
  loginSuccess: 'Login successfully',
  socialLoginSuccess: 'Social Login successfully',
  // Social sign-in (issue 9)
  socialSignInFailed: 'Sign-in with {{provider}} could not be confirmed. Please try again',
  socialEmailNotVerified:
    'Your {{provider}} account did not share a verified email address. Please use an account with a verified address',
  socialEmailInUse:
    'An account with this email already exists. Please sign in with your email and password',
  socialUnavailable: 'Sign-in with {{provider}} is not available',
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
  // The library: history, favourites, For You (issue 6)
  historyEmpty: 'You have no sessions in your history yet',
  historyItemDeleted: 'Session removed from your history',
  historyCleared: 'Exercise history cleared successfully',
  favoritesEmpty: 'You have no favorites yet',
  favoritesCleared: 'Favorites removed successfully',
  programEmpty: 'No items with valid due dates.',
  noFeedback: 'No feedback found',
  // Settings: account, language, password, support (issue 7)
  phoneInvalid: 'Please enter a valid phone number',
  languageRequired: 'Please choose a language',
  languageUpdated: 'Language updated successfully',
  oldPasswordRequired: 'Old password is required',
  oldPasswordWrong: "Passwork didn't match",
  noPasswordToChange: 'This account signs in with Google or Facebook and has no password to change',
  passwordChanged: 'Password changed successfully. Your other devices have been signed out',
  subjectRequired: 'Subject is required',
  subjectOneLine: 'The subject must be a single line',
  subjectTooLong: 'Subject must be at most 200 characters',
  supportMessageRequired: 'Message is required',
  supportMessageTooLong: 'Message must be at most 5000 characters',
  supportSent: 'Your message has been sent to our support team',
  supportLimit: 'You have sent the most support messages allowed today. Please try again tomorrow',
  // Settings: my data and invite friends (issue 7)
  accountDeleted: 'Account deleted successfully',
  deletePasswordWrong: 'The password is not correct',
  invitationSent: 'Invitation sent',
  inviteTooMany: 'You can invite at most 10 friends at a time',
  inviteSelf: 'You cannot invite yourself',
  inviteDailyLimit: 'You have sent as many invitations as allowed today. Please try again tomorrow',
  mailInviteSubject: '{{email}} invites you to Resona',
  mailInviteBody:
    '{{email}} uses Resona for guided slow breathing and would like you to try it too. You can create an account here:',
  mailInviteWhy:
    'You received this message because {{email}} entered your address in Resona. If you are not interested, simply ignore it.',
  // Early access from the promo pages (spec §7 User v2 early-access)
  earlyAccessNoted: 'Thank you. We will write to you when Resona opens.',
  mailEarlyAccessSubject: 'You will hear from us when Resona opens',
  mailEarlyAccessBody:
    'Thank you for your interest in Resona, paced slow breathing for calm and focus. We will write to you once, when Resona opens.',
  mailEarlyAccessWhy:
    'You received this message because this address was left on the Resona website. If that was not you, simply ignore it: we will not write again.',
  // Reminders (settings issue 7, sent by issue 8)
  reminderUpdated: 'Reminder updated successfully',
  reminderRemoved: 'Reminder removed successfully',
  reminderTimeRequired: 'Please choose a reminder time',
  reminderTimeInvalid: 'Please enter a time such as 7:30 AM',
  reminderTimeStep: 'Reminder times go in steps of 15 minutes',
  reminderTooMany: 'You can set at most 8 reminders',
  timeZoneRequired: 'The time zone is missing',
  timeZoneInvalid: 'This time zone is not known',
  reminderNotificationTitle: 'Time to breathe',
  reminderNotificationBody:
    'Your daily breathing session is waiting. A few slow minutes now will help.',
  // Notifications and Web Push (issue 8)
  noNotification: 'No notification available',
  pushTurnedOn: 'Push notifications turned on',
  pushTurnedOff: 'Push notifications turned off',
  pushEndpointNotAllowed: 'This push service address is not allowed',
  pushEndpointTaken: "This browser's notifications belong to another account",
  pushSubscribed: 'This device will receive notifications',
  pushUnsubscribed: 'This device will no longer receive notifications',
  // The researcher console (issue 10)
  adminCodesCreated: '{{count}} access codes created',
  adminCodeRevoked: 'Access code revoked',
  adminCohortCreated: 'Cohort created',
  adminWhitelistUpdated: 'Whitelist updated',
  adminProgramAssigned: 'Program assigned',
  adminBroadcastSent: 'Broadcast sent to {{count}} participants',
  adminSurveySaved: 'Questionnaire saved as version {{version}}',
  adminSurveyDuplicateId: 'Each question needs its own id',
  adminParticipantNotFound: 'No participant has this email address',
  adminCohortNameTaken: 'A cohort with this name already exists',
  adminCohortEitherOr: 'Choose an existing cohort or name a new one, not both',
  adminCodeCountRange: 'Make between 1 and 500 codes at a time',
  adminUseLimitRange: 'Uses per code must be between 1 and 100000',
  adminExpiryPast: 'This expiry has already passed; choose a later one',
  adminDateOrder: 'To must not be before From',
  adminSurveyUnchanged: 'Nothing changed, so no new version was made',
  // Support copies and study links
  ccOwnAddressOnly: 'A copy can only go to your own address',
  studyLinkMissing: 'Please open this survey from the link we e-mailed you',
  studyLinkInvalid: 'This survey link is not valid or has already been used',
  studyLinkExpired:
    'This survey link has expired. Sign in to Resona and we will e-mail you a new one',
  mailStudySubject: 'Your Resona study questionnaire',
  mailStudyBody:
    'Please answer the questionnaire of the Resona study by opening this link. It works once, within 7 days:',
  adminStudyLinksSent: 'Survey links mailed: {{count}}',
  // Scheduled questionnaires (decision 084)
  adminScheduleDayRange: 'Choose a day between 0 and 730',
  adminScheduleRemindRange: 'The reminder comes between 1 and 60 days later',
  adminScheduleDayOrDate: 'Give a day in the study or a date, not both',
  adminScheduleDatePast: 'This date has already passed; choose a later one',
  adminScheduleSaved: 'Schedule saved',
  questionnaireDueTitle: 'Your questionnaire is ready',
  questionnaireDueBody: '{{title}}: a few minutes for the Resona study. Thank you for answering.',
  questionnaireReminderTitle: 'A reminder: your questionnaire',
  questionnaireReminderBody: '{{title}} is still waiting for your answers. It takes a few minutes.',
  mailQuestionnaireDueSubject: 'Your Resona questionnaire: {{title}}',
  mailQuestionnaireDueBody:
    'It is time for a questionnaire of the Resona study ({{title}}). Please answer it by opening this link. It works once, within 7 days:',
  mailQuestionnaireReminderSubject: 'A reminder: {{title}}',
  mailQuestionnaireReminderBody:
    'Your questionnaire of the Resona study ({{title}}) is still waiting for your answers. Please open this link. It works once, within 7 days:',
  // Randomised arms (issue 20, decision 083)
  adminArmCreated: 'Arm added',
  adminArmWeightRange: 'The weight must be a whole number from 1 to 10',
  adminBlockSizesInvalid: 'Enter one to five block sizes, whole numbers from 2 to 60, such as 4, 6',
  adminBlockSizeMultiple: "Each block size must be a multiple of the arms' weights added up",
  adminRandomisationSaved: 'Randomisation settings saved',
  adminAllocationStarted:
    'Participants have already been allocated, so the arms and their randomisation can no longer change',
  adminRandomiseNeedsArms:
    'Randomising needs at least two arms and saved randomisation settings (Arms page)',
  adminTableSaved: 'Allocation table saved: {{count}} rows',
  adminTableLine:
    'Line {{line}} of the allocation table is not "sequence number, stratum, arm" with a stratum of the current stratification and an arm of this study',
  adminTableInvalid: 'Each line must be "sequence number, stratum, arm"',
  adminTableDuplicate: 'Line {{line}} repeats a sequence number of its stratum',
  adminTableUsedRowChanged:
    'The slot "{{slot}}" has already been allocated and must stay in the table as it was',
  adminCohortIsArm: 'This cohort is already an arm',
  studyFull:
    'This study is not enrolling new participants right now. Please contact the research team.',
} as const;

export type MessageKey = keyof typeof en;
export type MessageCatalogue = Record<MessageKey, string>;
