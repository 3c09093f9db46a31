import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TQuestionnaireScheduleEntry } from '@resona/contract';
import { Button } from '../../../components/button.tsx';
import { Notice } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { errorText } from '../../../i18n/messages.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import {
  exportQuestionnaireSchedules,
  useQuestionnaireSchedules,
  useSaveQuestionnaireSchedule,
} from '../api/questionnaire-schedules.ts';
import { formatDateTime } from '../components/dates.ts';
import { fieldError } from '../components/field-errors.ts';
import { CodebookButtons } from '../components/codebook-buttons.tsx';
import { useCsvDownload } from '../components/use-csv-download.ts';
import styles from '../admin.module.css';

const COUNTS = [
  'participants',
  'not_yet_due',
  'due',
  'done_on_time',
  'done_late',
  'overdue',
  'sent',
  'reminded',
] as const;

/** Where participants stand with one scheduled questionnaire. */
function Completion({ entry }: { entry: TQuestionnaireScheduleEntry }) {
  const { t } = useTranslation();
  if (!entry.completion) return <p>{t('admin.schedules.notScheduled')}</p>;
  const completion = entry.completion;
  return (
    <dl className={styles.stats}>
      {COUNTS.map((key) => (
        <div key={key} className={styles.stat}>
          <dt>{t(`admin.schedules.counts.${key}`)}</dt>
          <dd>{completion[key]}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One questionnaire: its completion and the form that sets when it goes out. */
function ScheduleSection({ entry }: { entry: TQuestionnaireScheduleEntry }) {
  const { t } = useTranslation();
  const save = useSaveQuestionnaireSchedule();
  const saved = entry.schedule;
  const [enabled, setEnabled] = useState(saved?.enabled ?? true);
  const [mode, setMode] = useState<'day' | 'date'>(saved?.mode ?? 'day');
  const [day, setDay] = useState(String(saved?.day_in_study ?? ''));
  const [date, setDate] = useState(saved?.on_date ?? '');
  const [time, setTime] = useState(saved?.local_time ?? '10:00');
  const [remind, setRemind] = useState(String(saved?.remind_after_days ?? 3));
  const error = save.error;
  const heading = `schedule-${entry.kind}`;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      {
        kind: entry.kind,
        body: {
          enabled,
          mode,
          // Only the field of the chosen way is sent: the server refuses both at once.
          ...(mode === 'day' ? { day_in_study: day } : { on_date: date }),
          local_time: time,
          remind_after_days: remind,
        },
      },
      { onSuccess: (reply) => toast.success(reply.message) },
    );
  }

  return (
    <section className={styles.section} aria-labelledby={heading}>
      <h2 id={heading}>{t(`admin.surveys.kinds.${entry.kind}`)}</h2>
      <Completion entry={entry} />
      {saved ? (
        <p className={styles.muted}>
          {t('admin.schedules.savedAt', { date: formatDateTime(saved.updated_at) })}
        </p>
      ) : null}
      <form onSubmit={handleSubmit} noValidate>
        <label className={styles.check}>
          <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
          {t('admin.schedules.enabled')}
        </label>
        <div className={styles.grid}>
          <SelectField
            label={t('admin.schedules.when')}
            value={mode}
            onChange={(e) => setMode(e.target.value === 'date' ? 'date' : 'day')}
            options={[
              { value: 'day', label: t('admin.schedules.byDay') },
              { value: 'date', label: t('admin.schedules.byDate') },
            ]}
          />
          {mode === 'day' ? (
            <TextField
              label={t('admin.schedules.day')}
              type="number"
              min={0}
              max={730}
              value={day}
              onChange={(e) => setDay(e.target.value)}
              error={fieldError(t, error, 'day_in_study')}
            />
          ) : (
            <TextField
              label={t('admin.schedules.date')}
              type="date"
              value={date}
              onChange={(e) => setDate(e.target.value)}
              error={fieldError(t, error, 'on_date')}
            />
          )}
          <TextField
            label={t('admin.schedules.time')}
            type="time"
            value={time}
            onChange={(e) => setTime(e.target.value)}
            error={fieldError(t, error, 'local_time')}
          />
          <TextField
            label={t('admin.schedules.remind')}
            type="number"
            min={1}
            max={60}
            value={remind}
            onChange={(e) => setRemind(e.target.value)}
            error={fieldError(t, error, 'remind_after_days')}
          />
        </div>
        {isApiError(error) && !error.fields ? (
          <Notice tone="error">{errorText(t, error)}</Notice>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" disabled={save.isPending}>
            {t('admin.schedules.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}

/**
 * Scheduled questionnaires (decision 084): when each questionnaire reaches participants, by day
 * in study or by date, and who answered it on time, late or not yet; the same per participant
 * as CSV.
 */
export function QuestionnaireSchedulesPage() {
  const { t } = useTranslation();
  const schedules = useQuestionnaireSchedules();
  const csv = useCsvDownload(exportQuestionnaireSchedules, 'resona-questionnaire-schedules.csv');
  return (
    <>
      <h1 className={styles.heading}>{t('admin.schedules.heading')}</h1>
      <p>{t('admin.schedules.intro')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={csv.start} disabled={csv.busy}>
          {t('admin.schedules.downloadCsv')}
        </Button>
        <CodebookButtons name="questionnaire-schedules" />
      </div>
      {!schedules.data ? (
        <QueryState error={schedules.error} onRetry={() => void schedules.refetch()} />
      ) : (
        schedules.data.map((entry) => (
          <ScheduleSection
            key={`${entry.kind}-${entry.schedule?.updated_at ?? 'none'}`}
            entry={entry}
          />
        ))
      )}
    </>
  );
}
