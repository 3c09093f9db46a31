import { defineRoutes } from '../call.ts';
import { API } from '../routes.ts';

export const systemRoutes = defineRoutes('system', {
  health: {
    method: 'GET',
    path: API.health,
    access: 'public',
    summary: 'Whether the server is up.',
  },
  config: {
    method: 'GET',
    path: API.config,
    access: 'public',
    summary: 'The public configuration the apps start from: bot check, social sign-in, ages.',
  },
});
