import type { FastifyInstance } from 'fastify';
import { calls } from '@resona/contract/calls';
import { registerCall } from '../../lib/register-call.ts';
import { ok, t } from '../../lib/reply.ts';
import { requireUser } from '../../core/current-user.ts';
import {
  getStudyConsent,
  findOwnSignature,
  signStudyConsent,
  withdrawFromStudy,
} from './service.ts';
import { sendSignedCopy } from './send-signed-copy.ts';

/** The study's consent as a participant meets it (decision 082). */
export async function consentRoutes(app: FastifyInstance) {
  const { deps } = app;

  registerCall(app, calls.studyConsent, async (request) => {
    const user = requireUser(request.user);
    return ok(request, null, await getStudyConsent(deps, user.id));
  });

  registerCall(app, calls.signStudyConsent, async (request) => {
    const user = requireUser(request.user);
    const signature = await signStudyConsent(deps, user.id, request.body);
    const message = t(request, 'consentSigned', { version: signature.version });
    return { status_code: 200, message, data: { signature } };
  });

  registerCall(app, calls.withdrawFromStudy, async (request) => {
    const user = requireUser(request.user);
    return ok(request, 'consentWithdrawn', await withdrawFromStudy(deps, user.id));
  });

  registerCall(app, calls.signedConsentCopy, async (request, reply) => {
    const user = requireUser(request.user);
    return sendSignedCopy(reply, await findOwnSignature(deps, user.id, request.params.id));
  });
}
