import type { LanguageCode, TDuration, TGoal, TNarration, TTheme } from '@resona/contract';
import type { durations, goals, narrations, themes } from '../../../db/schema/index.ts';
import { localise } from '../../../core/present.ts';

type GoalRow = typeof goals.$inferSelect;

export function presentGoalRating(goal: GoalRow, lang: LanguageCode) {
  const r = goal.rating;
  if (!r) return null;
  return {
    goaltitle: localise(r.title, lang),
    goal_description: localise(r.description, lang),
    low_rating: localise(r.low, lang),
    high_rating: localise(r.high, lang),
  };
}

export function presentGoal(goal: GoalRow, lang: LanguageCode): TGoal {
  return {
    goal_id: goal.id,
    title: localise(goal.titles, lang),
    description: localise(goal.descriptions, lang),
    goal_video: goal.videoUrl,
    goal_rating: presentGoalRating(goal, lang),
  };
}

export function presentDuration(d: typeof durations.$inferSelect): TDuration {
  return { duration_minute_id: d.id, minute: d.minute };
}

export function presentNarration(
  n: typeof narrations.$inferSelect,
  lang: LanguageCode,
): TNarration {
  return { narrationID: n.id, title: localise(n.titles, lang), narration_style: n.style };
}

export function presentTheme(t: typeof themes.$inferSelect, lang: LanguageCode): TTheme {
  return { theme_id: t.id, title: localise(t.titles, lang), pacer_theme: t.pacerTheme };
}
