import { eq } from 'drizzle-orm';
import { languageById, translate, type TStudySurveyKind } from '@resona/contract';
import type { Deps } from '../../../deps.ts';
import type { Mail } from '../../../core/mailer.ts';
import { localise } from '../../../core/present.ts';
import { studySurveys, type DeliveryStage } from '../../../db/schema/index.ts';
import {
  issueStudyLink,
  scheduledQuestionnaireMail,
  sendInBackground,
  studyLinkUrl,
} from '../../auth/index.ts';
import { notify } from '../../notifications/index.ts';
import { claimDeliveries, deliveryKey, dueToSend, selectPlan, type PlanRow } from './queries.ts';

/** Deliveries claimed per transaction: bounded so one transaction stays short. */
const BATCH = 250;

const titleKey = (studyId: number, kind: TStudySurveyKind) => `${studyId}:${kind}`;

/** Each study's served questionnaire's title per kind, in every language. */
async function titles(deps: Deps) {
  const rows = await deps.db
    .select({ studyId: studySurveys.studyId, kind: studySurveys.kind, titles: studySurveys.titles })
    .from(studySurveys)
    .where(eq(studySurveys.active, true));
  return new Map(rows.map((r) => [titleKey(r.studyId, r.kind), r.titles]));
}

type Titles = Awaited<ReturnType<typeof titles>>;

/**
 * Sends every scheduled questionnaire (and reminder) that is due at `now` and not sent yet
 * (decision 084): each study's schedules to the participants in that study. Each batch claims its delivery rows, inserts the notifications (whose push
 * follows the commit) and issues each person's study link in ONE transaction, so with any number
 * of servers each participant gets each stage exactly once; the mails leave after the commit.
 * Returns how many deliveries this call made.
 */
export async function sendDueQuestionnaires(deps: Deps, now: Date): Promise<number> {
  let sent = 0;
  const names = await titles(deps);
  for (const stage of ['first', 'reminder'] as const) {
    for (;;) {
      const due = await selectPlan(deps.db, dueToSend(now, stage, BATCH));
      if (due.length === 0) break;
      sent += await sendBatch(deps, stage, due, names, now);
      if (due.length < BATCH) break;
    }
  }
  return sent;
}

async function sendBatch(
  deps: Deps,
  stage: DeliveryStage,
  due: PlanRow[],
  names: Titles,
  now: Date,
) {
  const mails: Mail[] = [];
  const count = await deps.db.transaction(async (tx) => {
    const dueAt = (r: PlanRow) => (stage === 'first' ? r.dueAt : r.remindAt);
    const claimed = await claimDeliveries(
      tx,
      stage,
      due.map((r) => ({ studyId: r.studyId, userId: r.userId, kind: r.kind, dueAt: dueAt(r) })),
      now,
    );
    const mine = due.filter((r) => claimed.has(deliveryKey(r.studyId, r.userId, r.kind)));
    // One notification per study's questionnaire and language: the person's own language.
    type Group = { studyId: number; kind: TStudySurveyKind; language: number; ids: number[] };
    const groups = new Map<string, Group>();
    for (const r of mine) {
      const key = `${titleKey(r.studyId, r.kind)}:${r.language}`;
      const group = groups.get(key) ?? {
        studyId: r.studyId,
        kind: r.kind,
        language: r.language,
        ids: [],
      };
      group.ids.push(r.userId);
      groups.set(key, group);
    }
    for (const { studyId, kind, language, ids } of groups.values()) {
      const lang = languageById(language).code;
      const title = localise(names.get(titleKey(studyId, kind)) ?? {}, lang);
      await notify(
        deps,
        tx,
        { userIds: ids },
        stage === 'first'
          ? {
              type: 'Other',
              title: translate(lang, 'questionnaireDueTitle'),
              body: translate(lang, 'questionnaireDueBody', { title }),
              url: `/${kind}-study-survey`,
            }
          : {
              type: 'Reminder',
              title: translate(lang, 'questionnaireReminderTitle'),
              body: translate(lang, 'questionnaireReminderBody', { title }),
              url: `/${kind}-study-survey`,
            },
      );
    }
    // The link is issued with the delivery: a rolled-back claim leaves no working link behind.
    for (const r of mine) {
      const token = await issueStudyLink(tx, r.userId, r.kind, now, r.studyId);
      const title = localise(
        names.get(titleKey(r.studyId, r.kind)) ?? {},
        languageById(r.language).code,
      );
      mails.push(
        scheduledQuestionnaireMail(
          r.email,
          r.language,
          stage,
          title,
          studyLinkUrl(deps, r.kind, token),
        ),
      );
    }
    return mine.length;
  });
  // After the commit only, like the push: a mail never announces a delivery that did not happen.
  for (const mail of mails) sendInBackground(deps, mail);
  return count;
}
