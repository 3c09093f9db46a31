import type { Database } from '../../../db/client.ts';
import {
  FIRST_STUDY_ID,
  studyApiTokens,
  studyMembers,
  accessCodeRedemptions,
  armAllocations,
  cohorts,
  consentWithdrawals,
  exerciseFeedback,
  exerciseHistory,
  exerciseLikes,
  experienceMetas,
  favoriteExercises,
  idempotentReplies,
  invitations,
  notifications,
  oneTimeTokens,
  authenticators,
  recoveryCodes,
  pendingSignIns,
  passkeys,
  securityEvents,
  webauthnChallenges,
  outbox,
  plans,
  programItems,
  programs,
  pushSubscriptions,
  questionnaireDeliveries,
  reminderDeliveries,
  reminders,
  rhythms,
  sessionBeats,
  sessionDefaults,
  socialAccounts,
  studyArms,
  studySurveyResponses,
  studySurveys,
  userSubscriptions,
  videoViews,
} from '../../../db/schema/index.ts';
import { buildAccessCode, buildSignedInUser } from '../../../test/factories.ts';
import { hashToken } from '../../../lib/tokens.ts';
import { EXERCISE } from '../../sessions/test-helpers.ts';
import { signCurrentVersion } from '../../consent/test-helpers.ts';

/**
 * Test data: a user with at least one row in EVERY table that holds something of a user, so the
 * export and erasure tests can check each table. A table the schema gains later must be taught
 * here (one entry below); until then `seedEveryTable` fails and names it.
 */

type User = Awaited<ReturnType<typeof buildSignedInUser>>['user'];

interface Seeded {
  viewId?: number;
  historyId?: number;
  reminderId?: number;
}

type Seeder = (db: Database, user: User, seeded: Seeded, now: Date) => Promise<void>;

const first = async <T>(rows: Promise<T[]>) => (await rows)[0]!;

