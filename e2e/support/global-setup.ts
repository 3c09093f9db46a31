import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { startAppServer } from './app-server.ts';
import { startGoogleStandIn } from './google-stand-in.ts';
import { startMailServer } from './mail-server.ts';
import { BASE_URL, E2E_PORT } from './port.ts';

/**
 * Starts a real SMTP server and the built Resona server for the whole run, and hands the
 * workers what they need through the environment (workers start after this and inherit it).
 * The returned function is Playwright's global teardown.
 */
export default async function globalSetup(_config: FullConfig) {
  const mail = await startMailServer();
  const google = await startGoogleStandIn(BASE_URL);
  let app;
  try {
    app = await startAppServer({
      port: E2E_PORT,
      smtpUrl: `smtp://127.0.0.1:${mail.smtpPort}`,
      env: google.env,
    });
  } catch (error) {
    await mail.close();
    await google.close();
    throw error;
  }
  process.env.E2E_MAIL_API = mail.apiUrl;
  process.env.E2E_ACCESS_CODE = app.accessCode;
  // Codes a journey may redeem, each claimed by one test through a file in this directory.
  const claims = mkdtempSync(join(tmpdir(), 'resona-e2e-codes-'));
  process.env.E2E_REDEEMABLE_CODES = app.redeemableCodes.join(',');
  process.env.E2E_CODE_CLAIMS = claims;
  process.env.E2E_DEMO_EMAIL = app.demo.email;
  process.env.E2E_DEMO_PASSWORD = app.demo.password;
  // The researcher console's journey grants the admin role with `npm run admin` on this database.
  process.env.E2E_DATABASE_ENV = JSON.stringify(app.databaseEnv);
  process.env.E2E_DATA_DIR = app.dataDir;

  return async () => {
    await app.stop();
    await mail.close();
    await google.close();
    rmSync(claims, { recursive: true, force: true });
  };
}
