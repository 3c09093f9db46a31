import { ZPublicConfigResponse } from '../auth/public-config.ts';
import { defineCall, type CallsOf } from '../call.ts';
import { systemRoutes as r } from './call-routes.ts';
import { ZContentUrlsResponse } from './content-urls.ts';
import { ZHealthResponse, ZReadyResponse } from './health.ts';

export const systemCalls = {
  health: defineCall(r.health, {
    summary: 'Whether the server is up.',
    reply: ZHealthResponse,
  }),
  ready: defineCall(r.ready, {
    summary: 'Whether the server can serve: its database answers and has every migration applied.',
    description:
      'For a load balancer or an orchestrator: 200 when ready, 503 NOT_READY with Retry-After ' +
      'otherwise (the database unreachable, or migrations of this version not applied yet). ' +
      'Unlike /api/health it asks the database; neither is refused when the server is overloaded.',
    reply: ZReadyResponse,
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
