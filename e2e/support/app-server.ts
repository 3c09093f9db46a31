import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  copyFileSync,
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const SERVER_ENTRY = join(REPO, 'apps/server/dist/main.js');
const WEB_DIST = join(REPO, 'apps/web/dist');
const WEB_INDEX = join(WEB_DIST, 'index.html');
// A machine shared by several runs can take two minutes to start the server (initdb, argon2).
const START_TIMEOUT_MS = 180_000;
/**
 * Unused single-use access codes the server makes at start (SEED_ACCESS_CODES), banner's
 * included: each new user of a journey signs up with one and may redeem another (the phone and
 * pre-render journeys brought the whole run past sixty).
 */
const SEEDED_ACCESS_CODES = 250;

export interface AppServer {
  baseUrl: string;
  accessCode: string;
  /** Unused single-use codes for journeys that redeem one; the banner's code is not among them. */
  redeemableCodes: string[];
  demo: { email: string; password: string };
  /** DATA_DIR (and DATABASE_URL) of this server, for `npm run admin` in journeys. */
  databaseEnv: Record<string, string>;
  logFile: string;
  /** The server's DATA_DIR: the scripts reach its embedded database through it (decision 065). */
  dataDir: string;
  /** The copy of the web build this server serves (a journey may publish a new version in it). */
  webDist: string;
  stop(): Promise<void>;
}

/**
 * A fresh database for this run: on the PostgreSQL server DATABASE_URL names (created here,
 * dropped at the end), else the embedded default in a temporary data directory.
 */
async function createDatabase(
  workDir: string,
): Promise<{ env: { DATA_DIR: string } & Record<string, string>; drop(): Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) return { env: { DATA_DIR: join(workDir, 'data') }, drop: async () => {} };
  const name = `resona_e2e_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: join(workDir, 'data'), DATABASE_URL: url.toString() },
    async drop() {
      const dropper = new pg.Client({ connectionString: base });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** The built server exactly as `npm start` runs it: plain node on dist/main.js. */
export async function startAppServer(options: {
  port: number;
  smtpUrl: string;
  /** Extra environment for this run (the local stand-in for Google). */
  env?: Record<string, string>;
}): Promise<AppServer> {
  if (!existsSync(SERVER_ENTRY) || !existsSync(WEB_INDEX)) {
    throw new Error('The app is not built: run `npm run build` (npm run test:e2e does) first.');
  }
  const workDir = mkdtempSync(join(tmpdir(), 'resona-e2e-'));
  const logFile = join(workDir, 'server.log');
  const log = createWriteStream(logFile);
  // The run serves a copy of the web build, so a rebuild meanwhile (vite empties dist first)
  // cannot take pages or hashed chunks away from journeys still running.
  const webDist = join(workDir, 'web');
  cpSync(WEB_DIST, webDist, { recursive: true });
  const database = await createDatabase(workDir);
  const baseUrl = `http://localhost:${options.port}`;

  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  const child: ChildProcess = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO,
    env: {
      ...env,
      ...database.env,
      NODE_ENV: 'production',
      // The purchase journeys approve their own checkout (refused in production unless named).
      PAYMENT_PROVIDER: 'sandbox',
      PORT: String(options.port),
      PUBLIC_URL: baseUrl,
      SMTP_URL: options.smtpUrl,
      BOT_CHECK: 'altcha',
      LOG_LEVEL: 'info',
      SEED_ACCESS_CODES: String(SEEDED_ACCESS_CODES),
      WEB_DIST: webDist,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    log.write(chunk);
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    log.write(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));

  const cleanUp = async () => {
    log.end();
    await database.drop().catch(() => {});
  };

  // The banner says everything a newcomer needs; the journeys need the same.
  const deadline = Date.now() + START_TIMEOUT_MS;
  let banner: RegExpExecArray | null = null;
  while (!banner) {
    banner = /Demo account: (\S+) \/ (\S+)[\s\S]*Unused access code for a new sign-up: (\S+)/.exec(
      stdout,
    );
    if (banner) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      await cleanUp();
      throw new Error(`The server did not start (log: ${logFile}):\n${stderr || stdout}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const health = await fetch(`${baseUrl}/api/health`);
  if (!health.ok) throw new Error(`GET /api/health answered ${health.status}`);

  const seeded = /Unused access codes \(SEED_ACCESS_CODES\): (.+)/.exec(stdout)?.[1]?.trim();
  if (!seeded) throw new Error(`The server printed no SEED_ACCESS_CODES line (log: ${logFile})`);
  const accessCode = banner[3]!;
  return {
    baseUrl,
    dataDir: database.env.DATA_DIR,
    webDist,
    accessCode,
    // The printed code is shared by every sign-up (checked, not spent): nobody may redeem it.
    redeemableCodes: seeded.split(/\s+/).filter((code) => code !== accessCode),
    demo: { email: banner[1]!, password: banner[2]! },
    databaseEnv: database.env,
    logFile,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      await cleanUp();
      // The log outlives the run where Playwright keeps its results.
      const results = join(REPO, 'e2e/test-results');
      mkdirSync(results, { recursive: true });
      copyFileSync(logFile, join(results, 'server.log'));
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}
