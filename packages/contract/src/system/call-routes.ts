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
  contentUrls: {
    method: 'GET',
    path: API.contentUrls,
    access: 'public',
    summary: 'The addresses of the Terms of Service and the Privacy Policy the app links to.',
  },
});
