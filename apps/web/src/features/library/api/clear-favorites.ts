import { useMutation } from '@tanstack/react-query';
import { API, ZClearFavoritesResponse } from '@resona/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST api/v1/library/exercise-favouriteshistory-clear: 'Favorites removed successfully'. */
export async function clearFavorites() {
  return apiRequest(API.favoritesClear, ZClearFavoritesResponse, { method: 'POST', body: {} });
}

export function useClearFavorites() {
  return useMutation({ mutationFn: clearFavorites });
}
