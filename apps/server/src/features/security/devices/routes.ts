import type { FastifyInstance, FastifyRequest } from 'fastify';
import { calls } from '@resona/contract/calls';
import { registerCall } from '../../../lib/register-call.ts';
import { notFound } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/reply.ts';
import { requireUser } from '../../../core/current-user.ts';
import { clientOf } from '../../../core/security-events.ts';
import { listDevices, signOutDevice, signOutOtherDevices } from './service.ts';

/** The signed-in person and the session they ask from. */
function asking(request: FastifyRequest) {
  const user = requireUser(request.user);
  if (request.sessionId === null) throw notFound();
  return { userId: user.id, sessionId: request.sessionId, client: clientOf(request) };
}

/** Settings → Security → Signed-in devices (issue 32): see them, end one, end all others. */
export async function deviceRoutes(app: FastifyInstance) {
  const { deps } = app;

  registerCall(app, calls.signedInDevices, async (request) => {
    const { userId, sessionId } = asking(request);
    return ok(request, null, { devices: await listDevices(deps.db, userId, sessionId) });
  });

  registerCall(app, calls.signOutDevice, async (request) => {
    const { userId, sessionId, client } = asking(request);
    const reply = await signOutDevice(deps, userId, sessionId, request.body.device_id, client);
    return ok(request, 'deviceSignedOut', reply);
  });

  registerCall(app, calls.signOutOtherDevices, async (request) => {
    const { userId, sessionId, client } = asking(request);
    const reply = await signOutOtherDevices(deps, userId, sessionId, client);
    return ok(request, 'otherDevicesSignedOut', reply);
  });
}
