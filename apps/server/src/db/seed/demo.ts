import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { replaceFile } from '../../lib/durable-file.ts';
import { eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { DEMO_EMAIL } from '../participants.ts';
import { users } from '../schema/index.ts';

export { DEMO_EMAIL };

/**
 * A demo account that is verified, subscribed, surveyed and calibrated, so a newcomer can look
 * around at once. Its password is random per installation and kept beside the data, never in
 * the code. The caller hands in the password hashing, which is the auth feature's.
 */
export async function seedDemoAccount(
  db: Database,
  dataDir: string,
  hashPassword: (password: string) => Promise<string>,
) {
  const file = join(dataDir, 'demo-account.json');
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_EMAIL));
  const kept = existing && readAccount(file);
  if (kept) return kept;
  const password = `Demo-${randomBytes(6).toString('base64url')}-5!`;
  const passwordHash = await hashPassword(password);
  const profile = {
    passwordHash,
    isVerified: true,
    verifiedAt: new Date(),
    isSubscribed: true,
    isSurveyComplete: true,
    isCalibrated: true,
    averageSpeed: 5.5,
    tutorialPending: false,
    ageGroupId: 4,
    genderId: 4,
    experienceId: 2,
  };
  if (existing) {
    await db.update(users).set(profile).where(eq(users.id, existing.id));
  } else {
    await db.insert(users).values({ email: DEMO_EMAIL, ...profile });
  }
  const account = { email: DEMO_EMAIL, password };
  replaceFile(file, JSON.stringify(account));
  return account;
}

/**
 * The demo account's file, when it is whole: an older version wrote it without a sync, and a power
 * cut could leave it empty — then the demo gets a new password rather than the server not starting.
 */
function readAccount(file: string): { email: string; password: string } | undefined {
  try {
    const account = JSON.parse(readFileSync(file, 'utf8')) as {
      email?: unknown;
      password?: unknown;
    };
    if (typeof account.email === 'string' && typeof account.password === 'string') {
      return { email: account.email, password: account.password };
    }
  } catch {
    // Missing or cut short: made again below.
  }
  return undefined;
}
