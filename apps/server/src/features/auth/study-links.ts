import type { TStudySurveyKind } from '@resona/contract';
import type { Executor } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { allowMailTo } from '../../core/rate-limit.ts';
import { sendInBackground, studyMail } from './mails.ts';
import {
  checkToken,
  consumeToken,
  issueToken,
  TOKEN_TTL_MS,
  type TokenPurpose,
} from './one-time-tokens.ts';
import type { UserRow } from './user-queries.ts';

/**
 * A study survey link is the signed-out proof of who answers (decision 044): 32 random bytes
 * mailed to the account's own address, stored as a SHA-256 hash, single use, a week long. An
 * address in a request never stands for a person.
 */
export const STUDY_LINK_TTL_MS = TOKEN_TTL_MS.study_pre;

const purposeOf = (kind: TStudySurveyKind): TokenPurpose => `study_${kind}`;

export function issueStudyLink(db: Executor, userId: number, kind: TStudySurveyKind, now: Date) {
  return issueToken(db, userId, purposeOf(kind), now);
}

/**
 * Where the link leads: the pre-study survey at STUDY_PRESURVEY_URL when the study set one (an
 * outside questionnaire hands the token back on its completed=1 return link), else our own page.
 */
export function studyLinkUrl(deps: Deps, kind: TStudySurveyKind, token: string) {
  const external = kind === 'pre' ? deps.config.studyPresurveyUrl : undefined;
  const url = new URL(external ?? `${deps.config.publicUrl}/${kind}-study-survey`);
  url.searchParams.set('token', token);
  return url.toString();
}

/**
 * Mails a fresh link to the account's own address, after the reply (decision 034): capped per
 * recipient like every mail, and a dropped mail issues no token, so the last link sent still
 * works.
 */
export function mailStudyLink(deps: Deps, user: UserRow, kind: TStudySurveyKind) {
  deps.background.run(
    'study survey link could not be issued',
    (async () => {
      if (!(await allowMailTo(deps, user.email, 'study'))) return;
      const token = await issueStudyLink(deps.db, user.id, kind, deps.now());
      const link = studyLinkUrl(deps, kind, token);
      sendInBackground(deps, studyMail(user.email, user.defaultLanguage, link));
    })(),
  );
}

export const studyLinkMissing = () => new AppError('INVALID_TOKEN', 'studyLinkMissing');
const studyLinkInvalid = () => new AppError('INVALID_TOKEN', 'studyLinkInvalid');

/**
 * Takes a link for `kind` inside the caller's transaction and returns its account. A used,
 * unknown or other-kind link is INVALID_TOKEN, an old one TOKEN_EXPIRED; the conditional
 * UPDATE of consumeToken lets one of two parallel submissions through.
 */
export async function takeStudyLink(
  tx: Executor,
  token: string,
  kind: TStudySurveyKind,
  now: Date,
): Promise<UserRow> {
  const found = await checkToken(tx, token, purposeOf(kind), now);
  if (found.status === 'expired') throw new AppError('TOKEN_EXPIRED', 'studyLinkExpired');
  if (found.status !== 'valid') throw studyLinkInvalid();
  if (!(await consumeToken(tx, found.tokenId, now))) throw studyLinkInvalid();
  return found.user;
}
