import { ZPublicConfigResponse } from '../auth/public-config.ts';
import { defineCall, type CallsOf } from '../call.ts';
import { systemRoutes as r } from './call-routes.ts';
import { ZContentUrlsResponse } from './content-urls.ts';
import { ZHealthResponse } from './health.ts';

export const systemCalls = {
  health: defineCall(r.health, {
    summary: 'Whether the server is up.',
    reply: ZHealthResponse,
  }),
  config: defineCall(r.config, {
    summary: 'The public configuration the apps start from: bot check, social sign-in, ages.',
    reply: ZPublicConfigResponse,
  }),
  contentUrls: defineCall(r.contentUrls, {
    summary: 'The addresses of the Terms of Service and the Privacy Policy the app links to.',
    reply: ZContentUrlsResponse,
  }),
} satisfies CallsOf<typeof r>;
