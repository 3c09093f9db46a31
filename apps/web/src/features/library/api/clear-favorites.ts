import { useMutation } from '@tanstack/react-query';
import { libraryCalls } from '@resona/contract/library/calls';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST api/v1/library/exercise-favouriteshistory-clear: 'Favorites removed successfully'. */
export async function clearFavorites() {
  return apiRequest(libraryCalls.favoritesClear);
}

export function useClearFavorites() {
  return useMutation({ mutationFn: clearFavorites });
}
