import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { API, MESSAGES } from '@resona/contract';
import {
  accessCodeBatchCodes,
  accessCodeBatches,
  armAllocations,
  FIRST_STUDY_ID,
  studies,
} from '../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { buildAccessCode, buildSignedInUser } from '../../test/factories.ts';
import { errorOf } from '../../test/http.ts';
import { call, dataOf, signInAdmin } from '../admin/test-helpers.ts';

const { app, db, clock } = await createTestApp();
const admin = await signInAdmin(db, clock.now());

/** A randomising code of `studyId`'s own batch. */
async function randomisingCodeOf(studyId: number) {
  const [batch] = await db
    .insert(accessCodeBatches)
    .values({ studyId, count: 1, useLimit: 10, randomise: true })
    .returning();
  const code = await buildAccessCode(db, { studyId, useLimit: 10 });
  await db.insert(accessCodeBatchCodes).values({ accessCodeId: code.id, batchId: batch!.id });
  return code.code;
}

const redeem = async (code: string) => {
  const { user, auth } = await buildSignedInUser(db, clock.now());
  return { user, reply: await call(app, 'POST', API.finishSignup, auth, { access_code: code }) };
};

it('allocates to the arms of the code’s own study, with its own settings and sequence (issue 33)', async () => {
  // The first study randomises between two arms…
  dataOf(await call(app, 'POST', API.adminArms, admin.auth, { name: 'Paced' }));
  dataOf(await call(app, 'POST', API.adminArms, admin.auth, { name: 'Usual care' }));
  dataOf(
    await call(app, 'POST', API.adminRandomisation, admin.auth, {
      method: 'blocks',
      block_sizes: '2',
      stratify_by: 'none',
    }),
  );
  const first = await redeem(await randomisingCodeOf(FIRST_STUDY_ID));
  expect(first.reply.statusCode, first.reply.body).toBe(200);
  const [allocated] = await db
    .select()
    .from(armAllocations)
    .where(eq(armAllocations.userId, first.user.id));
  expect(allocated).toMatchObject({ studyId: FIRST_STUDY_ID, sequenceNumber: 1 });

  // …and a study with no arms of its own is full, whatever the first study has.
  const [second] = await db
    .insert(studies)
    .values({ name: 'No arms yet', status: 'recruiting' })
    .returning();
  const refused = await redeem(await randomisingCodeOf(second!.id));
  expect(errorOf(refused.reply)).toMatchObject({ status: 400, message: MESSAGES.en.studyFull });
  expect(
    await db.select().from(armAllocations).where(eq(armAllocations.userId, refused.user.id)),
  ).toEqual([]);
});
