import { screen } from '@testing-library/react';
import { callRoutes, MESSAGES } from '@resona/contract';
import { libraryCalls } from '@resona/contract/library/calls';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { apiRequest } from '../lib/api-client.ts';
import { fakeApi, on } from '../test/fake-api.ts';
import { renderWithUser } from '../test/render.tsx';
import { QueryState } from './query-state.tsx';

afterEach(() => vi.unstubAllGlobals());

/** What an overloaded server answers any API call (decision 098). */
const busy = {
  status: 503,
  message: MESSAGES.en.serverBusy,
  data: { error_type: 'SERVER_BUSY', status_code: 503, message: MESSAGES.en.serverBusy },
};

describe('a screen whose read failed', () => {
  test('says the server is busy, in its words, and offers to try again', async () => {
    fakeApi({ [on(callRoutes.exerciseHistory)]: busy });
    const error = await apiRequest(libraryCalls.exerciseHistory, { query: {} }).catch(
      (e: unknown) => e,
    );
    const retry = vi.fn();
    const { user } = renderWithUser(<QueryState error={error} onRetry={retry} />);
    expect(screen.getByText('The server is busy. Please try again in a moment')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
