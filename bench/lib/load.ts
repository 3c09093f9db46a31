import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { Result } from 'autocannon';

/** Runs bench/lib/load-main.ts (autocannon) in its own process and returns its figures. */

export interface LoadRequest {
  url: string;
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /**
   * Requests a second, evenly spaced and open-loop (steady-load.ts); GET only, `vary` by
   * addresses or not at all.
   */
  steadyRate?: number;
  vary?:
    | { kind: 'login'; emails: string[]; password: string }
    /** Each request from the next of `count` client addresses (X-Forwarded-For), as many people. */
    | { kind: 'addresses'; count: number };
}

export interface LoadFigures {
  requests: number;
  reqPerSec: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  meanLatency: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  /** A steady load only: the longest its own sender's event loop was held up (ms). */
  senderLagMax?: number;
  /** A steady load only: p99 and max counted from each request's sending, not its due time. */
  fromSentP99?: number;
  fromSentMax?: number;
}

export function load(request: LoadRequest): Promise<LoadFigures> {
  const script = join(import.meta.dirname, 'load-main.ts');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, JSON.stringify(request)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) {
        reject(new Error(`load exited with ${code}: ${err.trim()}`));
        return;
      }
      try {
        const j = JSON.parse(out) as Result & {
          senderLagMax?: number;
          fromSent?: { p99: number; max: number };
        };
        resolve({
          requests: j.requests.total,
          reqPerSec: j.requests.average,
          p50: j.latency.p50,
          p90: j.latency.p90,
          p99: j.latency.p99,
          max: j.latency.max,
          meanLatency: j.latency.average,
          errors: j.errors,
          timeouts: j.timeouts,
          non2xx: j.non2xx,
          statusCodes: Object.fromEntries(
            Object.entries(j.statusCodeStats ?? {}).map(([k, v]) => [k, v.count]),
          ),
          ...(j.senderLagMax === undefined ? {} : { senderLagMax: j.senderLagMax }),
          ...(j.fromSent ? { fromSentP99: j.fromSent.p99, fromSentMax: j.fromSent.max } : {}),
        });
      } catch (error) {
        reject(new Error(`load output unreadable: ${(error as Error).message}\n${out}`));
      }
    });
  });
}
