import type { FastifyInstance } from 'fastify';
import { calls } from '@resona/contract/calls';
import { NotReadyError } from '../../lib/app-error.ts';
import { registerCall } from '../../lib/register-call.ts';
import { ok } from '../../lib/reply.ts';
import { createReadinessCheck } from './readiness.ts';

/** What a server that is not ready tells its callers to wait. */
const NOT_READY_RETRY_AFTER_SECONDS = 5;

export async function systemRoutes(app: FastifyInstance) {
  const { config } = app.deps;
  const facebookReady = Boolean(config.facebook.appId && config.facebook.appSecret);

  registerCall(app, calls.health, (request) => ok(request, null, { ok: true }));

  const readiness = createReadinessCheck(app.deps.db);
  registerCall(app, calls.ready, async (request) => {
    const state = await readiness();
    if (!state.ready) {
      request.log.warn({ reason: state.reason }, 'not ready');
      throw new NotReadyError(NOT_READY_RETRY_AFTER_SECONDS);
    }
    return ok(request, null, { ready: true, migrations: state.migrations });
  });

  registerCall(app, calls.config, (request) =>
    ok(request, null, {
      bot_check: config.botCheck,
      turnstile_site_key: config.turnstile.siteKey ?? null,
      google_client_id: config.google.clientId ?? null,
      google_auth_url: config.google.clientId ? config.google.authUrl : null,
      // Facebook sign-in needs the secret on the server too (debug_token, appsecret_proof).
      facebook_app_id: facebookReady ? config.facebook.appId! : null,
      facebook_dialog_url: facebookReady ? config.facebook.dialogUrl : null,
      min_age: config.minAge,
      study_presurvey_url: config.studyPresurveyUrl ?? null,
    }),
  );

  registerCall(app, calls.contentUrls, (request) =>
    ok(request, null, { terms_url: config.termsUrl, privacy_url: config.privacyUrl }),
  );
}
