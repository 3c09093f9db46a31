import { ZPublicConfigResponse } from '../auth/public-config.ts';
import { defineCall, type CallsOf } from '../call.ts';
import { systemRoutes as r } from './call-routes.ts';
import { ZContentUrlsResponse } from './content-urls.ts';
import { ZHealthResponse } from './health.ts';

export const systemCalls = {
  health: defineCall(r.health, { reply: ZHealthResponse }),
  config: defineCall(r.config, { reply: ZPublicConfigResponse }),
  contentUrls: defineCall(r.contentUrls, { reply: ZContentUrlsResponse }),
} satisfies CallsOf<typeof r>;
