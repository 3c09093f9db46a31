import { createBrowserRouter } from 'react-router';
import { routes } from './router.tsx';

let router: ReturnType<typeof createBrowserRouter> | null = null;

/**
 * The browser's router; the route table (router.tsx) is shared with the build's pre-render.
 * Built on first use, not as the entry is evaluated: main.tsx builds it in a task of its own,
 * after i18n has started, so the entry's first task does not match the route table and run the
 * loaders too (issue 34, decision 114).
 */
export function getRouter() {
  router ??= createBrowserRouter(routes);
  return router;
}
