import type { FastifyInstance } from 'fastify';
import { calls } from '@resona/contract/calls';
import { consoleActor } from '../../../core/audit.ts';
import { registerCall } from '../../../lib/register-call.ts';
import { ok } from '../../../lib/reply.ts';
import { sendSignedCopy } from '../../consent/index.ts';
import { okWith } from '../ok-with.ts';
import { requestStudy } from '../request-study.ts';
import {
  getConsentAdmin,
  listConsentParticipants,
  publishConsent,
  saveConsentDraft,
  setConsentProtocol,
  signedCopyForResearcher,
} from './service.ts';

/** The consent document, its versions, the withdrawal protocol and the signers (decision 082). */
export async function consentAdminRoutes(app: FastifyInstance) {
  const { deps } = app;

  registerCall(app, calls.adminConsent, async (request) =>
    ok(request, null, await getConsentAdmin(deps, requestStudy(request))),
  );

  registerCall(app, calls.adminSaveConsentDraft, async (request) =>
    ok(
      request,
      'adminConsentSaved',
      await saveConsentDraft(deps, requestStudy(request), request.body, consoleActor(request)),
    ),
  );

  registerCall(app, calls.adminPublishConsent, async (request) => {
    const published = await publishConsent(deps, requestStudy(request), consoleActor(request));
    return okWith(request, 'adminConsentPublished', { version: published.version }, published);
  });

  registerCall(app, calls.adminConsentProtocol, async (request) =>
    ok(
      request,
      'adminConsentProtocolSaved',
      await setConsentProtocol(
        deps,
        requestStudy(request),
        request.body.withdrawal_data,
        consoleActor(request),
      ),
    ),
  );

  registerCall(app, calls.adminConsentParticipants, async (request) =>
    ok(request, null, { participants: await listConsentParticipants(deps, requestStudy(request)) }),
  );

  registerCall(app, calls.adminSignedConsentCopy, async (request, reply) =>
    sendSignedCopy(
      reply,
      await signedCopyForResearcher(
        deps,
        requestStudy(request),
        request.params.id,
        consoleActor(request),
      ),
    ),
  );
}
