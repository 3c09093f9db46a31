import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

/** A fresh query client that does not retry, so a failing call shows its error at once. */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

/**
 * Renders `element` at `path` (opened as `initialEntry`, search included) in a memory router
 * with a query client, as the app's providers do; `others` are the pages a click may lead to,
 * each showing its path as a heading.
 */
export function renderPage(
  element: ReactNode,
  {
    path = '/',
    initialEntry = path,
    others = [],
  }: { path?: string; initialEntry?: string; others?: string[] } = {},
) {
  const router = createMemoryRouter(
    [
      { path, element },
      ...others.map((other) => ({ path: other, element: <h1>{`page ${other}`}</h1> })),
    ],
    { initialEntries: [initialEntry] },
  );
  const queryClient = testQueryClient();
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, user, router, queryClient };
}

/** Renders a component that needs no router, with a user-event session for it. */
export function renderWithUser(element: ReactNode) {
  const user = userEvent.setup();
  return { ...render(element), user };
}
