import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import {
  RATING_STEPS,
  type TExerciseHistoryDetail,
  type TExerciseHistoryDetailResponse,
} from '@resona/contract';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ShareIcon } from '../../../components/icons.tsx';
import { BackLink, Card, Notice, pageStyles } from '../../../components/page.tsx';
import { ShareDialog } from '../../../components/share/share-dialog.tsx';
import { errorText } from '../../../i18n/messages.ts';
import { useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteExerciseHistory } from '../api/delete-exercise-history.ts';
import { historyListKey } from '../api/get-exercise-history.ts';
import {
  historyDetailQueryOptions,
  useExerciseHistoryDetail,
} from '../api/get-exercise-history-detail.ts';
import { progressKey } from '../api/get-progress.ts';
import { FavouriteToggle } from '../components/favourite-toggle.tsx';
import { FeedbackList } from '../components/feedback-list.tsx';
import { GoalInfo } from '../components/goal-info.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { formatDateTime, isoOf } from '../lib/date-format.ts';
import { bothReadings, rampReading } from '../../../lib/rhythm-text.ts';
import { SessionHeartFacts } from './session-heart.tsx';
import { planDuplicate } from '../lib/duplicate-rule.ts';
import { useStartExercise } from '../lib/use-start-exercise.ts';
import styles from '../components/library.module.css';
import { WaitingDetail } from './waiting-detail.tsx';

type DetailData = TExerciseHistoryDetailResponse['data'];

/** /MyHistory/HistItemDetail/{exerciseHistoryID} (spec §2 History detail). */
export function HistoryDetailPage() {
  const { exerciseHistoryID = '' } = useParams();
  const { t } = useTranslation();
  // A session played offline is opened by its queued write's id until the server has it.
  if (QUEUED_ID.test(exerciseHistoryID)) {
    return (
      <Card wide>
        <BackLink to="/MyHistory" label={t('pages.history')} />
        <WaitingDetail id={exerciseHistoryID} />
      </Card>
    );
  }
  return <ServerDetail id={/^\d+$/.test(exerciseHistoryID) ? Number(exerciseHistoryID) : 0} />;
}

