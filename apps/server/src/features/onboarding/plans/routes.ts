import type { FastifyInstance } from 'fastify';
import { calls } from '@resona/contract/calls';
import { registerCall } from '../../../lib/register-call.ts';
import { requestLanguage } from '../../../lib/language.ts';
import { ok } from '../../../lib/reply.ts';
import type { PaymentProviders } from '../payments/provider.ts';
import { assertOwnUserId, requireUser } from '../../../core/current-user.ts';
import { purchaseSubscription, suspendSubscription } from './purchase-service.ts';
import { getPlanData, getSubscribed, getWhitelisted, listUserPlans } from './service.ts';

export async function planRoutes(app: FastifyInstance, opts: { providers: PaymentProviders }) {
  const { deps } = app;
  const { providers } = opts;

  registerCall(app, calls.planData, async (request) =>
    ok(request, null, await getPlanData(deps, requireUser(request.user), requestLanguage(request))),
  );

  registerCall(app, calls.whitelisted, async (request) =>
    ok(request, null, await getWhitelisted(deps, requireUser(request.user), request.query.email)),
  );

  registerCall(app, calls.subscribed, async (request) => {
    const user = requireUser(request.user);
    assertOwnUserId(user, request.query.userid);
    return ok(request, null, await getSubscribed(deps, user));
  });

  registerCall(app, calls.manageSubscriptions, async (request) =>
    ok(request, null, await listUserPlans(deps, requireUser(request.user))),
  );

  registerCall(app, calls.purchaseSubscription, async (request) => {
    const user = requireUser(request.user);
    const data = await purchaseSubscription(deps, providers, user, request.body.plan_id);
    return ok(request, 'purchaseStarted', data);
  });

  registerCall(app, calls.suspendSubscription, async (request) => {
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
  });
}
