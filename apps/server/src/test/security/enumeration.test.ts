import { describe, expect, it } from 'vitest';
import { API } from '@resona/contract';
import { createTestApp } from '../app.ts';
import { buildUser, uniqueEmail } from '../factories.ts';
import { freshAddress } from './route-cases.ts';

/**
 * Enumeration (SECURITY.md): login, reset and resend answer a known and an unknown address
 * alike — status, body, headers and, roughly, time. The feature tests (features/auth) already
 * compare one body each; this adds the headers and the timing, over interleaved samples.
 */
// Replies as a client gets them: not waiting for the mail work left in the background.
const t = await createTestApp({ awaitBackground: false });
const SAMPLES = 12;

type Call = (email: string) => Promise<Awaited<ReturnType<typeof t.app.inject>>>;

const calls: Record<string, { call: Call; verified: boolean }> = {
  login: {
    verified: true,
    call: (email) =>
      t.app.inject({
        method: 'POST',
        url: API.login,
        payload: { email, password: 'Wrong-Password-1!' },
        remoteAddress: freshAddress(),
      }),
  },
  reset: {
    verified: true,
    call: (email) =>
      t.app.inject({
        method: 'PATCH',
        url: API.resetPassword,
        payload: { email },
        remoteAddress: freshAddress(),
      }),
  },
  resend: {
    verified: false,
    call: (email) =>
      t.app.inject({
        method: 'GET',
        url: `${API.resendVerificationEmail}?email=${encodeURIComponent(email)}`,
        remoteAddress: freshAddress(),
      }),
  },
};

/** Headers that differ per request by nature. */
const PER_REQUEST = new Set(['x-request-id', 'date', 'content-length', 'x-ratelimit-reset']);
const comparable = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_REQUEST.has(name)));

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

describe('known and unknown addresses are answered alike', () => {
  for (const [name, { call, verified }] of Object.entries(calls)) {
    it(`${name}: same status, body and headers, and about the same time`, async () => {
      // A new account per sample: the soft lock-out counts failures per account, and the mail
      // limit per recipient, so one account would soon be answered differently by design.
      const known = await Promise.all(
        Array.from({ length: SAMPLES }, () => buildUser(t.db, { isVerified: verified })),
      );
      const times = { known: [] as number[], unknown: [] as number[] };
      let first: { known?: string; unknown?: string } = {};
      // Interleaved, so load on the machine falls on both alike.
      for (let i = 0; i < SAMPLES; i++) {
        for (const kind of i % 2
          ? (['unknown', 'known'] as const)
          : (['known', 'unknown'] as const)) {
          const email = kind === 'known' ? known[i]!.user.email : uniqueEmail('ghost');
          const started = performance.now();
          const res = await call(email);
          times[kind].push(performance.now() - started);
          const seen = JSON.stringify({
            status: res.statusCode,
            body: res.body,
            headers: comparable(res.headers),
          });
          first = { ...first, [kind]: first[kind] ?? seen };
          expect(seen, `${kind} sample ${i}`).toBe(first[kind]);
        }
      }
      expect(first.known).toBe(first.unknown);
      // Roughly: the medians within 15 ms or half of the slower one (a busy shared machine),
      // which still tells apart a skipped argon2 hash or a mail sent before answering.
      const [a, b] = [median(times.known), median(times.unknown)];
      expect(Math.abs(a - b), `known ${a.toFixed(1)} ms, unknown ${b.toFixed(1)} ms`).toBeLessThan(
        Math.max(15, Math.max(a, b) * 0.5),
      );
    });
  }
});
