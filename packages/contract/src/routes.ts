import { adminRoutes } from './admin/call-routes.ts';
import { authRoutes } from './auth/call-routes.ts';
import { consentRoutes } from './consent/call-routes.ts';
import { earlyAccessRoutes } from './early-access/call-routes.ts';
import { libraryRoutes } from './library/call-routes.ts';
import { notificationRoutes } from './notifications/call-routes.ts';
import { onboardingRoutes } from './onboarding/call-routes.ts';
import { resonanceRoutes } from './resonance/call-routes.ts';
import { rhythmRoutes } from './rhythms/call-routes.ts';
import { securityRoutes } from './security/call-routes.ts';
import { sessionRoutes } from './sessions/call-routes.ts';
import { settingsRoutes } from './settings/call-routes.ts';
import { systemRoutes } from './system/call-routes.ts';

/**
 * Every API path by name, read from the call routes (which hold them, decision 062): for the
 * server's tests and tools. Paths follow spec §7 under /api; where the spec names only an
 * operation it sits under its group's prefix. The web app calls by the call objects instead.
 */
export const API = {
  health: systemRoutes.health.path,
  /** 200 when the database answers with every migration applied, else 503 NOT_READY. */
  ready: systemRoutes.ready.path,
  config: systemRoutes.config.path,
  botChallenge: authRoutes.botChallenge.path,
  login: authRoutes.login.path,
  loginSecondFactor: authRoutes.loginSecondFactor.path,
  passkeySignInOptions: authRoutes.passkeySignInOptions.path,
  passkeySignIn: authRoutes.passkeySignIn.path,
  signup: authRoutes.signup.path,
  logout: authRoutes.logout.path,
  finishSignup: authRoutes.finishSignup.path,
  surveyCompleted: authRoutes.surveyCompleted.path,
  resetPassword: authRoutes.resetPassword.path,
  newPassword: authRoutes.newPassword.path,
  checkEmailVerification: authRoutes.checkEmailVerification.path,
  resendVerificationEmail: authRoutes.resendVerificationEmail.path,
  verifyEmail: authRoutes.verifyEmail.path,
  profileInfo: authRoutes.profileInfo.path,
  /** The survey lists with the caller's current answers marked (spec §7 `general/list?user_id`). */
  generalList: onboardingRoutes.generalList.path,
  /** The Terms and Privacy addresses the app links to (spec §7 `api_v2/content/urls`). */
  contentUrls: systemRoutes.contentUrls.path,
  // Social sign-in, Google and Facebook (issue 9): check first, then sign up
  checkSocialSignup: authRoutes.checkSocialSignup.path,
  socialSignup: authRoutes.socialSignup.path,
  // Onboarding
  surveyLists: onboardingRoutes.surveyLists.path,
  saveSurvey: onboardingRoutes.saveSurvey.path,
  studySurvey: onboardingRoutes.studySurvey.path,
  addStudySurvey: onboardingRoutes.addStudySurvey.path,
  planData: onboardingRoutes.planData.path,
  /** Spec §7 lists these two with the auth calls, so they sit under its prefix. */
  whitelisted: onboardingRoutes.whitelisted.path,
  subscribed: onboardingRoutes.subscribed.path,
  purchaseSubscription: onboardingRoutes.purchaseSubscription.path,
  suspendSubscription: onboardingRoutes.suspendSubscription.path,
  manageSubscriptions: onboardingRoutes.manageSubscriptions.path,
  /** Provider webhooks: `:provider` is sandbox or paypal. */
  paymentWebhook: onboardingRoutes.paymentWebhook.path,
  sandboxCheckout: onboardingRoutes.sandboxCheckout.path,
  sandboxApprove: onboardingRoutes.sandboxApprove.path,
  sandboxCancel: onboardingRoutes.sandboxCancel.path,
  tutorialList: onboardingRoutes.tutorialList.path,
  tutorialSeen: onboardingRoutes.tutorialSeen.path,
  userCalibration: onboardingRoutes.userCalibration.path,
  userSpeed: onboardingRoutes.userSpeed.path,
  setUserSpeed: onboardingRoutes.setUserSpeed.path,
  /** GET answers the agreement to heart data being collected; POST records or withdraws it. */
  heartDataConsent: resonanceRoutes.heartDataConsent.path,
  /** The beats of one played exercise, stored with its history row (decision 085). */
  saveSessionBeats: resonanceRoutes.saveSessionBeats.path,
  /** The study's consent (decision 082): state and text, sign, withdraw, a signed copy. */
  studyConsent: consentRoutes.studyConsent.path,
  signStudyConsent: consentRoutes.signStudyConsent.path,
  withdrawFromStudy: consentRoutes.withdrawFromStudy.path,
  signedConsentCopy: consentRoutes.signedConsentCopy.path,
  // Sessions: content, design, player, ratings (issue 4)
  exerciseSearch: sessionRoutes.exerciseSearch.path,
  exerciseGetDefault: sessionRoutes.exerciseGetDefault.path,
  /** GET answers the saved default; POST saves one. */
  exerciseSetDefault: sessionRoutes.exerciseSavedDefault.path,
  exerciseDetails: sessionRoutes.exerciseDetails.path,
  experienceFeedback: sessionRoutes.experienceFeedback.path,
  likeDislike: sessionRoutes.likeDislike.path,
  /** Spec §7 "api_v1/exercise/feedback". */
  addExerciseFeedback: sessionRoutes.addExerciseFeedback.path,
  updateHistory: sessionRoutes.updateHistory.path,
  updateVideoViews: sessionRoutes.updateVideoViews.path,
  // Library calls made from the player (spec §7 Library)
  favoriteExercise: sessionRoutes.favoriteExercise.path,
  deleteExerciseFeedback: sessionRoutes.deleteExerciseFeedback.path,
  insertExerciseHistory: sessionRoutes.insertExerciseHistory.path,
  // The library: history, favourites, For You and progress (issue 6)
  /** GET lists the caller's history (keyset pages); POST {id} removes one item. */
  exerciseHistory: libraryRoutes.exerciseHistory.path,
  exerciseHistoryDetail: libraryRoutes.exerciseHistoryDetail.path,
  exerciseHistoryClear: libraryRoutes.exerciseHistoryClear.path,
  favoriteExerciseList: libraryRoutes.favoriteExerciseList.path,
  favoriteExerciseDetail: libraryRoutes.favoriteExerciseDetail.path,
  /** Spec §7's spelling. */
  favoritesClear: libraryRoutes.favoritesClear.path,
  programExercises: libraryRoutes.programExercises.path,
  progress: libraryRoutes.progress.path,
  // The rhythms a person makes (issue 30)
  rhythms: rhythmRoutes.rhythms.path,
  saveRhythm: rhythmRoutes.saveRhythm.path,
  deleteRhythm: rhythmRoutes.deleteRhythm.path,
  reorderRhythms: rhythmRoutes.reorderRhythms.path,
  // Settings: account details, language, password, support (issue 7, spec §7 User v2)
  userInformationView: settingsRoutes.userInformationView.path,
  accountDetails: settingsRoutes.accountDetails.path,
  userInformationUpdate: settingsRoutes.userInformationUpdate.path,
  userLanguage: settingsRoutes.userLanguage.path,
  changePassword: settingsRoutes.changePassword.path,
  /** Spec §7 lists supportMail with the auth calls. GET: the form's To; POST: sends (decision 015). */
  supportMail: settingsRoutes.supportForm.path,
  // Reminders (settings issue 7): the list, set-reminder (spec §7) and removing one
  reminders: settingsRoutes.reminders.path,
  setReminder: settingsRoutes.setReminder.path,
  deleteReminder: settingsRoutes.deleteReminder.path,
  // Settings: my data and invite friends (issue 7)
  /** POST: the caller's data as CSV (decision 018). */
  userDetailsDownload: settingsRoutes.userDetailsDownload.path,
  /** POST {password}: erases the caller's account (spec §7 lists it with its full path). */
  deleteAccount: settingsRoutes.deleteAccount.path,
  inviteFriends: settingsRoutes.inviteFriends.path,
  // A person's own account security (issue 32)
  secondFactors: securityRoutes.secondFactors.path,
  startAuthenticator: securityRoutes.startAuthenticator.path,
  confirmAuthenticator: securityRoutes.confirmAuthenticator.path,
  removeAuthenticator: securityRoutes.removeAuthenticator.path,
  newRecoveryCodes: securityRoutes.newRecoveryCodes.path,
  passkeyOptions: securityRoutes.passkeyOptions.path,
  addPasskey: securityRoutes.addPasskey.path,
  removePasskey: securityRoutes.removePasskey.path,
  signedInDevices: securityRoutes.signedInDevices.path,
  signOutDevice: securityRoutes.signOutDevice.path,
  signOutOtherDevices: securityRoutes.signOutOtherDevices.path,
  securityEvents: securityRoutes.securityEvents.path,
  /** Public: leaves an address to hear when Resona opens (spec §7 User v2 early-access). */
  earlyAccess: earlyAccessRoutes.earlyAccess.path,
  // Notifications and Web Push (issue 8, spec §7 Notifications)
  notificationList: notificationRoutes.notificationList.path,
  updateNotification: notificationRoutes.updateNotification.path,
  updatePushStatus: notificationRoutes.updatePushStatus.path,
  /** Not in the spec: the standard Web Push subscription of one browser (decision 024). */
  pushSubscribe: notificationRoutes.pushSubscribe.path,
  pushUnsubscribe: notificationRoutes.pushUnsubscribe.path,
  pushPublicKey: notificationRoutes.pushPublicKey.path,
  // The researcher console (issue 10): every call has access 'admin' (role checked per call)
  adminOverview: adminRoutes.adminOverview.path,
  adminSignOutParticipant: adminRoutes.adminSignOutParticipant.path,
  /** GET lists codes; POST makes a batch. */
  adminAccessCodes: adminRoutes.adminAccessCodes.path,
  adminAccessCodeRevoke: adminRoutes.adminAccessCodeRevoke.path,
  adminAccessCodesExport: adminRoutes.adminAccessCodesExport.path,
  /** GET lists cohorts; POST makes one. */
  adminCohorts: adminRoutes.adminCohorts.path,
  adminCohortMembers: adminRoutes.adminCohortMembers.path,
  adminPlans: adminRoutes.adminPlans.path,
  adminStudyPlans: adminRoutes.adminStudyPlans.path,
  adminPlanWhitelist: adminRoutes.adminPlanWhitelist.path,
  adminPlanWhitelistRemove: adminRoutes.adminPlanWhitelistRemove.path,
  adminExercises: adminRoutes.adminExercises.path,
  /** GET lists programs; POST assigns one. */
  adminPrograms: adminRoutes.adminPrograms.path,
  adminProgramProgress: adminRoutes.adminProgramProgress.path,
  adminBroadcasts: adminRoutes.adminBroadcasts.path,
  /** GET lists the broadcasts sent (adminBroadcasts POST sends one). */
  adminSentBroadcasts: adminRoutes.adminSentBroadcasts.path,
  /** GET the audit trail a page at a time; /export streams it as CSV. */
  adminAuditLog: adminRoutes.adminAuditLog.path,
  adminAuditLogExport: adminRoutes.adminAuditLogExport.path,
  adminSiteAuditLog: adminRoutes.adminSiteAuditLog.path,
  adminSiteAuditLogExport: adminRoutes.adminSiteAuditLogExport.path,
  adminSiteCodebook: adminRoutes.adminSiteCodebook.path,
  adminSecurityEvents: adminRoutes.adminSecurityEvents.path,
  /** GET the arms and allocation counts; POST adds an arm. */
  adminArms: adminRoutes.adminArms.path,
  adminRandomisation: adminRoutes.adminSaveRandomisation.path,
  adminAllocationTable: adminRoutes.adminUploadAllocationTable.path,
  adminAllocationsExport: adminRoutes.adminAllocationsExport.path,
  adminStudySurveys: adminRoutes.adminStudySurveys.path,
  adminStudySurvey: adminRoutes.adminSaveStudySurvey.path,
  adminStudySurveyLinks: adminRoutes.adminSendStudySurveyLinks.path,
  adminQuestionnaireSchedules: adminRoutes.adminQuestionnaireSchedules.path,
  adminQuestionnaireSchedule: adminRoutes.adminSaveQuestionnaireSchedule.path,
  adminQuestionnaireSchedulesExport: adminRoutes.adminQuestionnaireSchedulesExport.path,
  /** GET lists the early-access addresses, newest first; /export streams them as CSV. */
  adminEarlyAccess: adminRoutes.adminEarlyAccess.path,
  adminEarlyAccessExport: adminRoutes.adminEarlyAccessExport.path,
  /** The codebook of a console file (CSV, or format=html). */
  adminCodebook: adminRoutes.adminCodebook.path,
  /** The REDCap data dictionary or records (CSV). */
  adminRedcap: adminRoutes.adminRedcap.path,
  /** The consent document (GET), its draft, publishing, the protocol, participants, copies. */
  adminConsent: adminRoutes.adminConsent.path,
  adminConsentDraft: adminRoutes.adminSaveConsentDraft.path,
  adminConsentPublish: adminRoutes.adminPublishConsent.path,
  adminConsentProtocol: adminRoutes.adminConsentProtocol.path,
  adminSafety: adminRoutes.adminSafety.path,
  adminSafetyContacts: adminRoutes.adminAddSafetyContact.path,
  adminSafetyContactRemove: adminRoutes.adminRemoveSafetyContact.path,
  adminSafetyHelpTexts: adminRoutes.adminSaveHelpTexts.path,
  adminConsentParticipants: adminRoutes.adminConsentParticipants.path,
  adminConsentSignature: adminRoutes.adminSignedConsentCopy.path,
  /** text/csv, streamed: participants, sessions, survey-answers or feedback. */
  adminExport: adminRoutes.adminExport.path,
  /** The study's API tokens (GET), a new one (POST), revoking one. */
  adminApiTokens: adminRoutes.adminApiTokens.path,
  adminApiTokenRevoke: adminRoutes.adminRevokeApiToken.path,
  /** Every study (GET, site administrator) and a new one with its first owner (POST). */
  adminStudies: adminRoutes.adminStudies.path,
  adminStudyOwners: adminRoutes.adminNameStudyOwner.path,
  /** The caller's own studies and role: open to every signed-in account. */
  myStudies: adminRoutes.adminMyStudies.path,
  acceptInvitation: adminRoutes.adminAcceptInvitation.path,
  /** A study's team, for its owners: invitations, roles, removal, its name and status. */
  adminTeam: adminRoutes.adminTeam.path,
  adminTeamInvitations: adminRoutes.adminInviteMember.path,
  adminTeamInvitationRevoke: adminRoutes.adminRevokeInvitation.path,
  adminTeamMemberRole: adminRoutes.adminSetMemberRole.path,
  adminTeamMemberRemove: adminRoutes.adminRemoveMember.path,
  adminStudySettings: adminRoutes.adminSaveStudy.path,
} as const;
