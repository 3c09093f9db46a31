import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
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
  if (existing && existsSync(file)) {
    return JSON.parse(readFileSync(file, 'utf8')) as { email: string; password: string };
  }
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
  writeFileSync(file, JSON.stringify(account), { mode: 0o600 });
  return account;
}
