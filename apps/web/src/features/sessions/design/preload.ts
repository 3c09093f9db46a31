import type { QueryClient } from '@tanstack/react-query';
import { defaultSelectionQueryOptions } from '../api/get-default.ts';
import {
  LEVELS,
  missingLevels,
  selectionOf,
  type Level,
  type Selection,
} from './design-cascade.ts';
import { cachedDefault, designFromCache, optionsSource } from './design-sources.ts';

const NOTHING_CHOSEN: Selection = { goal: null, duration: null, narration: null, theme: null };

/**
 * The design screen's lists, fetched while its code loads (the /home route's loader): the saved
 * default, the goals and the themes at once; then, at once, the lists the saved default leads
 * to; then whatever else the cascade reaches (an only option chosen for the user, a default no
 * longer offered), a level at a time. The screen then draws every group from the cache in its
 * first render: no request waits for the page's code, and no group fills in and pushes the
 * others down afterwards (decision 041). Never throws: a list that fails is the page's to retry.
 */
export async function preloadSessionDesign(
  queryClient: QueryClient,
  language: string,
  userId: number,
): Promise<void> {
  const fetchLevel = (level: Level, chosen: Selection) =>
    optionsSource(language, level, chosen)?.fetch(queryClient);
  await Promise.all([
    queryClient
      .ensureQueryData({ ...defaultSelectionQueryOptions(userId), retry: false })
      .catch(() => undefined),
    fetchLevel('goal', NOTHING_CHOSEN),
    fetchLevel('theme', NOTHING_CHOSEN),
  ]);
  const saved = cachedDefault(queryClient, userId);
  if (saved) {
    await Promise.all(
      (['duration', 'narration', 'theme'] as const).map((l) => fetchLevel(l, saved)),
    );
  }
  for (let round = 0; round < LEVELS.length; round++) {
    const state = designFromCache(queryClient, language, userId);
    const missing = missingLevels(state);
    // The themes narrow by the choices above: ask for them once those are settled.
    const next = missing.some((l) => l !== 'theme')
      ? missing.filter((l) => l !== 'theme')
      : missing;
    if (next.length === 0) return;
    const lists = await Promise.all(next.map((l) => fetchLevel(l, selectionOf(state))));
    if (lists.every((list) => list === undefined)) return; // failed: the page asks again
  }
}