/** In dependency order: a seeder may use what an earlier one made. */
const SEEDERS: [table: string, seed: Seeder][] = [
  ['users', async () => {}],
  ['sessions', async () => {}], // buildSignedInUser made one
  [
    'one_time_tokens',
    async (db, user, _s, now) => {
      await db.insert(oneTimeTokens).values({
        userId: user.id,
        purpose: 'verify_email',
        tokenHash: hashToken(`seed-${user.id}`),
        expiresAt: new Date(now.getTime() + 3_600_000),
      });
    },
  ],
  // Second factors (issue 32): an app in use, its recovery codes, a sign-in at its second step.
  [
    'authenticators',
    async (db, user, _s, now) => {
      await db
        .insert(authenticators)
        .values({ userId: user.id, secret: 'v1.sealed', confirmedAt: now, lastTimeStep: 1 });
    },
  ],
  [
    'recovery_codes',
    async (db, user, _s, now) => {
      await db
        .insert(recoveryCodes)
        .values({ userId: user.id, codeHash: hashToken(`code-${user.id}`), createdAt: now });
    },
  ],
  [
    'passkeys',
    async (db, user, _s, now) => {
      await db.insert(passkeys).values({
        userId: user.id,
        credentialId: `seed-credential-${user.id}`,
        publicKey: 'cose-key',
        counter: 0,
        name: 'Pixel 7',
        backedUp: false,
        createdAt: now,
      });
    },
  ],
  [
    'webauthn_challenges',
    async (db, user, _s, now) => {
      await db.insert(webauthnChallenges).values({
        challengeHash: hashToken(`challenge-${user.id}`),
        purpose: 'register',
        userId: user.id,
        expiresAt: new Date(now.getTime() + 300_000),
      });
    },
  ],
  [
    'pending_sign_ins',
    async (db, user, _s, now) => {
      await db.insert(pendingSignIns).values({
        userId: user.id,
        tokenHash: hashToken(`second-step-${user.id}`),
        expiresAt: new Date(now.getTime() + 300_000),
      });
    },
  ],
  [
    'security_events',
    async (db, user, _s, now) => {
      await db.insert(securityEvents).values({
        userId: user.id,
        kind: 'sign-in',
        at: now,
        ip: '10.0.0.1',
        userAgent: 'Mozilla/5.0 (Seed)',
        detail: { method: 'password' },
      });
    },
  ],
  [
    'video_views',
    async (db, user, seeded) => {
      const row = await first(
        db
          .insert(videoViews)
          .values({ userId: user.id, exerciseId: EXERCISE, durationSeconds: 61 })
          .returning(),
      );
      seeded.viewId = row.id;
    },
  ],
  [
    'exercise_history',
    async (db, user, seeded) => {
      const row = await first(
        db
          .insert(exerciseHistory)
          .values({ userId: user.id, exerciseId: EXERCISE, videoViewsId: seeded.viewId! })
          .returning(),
      );
      seeded.historyId = row.id;
    },
  ],
  [
    'session_beats',
    async (db, user, seeded) => {
      await db.insert(sessionBeats).values({
        userId: user.id,
        historyId: seeded.historyId!,
        source: 'demo',
        breathBpm: 6,
        beatMs: [900, 1810],
        rrMs: [900, 910],
        beats: 2,
        corrected: 0,
        qualityPercent: 100,
      });
    },
  ],
  [
    'favorite_exercises',
    async (db, user) => {
      await db.insert(favoriteExercises).values({ userId: user.id, exerciseId: EXERCISE });
    },
  ],
  [
    'exercise_likes',
    async (db, user) => {
      await db.insert(exerciseLikes).values({ userId: user.id, exerciseId: EXERCISE, isLike: 1 });
    },
  ],
  [
    'exercise_feedback',
    async (db, user, seeded) => {
      await db.insert(exerciseFeedback).values([
        {
          userId: user.id,
          exerciseId: EXERCISE,
          historyId: seeded.historyId!,
          videoViewsId: seeded.viewId!,
          type: 2,
          rating: 4,
        },
        // A formula, a quote and a line break: the export must defuse and quote them.
        { userId: user.id, exerciseId: EXERCISE, description: '=HYPERLINK("x","y")\nsecond line' },
      ]);
    },
  ],
  [
    'access_code_redemptions',
    async (db, user) => {
      const code = await buildAccessCode(db);
      await db.insert(accessCodeRedemptions).values({ accessCodeId: code.id, userId: user.id });
    },
  ],
  [
    'arm_allocations',
    async (db, user) => {
      const cohort = await first(
        db
          .insert(cohorts)
          .values({ name: `Seeded arm ${user.id}` })
          .returning(),
      );
      const code = await buildAccessCode(db, { cohortId: cohort.id });
      const arm = await first(
        db.insert(studyArms).values({ cohortId: cohort.id, accessCodeId: code.id }).returning(),
      );
      await db
        .insert(armAllocations)
        .values({ userId: user.id, armId: arm.id, stratum: 'all', sequenceNumber: 1 });
    },
  ],
  [
    'program_items',
    async (db, user) => {
      const program = await first(db.insert(programs).values({ title: 'Seeded' }).returning());
      await db.insert(programItems).values({
        programId: program.id,
        exerciseId: EXERCISE,
        dueDate: '2030-01-01',
        userId: user.id,
      });
    },
  ],
  [
    'study_survey_responses',
    async (db, user) => {
      const survey = await first(db.select().from(studySurveys).limit(1));
      await db.insert(studySurveyResponses).values([
        { surveyId: survey.id, kind: 'pre', userId: user.id, email: user.email, answers: { a: 1 } },
        // Given signed out, before the account: found by the address alone.
        { surveyId: survey.id, kind: 'post', userId: null, email: user.email, answers: { a: 2 } },
      ]);
    },
  ],
  [
    'user_subscriptions',
    async (db, user, _s, now) => {
      const plan = await first(db.select().from(plans).limit(1));
      await db.insert(userSubscriptions).values({
        userId: user.id,
        planId: plan.id,
        provider: 'sandbox',
        providerSubscriptionId: `seed-${user.id}`,
        customId: `${user.id}-${plan.id}`,
        planPrice: plan.planPrice,
        stateChangedAt: now,
      });
    },
  ],
  [
    'session_defaults',
    async (db, user) => {
      const meta = await first(db.select().from(experienceMetas).limit(1));
      await db.insert(sessionDefaults).values({ userId: user.id, experienceMetaId: meta.id });
    },
  ],
  [
    'invitations',
    async (db, user) => {
      await db
        .insert(invitations)
        .values({ userId: user.id, email: `friend.of.${user.id}@example.com`, languageId: 1 });
    },
  ],
  [
    'notifications',
    async (db, user) => {
      await db
        .insert(notifications)
        .values({ userId: user.id, type: 'Reminder', title: 'Time to breathe', body: '+1 calm' });
    },
  ],
  [
    'push_subscriptions',
    async (db, user) => {
      await db.insert(pushSubscriptions).values({
        userId: user.id,
        endpoint: `https://push.example.com/${user.id}`,
        p256dh: 'BPublicKeyOfTheBrowser',
        auth: 'secret-auth-value',
      });
    },
  ],
  [
    'reminders',
    async (db, user, seeded, now) => {
      const row = await first(
        db
          .insert(reminders)
          .values({
            userId: user.id,
            localMinutes: 450,
            timeZone: 'Europe/Berlin',
            activeFrom: now,
          })
          .returning(),
      );
      seeded.reminderId = row.id;
    },
  ],
  [
    'reminder_deliveries',
    async (db, _user, seeded, now) => {
      await db
        .insert(reminderDeliveries)
        .values({ reminderId: seeded.reminderId!, dueAt: now, sentAt: now });
    },
  ],
  [
    'rhythms',
    async (db, user) => {
      await db.insert(rhythms).values({
        userId: user.id,
        name: 'Slow box',
        position: 0,
        timing: { kind: 'phases', inhale: 4, hold_in: 4, exhale: 4, hold_out: 4 },
        ramp: null,
      });
    },
  ],
  [
    'questionnaire_deliveries',
    async (db, user, _s, now) => {
      await db
        .insert(questionnaireDeliveries)
        .values({ userId: user.id, kind: 'mid', stage: 'first', dueAt: now, sentAt: now });
    },
  ],
  [
    'social_accounts',
    async (db, user) => {
      await db.insert(socialAccounts).values({
        userId: user.id,
        provider: 'google',
        subject: `sub-${user.id}`,
        email: user.email,
      });
    },
  ],
  [
    'idempotent_replies',
    async (db, user, _s, now) => {
      await db.insert(idempotentReplies).values({
        userId: user.id,
        key: '9b2f0c4e-5d1a-4c3b-8a7e-1f2d3c4b5a69',
        callId: 'updateHistory',
        requestHash: 'seeded',
        reply: { status_code: 200, message: '', data: {} },
        createdAt: now,
      });
    },
  ],
  [
    'consent_signatures',
    async (db, user, _s, now) => {
      await signCurrentVersion(db, user.id, now);
    },
  ],
  [
    'consent_withdrawals',
    async (db, user, _s, now) => {
      await db
        .insert(consentWithdrawals)
        .values({ userId: user.id, withdrawnAt: now, version: 1, dataErased: false });
    },
  ],
  // Study teams (issue 33): a place on the first study's team and an API token made there.
  [
    'study_members',
    async (db, user) => {
      await db
        .insert(studyMembers)
        .values({ studyId: FIRST_STUDY_ID, userId: user.id, role: 'analyst' });
    },
  ],
  [
    'study_api_tokens',
    async (db, user, _s, now) => {
      await db.insert(studyApiTokens).values({
        studyId: FIRST_STUDY_ID,
        userId: user.id,
        name: 'Nightly pull',
        tokenHash: hashToken(`study-token-${user.id}`),
        expiresAt: new Date(now.getTime() + 30 * 86_400_000),
      });
    },
  ],
  [
    'outbox',
    async (db, user) => {
      await db.insert(outbox).values({ recipient: user.email, subject: 'Welcome', text: 'Hello' });
    },
  ],
];

export const SEEDED_TABLES = new Set(SEEDERS.map(([table]) => table));

/**
 * A signed-in user with rows in every table of `userTableNames` (and the address-keyed outbox).
 * Fails, naming them, when a table is not known here.
 */
export async function seedEveryTable(db: Database, now: Date, userTableNames: Iterable<string>) {
  const unknown = [...userTableNames].filter((name) => !SEEDED_TABLES.has(name));
  if (unknown.length > 0) {
    throw new Error(
      `Tables that hold user data but that the test factory cannot fill yet: ${unknown.join(', ')}. ` +
        'Add a seeder for each to SEEDERS in features/settings/my-data/user-data-factory.ts.',
    );
  }
  const signedIn = await buildSignedInUser(db, now);
  const seeded: Seeded = {};
  for (const [, seed] of SEEDERS) await seed(db, signedIn.user, seeded, now);
  return signedIn;
}
