import type { FastifyInstance } from 'fastify';
import { calls } from '@resona/contract/calls';
import { consoleActor } from '../../../core/audit.ts';
import { registerCall } from '../../../lib/register-call.ts';
import { ok } from '../../../lib/reply.ts';
import { okWith } from '../ok-with.ts';
import { requestStudy } from '../request-study.ts';
import { addSafetyContact, getSafety, removeSafetyContact, saveHelpTexts } from './service.ts';

/** The study's safety contacts and help texts (issue 33, decision 109). */
export async function safetyRoutes(app: FastifyInstance) {
  const { deps } = app;

  registerCall(app, calls.adminSafety, async (request) =>
    ok(request, null, await getSafety(deps, requestStudy(request))),
  );

  registerCall(app, calls.adminAddSafetyContact, async (request) => {
    const contact = await addSafetyContact(
      deps,
      requestStudy(request),
      request.body,
      consoleActor(request),
    );
    return okWith(request, 'adminSafetyContactAdded', { name: contact.name }, { contact });
  });

  registerCall(app, calls.adminRemoveSafetyContact, async (request) => {
    await removeSafetyContact(
      deps,
      requestStudy(request),
      request.params.id,
      consoleActor(request),
    );
    return ok(request, 'adminSafetyContactRemoved', {});
  });

  registerCall(app, calls.adminSaveHelpTexts, async (request) => {
    const helpTexts = await saveHelpTexts(
      deps,
      requestStudy(request),
      request.body.help_texts,
      consoleActor(request),
    );
    return ok(request, 'adminSafetyHelpSaved', { help_texts: helpTexts });
  });
}
