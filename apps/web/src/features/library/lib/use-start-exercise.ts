import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { TExercise } from '@resona/contract';
import { startCurrentSession } from '../../../lib/current-session.ts';

/**
 * Replay, For You and a favourite's Start begin a session the way the design screen's Start does:
 * the exercise becomes the current session, then the before rating.
 */
export function useStartExercise() {
  const navigate = useNavigate();
  return useCallback(
    (exercise: TExercise) => {
      startCurrentSession([exercise]);
      void navigate('/Home/before-rating-section');
    },
    [navigate],
  );
}
