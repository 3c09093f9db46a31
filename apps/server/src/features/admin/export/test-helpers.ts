import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StudyRole } from '@resona/contract';
import type { Database } from '../../../db/client.ts';
import {
  cohorts,
  FIRST_STUDY_ID,
  studySurveyResponses,
  studySurveys,
} from '../../../db/schema/index.ts';
import { buildAccessCode, buildStudy, buildUser } from '../../../test/factories.ts';
import { PSEUDONYM_KEY_FILE } from '../../../core/pseudonym.ts';
import { addHistory } from '../../library/test-helpers.ts';
import { joinCohort, signInMember } from '../test-helpers.ts';

/**
 * The pseudonym a study's files give a participant, computed here from its definition: the
 * first study's as before studies, any other's with the study mixed in (decision 108).
 */
export function pseudonymIn(dataDir: string, studyId: number, userId: number) {
  const key = readFileSync(join(dataDir, PSEUDONYM_KEY_FILE), 'utf8').trim();
  const input =
    studyId === FIRST_STUDY_ID ? `participant:${userId}` : `participant:${studyId}:${userId}`;
  return createHmac('sha256', key).update(input).digest('hex').slice(0, 16);
}

/**
 * A second study beside the first: its team (owner, analyst, monitor), a cohort 'Gamma' and its
 * code, a participant who joined it and practised, and a pre questionnaire of its own (one
 * question, `b_only`) which they answered. The team signs in `now`; the participant's data are
 * dated `at`.
 */
export async function seedOtherStudy(db: Database, now: Date, at = now) {
  const study = await buildStudy(db);
  const member = (role: StudyRole) => signInMember(db, now, { role, studyId: study.id });
  const [owner, analyst, monitor] = await Promise.all([
    member('owner'),
    member('analyst'),
    member('monitor'),
  ]);
  const [cohort] = await db
    .insert(cohorts)
    .values({ name: 'Gamma', studyId: study.id })
    .returning();
  const code = await buildAccessCode(db, { cohortId: cohort!.id, studyId: study.id, useLimit: 10 });
  const { user: participant } = await buildUser(db, { createdAt: at });
  await joinCohort(db, participant.id, code.id);
  const session = await addHistory(db, participant.id, at, { durationSeconds: 60 });
  const [survey] = await db
    .insert(studySurveys)
    .values({
      studyId: study.id,
      kind: 'pre',
      version: 1,
      titles: { en: 'Their questionnaire' },
      intros: { en: '' },
      questions: [
        { id: 'b_only', type: 'text', required: false, text: { en: 'Only theirs' }, maxLength: 50 },
      ],
    })
    .returning();
  const [response] = await db
    .insert(studySurveyResponses)
    .values({
      studyId: study.id,
      surveyId: survey!.id,
      kind: 'pre',
      userId: participant.id,
      email: participant.email,
      answers: { b_only: 'theirs' },
      createdAt: at,
    })
    .returning();
  return {
    study,
    owner,
    analyst,
    monitor,
    cohort: cohort!,
    code,
    participant,
    session,
    response: response!,
  };
}
