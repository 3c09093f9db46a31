import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { TBreathedRhythm, TExercise } from '@resona/contract';
import { startCurrentSession } from '../../../lib/current-session.ts';

/**
 * Replay, For You and a favourite's Start begin a session the way the design screen's Start does:
 * the exercise becomes the current session, then the before rating. A For You item whose
 * researcher fixed a rhythm hands it on (decision 101): the player breathes it and records it,
 * and nothing on the way offers another.
 */
export function useStartExercise() {
  const navigate = useNavigate();
  return useCallback(
    (exercise: TExercise, rhythm: TBreathedRhythm | null = null) => {
      startCurrentSession([exercise], rhythm);
      void navigate('/Home/before-rating-section');
    },
    [navigate],
  );
}
