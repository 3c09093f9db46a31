import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card, pageStyles } from '../../../components/page.tsx';
import { useSession } from '../../../lib/session.ts';
import { useProgramExercises } from '../api/get-program-exercises.ts';
import { refreshStoredUser } from '../../../lib/api/profile-info.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { sortByDueDate } from '../lib/program-order.ts';
import { useStartExercise } from '../lib/use-start-exercise.ts';
import styles from '../components/library.module.css';

/**
 * /program (For You): the exercises assigned, soonest due first; a press starts one, in the
 * rhythm its researcher fixed when they fixed one (decision 101).
 */
export function ProgramPage() {
  const { t, i18n } = useTranslation();
  const program = useProgramExercises(i18n.language);
  const { user } = useSession();
  const startExercise = useStartExercise();
  const queryClient = useQueryClient();
  const items = sortByDueDate(program.data?.data.program_exercises_list ?? []);
  const hasItems = program.data ? items.length > 0 : null;
  const refreshed = useRef(false);

  // The For You tab follows the list: when they disagree, the stored user is out of date.
  useEffect(() => {
    if (hasItems === null || !user || refreshed.current) return;
    if (hasItems === (user.has_program === 1)) return;
    refreshed.current = true;
    refreshStoredUser(queryClient).catch(() => undefined);
  }, [hasItems, user, queryClient]);

  return (
    <Card wide>
      <h1 className={pageStyles.title}>{t('pages.program')}</h1>
      {!program.data ? (
        <QueryState error={program.error} onRetry={() => void program.refetch()} />
      ) : items.length === 0 ? (
        <p className={styles.muted}>
          {program.data.data.message || t('programEmpty', { ns: 'msg' })}
        </p>
      ) : (
        <>
          <p className={pageStyles.lead}>{t('library.programIntro')}</p>
          <ul className={styles.list} aria-label={t('pages.program')}>
            {items.map((item) => (
              <li key={item.program_item_id}>
                <button
                  type="button"
                  className={styles.programButton}
                  onClick={() => startExercise(item, item.rhythm)}
                >
                  <span className={styles.programTitle}>{item.title}</span>
                  <span className={styles.goal}>{item.goal_title}</span>
                  {item.rhythm ? (
                    <span className={styles.meta}>
                      {t('library.programRhythm', { name: item.rhythm.name })}
                    </span>
                  ) : null}
                  <span className={styles.meta}>{t('library.due', { date: item.due_date })}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
