import { FOCUS } from './goal-focus.ts';
import { SLEEP } from './goal-sleep.ts';
import { STRESS } from './goal-stress.ts';
import type { Names } from './names.ts';

export interface GoalData {
  id: number;
  title: Names;
  description: Names;
  rating: { title: Names; description: Names; low: Names; high: Names } | null;
  /** Asked on the before- and after-rating screens of every exercise of the goal. */
  beforeQuestion: Names;
  afterQuestion: Names;
  /** Inhale:exhale parts: a longer exhale for sleep, the default 4:6 otherwise. */
  ratio: { inhale: number; exhale: number };
  /** First part of each exercise title; the theme and duration complete it. */
  exerciseStem: Names;
}

export const GOALS: GoalData[] = [STRESS, FOCUS, SLEEP];
