import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import type { TStudySurveyKind } from '@resona/contract';
import { useBotCheck, type BotCheck } from '../../../components/bot-check/use-bot-check.tsx';
import { Button } from '../../../components/button.tsx';
import formStyles from '../../../components/form.module.css';
import { BreathingDot, Card, Notice, pageStyles } from '../../../components/page.tsx';
import { QuestionList } from '../../../components/questionnaire/question-list.tsx';
import styles from '../../../components/questionnaire/questionnaire.module.css';
import { TextField } from '../../../components/text-field.tsx';
import { useOfflineGuard } from '../../../hooks/use-offline-guard.ts';
import { errorText, messageText } from '../../../i18n/messages.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { useAddStudySurvey } from '../api/add-study-survey.ts';
import { useStudySurvey } from '../api/get-study-survey.ts';
import { useSurveyCompleted } from '../api/survey-completed.ts';
import { QueryState } from '../../../components/query-state.tsx';
import helpStyles from './help-text.module.css';
import { answerProblems, answersToSend, kindOfPath, type StudyAnswers } from './study-answers.ts';

/**
 * /pre-study-survey, /mid-study-survey, /post-study-survey (spec §2): the security check first;
 * with completed=1 the completion is reported, otherwise the questionnaire is shown. Signed out,
 * the mailed link's `token` says whose answers these are; an address never does (decision 044).
 */
export function StudySurveyPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const bot = useBotCheck();
  const kind = kindOfPath(pathname) ?? 'pre';
  const token = params.get('token') ?? '';
  const completed = params.get('completed') === '1';
  return (
    <Card wide>
      <h1 className={pageStyles.title}>{t(`studySurvey.title.${kind}`)}</h1>
      {bot.view}
      {bot.ready ? (
        completed ? (
          <ReportCompleted kind={kind} token={token} />
        ) : (
          <Questionnaire kind={kind} token={token} bot={bot} />
        )
      ) : null}
    </Card>
  );
}

/**
 * Thanks, and the study's help text when an answer crossed a safety threshold (decision 109):
 * first, as a heading and its text, so it is the first thing read and never missed.
 */
function Completed({
  message,
  helpText = null,
}: {
  message?: string | undefined;
  helpText?: string | null;
}) {
  const { t } = useTranslation();
  return (
    <div className={pageStyles.center}>
      {helpText ? (
        <section className={pageStyles.stack} role="alert" aria-labelledby="study-help-heading">
          <h2 id="study-help-heading">{t('studySurvey.helpHeading')}</h2>
          <p className={`${pageStyles.lead} ${helpStyles.helpText}`}>{helpText}</p>
        </section>
      ) : (
        <BreathingDot />
      )}
      <Notice tone="success">{message || t('surveyCompleted', { ns: 'msg' })}</Notice>
      <p className={pageStyles.lead}>{t('studySurvey.closeNote')}</p>
    </div>
  );
}

/** A link that is forged, used or expired: trying again cannot help, a new link can. */
const isLinkError = (error: unknown) =>
  isApiError(error) &&
  (error.error_type === 'INVALID_TOKEN' || error.error_type === 'TOKEN_EXPIRED');

/** completed=1: the study's questionnaire is done; tell the server once. */
function ReportCompleted({ kind, token }: { kind: TStudySurveyKind; token: string }) {
  const { t } = useTranslation();
  const report = useSurveyCompleted();
  const sent = useRef(false);
  const { mutate } = report;
  const body = useMemo(() => ({ kind, ...(token && { token }) }), [kind, token]);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate(body);
  }, [body, mutate]);

  if (report.isSuccess) return <Completed message={report.data.message} />;
  if (report.isError) {
    return (
      <div className={pageStyles.stack}>
        <Notice tone="error">{errorText(t, report.error)}</Notice>
        {isLinkError(report.error) ? null : (
          <Button variant="secondary" onClick={() => report.mutate(body)}>
            {t('error.retry')}
          </Button>
        )}
      </div>
    );
  }
  return <QueryState centered error={null} onRetry={() => undefined} />;
}

function Questionnaire({
  kind,
  token,
  bot,
}: {
  kind: TStudySurveyKind;
  token: string;
  bot: BotCheck;
}) {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const survey = useStudySurvey(kind, i18n.language, true, token);
  const submit = useAddStudySurvey();
  const guardOnline = useOfflineGuard();
  const [answers, setAnswers] = useState<StudyAnswers>({});
  const [problems, setProblems] = useState<Record<string, string>>({});

  if (!survey.data) {
    return <QueryState centered error={survey.error} onRetry={() => void survey.refetch()} />;
  }
  if (submit.isSuccess) {
    return <Completed message={submit.data.message} helpText={submit.data.data.help_text} />;
  }
  if (survey.data.already_submitted) {
    return <Completed message={t('surveyAlreadySubmitted', { ns: 'msg' })} />;
  }
  // Signed out with no link (or a link that failed): say how to get in, not a form that cannot
  // be sent.
  if (!user && !token) return <Notice tone="error">{t('studyLinkMissing', { ns: 'msg' })}</Notice>;
  if (submit.isError && isLinkError(submit.error)) {
    return <Notice tone="error">{errorText(t, submit.error)}</Notice>;
  }
  const { questions, intro } = survey.data.survey;

  const setAnswer = (id: string, value: string | number) => {
    setAnswers((current) => ({ ...current, [id]: value }));
    setProblems(({ [id]: _solved, ...rest }) => rest);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = answerProblems(questions, answers);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      // After the errors render, move focus to the first field that needs an answer.
      window.setTimeout(() => {
        const first = document.querySelector<HTMLElement>('[aria-invalid="true"]');
        const target =
          first?.getAttribute('role') === 'radiogroup'
            ? first.querySelector<HTMLElement>('[role="radio"]')
            : first;
        target?.focus();
      }, 0);
      return;
    }
    if (!guardOnline()) return;
    submit.mutate(
      {
        kind,
        ...(!user && { token }),
        answers: answersToSend(questions, answers),
        bot_check: bot.solution,
      },
      {
        onError: (error) => {
          toast.error(errorText(t, error));
          bot.refresh();
        },
      },
    );
  };

  return (
    <form className={formStyles.form} onSubmit={handleSubmit} noValidate>
      <p className={pageStyles.lead}>{intro}</p>
      <p className={styles.requiredHint}>{t('studySurvey.requiredHint')}</p>
      {submit.isError ? <Notice tone="error">{errorText(t, submit.error)}</Notice> : null}
      {user ? (
        <TextField label={t('fields.email')} type="email" value={user.email} readOnly />
      ) : null}
      <QuestionList
        questions={questions}
        answers={answers}
        problems={Object.fromEntries(
          Object.entries(problems).map(([id, key]) => [id, messageText(t, key)]),
        )}
        onAnswer={setAnswer}
      />
      <Button type="submit" disabled={submit.isPending || bot.pending}>
        {t('survey.submit')}
      </Button>
    </form>
  );
}
