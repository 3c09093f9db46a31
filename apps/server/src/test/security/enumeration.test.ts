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
      let first: { known?: string; unknown?: string } = {};
      /** One round of interleaved samples (load on the machine falls on both alike): the medians. */
      const round = async () => {
        // A new account per sample: the soft lock-out counts failures per account, and the mail
        // limit per recipient, so one account would soon be answered differently by design.
        const known = await Promise.all(
          Array.from({ length: SAMPLES }, () => buildUser(t.db, { isVerified: verified })),
        );
        const times = { known: [] as number[], unknown: [] as number[] };
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
        return [median(times.known), median(times.unknown)] as const;
      };
      // Roughly: the medians within 15 ms or half of the slower one, in the best of three rounds:
      // another test file's burst on a busy two-core machine can tilt one round, while a skipped
      // argon2 hash or a mail sent before answering tilts every round.
      const rounds: (readonly [number, number])[] = [];
      const close = ([a, b]: readonly [number, number]) =>
        Math.abs(a - b) < Math.max(15, Math.max(a, b) * 0.5);
      while (rounds.length < 3 && !rounds.some(close)) rounds.push(await round());
      expect(first.known).toBe(first.unknown);
      expect(
        rounds.some(close),
        rounds.map(([a, b]) => `known ${a.toFixed(1)} ms, unknown ${b.toFixed(1)} ms`).join('; '),
      ).toBe(true);
    });
  }
});

describe('the soft lock-out tells nobody who has an account', () => {
  const attempt = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: API.login, payload: { email, password }, remoteAddress });
  const sequence = async (email: string, remoteAddress: string) => {
    const seen: string[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await attempt(email, 'Wrong-Password-1!', remoteAddress);
      seen.push(`${res.statusCode} ${res.body}`);
    }
    return seen;
  };

  it('six wrong passwords: a real and an unknown address answer the same sequence', async () => {
    const { user } = await buildUser(t.db);
    const real = await sequence(user.email, freshAddress());
    const unknown = await sequence(uniqueEmail('ghost'), freshAddress());
    expect(real).toEqual(unknown);
    // Five failures are free, the sixth attempt waits (SECURITY.md), for both alike.
    expect(real.map((line) => line.slice(0, 3))).toEqual([
      '400',
      '400',
      '400',
      '400',
      '400',
      '429',
    ]);
  });

  it("a stranger's failures from another client do not lock the owner out of their own", async () => {
    const { user, password } = await buildUser(t.db);
    const stranger = freshAddress();
    const seen = await sequence(user.email, stranger);
    expect(seen.at(-1)!.slice(0, 3)).toBe('429');
    const owner = await attempt(user.email, password, freshAddress());
    expect(owner.statusCode).toBe(200);
    // The stranger's client itself stays slowed down, even with the right password.
    expect((await attempt(user.email, password, stranger)).statusCode).toBe(429);
  });
});
