import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API,
  ZManageSubscriptionsResponse,
  ZPlanDataResponse,
  ZPurchaseSubscriptionRequest,
  ZPurchaseSubscriptionResponse,
  ZSubscribedRequest,
  ZSubscribedResponse,
  ZSuspendSubscriptionRequest,
  ZSuspendSubscriptionResponse,
  ZWhitelistedRequest,
  ZWhitelistedResponse,
} from '@resona/contract';
import { requestLanguage } from '../../../lib/language.ts';
import { ok } from '../../../lib/reply.ts';
import type { PaymentProviders } from '../payments/provider.ts';
import { assertOwnUserId, requireUser } from '../../../core/current-user.ts';
import { purchaseSubscription, suspendSubscription } from './purchase-service.ts';
import { getPlanData, getSubscribed, getWhitelisted, listUserPlans } from './service.ts';

export async function planRoutes(instance: FastifyInstance, opts: { providers: PaymentProviders }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const { providers } = opts;

  app.get(API.planData, { schema: { response: { 200: ZPlanDataResponse } } }, async (request) =>
    ok(request, null, await getPlanData(deps, requireUser(request.user), requestLanguage(request))),
  );

  app.get(
    API.whitelisted,
    { schema: { querystring: ZWhitelistedRequest, response: { 200: ZWhitelistedResponse } } },
    async (request) =>
      ok(request, null, await getWhitelisted(deps, requireUser(request.user), request.query.email)),
  );

  app.get(
    API.subscribed,
    { schema: { querystring: ZSubscribedRequest, response: { 200: ZSubscribedResponse } } },
    async (request) => {
      const user = requireUser(request.user);
      assertOwnUserId(user, request.query.userid);
      return ok(request, null, await getSubscribed(deps, user));
    },
  );

  app.get(
    API.manageSubscriptions,
    { schema: { response: { 200: ZManageSubscriptionsResponse } } },
    async (request) => ok(request, null, await listUserPlans(deps, requireUser(request.user))),
  );

  app.post(
    API.purchaseSubscription,
    {
      schema: {
        body: ZPurchaseSubscriptionRequest,
        response: { 200: ZPurchaseSubscriptionResponse },
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      const data = await purchaseSubscription(deps, providers, user, request.body.plan_id);
      return ok(request, 'purchaseStarted', data);
    },
  );

  app.post(
    API.suspendSubscription,
    {
      schema: {
        body: ZSuspendSubscriptionRequest,
        response: { 200: ZSuspendSubscriptionResponse },
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      const lang = requestLanguage(request);
      const data = await suspendSubscription(
        deps,
        providers,
        user,
        request.body.user_subscription_id,
        lang,
      );
      return ok(request, 'suspendSuccess', data);
    },
  );
}
