import { useId, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { RATING_STEPS, type TProgressResponse } from '@resona/contract';
import { Button } from '../../../components/button.tsx';
import { useProgress } from '../api/get-progress.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { formatDate, formatDateTime } from '../lib/date-format.ts';
import { meanRating } from './chart-geometry.ts';
import { MinutesChart } from './minutes-chart.tsx';
import { RatingsChart } from './ratings-chart.tsx';
import styles from './progress.module.css';

type Progress = TProgressResponse['data'];

/**
 * The progress picture of the history screen (issue 6): face ratings before and after each
 * session, and minutes per week. The charts are pictures for the eye; the same figures are in
 * tables that screen readers always reach and anyone can show.
 */
export function ProgressPicture() {
  const progress = useProgress();
  if (!progress.data) {
    return <QueryState error={progress.error} onRetry={() => void progress.refetch()} />;
  }
  return <Picture data={progress.data} />;
}

function Picture({ data }: { data: Progress }) {
  const { t, i18n } = useTranslation();
  const rtl = i18n.dir() === 'rtl';
  // Averages and the axis in the reader's own way of writing numbers (2,5 in German).
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const [showTables, setShowTables] = useState(false);
  const tablesId = useId();
  const sessions = data.sessions;
  const before = sessions.map((s) => s.before_rating);
  const after = sessions.map((s) => s.after_rating);
  const meanBefore = meanRating(before);
  const meanAfter = meanRating(after);
  const dates = sessions.map((s) => formatDate(s.created_at));
  const weeks = data.weeks;
  const minutes = weeks.map((w) => w.minutes);
  const weekLabels = weeks.map((w) => w.week_start.slice(5));
  const totalMinutes = Math.round(minutes.reduce((a, b) => a + b, 0));

  const ratingSummary =
    meanBefore !== null && meanAfter !== null
      ? t('library.progress.summary', {
          before: number.format(meanBefore),
          after: number.format(meanAfter),
        })
      : t('library.progress.noRatings');
  const minutesSummary = t('library.progress.minutesSummary', {
    minutes: totalMinutes,
    weeks: weeks.length,
  });

  return (
    <div className={styles.picture}>
      <p className={styles.summary}>{ratingSummary}</p>
      <div className={styles.charts}>
        {sessions.length > 0 ? (
          <figure className={styles.figure}>
            <figcaption className={styles.caption}>{t('library.progress.ratingsTitle')}</figcaption>
            <RatingsChart
              before={before}
              after={after}
              dates={dates}
              rtl={rtl}
              title={t('library.progress.ratingsTitle')}
              description={ratingSummary}
            />
            <Legend />
          </figure>
        ) : null}
        <figure className={styles.figure}>
          <figcaption className={styles.caption}>{t('library.progress.minutesTitle')}</figcaption>
          <MinutesChart
            minutes={minutes}
            labels={weekLabels}
            formatTick={number.format}
            rtl={rtl}
            title={t('library.progress.minutesTitle')}
            description={minutesSummary}
          />
        </figure>
      </div>
      <Button
        variant="ghost"
        aria-expanded={showTables}
        aria-controls={tablesId}
        onClick={() => setShowTables((v) => !v)}
      >
        {showTables ? t('library.progress.hideTable') : t('library.progress.showTable')}
      </Button>
      <div id={tablesId} className={showTables ? styles.tables : 'visually-hidden'}>
        <table className={styles.table}>
          <caption>{t('library.progress.ratingsTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('library.progress.date')}</th>
              <th scope="col">{t('library.progress.before')}</th>
              <th scope="col">{t('library.progress.after')}</th>
            </tr>
          </thead>
          <tbody>
            {sessions.length === 0 ? (
              <tr>
                <td colSpan={3}>{t('library.progress.noRatings')}</td>
              </tr>
            ) : (
              sessions.map((s) => (
                <tr key={s.exerciseHistoryID}>
                  <th scope="row">{formatDateTime(s.created_at)}</th>
                  <td>{ratingText(t, s.before_rating)}</td>
                  <td>{ratingText(t, s.after_rating)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
        <table className={styles.table}>
          <caption>{t('library.progress.minutesTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('library.progress.week')}</th>
              <th scope="col">{t('library.progress.minutes')}</th>
              <th scope="col">{t('library.progress.sessions')}</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((w) => (
              <tr key={w.week_start}>
                <th scope="row">{w.week_start}</th>
                <td>{Math.round(w.minutes)}</td>
                <td>{w.sessions}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function ratingText(t: TFunction, rating: number | null) {
  return rating === null
    ? t('library.progress.notRated')
    : t('rating.stepOf', { step: rating, total: RATING_STEPS });
}

function Legend() {
  const { t } = useTranslation();
  return (
    <ul className={styles.legend} aria-hidden="true">
      <li>
        <svg width="28" height="12" viewBox="0 0 28 12">
          <line x1="2" y1="6" x2="26" y2="6" className={styles.beforeLine} />
          <circle cx="14" cy="6" r="4" className={styles.beforeDot} />
        </svg>
        {t('library.progress.before')}
      </li>
      <li>
        <svg width="28" height="12" viewBox="0 0 28 12">
          <line x1="2" y1="6" x2="26" y2="6" className={styles.afterLine} />
          <rect x="10" y="2" width="8" height="8" className={styles.afterDot} />
        </svg>
        {t('library.progress.after')}
      </li>
    </ul>
  );
}
