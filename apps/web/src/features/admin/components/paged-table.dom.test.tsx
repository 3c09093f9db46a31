import { screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { renderWithUser } from '../../../test/render.tsx';
import { PagedTable, type PagedQuery } from './paged-table.tsx';

const query = (fields: Partial<PagedQuery>): PagedQuery => ({
  data: undefined,
  error: null,
  hasNextPage: false,
  fetchNextPage: vi.fn(() => Promise.resolve()),
  refetch: vi.fn(() => Promise.resolve()),
  ...fields,
});

const table = (q: PagedQuery, rows: string[] = []) => (
  <PagedTable
    query={q}
    columns={['Name']}
    rows={rows}
    empty="Nobody yet."
    row={(name) => (
      <tr key={name}>
        <td>{name}</td>
      </tr>
    )}
  />
);

describe('an admin list read a page at a time', () => {
  test('is loading until the first page is in', () => {
    renderWithUser(table(query({})));
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('table')).toBeNull();
  });

  test('shows the rows, and "Load more" fetches the next page while there is one', async () => {
    const q = query({ data: { pages: [] }, hasNextPage: true });
    const { user } = renderWithUser(table(q, ['Ana', 'Ben']));
    expect(screen.getByRole('cell', { name: 'Ana' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(q.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  test('has no "Load more" on the last page, and says when the list is empty', () => {
    renderWithUser(table(query({ data: { pages: [] } })));
    expect(screen.getByText('Nobody yet.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  test('offers to try again after a failed read', async () => {
    const error = new ApiError({ error_type: 'NETWORK_ERROR', status_code: 0, message: 'x' });
    const q = query({ error });
    const { user } = renderWithUser(table(q));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(q.refetch).toHaveBeenCalledTimes(1);
  });

  test('tells a refused filter without a retry: asking again would be refused again', () => {
    const error = new ApiError({
      error_type: 'VALIDATION_ERROR',
      status_code: 400,
      message: 'The request is invalid',
      fields: { email: 'invalidEmail' },
    });
    renderWithUser(table(query({ error })));
    expect(screen.getByRole('alert')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
