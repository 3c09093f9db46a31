import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

/**
 * autocannon in its own process (never in the server's: they would share one event loop), with
 * `-j` for its JSON summary.
 */

const autocannonBin = createRequire(import.meta.url).resolve('autocannon');

export interface LoadOptions {
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
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
}

interface AutocannonJson {
  requests: { average: number; total: number };
  latency: { p50: number; p90: number; p99: number; max: number; average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}

export function autocannon(url: string, options: LoadOptions): Promise<LoadFigures> {
  const args = [autocannonBin, '-j', '-c', String(options.connections)];
  args.push('-d', String(options.seconds));
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    args.push('-H', `${name}=${value}`);
  }
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) {
        reject(new Error(`autocannon exited with ${code}: ${err.trim()}`));
        return;
      }
      try {
        const j = JSON.parse(out) as AutocannonJson;
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
        });
      } catch (error) {
        reject(new Error(`autocannon output unreadable: ${(error as Error).message}\n${out}`));
      }
    });
  });
}
