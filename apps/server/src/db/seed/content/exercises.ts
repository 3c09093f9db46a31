import { LANGUAGE_CODES } from '@resona/contract';
import { DURATIONS, minutesLabel, NARRATIONS, THEMES } from './catalogue.ts';
import { GOALS } from './goals.ts';
import type { Names } from './names.ts';

/** An unlimited exercise plays rounds of this length, looping or moving on between them. */
const UNLIMITED_ROUND = '00:05:00';

const hms = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;

/**
 * Ids encode the design, so they stay stable whatever is added later: goal 1, duration 2
 * (10 min), narration 2 (voice), theme 3 (night) → 1223. The exercise of a design has its id.
 */
export const designId = (goal: number, duration: number, narration: number, theme: number) =>
  goal * 1000 + duration * 100 + narration * 10 + theme;

export interface ExerciseData {
  id: number;
  design: { goalId: number; durationId: number; narrationId: number; themeId: number };
  title: Names;
  inhaleRatio: number;
  exhaleRatio: number;
  introDuration: string;
  exerciseDuration: string;
  beforeQuestions: Names;
  afterQuestions: Names;
}

function title(stem: Names, phrase: Names, minute: number): Names {
  const entries = LANGUAGE_CODES.map((lang) => [
    lang,
    `${stem[lang]} ${phrase[lang]} · ${minutesLabel(lang, minute)}`,
  ]);
  return Object.fromEntries(entries) as Names;
}

/** Every goal × duration × theme, with each narration offered for that duration. */
export function buildExercises(): ExerciseData[] {
  const list: ExerciseData[] = [];
  for (const goal of GOALS) {
    for (const duration of DURATIONS) {
      for (const narration of NARRATIONS.filter((n) => n.minutes.includes(duration.minute))) {
        for (const theme of THEMES) {
          list.push({
            id: designId(goal.id, duration.id, narration.id, theme.id),
            design: {
              goalId: goal.id,
              durationId: duration.id,
              narrationId: narration.id,
              themeId: theme.id,
            },
            title: title(goal.exerciseStem, theme.titlePhrase, duration.minute),
            inhaleRatio: goal.ratio.inhale,
            exhaleRatio: goal.ratio.exhale,
            introDuration: narration.intro,
            exerciseDuration: duration.minute < 0 ? UNLIMITED_ROUND : hms(duration.minute),
            beforeQuestions: goal.beforeQuestion,
            afterQuestions: goal.afterQuestion,
          });
        }
      }
    }
  }
  return list;
}
