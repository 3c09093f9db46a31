import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { API } from '@resona/contract';
import { createSharedDatabase, startServers } from './test/many-servers.ts';
import { freePort, REPO } from './test/server-process.ts';

// docs/deploy/nginx-resona.conf, started as written (only its marked lines changed for this
// machine) with Debian's nginx in front of two real servers on one PostgreSQL database: the
// server-postgres project only (vitest.config.ts).

const dir = mkdtempSync(join(tmpdir(), 'resona-nginx-'));
const database = await createSharedDatabase();
const cluster = await startServers(database.url, 2);
const httpPort = await freePort();
const httpsPort = await freePort();

// A self-signed certificate for 127.0.0.1, trusted by this test's requests only.
const cert = join(dir, 'cert.pem');
const key = join(dir, 'key.pem');
execFileSync('openssl', [
  'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1',
  '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
  '-keyout', key, '-out', cert,
], { stdio: 'ignore' }); // prettier-ignore

const site = readFileSync(join(REPO, 'docs/deploy/nginx-resona.conf'), 'utf8')
  .replace(
    /(upstream resona \{\n)(?:.*\n)*?(?=\s*# The server with the fewest)/,
    (_, head: string) =>
      head +
      cluster.servers
        .map((s) => `    server ${new URL(s.base).host} max_fails=3 fail_timeout=10s;\n`)
        .join(''),
  )
  .replace(/^\s*listen \[::\].*\n/gm, '')
  .replace('listen 80;', `listen 127.0.0.1:${httpPort};`)
  .replace('listen 443 ssl', `listen 127.0.0.1:${httpsPort} ssl`)
  .replace(/ssl_certificate .*;/, `ssl_certificate ${cert};`)
  .replace(/ssl_certificate_key .*;/, `ssl_certificate_key ${key};`);
writeFileSync(join(dir, 'resona.conf'), site);
// What /etc/nginx/nginx.conf gives a site file, with every path in this test's folder.
writeFileSync(
  join(dir, 'nginx.conf'),
  [
    process.getuid?.() === 0 ? 'user root;' : '',
    'daemon off;',
    'worker_processes 1;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'events { worker_connections 128; }',
    'http {',
    `  access_log ${dir}/access.log;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `  ${kind}_temp_path ${dir}/${kind};`,
    ),
    `  include ${dir}/resona.conf;`,
    '}',
  ].join('\n'),
);

const nginx = spawn('nginx', ['-p', dir, '-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`], {
  stdio: ['ignore', 'ignore', 'pipe'],
});
let nginxErrors = '';
nginx.stderr.on('data', (chunk: Buffer) => (nginxErrors += chunk.toString()));

afterAll(async () => {
  nginx.kill('SIGTERM');
  cluster.stop();
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
});

/** Until nginx accepts connections on the HTTPS port (or has exited with its error). */
async function untilListening(port: number) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited: ${nginxErrors}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => resolve(true));
      socket.on('error', () => resolve(false));
      socket.on('connect', () => socket.destroy());
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nginx did not listen: ${nginxErrors}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function get(url: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const req = request(url, { ca: readFileSync(cert) }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe(
  'the reverse proxy of docs/deploy (nginx, HTTPS, two servers)',
  { timeout: 60_000 },
  () => {
    it('carries a request over HTTPS to a server, which sees HTTPS and answers with HSTS', async () => {
      await untilListening(httpsPort);
      const reply = await get(`https://127.0.0.1:${httpsPort}${API.health}`);
      expect(reply.status).toBe(200);
      expect(JSON.parse(reply.body)).toMatchObject({ status_code: 200, data: { ok: true } });
      // HSTS only when the server believes the request came over HTTPS (X-Forwarded-Proto).
      expect(reply.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      const direct = await fetch(`${cluster.servers[0]!.base}${API.health}`);
      expect(direct.headers.get('strict-transport-security')).toBeNull();
    });

    it('answers readiness through the proxy, and never passes /metrics on', async () => {
      await untilListening(httpsPort);
      const ready = await get(`https://127.0.0.1:${httpsPort}${API.ready}`);
      expect(ready.status).toBe(200);
      expect(JSON.parse(ready.body)).toMatchObject({ data: { ready: true } });
      for (const path of ['/metrics', '/metrics/', '/metrics?format=text', '/METRICS']) {
        const reply = await get(`https://127.0.0.1:${httpsPort}${path}`);
        expect(reply.status, path).toBe(404);
        expect(reply.body, path).not.toContain('resona_');
        // nginx's own answer: no Resona server saw the request (each names it in X-Request-Id).
        expect(reply.headers['x-request-id'], path).toBeUndefined();
      }
      // Where Prometheus on this machine scrapes each server: its own port, on loopback.
      for (const server of cluster.servers) {
        expect((await fetch(`${server.base}${API.health}`)).status).toBe(200);
        const scraped = await fetch(server.metrics);
        expect(scraped.status).toBe(200);
        expect(await scraped.text()).toMatch(
          /^resona_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\} [1-9]/m,
        );
      }
    });

    it('sends plain HTTP to HTTPS', async () => {
      await untilListening(httpPort);
      const reply = await fetch(`http://127.0.0.1:${httpPort}/login`, { redirect: 'manual' });
      expect(reply.status).toBe(301);
      expect(reply.headers.get('location')).toBe('https://127.0.0.1/login');
    });
  },
);
