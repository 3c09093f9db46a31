import { useId, useState, type FormEvent } from 'react';
import { Tabs } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import type { TAdminStudySurvey, TStudySurveyKind } from '@resona/contract';
import { Button } from '../../../components/button.tsx';
import { Notice } from '../../../components/page.tsx';
import { errorText } from '../../../i18n/messages.ts';
import { toast } from '../../../lib/toast.ts';
import { useSendStudyLinks, useStudySurveys } from '../api/study-surveys.ts';
import { fieldError } from '../components/field-errors.ts';
import { QueryState } from '../../../components/query-state.tsx';
import styles from '../admin.module.css';
import { QuestionnaireEditor } from './questionnaire-editor.tsx';
import editorStyles from './questionnaire-editor.module.css';
import { VersionHistory } from './version-history.tsx';
import { SafetySection } from './safety-section.tsx';
import { clearIfSent } from '../../../lib/clear-if-sent.ts';

/** One questionnaire: completion, the form with its preview, its versions, and its links. */
function SurveyPanel({ survey }: { survey: TAdminStudySurvey }) {
  const { t } = useTranslation();
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
      {/* A new version remounts the form on what was saved. */}
      <QuestionnaireEditor key={survey.version} survey={survey} />
      <VersionHistory versions={survey.versions} />
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
    const sent = emails;
    send.mutate(
      { kind, emails },
      {
        onSuccess: (reply) => {
          toast.success(reply.message);
          setEmails(clearIfSent(sent, ''));
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

/**
 * The pre-, mid- and post-study questionnaires, one tab each. Every tab stays mounted (hidden
 * when not chosen), so an unsaved draft survives a look at another questionnaire.
 */
export function StudySurveysPage() {
  const { t } = useTranslation();
  const surveys = useStudySurveys();
  const [kind, setKind] = useState<string>('pre');
  return (
    <>
      <h1 className={styles.heading}>{t('admin.surveys.heading')}</h1>
      {!surveys.data ? (
        <QueryState error={surveys.error} onRetry={() => void surveys.refetch()} />
      ) : (
        <Tabs.Root value={kind} onValueChange={setKind}>
          <Tabs.List className={editorStyles.tabs} aria-label={t('admin.surveys.heading')}>
            {surveys.data.map((s) => (
              <Tabs.Trigger key={s.kind} value={s.kind} className={editorStyles.tab}>
                {t(`admin.surveys.kinds.${s.kind}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {surveys.data.map((s) => (
            <Tabs.Content key={s.kind} value={s.kind} forceMount className={editorStyles.panel}>
              <SurveyPanel survey={s} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
      <SafetySection />
    </>
  );
}
