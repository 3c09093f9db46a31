import { defineRoutes } from '../call.ts';

export const systemRoutes = defineRoutes('system', {
  health: {
    method: 'GET',
    path: '/api/health',
    access: 'public',
  },
  ready: {
    method: 'GET',
    path: '/api/ready',
    access: 'public',
  },
  config: {
    method: 'GET',
    path: '/api/v1/config',
    access: 'public',
  },
  contentUrls: {
    method: 'GET',
    path: '/api/v2/content/urls',
    access: 'public',
  },
});
