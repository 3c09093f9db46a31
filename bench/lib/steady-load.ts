import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * An open-loop load at a steady rate: request i is due at start + i / rate, whatever happened
 * to the ones before it, and its latency counts from when it was due (so a server that stalls
 * is charged for the requests that queued behind the stall: no coordinated omission).
 *
 * autocannon's `overallRate` is not steady: each connection may send its share of a second's
 * requests as fast as it can at the start of that second, then waits for the next one, so
 * "1,000 a second" arrives as bursts of 1,000 at the server's full speed, and the p99 is the
 * queue of a burst. The issue asks for a steady 1,000 a second.
 */
export interface SteadyLoad {
  url: string;
  rate: number;
  seconds: number;
  connections: number;
  headers?: Record<string, string>;
  /** Each request from the next of this many client addresses (X-Forwarded-For), as many people. */
  addresses?: number;
}

export interface SteadyResult {
  requests: { total: number; average: number };
  latency: { p50: number; p90: number; p99: number; max: number; average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats: Record<string, { count: number }>;
  /**
   * The longest this load generator's own event loop was held up (ms). A request it sends late
   * is charged from when it was due, so a stall here shows in the latencies as if the server's.
   */
  senderLagMax: number;
  /**
   * Latencies counted from when each request was sent rather than due: the same requests
   * without the time they waited in this generator for it to send them (decision 120).
   */
  fromSent: { p50: number; p99: number; max: number };
}

const TIMEOUT_MS = 10_000;

/** The i-th of a few hundred client addresses the per-address limit counts apart. */
export const clientAddress = (i: number) => `10.200.${(i >> 8) & 255}.${i & 255}`;

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function steadyLoad(options: SteadyLoad): Promise<SteadyResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  const fromSent: number[] = [];
  const statuses: Record<string, { count: number }> = {};
  let errors = 0;
  let timeouts = 0;
  const total = Math.round(options.rate * options.seconds);
  const lag = monitorEventLoopDelay({ resolution: 1 });
  lag.enable();
  const start = performance.now();
  const dueAt = (i: number) => start + (i * 1000) / options.rate;

  let settle: () => void = () => {};
  const allSettled = new Promise<void>((resolve) => (settle = resolve));
  let sent = 0;
  let finished = 0;
  const done = () => {
    if (++finished === total) settle();
  };

  const send = (due: number, i: number) => {
    let timedOut = false;
    const headers = options.addresses
      ? { ...options.headers, 'x-forwarded-for': clientAddress(i % options.addresses) }
      : options.headers;
    const sentAt = performance.now();
    const request = http.get(options.url, { agent, headers }, (response) => {
      response.resume();
      response.on('end', () => {
        const now = performance.now();
        latencies.push(now - due);
        fromSent.push(now - sentAt);
        const code = String(response.statusCode);
        (statuses[code] ??= { count: 0 }).count++;
        done();
      });
    });
    request.setTimeout(TIMEOUT_MS, () => {
      timedOut = true;
      request.destroy(new Error('timeout'));
    });
    request.on('error', () => {
      if (timedOut) timeouts++;
      else errors++;
      done();
    });
  };

  // Sends every request that has fallen due, then sleeps until the next one is due.
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (sent < total && dueAt(sent) <= now) send(dueAt(sent), sent++);
      if (sent >= total) return resolve();
      setTimeout(tick, Math.max(0, dueAt(sent) - performance.now()));
    };
    tick();
  });
  await allSettled;
  lag.disable();
  agent.destroy();

  latencies.sort((a, b) => a - b);
  fromSent.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 100) / 100;
  const ok = latencies.length;
  const non2xx = Object.entries(statuses)
    .filter(([code]) => !code.startsWith('2'))
    .reduce((sum, [, { count }]) => sum + count, 0);
  return {
    requests: { total: ok, average: ok / options.seconds },
    latency: {
      p50: round(percentile(latencies, 50)),
      p90: round(percentile(latencies, 90)),
      p99: round(percentile(latencies, 99)),
      max: round(latencies.at(-1) ?? 0),
      average: round(latencies.reduce((a, b) => a + b, 0) / Math.max(1, ok)),
    },
    errors,
    timeouts,
    non2xx,
    statusCodeStats: statuses,
    senderLagMax: round(lag.max / 1e6),
    fromSent: {
      p50: round(percentile(fromSent, 50)),
      p99: round(percentile(fromSent, 99)),
      max: round(fromSent.at(-1) ?? 0),
    },
  };
}
