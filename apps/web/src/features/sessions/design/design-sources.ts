import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { TDefaultSelection } from '@resona/contract';
import { defaultSelectionQueryOptions } from '../api/get-default.ts';
import {
  durationsQueryOptions,
  goalsQueryOptions,
  narrationsQueryOptions,
  themesQueryOptions,
} from '../api/search.ts';
import {
  feedKnownOptions,
  initialDesign,
  selectionOf,
  type DesignState,
  type Level,
  type Selection,
} from './design-cascade.ts';

/** Where one level's options come from for the choices made: its cached list, or a fetch of it. */
export interface OptionsSource {
  cached(queryClient: QueryClient): readonly number[] | undefined;
  /** Best effort and without retries: a failure is left to the page's own query. */
  fetch(queryClient: QueryClient): Promise<unknown>;
}

function source<T, K extends QueryKey>(
  options: EnsureQueryDataOptions<T[], Error, T[], K>,
  id: (item: T) => number,
): OptionsSource {
  return {
    cached: (queryClient) => queryClient.getQueryData<T[]>(options.queryKey)?.map(id),
    fetch: (queryClient) =>
      queryClient.ensureQueryData({ ...options, retry: false }).catch(() => undefined),
  };
}

/** The query the page makes for `level` given the choices above it (null: it cannot ask yet). */
export function optionsSource(
  language: string,
  level: Level,
  chosen: Selection,
): OptionsSource | null {
  const { goal, duration, narration } = chosen;
  switch (level) {
    case 'goal':
      return source(goalsQueryOptions(language), (g) => g.goal_id);
    case 'duration':
      if (goal === null) return null;
      return source(durationsQueryOptions(language, goal), (d) => d.duration_minute_id);
    case 'narration':
      if (goal === null || duration === null) return null;
      return source(narrationsQueryOptions(language, goal, duration), (n) => n.narrationID);
    case 'theme':
      return source(
        themesQueryOptions(language, {
          goal_id: goal ?? undefined,
          duration_minute_id: duration ?? undefined,
          narration_id: narration ?? undefined,
        }),
        (th) => th.theme_id,
      );
  }
}

/** A saved default (or a design to duplicate) as the choices to pre-select. */
export function selectionOfDefault(saved: TDefaultSelection): Selection {
  return {
    goal: saved.goal_id,
    duration: saved.duration_minute_id,
    narration: saved.narration_id,
    theme: saved.theme_id,
  };
}

/** The user's saved default when it is cached (null: not loaded yet, or nothing saved). */
export function cachedDefault(queryClient: QueryClient, userId: number): Selection | null {
  const saved = queryClient.getQueryData(defaultSelectionQueryOptions(userId).queryKey);
  return saved ? selectionOfDefault(saved) : null;
}

/**
 * The design screen as far as the cache allows: the saved default pre-selected (unless
 * `preferred` is given, e.g. a design to duplicate) and every level whose list is cached fed in.
 */
export function designFromCache(
  queryClient: QueryClient,
  language: string,
  userId: number,
  preferred?: Partial<Selection>,
): DesignState {
  const start = initialDesign(preferred ?? cachedDefault(queryClient, userId) ?? {});
  return feedKnownOptions(start, (level, state) =>
    optionsSource(language, level, selectionOf(state))?.cached(queryClient),
  );
}
