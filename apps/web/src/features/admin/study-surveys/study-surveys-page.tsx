import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAdminStudySurvey, TStudySurveyKind } from '@resona/contract';
import { Button } from '../../../components/button.tsx';
import { Notice } from '../../../components/page.tsx';
import { errorText, messageText } from '../../../i18n/messages.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useSaveStudySurvey, useSendStudyLinks, useStudySurveys } from '../api/study-surveys.ts';
import { fieldError } from '../components/field-errors.ts';
import { QueryState } from '../../../components/query-state.tsx';
import styles from '../admin.module.css';

const editable = (s: TAdminStudySurvey) =>
  JSON.stringify({ titles: s.titles, intros: s.intros, questions: s.questions }, null, 2);

/** One questionnaire: completion, and its JSON in every language, saved as a new version. */
function SurveyEditor({ survey }: { survey: TAdminStudySurvey }) {
  const { t } = useTranslation();
  const save = useSaveStudySurvey();
  const [text, setText] = useState(() => editable(survey));
  const [jsonError, setJsonError] = useState(false);
  const id = useId();
  const serverError = isApiError(save.error)
    ? save.error.fields
      ? Object.entries(save.error.fields)
          .map(([field, key]) => `${field}: ${messageText(t, key)}`)
          .join('; ')
      : errorText(t, save.error)
    : '';

  function handleSave() {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      setJsonError(true);
      return;
    }
    setJsonError(false);
    save.mutate(
      { kind: survey.kind, body },
      {
        onSuccess: (reply) => {
          toast.success(reply.message);
          setText(editable(reply.data.survey));
        },
      },
    );
  }

  const heading = `survey-${survey.kind}`;
  return (
    <section className={styles.section} aria-labelledby={heading}>
      <h2 id={heading}>
        {t(`admin.surveys.kinds.${survey.kind}`)} ·{' '}
        {t('admin.surveys.version', { version: survey.version })}
      </h2>
      <p>
        {t('admin.surveys.completion', {
          done: survey.participants_done,
          total: survey.participants,
          responses: survey.responses,
        })}
      </p>
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          {t('admin.surveys.edit')}
        </label>
        <textarea
          id={id}
          className={styles.textarea}
          rows={16}
          spellCheck={false}
          dir="ltr"
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={jsonError || serverError ? true : undefined}
        />
      </div>
      {jsonError ? <Notice tone="error">{t('admin.surveys.invalidJson')}</Notice> : null}
      {serverError ? <Notice tone="error">{serverError}</Notice> : null}
      <p className={styles.muted}>{t('admin.surveys.help')}</p>
      <div className={styles.actions}>
        <Button onClick={handleSave} disabled={save.isPending}>
          {t('admin.surveys.save')}
        </Button>
      </div>
      <SendLinks kind={survey.kind} />
    </section>
  );
}

/** Mails listed participants a single-use link to this questionnaire (decision 044). */
function SendLinks({ kind }: { kind: TStudySurveyKind }) {
  const { t } = useTranslation();
  const send = useSendStudyLinks();
  const [emails, setEmails] = useState('');
  const id = useId();
  const error = fieldError(t, send.error, 'emails') ?? (send.error ? errorText(t, send.error) : '');
  const unknown = send.data?.data.unknown ?? [];

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    send.mutate(
      { kind, emails },
      {
        onSuccess: (reply) => {
          toast.success(reply.message);
          setEmails('');
        },
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          {t('admin.surveys.linksTo')}
        </label>
        <textarea
          id={id}
          className={styles.textarea}
          dir="ltr"
          value={emails}
          onChange={(e) => setEmails(e.target.value)}
          aria-invalid={error ? true : undefined}
        />
        {error ? <p className={styles.error}>{error}</p> : null}
      </div>
      {unknown.length > 0 ? (
        <Notice tone="warning">
          {t('admin.surveys.noAccount', { emails: unknown.join(', ') })}
        </Notice>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={send.isPending}>
          {t('admin.surveys.sendLinks')}
        </Button>
      </div>
    </form>
  );
}

/** The pre-, mid- and post-study questionnaires. */
export function StudySurveysPage() {
  const { t } = useTranslation();
  const surveys = useStudySurveys();
  return (
    <>
      <h1 className={styles.heading}>{t('admin.surveys.heading')}</h1>
      {!surveys.data ? (
        <QueryState error={surveys.error} onRetry={() => void surveys.refetch()} />
      ) : (
        surveys.data.map((s) => <SurveyEditor key={`${s.kind}-${s.version}`} survey={s} />)
      )}
    </>
  );
}
