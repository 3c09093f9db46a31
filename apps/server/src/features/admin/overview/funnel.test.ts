import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API, type TAdminOverview } from '@resona/contract';
import { accessCodes, FIRST_STUDY_ID, users } from '../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { buildAccessCode } from '../../../test/factories.ts';
import { addHistory } from '../../library/test-helpers.ts';
import { addStudyCohort, call, dataOf, signInAdmin, signUpWithCode } from '../test-helpers.ts';

const { app, db, clock, mails } = await createTestApp();
const admin = await signInAdmin(db, clock.now());

/** Signs up through the API, as the sign-up page does, with a code. */
async function signUp(code: string) {
  const { reply, email } = await signUpWithCode(app, code);
  expect(reply.statusCode, reply.body).toBe(200);
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user!;
}

/** Follows the verification link of the newest mail to the address. */
async function verify(email: string) {
  const mail = mails.filter((m) => m.to === email).at(-1)!;
  const link = new URL(mail.text.match(/https?:\/\/\S+/)![0]);
  const res = await app.inject({
    method: 'POST',
    url: API.verifyEmail,
    payload: { email, token: link.searchParams.get('token') },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const funnel = async (cohortId: number) =>
  dataOf<TAdminOverview>(
    await call(app, 'GET', `${API.adminOverview}?cohort_id=${cohortId}`, admin.auth),
  ).participants;

describe("a cohort's funnel starts at sign-up with its code", () => {
  it('counts sign-up, verification (where the code gives access), the first session', async () => {
    const { cohort, code } = await addStudyCohort(db, FIRST_STUDY_ID, 'Funnel arm');
    const stays = await signUp(code.code);
    const goesOn = await signUp(code.code.toLowerCase());
    expect(await funnel(cohort.id)).toMatchObject({
      signed_up: 2,
      verified: 0,
      subscribed_or_coded: 0,
      first_session: 0,
    });

    await verify(goesOn.email);
    const [verified] = await db.select().from(users).where(eq(users.id, goesOn.id));
    // The code given at sign-up is the one redeemed: no second use, nothing to type at /algorithm.
    expect(verified).toMatchObject({ isVerified: true, isSubscribed: true });
    const [row] = await db.select().from(accessCodes).where(eq(accessCodes.id, code.id));
    expect(row!.uses).toBe(2);

    await addHistory(db, goesOn.id, clock.now(), { durationSeconds: 60 });
    expect(await funnel(cohort.id)).toMatchObject({
      signed_up: 2,
      verified: 1,
      subscribed_or_coded: 1,
      first_session: 1,
    });
    expect(stays.isSubscribed).toBe(false);
  });

  it('leaves a code without a cohort an invitation: verified, still on the plans page', async () => {
    const plain = await buildAccessCode(db, { useLimit: 5 });
    const user = await signUp(plain.code);
    await verify(user.email);
    const [after] = await db.select().from(users).where(eq(users.id, user.id));
    expect(after).toMatchObject({ isVerified: true, isSubscribed: false });
  });
});
