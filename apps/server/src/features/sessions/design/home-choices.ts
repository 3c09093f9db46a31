import { LANGUAGES, type LanguageCode, type THomeChoices } from '@resona/contract';
import type { Executor } from '../../../db/client.ts';
import {
  presentDuration,
  presentGoal,
  presentNarration,
  presentTheme,
} from '../content/present.ts';
import { findDurations, findGoals, findNarrations, findThemes } from '../content/queries.ts';

/**
 * The design screen's lists for /home's HTML (decision 106), from the in-memory catalogue: the
 * same queries and presentation as the design search (search-service.ts), so the page draws
 * exactly what the screen would have asked for. The same for everyone in a language; nobody's
 * defaults in it.
 */
export async function homeChoices(db: Executor, lang: LanguageCode): Promise<THomeChoices> {
  const languageId = LANGUAGES.find((l) => l.code === lang)?.id ?? 1;
  const goals = await findGoals(db, {}, languageId);
  const themes = await findThemes(db, {}, languageId);
  const durations: THomeChoices['durations'] = [];
  const narrations: THomeChoices['narrations'] = [];
  for (const goal of goals) {
    const forGoal = await findDurations(db, { goalId: goal.id }, languageId);
    durations.push({ goal_id: goal.id, durations: forGoal.map(presentDuration) });
    for (const duration of forGoal) {
      const list = await findNarrations(
        db,
        { goalId: goal.id, durationId: duration.id },
        languageId,
      );
      narrations.push({
        goal_id: goal.id,
        duration_minute_id: duration.id,
        narrations: list.map((n) => presentNarration(n, lang)),
      });
    }
  }
  return {
    goals: goals.map((g) => presentGoal(g, lang)),
    themes: themes.map((t) => presentTheme(t, lang)),
    durations,
    narrations,
  };
}
