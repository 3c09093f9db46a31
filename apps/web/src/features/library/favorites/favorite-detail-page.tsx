import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { TFavoriteDetailResponse } from '@resona/contract';
import { Button } from '../../../components/button.tsx';
import { BackLink, Card, Notice, pageStyles } from '../../../components/page.tsx';
import { favoriteDetailQueryOptions, useFavoriteDetail } from '../api/get-favorite-detail.ts';
import { FeedbackList } from '../components/feedback-list.tsx';
import { GoalInfo } from '../components/goal-info.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { formatDateTime, isoOf } from '../lib/date-format.ts';
import { useStartExercise } from '../lib/use-start-exercise.ts';
import { RemoveFavorite } from './remove-favorite.tsx';
import styles from '../components/library.module.css';

type DetailData = TFavoriteDetailResponse['data'];

/** /MyFavorites/FavoriteDetail/{exercise_id}: the exercise, its goal, feedback, Replay, Remove. */
export function FavoriteDetailPage() {
  const { exercise_id: param } = useParams();
  const { t, i18n } = useTranslation();
  const exerciseId = param && /^\d+$/.test(param) ? Number(param) : 0;
  const detail = useFavoriteDetail(exerciseId, i18n.language);
  return (
    <Card wide>
      <BackLink to="/MyFavorites" label={t('pages.favorites')} />
      {detail.data ? (
        <Detail exerciseId={exerciseId} data={detail.data} />
      ) : (
        <>
          <h1 className={pageStyles.title}>{t('pages.favoriteDetail')}</h1>
          <QueryState error={detail.error} onRetry={() => void detail.refetch()} />
        </>
      )}
    </Card>
  );
}

function Detail({ exerciseId, data }: { exerciseId: number; data: DetailData }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const startExercise = useStartExercise();
  const item = data.favorite_exercise_detail[0];
  if (!item) return <Notice tone="warning">{t('notFound.body')}</Notice>;
  const { exercise } = item;
  const detailKey = favoriteDetailQueryOptions(exerciseId, i18n.language).queryKey;
  const goalTitle = exercise.goal_title || exercise.goal;

  return (
    <>
      <p className={styles.kicker}>{goalTitle}</p>
      <div className={styles.titleRow}>
        <h1 className={pageStyles.title}>{exercise.title}</h1>
        <GoalInfo
          title={goalTitle}
          description={item.goal.goal_description || exercise.goal_description}
          video={item.goal.goal_video}
        />
      </div>
      <p className={styles.muted}>
        {t('library.favoritedOn')}{' '}
        <time dateTime={isoOf(item.created_at)}>{formatDateTime(item.created_at)}</time>
      </p>
      {exercise.goal_description ? (
        <p className={styles.goalDescription}>{exercise.goal_description}</p>
      ) : null}
      <div className={styles.actions}>
        <Button onClick={() => startExercise(exercise)}>{t('library.replay')}</Button>
        <RemoveFavorite
          exerciseId={item.exercise_id}
          title={exercise.title}
          onRemoved={() => void navigate('/MyFavorites')}
        />
      </div>
      <FeedbackList
        feedback={data.feedback_data}
        emptyText={data.feedback_message}
        onDeleted={() => void queryClient.invalidateQueries({ queryKey: detailKey })}
      />
    </>
  );
}
