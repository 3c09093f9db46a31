import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TExercise, TExerciseDetailsResponse } from '@resona/contract';
import { HeartIcon } from '../../../components/icons.tsx';
import { errorText } from '../../../i18n/messages.ts';
import { useSetFavorite } from '../../../lib/api/set-favorite.ts';
import { toast } from '../../../lib/toast.ts';
import { exerciseDetailsQueryOptions } from '../api/get-exercise-details.ts';
import { useLikeDislike } from '../api/like-dislike.ts';
import { ThumbDownIcon, ThumbUpIcon } from '../components/icons.tsx';
import {
  LIKE_ACTIONS,
  applyReaction,
  nextFavorite,
  pressedOf,
  type Reaction,
  type ReactionState,
} from './reactions.ts';
import styles from './player.module.css';

/**
 * Like, dislike and favourite (spec §4). The page shows the predicted state at once; the server's
 * reply replaces it (it applies the rules itself), and a failure puts the server's state back.
 * Offline the press waits in the write queue and the predicted state stays.
 */
export function ReactionBar({ exercise }: { exercise: TExercise }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const likeDislike = useLikeDislike();
  const favorite = useSetFavorite();
  const [optimistic, setOptimistic] = useState<ReactionState | null>(null);
  const detailsKey = exerciseDetailsQueryOptions(exercise.exerciseID, i18n.language).queryKey;
  const server: ReactionState = { is_like: exercise.is_like, is_favorite: exercise.is_favorite };
  const shown = optimistic ?? server;
  const pressed = pressedOf(shown);

  const storeServer = (patch: Partial<ReactionState>) => {
    queryClient.setQueryData<TExerciseDetailsResponse['data']>(detailsKey, (old) =>
      old ? { ...old, exercise: { ...old.exercise, ...patch } } : old,
    );
  };

  const busy = likeDislike.isPending || favorite.isPending;
  const handle = (reaction: Reaction) => {
    // aria-disabled rather than disabled while a press is on its way, so focus stays put.
    if (busy) return;
    const predicted = applyReaction(shown, reaction);
    setOptimistic(predicted);
    const done = () => setOptimistic(null);
    const onError = (error: unknown) => {
      done();
      toast.error(errorText(t, error));
    };
    if (reaction === 'favorite') {
      favorite.mutate(
        { exerciseId: exercise.exerciseID, action: nextFavorite(shown.is_favorite) },
        {
          onSuccess: (result) => {
            // Queued: the predicted state stays until the server has the press.
            if (!result.sent) return;
            storeServer({ is_favorite: result.reply.data.is_favorite });
            done();
            toast.success(result.reply.message);
          },
          onError,
        },
      );
      return;
    }
    likeDislike.mutate(
      { exercise_id: exercise.exerciseID, is_like: LIKE_ACTIONS[reaction] },
      {
        onSuccess: (result) => {
          if (!result.sent) return;
          storeServer({ is_like: result.reply.data.is_like });
          done();
          toast.success(result.reply.message);
        },
        onError,
      },
    );
  };

  return (
    <>
      <button
        type="button"
        className={styles.iconButton}
        aria-pressed={pressed.like}
        aria-disabled={busy || undefined}
        onClick={() => handle('like')}
      >
        <ThumbUpIcon filled={pressed.like} />
        <span>{t('player.like')}</span>
      </button>
      <button
        type="button"
        className={styles.iconButton}
        aria-pressed={pressed.dislike}
        aria-disabled={busy || undefined}
        onClick={() => handle('dislike')}
      >
        <ThumbDownIcon filled={pressed.dislike} />
        <span>{t('player.dislike')}</span>
      </button>
      <button
        type="button"
        className={styles.iconButton}
        aria-pressed={pressed.favorite}
        aria-disabled={busy || undefined}
        onClick={() => handle('favorite')}
      >
        <HeartIcon filled={pressed.favorite} />
        <span>{t('player.favourite')}</span>
      </button>
    </>
  );
}
