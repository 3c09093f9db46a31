import type { TSignedInDevice } from '@resona/contract';
import type { Deps } from '../../../deps.ts';
import type { Executor } from '../../../db/client.ts';
import { notFound } from '../../../lib/app-error.ts';
import { sessionsChanged } from '../../../core/session-changes.ts';
import { recordSecurityEvent, type EventClient } from '../../../core/security-events.ts';
import { deleteUserSessions } from '../../../core/session-queries.ts';
import { deviceLabel } from './device-label.ts';
import { deleteUserSession, userSessions } from './queries.ts';

/** The devices signed in to the account: the one asking first, then the most recently used. */
export async function listDevices(
  db: Executor,
  userId: number,
  thisSessionId: number,
): Promise<TSignedInDevice[]> {
  const rows = await userSessions(db, userId);
  const devices = rows.map((row) => ({
    device_id: row.id,
    ...deviceLabel(row.userAgent),
    signed_in_at: row.createdAt.toISOString(),
    last_used_at: row.lastSeenAt.toISOString(),
    this_device: row.id === thisSessionId,
  }));
  return [...devices.filter((d) => d.this_device), ...devices.filter((d) => !d.this_device)];
}

/**
 * Signs one other device out: refused at once on this server, on every other once it commits.
 * The device asking is not "another": it signs out with the ordinary sign-out. Another account's
 * session answers as an unknown one.
 */
export async function signOutDevice(
  deps: Deps,
  userId: number,
  thisSessionId: number,
  deviceId: number,
  client: EventClient,
) {
  if (deviceId === thisSessionId) throw notFound();
  await deps.db.transaction(async (tx) => {
    if (!(await deleteUserSession(tx, userId, deviceId))) throw notFound();
    await sessionsChanged(deps, tx, userId);
    const event = { userId, kind: 'device-signed-out', client } as const;
    await recordSecurityEvent(tx, { ...event, detail: { device_id: deviceId } }, deps.now());
  });
  return { devices: await listDevices(deps.db, userId, thisSessionId) };
}

/** "Sign out everywhere else": every session of the account but the one asking. */
export async function signOutOtherDevices(
  deps: Deps,
  userId: number,
  thisSessionId: number,
  client: EventClient,
) {
  const ended = await deps.db.transaction(async (tx) => {
    const count = await deleteUserSessions(tx, userId, thisSessionId);
    await sessionsChanged(deps, tx, userId);
    const event = { userId, kind: 'other-devices-signed-out', client } as const;
    await recordSecurityEvent(tx, { ...event, detail: { ended: count } }, deps.now());
    return count;
  });
  return { ended, devices: await listDevices(deps.db, userId, thisSessionId) };
}
