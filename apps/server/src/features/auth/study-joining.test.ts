import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API, LANGUAGES, MESSAGES } from '@resona/contract';
import {
  accessCodeRedemptions,
  accessCodes,
  consentWithdrawals,
  FIRST_STUDY_ID,
  studies,
  users,
} from '../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import {
  buildAccessCode,
  buildSignedInUser,
  GOOD_PASSWORD,
  uniqueEmail,
} from '../../test/factories.ts';
import { errorOf } from '../../test/http.ts';

const { app, db, clock } = await createTestApp();

async function newStudy(name: string, status: 'recruiting' | 'closed' = 'recruiting') {
  const [study] = await db.insert(studies).values({ name, status }).returning();
  return study!;
}

const finishSignup = (token: string, code: string) =>
  app.inject({
    method: 'POST',
    url: API.finishSignup,
    headers: { authorization: `Bearer ${token}` },
    payload: { access_code: code },
  });

/** A signed-in participant whose replies come in `language`. */
const participant = (language: string) =>
  buildSignedInUser(db, clock.now(), {
    defaultLanguage: LANGUAGES.find((l) => l.code === language)!.id,
  });

async function usesOf(codeId: number) {
  const [row] = await db.select().from(accessCodes).where(eq(accessCodes.id, codeId));
  return row!.uses;
}

async function redemptionsOf(userId: number) {
  return db.select().from(accessCodeRedemptions).where(eq(accessCodeRedemptions.userId, userId));
}

describe('joining a study by its code (issue 33)', () => {
  it('refuses a closed study’s code at sign-up and at finish-signup, writing nothing', async () => {
    const closed = await newStudy('Closed pilot', 'closed');
    const code = await buildAccessCode(db, { studyId: closed.id, useLimit: 5 });
    const email = uniqueEmail('late');
    const signup = await app.inject({
      method: 'POST',
      url: API.signup,
      payload: {
        email,
        password: GOOD_PASSWORD,
        confirm_password: GOOD_PASSWORD,
        access_code: code.code,
        meditation: 2,
        age_group: 3,
        gender_id: 1,
        default_language: 1,
      },
    });
    expect(errorOf(signup)).toMatchObject({
      status: 400,
      type: 'INVALID_ACCESS_CODE',
      message: MESSAGES.en.studyClosed,
    });
    expect(await db.select().from(users).where(eq(users.email, email))).toEqual([]);

    const { user, token } = await participant('de');
    const refused = await finishSignup(token, code.code);
    expect(errorOf(refused)).toMatchObject({ status: 400, message: MESSAGES.de.studyClosed });
    expect(await usesOf(code.id)).toBe(0);
    expect(await redemptionsOf(user.id)).toEqual([]);
  });

  it('takes a person into one study at a time, and into another once they have withdrawn', async () => {
    const second = await newStudy('Second trial');
    const firstCode = await buildAccessCode(db, { studyId: FIRST_STUDY_ID, useLimit: 5 });
    const secondCode = await buildAccessCode(db, { studyId: second.id, useLimit: 5 });
    const { user, token } = await participant('ar');
    expect((await finishSignup(token, firstCode.code)).statusCode).toBe(200);

    const refused = await finishSignup(token, secondCode.code);
    expect(errorOf(refused)).toMatchObject({ status: 400, message: MESSAGES.ar.alreadyInStudy });
    expect(await usesOf(secondCode.id)).toBe(0);
    expect((await redemptionsOf(user.id)).map((r) => r.accessCodeId)).toEqual([firstCode.id]);

    // Another code of the study they are in is fine.
    const sameStudy = await buildAccessCode(db, { studyId: FIRST_STUDY_ID });
    expect((await finishSignup(token, sameStudy.code)).statusCode).toBe(200);

    await db
      .insert(consentWithdrawals)
      .values({ studyId: FIRST_STUDY_ID, userId: user.id, withdrawnAt: clock.now() });
    const joined = await finishSignup(token, secondCode.code);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(await usesOf(secondCode.id)).toBe(1);
  });

  it('lets a site code (no study) through whatever study the person is in', async () => {
    const third = await newStudy('Third trial');
    const { token } = await buildSignedInUser(db, clock.now());
    const studyCode = await buildAccessCode(db, { studyId: third.id });
    expect((await finishSignup(token, studyCode.code)).statusCode).toBe(200);
    const siteCode = await buildAccessCode(db);
    const site = await finishSignup(token, siteCode.code);
    expect(site.statusCode, site.body).toBe(200);
  });
});
