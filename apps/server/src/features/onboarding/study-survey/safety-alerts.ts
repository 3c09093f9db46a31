import { eq } from 'drizzle-orm';
import { languageById, translate, type LanguageCode, type MessageKey } from '@resona/contract';
import type { Deps } from '../../../deps.ts';
import type { Executor } from '../../../db/client.ts';
import {
  studies,
  studyContacts,
  type StudyQuestion,
  type studySurveys,
} from '../../../db/schema/index.ts';
import { queueMail, type Mail } from '../../../core/mailer.ts';
import { recordAudit, serverActor } from '../../../core/audit.ts';
import { localise } from '../../../core/present.ts';
import { escapeHtml } from '../../../lib/escape-html.ts';
import { pseudonymiser } from '../../../core/pseudonym.ts';
import type { Answers } from './validate-answers.ts';

type Survey = typeof studySurveys.$inferSelect;

/** Whether an answer crosses its question's safety threshold (decision 109). */
function crosses(q: StudyQuestion, answer: string | number | undefined) {
  if (answer === undefined) return false;
  if (q.type === 'single') return q.alert?.values.includes(String(answer)) ?? false;
  if (q.type === 'scale') return q.alert !== undefined && Number(answer) >= q.alert.atLeast;
  return false;
}

/** The questions whose (already validated) answer crossed its threshold, in the survey's order. */
export function crossedItems(questions: StudyQuestion[], answers: Answers) {
  return questions.filter((q) => crosses(q, answers[q.id]));
}

/**
 * The alert in the contact's language. It names the study, the questionnaire, each item and the
 * participant's pseudonym, never their address; only single-choice and scale items carry a
 * threshold, so no free text a participant typed is ever in it.
 */
function alertMail(
  to: string,
  languageId: number,
  facts: {
    study: string;
    survey: Survey;
    items: StudyQuestion[];
    answers: Answers;
    pseudonym: string;
  },
): Mail {
  const lang = languageById(languageId);
  const say = (key: MessageKey, values: Record<string, string> = {}) =>
    translate(lang.code, key, { study: facts.study, ...values });
  const bodies = facts.items.map((q) =>
    say('mailSafetyAlertBody', {
      questionnaire: localise(facts.survey.titles, lang.code),
      item: q.id,
      question: localise(q.text, lang.code),
      answer: String(facts.answers[q.id]),
      pseudonym: facts.pseudonym,
    }),
  );
  const signature = say('mailSignature');
  const paragraphs = [...bodies, signature];
  return {
    to,
    subject: say('mailSafetyAlertSubject'),
    text: `${paragraphs.join('\n\n')}\n`,
    html:
      `<!doctype html><html lang="${lang.code}" dir="${lang.dir}"><body>` +
      paragraphs.map((p) => `<p style="white-space:pre-line">${escapeHtml(p)}</p>`).join('') +
      `</body></html>`,
  };
}

export interface QueuedAlert {
  outboxId: number;
  mail: Mail;
}

/**
 * Queues one alert per contact of the survey's study and its audit row, in the transaction
 * that stores the answer: the answer's own unique key (one per person and kind) makes a double
 * submit or a retry fail before this runs, so each answer alerts once (decision 109). Returns
 * the mails to send after the commit and the study's help texts.
 */
export async function queueSafetyAlerts(
  deps: Deps,
  tx: Executor,
  input: { survey: Survey; responseId: number; userId: number; answers: Answers },
) {
  const items = crossedItems(input.survey.questions, input.answers);
  if (items.length === 0) return null;
  const studyId = input.survey.studyId;
  const [study] = await tx
    .select({ name: studies.name, helpTexts: studies.helpTexts })
    .from(studies)
    .where(eq(studies.id, studyId));
  const contacts = await tx.select().from(studyContacts).where(eq(studyContacts.studyId, studyId));
  const pseudonym = pseudonymiser(deps.config.dataDir, studyId)(input.userId);
  const facts = {
    study: study!.name,
    survey: input.survey,
    items,
    answers: input.answers,
    pseudonym,
  };
  const queued: QueuedAlert[] = [];
  for (const contact of contacts) {
    const mail = alertMail(contact.email, contact.languageId, facts);
    queued.push({ outboxId: await queueMail(tx, mail), mail });
  }
  const entry = {
    action: 'safety-alert.send' as const,
    target: `questionnaire-response:${input.responseId}`,
    after: {
      kind: input.survey.kind,
      version: input.survey.version,
      items: items.map((q) => q.id),
      participant: pseudonym,
      contact_ids: contacts.map((c) => c.id),
    },
    studyId,
  };
  await recordAudit(tx, serverActor, entry, deps.now());
  return { queued, helpTexts: study!.helpTexts };
}

/** The help text in the participant's language, else English; null when the study has none. */
export function helpTextFor(helpTexts: Record<string, string>, lang: LanguageCode) {
  return helpTexts[lang] ?? helpTexts.en ?? null;
}
