import type { TDuration, TGoal, TNarration, TTheme } from './content.ts';

/**
 * The design screen's lists in one language, as the server puts them in /home's HTML
 * (decision 106): what the screen draws with nothing chosen (the goals, the themes), and the
 * durations of every goal and the narrations of every goal and duration, so a choice, or a
 * saved default marked once known, draws the next group without a request. Each list is what
 * the design search answers for the same choices.
 */
export interface THomeChoices {
  goals: TGoal[];
  themes: TTheme[];
  durations: { goal_id: number; durations: TDuration[] }[];
  narrations: { goal_id: number; duration_minute_id: number; narrations: TNarration[] }[];
}