const QUEUED_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function ServerDetail({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const detail = useExerciseHistoryDetail(id, i18n.language);
  return (
    <Card wide>
      <BackLink to="/MyHistory" label={t('pages.history')} />
      {detail.data ? (
        <Detail id={id} data={detail.data} />
      ) : (
        <>
          <h1 className={pageStyles.title}>{t('pages.historyDetail')}</h1>
          <QueryState error={detail.error} onRetry={() => void detail.refetch()} />
        </>
      )}
    </Card>
  );
}

function Detail({ id, data }: { id: number; data: DetailData }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const startExercise = useStartExercise();
  const remove = useDeleteExerciseHistory();
  const [askLanguage, setAskLanguage] = useState(false);
  const item = data.exercise_history_detail;
  const { exercise } = item;
  const detailKey = historyDetailQueryOptions(id, i18n.language).queryKey;

  const duplicate = planDuplicate({
    experienceMetaId: item.experience_meta_id,
    exerciseLanguageId: item.language_id,
    userLanguageId: user?.default_language,
  });

  const handleDuplicate = () => {
    if (duplicate.kind === 'go') void navigate(duplicate.to);
    else setAskLanguage(true);
  };

  const handleDelete = () => {
    remove.mutate(id, {
      onSuccess: (result) => {
        // Offline the removal waits in the queue; History leaves the item out meanwhile.
        toast.success(result.sent ? result.reply.message : t('sessionSync.savedLater'));
        void queryClient.invalidateQueries({ queryKey: historyListKey });
        void queryClient.invalidateQueries({ queryKey: progressKey });
        void navigate('/MyHistory');
      },
      onError: (error) => toast.error(errorText(t, error)),
    });
  };

  const handleFavoriteChanged = (value: 0 | 1) => {
    queryClient.setQueryData<DetailData>(detailKey, (old) =>
      old
        ? {
            ...old,
            exercise_history_detail: {
              ...old.exercise_history_detail,
              is_favorite: value,
              exercise: { ...old.exercise_history_detail.exercise, is_favorite: value },
            },
          }
        : old,
    );
  };

  return (
    <>
      <p className={styles.kicker}>{exercise.goal_title || exercise.goal}</p>
      <div className={styles.titleRow}>
        <h1 className={pageStyles.title}>{exercise.title}</h1>
        <GoalInfo
          title={exercise.goal_title || exercise.goal}
          description={item.goal.goal_description || exercise.goal_description}
          video={item.goal.goal_video}
        />
      </div>
      <Facts item={item} />
      {item.heart ? <SessionHeartFacts heart={item.heart} /> : null}

      <div className={styles.actions}>
        <Button onClick={() => startExercise(exercise)}>{t('library.replay')}</Button>
        <Button variant="secondary" onClick={handleDuplicate}>
          {t('library.duplicate')}
        </Button>
        <ShareDialog
          title={exercise.title}
          triggerClassName={styles.iconButton}
          icon={<ShareIcon />}
        />
        <FavouriteToggle
          exerciseId={item.exercise_id}
          isFavorite={item.is_favorite}
          onChanged={handleFavoriteChanged}
        />
        <ConfirmDialog
          trigger={
            <Button variant="ghost" disabled={remove.isPending}>
              {t('library.delete')}
            </Button>
          }
          title={t('library.confirmTitle')}
          description={t('library.confirmDeleteSession')}
          yesLabel={t('library.yes')}
          noLabel={t('library.no')}
          actionsClassName={styles.dialogActions}
          onConfirm={handleDelete}
        />
      </div>
      {remove.error ? <Notice tone="error">{errorText(t, remove.error)}</Notice> : null}

      {duplicate.kind === 'ask' ? (
        <ConfirmDialog
          open={askLanguage}
          onOpenChange={setAskLanguage}
          title={t('library.languageTitle')}
          description={t('library.languageQuestion', {
            exercise: duplicate.exerciseLanguage,
            user: duplicate.userLanguage,
          })}
          yesLabel={t('library.yes')}
          noLabel={t('library.no')}
          actionsClassName={styles.dialogActions}
          onConfirm={() => void navigate(duplicate.to)}
        />
      ) : null}

      <FeedbackList
        feedback={data.feedback_data}
        emptyText={data.feedback_message}
        onDeleted={() => void queryClient.invalidateQueries({ queryKey: detailKey })}
      />
    </>
  );
}

function Facts({ item }: { item: TExerciseHistoryDetail }) {
  const { t, i18n } = useTranslation();
  const rating = (value: number | null) =>
    value === null
      ? t('library.progress.notRated')
      : t('rating.stepOf', { step: value, total: RATING_STEPS });
  const minutes = Math.floor(item.duration_seconds / 60);
  const seconds = item.duration_seconds % 60;
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{t('library.created')}</dt>
        <dd>
          <time dateTime={isoOf(item.created_at)}>{formatDateTime(item.created_at)}</time>
        </dd>
      </div>
      <div>
        <dt>{t('library.practised')}</dt>
        <dd>{t('library.minutesSeconds', { minutes, seconds })}</dd>
      </div>
      {item.rhythm ? (
        <div>
          <dt>{t('session.rhythm')}</dt>
          <dd>
            <bdi>{item.rhythm.name}</bdi>
            <br />
            <span className={styles.meta}>
              {bothReadings(t, i18n.language, item.rhythm.timing)}
              {item.rhythm.ramp
                ? ` · ${rampReading(t, i18n.language, item.rhythm.timing, item.rhythm.ramp)}`
                : null}
            </span>
          </dd>
        </div>
      ) : null}
      <div>
        <dt>{t('library.progress.before')}</dt>
        <dd>{rating(item.before_rating)}</dd>
      </div>
      <div>
        <dt>{t('library.progress.after')}</dt>
        <dd>{rating(item.after_rating)}</dd>
      </div>
      {item.after_note ? (
        <div className={styles.noteFact}>
          <dt>{t('library.afterNote')}</dt>
          <dd className={styles.note}>{item.after_note}</dd>
        </div>
      ) : null}
    </dl>
  );
}
