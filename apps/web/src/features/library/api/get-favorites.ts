import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { libraryCalls } from '@resona/contract/library/calls';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET api/v1/library/favorite-exercise?cursor: one keyset page, newest favourite first. */
export async function getFavorites(cursor: string | undefined, signal?: AbortSignal) {
  return apiRequest(libraryCalls.favoriteExerciseList, {
    query: { cursor },
    ...(signal ? { signal } : {}),
  });
}

export const favoritesListKey = ['library', 'favorites'] as const;

export const favoritesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: favoritesListKey,
    queryFn: ({ pageParam, signal }) => getFavorites(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.data.next_cursor ?? undefined,
  });

export function useFavorites() {
  return useInfiniteQuery(favoritesQueryOptions());
}
