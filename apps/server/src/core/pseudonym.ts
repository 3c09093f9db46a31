import { createHmac } from 'node:crypto';
import { FIRST_STUDY_ID } from '../db/schema/index.ts';
import { DATA_DIR_FILES, loadOrCreateDataDirSecret } from '../lib/data-dir-secret.ts';

export const PSEUDONYM_KEY_FILE = DATA_DIR_FILES.pseudonymKey;

/**
 * What the HMAC is taken of. The first study keeps the form it had before studies (decision
 * 108), so files handed out then still match the ones made now; every other study mixes its id
 * in, so two teams holding files of the same person cannot link them.
 */
const pseudonymInput = (studyId: number, userId: number) =>
  studyId === FIRST_STUDY_ID ? `participant:${userId}` : `participant:${studyId}:${userId}`;

/**
 * A stable pseudonym for a participant in a study's exported data: an HMAC of the study and the
 * user id with a key kept in DATA_DIR, so the same person has the same id in every export and
 * every file of the study, while nobody holding only the files can get back to the account
 * (decision 032).
 */
export function pseudonymiser(dataDir: string, studyId: number) {
  const key = loadOrCreateDataDirSecret(dataDir, PSEUDONYM_KEY_FILE);
  return (userId: number | null) =>
    userId === null
      ? ''
      : createHmac('sha256', key)
          .update(pseudonymInput(studyId, userId))
          .digest('hex')
          .slice(0, 16);
}
