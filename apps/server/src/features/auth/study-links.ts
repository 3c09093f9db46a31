import type { TStudySurveyKind } from '@resona/contract';
import type { Executor } from '../../db/client.ts';
import { FIRST_STUDY_ID } from '../../db/schema/index.ts';
import { findStudyOf } from '../../db/study-consent.ts';
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

/** A link to the questionnaire of `kind` of the study `studyId` (issue 33). */
export function issueStudyLink(
  db: Executor,
  userId: number,
  kind: TStudySurveyKind,
  now: Date,
  studyId: number,
) {
  return issueToken(db, userId, purposeOf(kind), now, studyId);
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
 * works. The link is to the questionnaire of `studyId`, else of the study the person is in.
 */
export function mailStudyLink(deps: Deps, user: UserRow, kind: TStudySurveyKind, studyId?: number) {
  deps.background.run(
    'study survey link could not be issued',
    (async () => {
      if (!(await allowMailTo(deps, user.email, 'study'))) return;
      const study = studyId ?? (await answeringStudy(deps.db, user.id));
      const token = await issueStudyLink(deps.db, user.id, kind, deps.now(), study);
      const link = studyLinkUrl(deps, kind, token);
      sendInBackground(deps, studyMail(user.email, user.defaultLanguage, link));
    })(),
  );
}

/**
 * The study whose questionnaires a person answers: the one they are in; someone in none (a site
 * code only) answers the first study's, as everyone did when a server ran one study.
 */
export async function answeringStudy(db: Executor, userId: number) {
  return (await findStudyOf(db, userId)) ?? FIRST_STUDY_ID;
}

/**
 * The study of a link, read without taking it: its own, else its account's. A link that will not
 * be taken (unknown, used, expired) names none; taking it says why.
 */
export async function studyOfLink(db: Executor, token: string, kind: TStudySurveyKind, now: Date) {
  const found = await checkToken(db, token, purposeOf(kind), now);
  if (found.status !== 'valid') return null;
  return found.studyId ?? (await answeringStudy(db, found.user.id));
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
