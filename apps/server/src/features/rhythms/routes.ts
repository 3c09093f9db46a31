import type { FastifyInstance } from 'fastify';
import { calls } from '@resona/contract/calls';
import { registerCall } from '../../lib/register-call.ts';
import { ok } from '../../lib/reply.ts';
import { requireUser } from '../../core/current-user.ts';
import { deleteRhythm, listRhythms, reorderRhythms, saveRhythm } from './service.ts';

/** The rhythms a person makes (issue 30): list, save, delete, reorder. Signed-in only. */
export async function rhythmRoutes(app: FastifyInstance) {
  const { deps } = app;

  registerCall(app, calls.rhythms, async (request) => {
    const user = requireUser(request.user);
    return ok(request, null, await listRhythms(deps.db, user.id));
  });

  registerCall(app, calls.saveRhythm, async (request, _reply, db) => {
    const user = requireUser(request.user);
    return ok(request, 'rhythmSaved', await saveRhythm(deps, db, user.id, request.body));
  });

  registerCall(app, calls.deleteRhythm, async (request, _reply, db) => {
    const user = requireUser(request.user);
    return ok(request, 'rhythmDeleted', await deleteRhythm(db, user.id, request.body.rhythm_id));
  });

  registerCall(app, calls.reorderRhythms, async (request, _reply, db) => {
    const user = requireUser(request.user);
    const list = await reorderRhythms(db, user.id, request.body.rhythm_ids);
    return ok(request, 'rhythmsReordered', list);
  });
}
