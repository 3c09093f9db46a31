// What other features may use of auth; anything else in this folder is its own.
export {
  ensureUnusedAccessCode,
  ensureUnusedAccessCodes,
  generateAccessCode,
} from './access-code-queries.ts';
export { hashingLoad } from './hashing-threads.ts';
export { clearLoginFailures } from './login-lockout.ts';
export { refuseGuessablePassword } from './password-check.ts';
export { hashPassword, verifyPassword } from './passwords.ts';
export { scheduledQuestionnaireMail, sendInBackground } from './mails.ts';
export {
  answeringStudy,
  issueStudyLink,
  mailStudyLink,
  studyLinkMissing,
  studyOfLink,
  studyLinkUrl,
  takeStudyLink,
} from './study-links.ts';
export { markPresurveyCompleted, updateUser } from './user-queries.ts';
export { presentContext, presentUserDetails } from './present-user.ts';
export { issueDeviceToken } from './known-device.ts';
