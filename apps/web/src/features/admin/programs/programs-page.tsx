import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAdminProgram, TBreathedRhythm } from '@resona/contract';
import { Button } from '../../../components/button.tsx';
import { useProgramProgress, usePrograms } from '../api/programs.ts';
import { AdminTable } from '../components/admin-table.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { formatDate, formatDateTime } from '../components/dates.ts';
import { bothReadings, rampReading } from '../../../lib/rhythm-text.ts';
import styles from '../admin.module.css';
import { CreateProgramForm } from './create-program-form.tsx';

/** A fixed rhythm as the console names it: its name, then its seconds and pace, and its ramp. */
function RhythmText({ rhythm }: { rhythm: TBreathedRhythm }) {
  const { t, i18n } = useTranslation();
  const readings = [bothReadings(t, i18n.language, rhythm.timing)];
  if (rhythm.ramp) readings.push(rampReading(t, i18n.language, rhythm.timing, rhythm.ramp));
  return (
    <>
      {rhythm.name}
      <br />
      <span className={styles.muted}>{readings.join(' · ')}</span>
    </>
  );
}

/** The rhythms a program fixes, each once, and how many items keep the participant's own pace. */
function ProgramRhythms({ program }: { program: TAdminProgram }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.plainList}>
      {program.rhythms.map((r) => (
        <li key={`${r.name} ${JSON.stringify(r.timing)}`}>
          <RhythmText rhythm={r} />
        </li>
      ))}
      {program.own_pace_items > 0 ? (
        <li>{t('admin.programs.ownPaceItems', { count: program.own_pace_items })}</li>
      ) : null}
    </ul>
  );
}

function Progress({ programId }: { programId: number }) {
  const { t, i18n } = useTranslation();
  const progress = useProgramProgress(programId, i18n.language);
  if (!progress.data)
    return <QueryState error={progress.error} onRetry={() => void progress.refetch()} />;
  const { program, progress: rows } = progress.data;
  return (
    <section className={styles.section} aria-labelledby="program-progress">
      <h2 id="program-progress">{t('admin.programs.progressOf', { title: program.title })}</h2>
      <AdminTable
        columns={[
          t('admin.cohorts.email'),
          t('admin.programs.exercise'),
          t('admin.programs.rhythm'),
          t('admin.programs.dueDate'),
          t('admin.codes.state'),
        ]}
        rows={rows}
        empty={t('admin.programs.noProgress')}
        row={(r) => (
          <tr key={`${r.user_id}-${r.item_id}`}>
            <td>{r.email}</td>
            <td>
              {r.exercise_title}
              <br />
              <span className={styles.muted}>{r.exercise_detail}</span>
            </td>
            <td>{r.rhythm ? <RhythmText rhythm={r.rhythm} /> : t('admin.programs.ownPace')}</td>
            <td>{formatDate(r.due_date)}</td>
            <td>
              {r.done_at
                ? t('admin.programs.done', { date: formatDateTime(r.done_at) })
                : t('admin.programs.notDone')}
            </td>
          </tr>
        )}
      />
    </section>
  );
}

/** Assign exercises with due dates; see who did what. */
export function ProgramsPage() {
  const { t } = useTranslation();
  const programs = usePrograms();
  const [selected, setSelected] = useState<number | undefined>();
  return (
    <>
      <h1 className={styles.heading}>{t('admin.programs.heading')}</h1>
      <CreateProgramForm />
      <section className={styles.section} aria-labelledby="program-list">
        <h2 id="program-list">{t('admin.programs.list')}</h2>
        {!programs.data ? (
          <QueryState error={programs.error} onRetry={() => void programs.refetch()} />
        ) : (
          <AdminTable
            columns={[
              t('admin.programs.title'),
              t('admin.programs.for'),
              t('admin.programs.items'),
              t('admin.programs.rhythm'),
              t('admin.programs.due'),
              <span className={styles.muted}>{t('admin.programs.show')}</span>,
            ]}
            rows={programs.data}
            empty={t('admin.programs.empty')}
            row={(p) => (
              <tr key={p.id}>
                <td>{p.title}</td>
                <td>{p.cohort_name ?? p.user_email ?? '—'}</td>
                <td>{p.items}</td>
                <td>
                  <ProgramRhythms program={p} />
                </td>
                <td>
                  {p.first_due === p.last_due
                    ? formatDate(p.first_due)
                    : `${formatDate(p.first_due)} – ${formatDate(p.last_due)}`}
                </td>
                <td>
                  <Button
                    variant="ghost"
                    aria-label={`${t('admin.programs.show')}: ${p.title}`}
                    onClick={() => setSelected(p.id)}
                  >
                    {t('admin.programs.show')}
                  </Button>
                </td>
              </tr>
            )}
          />
        )}
      </section>
      {selected !== undefined ? <Progress programId={selected} /> : null}
    </>
  );
}
