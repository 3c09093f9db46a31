import { languageById, translate, type MessageKey } from '@resona/contract';
import type { Deps } from '../../deps.ts';
import type { Mail } from '../../core/mailer.ts';
import { escapeHtml } from '../../lib/escape-html.ts';

/**
 * A mail with one link, in the recipient's language: plain text plus a simple HTML part.
 * Links are built from PUBLIC_URL only, never from the request's Host header.
 */
function linkMail(
  to: string,
  languageId: number,
  keys: { subject: MessageKey; body: MessageKey },
  link: string,
  values: Record<string, string> = {},
): Mail {
  const lang = languageById(languageId);
  const say = (key: MessageKey) => translate(lang.code, key, values);
  const body = say(keys.body);
  const signature = say('mailSignature');
  return {
    to,
    subject: say(keys.subject),
    text: `${body}\n\n${link}\n\n${signature}\n`,
    html:
      `<!doctype html><html lang="${lang.code}" dir="${lang.dir}"><body>` +
      `<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` +
      `<p>${escapeHtml(signature)}</p></body></html>`,
  };
}

export function verificationMail(deps: Deps, to: string, languageId: number, token: string) {
  const link = `${deps.config.publicUrl}/verify-email?email=${encodeURIComponent(to)}&token=${token}`;
  return linkMail(to, languageId, { subject: 'mailVerifySubject', body: 'mailVerifyBody' }, link);
}

export function resetMail(deps: Deps, to: string, languageId: number, token: string) {
  const link = `${deps.config.publicUrl}/reset-password?token=${token}`;
  return linkMail(to, languageId, { subject: 'mailResetSubject', body: 'mailResetBody' }, link);
}

/** A study survey link (decision 044); `link` is built by the study survey feature. */
export function studyMail(to: string, languageId: number, link: string) {
  return linkMail(to, languageId, { subject: 'mailStudySubject', body: 'mailStudyBody' }, link);
}

/**
 * A scheduled questionnaire, or its reminder (decision 084): the questionnaire's own title in
 * the recipient's language, and a study link of their own (`link`, built by study-links.ts).
 */
export function scheduledQuestionnaireMail(
  to: string,
  languageId: number,
  stage: 'first' | 'reminder',
  title: string,
  link: string,
) {
  const keys: { subject: MessageKey; body: MessageKey } =
    stage === 'first'
      ? { subject: 'mailQuestionnaireDueSubject', body: 'mailQuestionnaireDueBody' }
      : { subject: 'mailQuestionnaireReminderSubject', body: 'mailQuestionnaireReminderBody' };
  return linkMail(to, languageId, keys, link, { title });
}

/**
 * Sends without making the caller wait: the reply to reset and resend must not take longer
 * when an account exists (and a mail goes out) than when it does not.
 */
export function sendInBackground(deps: Deps, mail: Mail) {
  deps.background.run('mail could not be queued', deps.mailer.send(mail));
}
