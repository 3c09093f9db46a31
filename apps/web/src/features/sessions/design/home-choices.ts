import type { QueryClient } from '@tanstack/react-query';
import type { THomeChoices } from '@resona/contract';
import {
  durationsQueryOptions,
  goalsQueryOptions,
  narrationsQueryOptions,
  themesQueryOptions,
} from '../api/search.ts';

/**
 * The lists the server put in /home's HTML (decision 106), under the keys the design screen
 * reads them by: the server's render and the browser's first render both start from the same
 * cache, so React hydrates the page the server drew, and a choice (or a saved default, once
 * known) draws the next group at once.
 */
export function seedHomeChoices(queryClient: QueryClient, language: string, c: THomeChoices) {
  queryClient.setQueryData(goalsQueryOptions(language).queryKey, c.goals);
  queryClient.setQueryData(themesQueryOptions(language, {}).queryKey, c.themes);
  for (const { goal_id, durations } of c.durations) {
    queryClient.setQueryData(durationsQueryOptions(language, goal_id).queryKey, durations);
  }
  for (const { goal_id, duration_minute_id, narrations } of c.narrations) {
    const { queryKey } = narrationsQueryOptions(language, goal_id, duration_minute_id);
    queryClient.setQueryData(queryKey, narrations);
  }
}

/** The attribute of #root the server writes the lists into, as JSON. */
export const HOME_CHOICES_ATTRIBUTE = 'data-home-choices';

/**
 * Takes the lists out of the page the server sent, if it was drawn in `language`: once, so a
 * later visit to /home in the same tab reads the cache (kept fresh by the screen's queries).
 */
export function takeChoicesFromPage(language: string): THomeChoices | null {
  const root = document.getElementById('root');
  const json = root?.getAttribute(HOME_CHOICES_ATTRIBUTE);
  if (!root || !json) return null;
  root.removeAttribute(HOME_CHOICES_ATTRIBUTE);
  if (root.dataset.language !== language) return null;
  try {
    return JSON.parse(json) as THomeChoices;
  } catch {
    return null;
  }
}
