import type { TSearchResult, ZSearchRequest } from '@resona/contract';
import type { z } from 'zod';
import type { Deps } from '../../../deps.ts';
import { loadExercises, type Viewer } from '../content/exercises.ts';
import { assertContentExists, selectionRequired } from '../content/exists.ts';
import {
  presentDuration,
  presentGoal,
  presentNarration,
  presentTheme,
} from '../content/present.ts';
import {
  findDurations,
  findExerciseIds,
  findGoals,
  findNarrations,
  findThemes,
} from '../content/queries.ts';
import { saveDefaultDesign } from './defaults-service.ts';

export type SearchInput = z.output<typeof ZSearchRequest>;

/** One step of the design cascade (spec §4); each step needs the ones before it. */
export async function searchContent(
  deps: Deps,
  viewer: Viewer,
  q: SearchInput,
): Promise<TSearchResult> {
  const { db } = deps;
  const { lang, languageId } = viewer;
  const f = {
    goalId: q.goal_id,
    durationId: q.duration_minute_id,
    narrationId: q.narration_id,
    themeId: q.theme_id,
  };
  const needs =
    q.output === 'TIME' ? 1 : q.output === 'NARRATION' ? 2 : q.output === 'EXERCISE' ? 3 : 0;
  if (needs >= 1 && f.goalId === undefined) throw selectionRequired('goal_id');
  if (needs >= 2 && f.durationId === undefined) throw selectionRequired('duration_minute_id');
  if (needs >= 3 && f.narrationId === undefined) throw selectionRequired('narration_id');
  await assertContentExists(db, f);

  switch (q.output) {
    case 'GOAL':
      return {
        output: 'GOAL',
        goal_list: (await findGoals(db, {}, languageId)).map((g) => presentGoal(g, lang)),
      };
    case 'TIME':
      return {
        output: 'TIME',
        duration_list: (await findDurations(db, { goalId: f.goalId }, languageId)).map(
          presentDuration,
        ),
      };
    case 'NARRATION': {
      const list = await findNarrations(
        db,
        { goalId: f.goalId, durationId: f.durationId },
        languageId,
      );
      return { output: 'NARRATION', narration_list: list.map((n) => presentNarration(n, lang)) };
    }
    case 'THEME':
      return {
        output: 'THEME',
        theme_list: (await findThemes(db, { ...f, themeId: undefined }, languageId)).map((t) =>
          presentTheme(t, lang),
        ),
      };
    case 'EXERCISE': {
      const list = await loadExercises(db, viewer, await findExerciseIds(db, f, languageId));
      const first = list[0];
      // Starting a session saves its design as the default (spec §4 "the default is saved").
      if (q.is_default === 1 && first) {
        await saveDefaultDesign(deps, deps.db, viewer.userId, first.experience_meta_id);
      }
      return { output: 'EXERCISE', exercise_list: list, data_found: list.length > 0 ? 1 : 0 };
    }
  }
}
