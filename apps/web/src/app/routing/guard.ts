import { redirect, type LoaderFunctionArgs } from 'react-router';
import { sessionStore } from '../../lib/session.ts';
import { resolveRoute } from './resolve-route.ts';

/** Every page's loader: asks the routing function whether this user may see this path. */
export function guardLoader({ request }: LoaderFunctionArgs) {
  const { pathname, search } = new URL(request.url);
  const target = resolveRoute(pathname + search, sessionStore.get().user);
  if (target !== null) throw redirect(target);
  return null;
}
