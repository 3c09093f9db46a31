import { and, eq, sql } from 'drizzle-orm';
import { PUSH_ON, type TPushSubscribeRequest } from '@resona/contract';
import { pushSubscriptions, users } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { isAllowedPushEndpoint, pushSenderFor } from '../../lib/web-push.ts';
import { sessionsChanged } from '../../core/session-changes.ts';

/** Base64url as browsers send PushSubscription keys: p256dh is 65 bytes, auth 16. */
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

interface SubscriptionKeys {
  endpoint: string;
  p256dh: string;
  auth: string;
}

const invalid = (field: string) =>
  new AppError('VALIDATION_ERROR', 'fieldInvalid', {}, { [field]: 'fieldInvalid' });

/** The fields, or the JSON of PushSubscription.toJSON() sent as firebase_token (decision 024). */
export function readSubscription(body: TPushSubscribeRequest): SubscriptionKeys {
  let { endpoint, p256dh, auth } = body;
  if (!endpoint && body.firebase_token) {
    try {
      const parsed = JSON.parse(body.firebase_token) as {
        endpoint?: unknown;
        keys?: { p256dh?: unknown; auth?: unknown };
      };
      endpoint = typeof parsed.endpoint === 'string' ? parsed.endpoint : undefined;
      p256dh = typeof parsed.keys?.p256dh === 'string' ? parsed.keys.p256dh : undefined;
      auth = typeof parsed.keys?.auth === 'string' ? parsed.keys.auth : undefined;
    } catch {
      throw invalid('firebase_token');
    }
  }
  if (!endpoint) {
    throw new AppError('VALIDATION_ERROR', 'fieldRequired', {}, { endpoint: 'fieldRequired' });
  }
  if (!p256dh || !BASE64URL.test(p256dh) || decodedLength(p256dh) !== 65) throw invalid('p256dh');
  if (!auth || !BASE64URL.test(auth) || decodedLength(auth) !== 16) throw invalid('auth');
  return { endpoint, p256dh, auth };
}

function decodedLength(value: string) {
  return Buffer.from(value, 'base64url').length;
}

/**
 * Stores this browser's subscription for the caller. The endpoint must be https on a known push
 * service: the server later posts to it, so a free address would let anyone aim it at internal
 * hosts. An endpoint already bound to another account stays theirs (decision 048): knowing an
 * endpoint proves nothing, and only the browser that holds it can withdraw it at the push service
 * and subscribe anew, which is what the web app does on PUSH_ENDPOINT_TAKEN.
 */
export async function subscribe(
  deps: Deps,
  userId: number,
  deviceId: string | null,
  keys: SubscriptionKeys,
) {
  if (!isAllowedPushEndpoint(keys.endpoint, deps.config.push.allowedHosts)) {
    throw new AppError(
      'VALIDATION_ERROR',
      'pushEndpointNotAllowed',
      {},
      {
        endpoint: 'pushEndpointNotAllowed',
      },
    );
  }
  const now = deps.now();
  const saved = await deps.db
    .insert(pushSubscriptions)
    .values({ userId, deviceId, ...keys, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        deviceId,
        p256dh: sql`excluded.p256dh`,
        auth: sql`excluded.auth`,
        updatedAt: now,
      },
      // Only the caller's own row is refreshed; another account's is left as it is.
      setWhere: eq(pushSubscriptions.userId, userId),
    })
    .returning({ id: pushSubscriptions.id });
  if (saved.length === 0) {
    throw new AppError(
      'PUSH_ENDPOINT_TAKEN',
      'pushEndpointTaken',
      {},
      { endpoint: 'pushEndpointTaken' },
    );
  }
  return { subscribed: 1 as const };
}

/** Forgets the caller's subscription with this endpoint; another person's row is never touched. */
export async function unsubscribe(deps: Deps, userId: number, endpoint: string) {
  const deleted = await deps.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return { deleted: deleted.length };
}

/** Spec §7 update-push-status: 1 on, 2 off. Off keeps subscriptions; pushes simply stop. */
export async function setPushStatus(deps: Deps, userId: number, status: 1 | 2) {
  await deps.db
    .update(users)
    .set({ pushAlertStatus: status, updatedAt: deps.now() })
    .where(eq(users.id, userId));
  await sessionsChanged(deps, deps.db, userId);
  return { push_alert_status: status };
}

export function publicKeyFor(deps: Deps, pushAlertStatus: number) {
  return {
    public_key: pushSenderFor(deps.config).publicKey,
    push_alert_status: pushAlertStatus === PUSH_ON ? 1 : 2,
  };
}
