// What other features may use of consent (decision 082); the state itself is db/study-consent.ts.
export {
  findCurrentVersion,
  findDraft,
  listPublished,
  readWithdrawalData,
  writeWithdrawalData,
} from './queries.ts';
export { findSignature, findStudySignature } from './queries.ts';
export { presentSignature } from './service.ts';
export { sendSignedCopy } from './send-signed-copy.ts';
