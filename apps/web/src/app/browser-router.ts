import { createBrowserRouter } from 'react-router';
import { routes } from './router.tsx';

/** The browser's router; the route table (router.tsx) is shared with the build's pre-render. */
export const router = createBrowserRouter(routes);
