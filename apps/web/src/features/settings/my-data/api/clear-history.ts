import { useMutation } from '@tanstack/react-query';
import { libraryCalls } from '@resona/contract/library/calls';
import { apiRequest } from '../../../../lib/api-client.ts';

/**
 * POST api/v1/library/exercise-history-clear, the library's own call (spec §7), from My data:
 * every history item of the caller and the plays behind them.
 */
export function clearHistory() {
  return apiRequest(libraryCalls.exerciseHistoryClear);
}

export function useClearHistory() {
  return useMutation({ mutationFn: clearHistory });
}
