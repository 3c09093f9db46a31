import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  exerciseFeedback,
  exerciseHistory,
  exerciseLikes,
  oneTimeTokens,
  programItems,
  studySurveyResponses,
  videoViews,
} from '../../db/schema/index.ts';

/**
 * What a withdrawal erases when the protocol says so (decision 082): everything the study
 * collected from the person's taking part — questionnaire answers, plays (history and views),
 * ratings and written feedback, likes, their personal program items and open questionnaire
 * links. The account, its survey answers (age group, gender…), favourites, reminders and the
 * consent record itself (signatures and the withdrawal) stay: they are the person's, or the
 * proof of what they agreed to and when they left. Questionnaire answers and links are the
 * study's own (issue 33): another study's, from before, stay; links from before links named
 * their study go too.
 */
export async function eraseStudyData(tx: Executor, userId: number, studyId: number) {
  await tx
    .delete(studySurveyResponses)
    .where(and(eq(studySurveyResponses.userId, userId), eq(studySurveyResponses.studyId, studyId)));
  await tx.delete(exerciseFeedback).where(eq(exerciseFeedback.userId, userId));
  await tx.delete(exerciseLikes).where(eq(exerciseLikes.userId, userId));
  await tx.delete(exerciseHistory).where(eq(exerciseHistory.userId, userId));
  await tx.delete(videoViews).where(eq(videoViews.userId, userId));
  await tx.delete(programItems).where(eq(programItems.userId, userId));
  await tx
    .delete(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        inArray(oneTimeTokens.purpose, ['study_pre', 'study_mid', 'study_post']),
        or(eq(oneTimeTokens.studyId, studyId), isNull(oneTimeTokens.studyId)),
      ),
    );
}
