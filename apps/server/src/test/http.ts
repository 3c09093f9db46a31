import type { App } from '../app.ts';
import { rateLimits } from '../db/schema/index.ts';
import type { Database } from '../db/client.ts';

/** A body as multipart form data, the way the spec's clients send most calls. */
export async function multipart(fields: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** A body as application/x-www-form-urlencoded. */
export function urlencoded(fields: Record<string, string>) {
  return {
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  };
}

/** Puts a per-address limiter at its limit, as if `count` calls had just been made. */
export async function fillRateLimit(db: Database, key: string, count: number, now: Date) {
  await db
    .insert(rateLimits)
    .values({ key, count, windowStart: now })
    .onConflictDoUpdate({ target: rateLimits.key, set: { count, windowStart: now } });
}

/** The message and error type of an error reply, for short assertions. */
export function errorOf(res: Awaited<ReturnType<App['inject']>>) {
  const body = res.json() as {
    message: string;
    data: { error_type: string; fields?: Record<string, string> };
  };
  return {
    status: res.statusCode,
    type: body.data.error_type,
    message: body.message,
    fields: body.data.fields,
  };
}
