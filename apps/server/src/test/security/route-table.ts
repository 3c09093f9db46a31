import type { RouteOptions } from 'fastify';
import type { StudyRole } from '@resona/contract';
import type { RouteAccess } from '../../plugins/app/authenticate.ts';

/** One method of one route, as the server registered it. */
export interface ApiRoute {
  /** "METHOD /path", the key of the per-route tables. */
  key: string;
  method: string;
  url: string;
  access: RouteAccess;
  /** The roles of a study's team a 'study' route lets in. */
  studyRoles: readonly StudyRole[];
  schema: RouteOptions['schema'];
}

/**
 * The API's route table from the routes the app registered (collected by its onRoute hook), one
 * entry per method. HEAD and OPTIONS are Fastify's own companions of GET and CORS; the OpenAPI
 * viewer under /api/docs is the plugin's, not ours. The access rule is authenticate.ts's:
 * 'user' unless the route says otherwise.
 */
export function apiRoutes(routes: RouteOptions[]): ApiRoute[] {
  const table = new Map<string, ApiRoute>();
  for (const route of routes) {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) continue;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const key = `${method} ${route.url}`;
      const access = route.config?.access ?? 'user';
      const studyRoles = route.config?.studyRoles ?? [];
      table.set(key, { key, method, url: route.url, access, studyRoles, schema: route.schema });
    }
  }
  return [...table.values()].sort((a, b) => a.key.localeCompare(b.key));
}

/** Fills `:name` segments, e.g. fillPath('/a/:id', { id: 3 }). */
export function fillPath(url: string, params: Record<string, string | number> = {}) {
  return url.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(params[name] ?? '1')),
  );
}
