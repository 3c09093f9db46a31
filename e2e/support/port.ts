import { execFileSync } from 'node:child_process';

/**
 * The port of the server under test: E2E_PORT when given, otherwise a port the system finds free,
 * so two runs on one machine never meet. It is chosen synchronously while Playwright loads its
 * config and written back to the environment, which the workers inherit: every process of the run
 * agrees on one port.
 */
export function freePort(): string {
  const script =
    "const s = require('node:net').createServer();" +
    "s.listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); });";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}

process.env.E2E_PORT ||= freePort();

export const E2E_PORT = Number(process.env.E2E_PORT);
export const BASE_URL = `http://localhost:${E2E_PORT}`;
