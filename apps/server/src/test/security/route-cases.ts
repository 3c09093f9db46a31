import { randomInt, randomUUID } from 'node:crypto';
import { API } from '@resona/contract';
import { eq } from 'drizzle-orm';
import {
  notifications,
  pushSubscriptions,
  reminders,
  sessions,
  users,
} from '../../db/schema/index.ts';
import { createSession } from '../../core/session-queries.ts';
import { hashToken } from '../../lib/tokens.ts';
import type { RouteAccess } from '../../plugins/app/authenticate.ts';
import { buildAccessCode, buildSignedInUser, GOOD_PASSWORD, uniqueEmail } from '../factories.ts';
import type { TestApp } from '../app.ts';
import { EXERCISE } from '../../features/sessions/test-helpers.ts';
import { PLAN } from '../../features/onboarding/test-helpers.ts';
import { joinStudy, signCurrentVersion } from '../../features/consent/test-helpers.ts';

/** A signed-in person of the matrix. */
export interface Person {
  id: number;
  email: string;
  token: string;
  auth: Record<string, string>;
}

/** The owner and their records, made fresh for each route so routes never share state. */
export interface MatrixContext {
  owner: Person;
  /** Records of the owner's that routes address by id. */
  own: {
    historyId: number;
    videoViewsId: number;
    feedbackId: number;
    subscriptionId: number;
    accessCode: string;
    accessCodeId: number;
    notificationId: number;
    reminderId: number;
    rhythmId: number;
    /** A second session of the owner's: another device the security routes can sign out. */
    otherSessionId: number;
    pushEndpoint: string;
    /** The owner's signature of the study's consent (they are in the study and signed). */
    consentSignatureId: number;
  };
}

/** How to call a route; the matrix sends it as JSON with a fresh client address. */
export interface Call {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  payload?: unknown;
  headers?: Record<string, string>;
}

export interface RouteCase {
  /**
   * Must equal the route's own access rule: a change of it is a change the matrix must see.
   * 'unverified' marks the routes an account may call before its address is verified.
   */
  access: RouteAccess;
  /** A valid call by the owner (by nobody on public routes). */
  call: (c: MatrixContext) => Call;
  /** What that call answers (default 200): the owner is always let through. */
  ok?: number[];
  /**
   * 'not-found': the call names the owner's records, so another user sending it gets 404.
   * Every other signed-in route acts on the caller's own records only; for all of them the
   * matrix checks that another user's call leaves the owner's rows unchanged and shows
   * nothing of the owner's.
   */
  foreign?: 'not-found';
}

export type PersonMaker = () => Promise<Person>;

let addressCounter = 0;
/** A client address of its own per request, so the per-address limits never interfere. */
export const freshAddress = () =>
  `10.${++addressCounter % 250}.${randomInt(250)}.${randomInt(1, 250)}`;

export async function makePerson(
  t: TestApp,
  overrides: { role?: 'admin' | 'participant'; isVerified?: boolean } = {},
) {
  const built = await buildSignedInUser(t.db, t.clock.now(), {
    email: uniqueEmail('matrix'),
    isSurveyComplete: true,
    // A researcher signs in with a second factor, without which the console is shut (issue 32).
    secondFactor: overrides.role === 'admin',
    // The matrix's researcher runs the first study, as today's researchers do (decision 108).
    ...(overrides.role === 'admin' && { team: { role: 'owner' as const } }),
    ...overrides,
  });
  return { id: built.user.id, email: built.user.email, token: built.token, auth: built.auth };
}

async function json(
  t: TestApp,
  method: 'GET' | 'POST',
  url: string,
  auth: object,
  payload?: object,
) {
  const res = await t.app.inject({
    method,
    url,
    headers: { ...auth },
    payload: payload as Record<string, unknown>,
    remoteAddress: freshAddress(),
  });
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
  return res.json() as { data: Record<string, unknown> };
}

/** The owner's own rhythm (issue 30), which the rhythm routes address. */
const OWNER_RHYTHM = {
  name: 'Box',
  timing: { kind: 'phases', inhale: 4, hold_in: 4, exhale: 4, hold_out: 4 },
  ramp: null,
};

/** An owner with one of every record a route can address: a played session, feedback, ratings. */
export async function makeOwnerContext(t: TestApp): Promise<MatrixContext> {
  const owner = await makePerson(t);
  const play = await json(t, 'POST', API.updateHistory, owner.auth, { exercise_id: EXERCISE });
  const historyId = play.data.exerciseHistoryID as number;
  const feedback = await json(t, 'POST', API.addExerciseFeedback, owner.auth, {
    exercise_id: EXERCISE,
    description: 'Calmer than before',
    exercise_history_id: historyId,
  });
  await json(t, 'POST', API.experienceFeedback, owner.auth, {
    rating: 3,
    exercise_id: EXERCISE,
    type: 1,
  });
  await json(t, 'POST', `/api/v1/library/favorite-exercise/${EXERCISE}?action=1`, owner.auth);
  const purchase = await json(t, 'POST', API.purchaseSubscription, owner.auth, {
    plan_id: PLAN.monthly,
  });
  // Enough uses for every caller of the matrix: the code itself belongs to nobody.
  const code = await buildAccessCode(t.db, { useLimit: 10 });
  // Rows other features make in the background (the bell, reminders, a browser's push
  // subscription) are written directly: no route creates them on the owner's request alone.
  const [notification] = await t.db
    .insert(notifications)
    .values({ userId: owner.id, type: 'Broadcast', title: 'Breathe', body: 'Time to breathe' })
    .returning();
  const [reminder] = await t.db
    .insert(reminders)
    .values({ userId: owner.id, localMinutes: 480, timeZone: 'UTC', activeFrom: t.clock.now() })
    .returning();
  // The owner agreed to heart data being collected, so their session's beats are stored.
  await t.db.update(users).set({ heartDataConsentAt: t.clock.now() }).where(eq(users.id, owner.id));
  // On a push service the server accepts, so a call naming it reaches the database.
  const pushEndpoint = `https://fcm.googleapis.com/fcm/send/owner-${owner.id}-${randomInt(1e9)}`;
  await t.db
    .insert(pushSubscriptions)
    .values({ userId: owner.id, endpoint: pushEndpoint, p256dh: 'key', auth: 'secret' });
  const rhythm = await json(t, 'POST', API.saveRhythm, owner.auth, OWNER_RHYTHM);
  const otherToken = await createSession(t.db, { userId: owner.id }, t.clock.now());
  const [otherSession] = await t.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(otherToken)));
  // In the study with the current consent signed, so the study's routes answer the owner.
  await joinStudy(t.db, owner.id);
  const signature = await signCurrentVersion(t.db, owner.id, t.clock.now());
  return {
    owner,
    own: {
      consentSignatureId: signature.id,
      historyId,
      videoViewsId: play.data.video_views_id as number,
      feedbackId: (feedback.data.feedback as { exerciseFeedbackID: number }).exerciseFeedbackID,
      subscriptionId: purchase.data.user_subscription_id as number,
      accessCode: code.code,
      accessCodeId: code.id,
      notificationId: notification!.id,
      reminderId: reminder!.id,
      rhythmId: rhythm.data.rhythm_id as number,
      otherSessionId: otherSession!.id,
      pushEndpoint,
    },
  };
}

const none = () => ({});
const password = { password: GOOD_PASSWORD, confirm_password: GOOD_PASSWORD };

/**
 * Every API route, classified. A route missing here fails the matrix (and the fuzzing, which
 * starts from these calls), so whoever adds a route says here who may call it and how.
 */
export const ROUTE_CASES: Record<string, RouteCase> = {
  // System and sign-in: public by nature.
  'GET /api/health': { access: 'public', call: none },
  'GET /api/ready': { access: 'public', call: none },
  'GET /api/v1/config': { access: 'public', call: none },
  'GET /api/v2/content/urls': { access: 'public', call: none },
  'GET /api/v1/bot-check/challenge': { access: 'public', call: none },
  'POST /api/v1/auth/login': {
    access: 'public',
    call: (c) => ({ payload: { email: c.owner.email, password: GOOD_PASSWORD } }),
  },
  'POST /api/v1/auth/signup': {
    access: 'public',
    call: (c) => ({
      payload: { email: uniqueEmail('signup'), ...password, access_code: c.own.accessCode },
    }),
  },
  'POST /api/v1/auth/survey-completed': {
    access: 'optional',
    call: () => ({ payload: { kind: 'pre' } }),
  },
  'PATCH /api/v1/auth/reset-password': {
    access: 'public',
    call: (c) => ({ payload: { email: c.owner.email } }),
  },
  // The second step of a sign-in (issue 32): its token is the only proof, so anyone may try one.
  'POST /api/v1/auth/login/second-factor': {
    access: 'public',
    call: () => ({ payload: { token: 'not-a-real-sign-in-token', code: '123456' } }),
    ok: [400],
  },
  // A sign-in with a passkey alone (issue 32): anyone may ask for a challenge and answer one.
  'POST /api/v1/auth/passkey/options': { access: 'public', call: none },
  'POST /api/v1/auth/passkey/sign-in': {
    access: 'public',
    call: () => ({
      payload: {
        credential: { id: 'bm9uZQ', rawId: 'bm9uZQ', type: 'public-key', response: {} },
      },
    }),
    ok: [400],
  },
  'POST /api/v1/auth/new-password': {
    access: 'public',
    call: () => ({ payload: { token: 'not-a-real-reset-token', ...password } }),
    ok: [400],
  },
  'POST /api/v1/verify-email': {
    access: 'public',
    call: (c) => ({ payload: { email: c.owner.email, token: 'not-a-real-token' } }),
    ok: [200, 400],
  },
  'GET /api/v1/auth/resend-verification-email': {
    access: 'optional',
    call: (c) => ({ query: { email: c.owner.email } }),
  },
  'GET /api/v1/auth/check-email-verification': { access: 'unverified', call: none },
  'GET /api/v1/auth/logout': { access: 'unverified', call: none },
  'GET /api/v2/general/profile_info': { access: 'unverified', call: none },
  // Social sign-in (issue 9): public; the matrix app has no provider configured, so 400.
  'POST /api/v1/auth/check-social-signup': {
    access: 'public',
    call: () => ({ payload: { social_type: 1, token: 'not-a-real-id-token' } }),
    ok: [400],
  },
  'POST /api/v1/auth/social-signup': {
    access: 'public',
    call: () => ({ payload: { social_type: 2, token: 'not-a-real-access-token' } }),
    ok: [400],
  },
  'POST /api/v1/auth/finish-signup': {
    access: 'user',
    call: (c) => ({ payload: { access_code: c.own.accessCode } }),
  },
  // Onboarding.
  'GET /api/v1/survey': { access: 'optional', call: none },
  'GET /api/v2/general/list': {
    access: 'user',
    call: (c) => ({ query: { user_id: c.owner.id } }),
    foreign: 'not-found',
  },
  'PATCH /api/v1/user/survey': {
    access: 'user',
    call: () => ({ payload: { meditation: 1, default_language: 1, age_group: 3, gender_id: 1 } }),
  },
  'GET /api/v1/survey/study-survey': {
    access: 'optional',
    call: () => ({ query: { kind: 'pre' } }),
  },
  'POST /api/v1/survey/add-survey': {
    access: 'optional',
    call: () => ({ payload: { kind: 'pre', answers: '{}' } }),
    ok: [200, 400],
  },
  'GET /api/v2/user/tutorial-list': { access: 'user', call: none },
  'POST /api/v2/user/tutorial-seen': { access: 'user', call: none },
  'GET /api/v2/user/get-user-calibration': {
    access: 'user',
    call: (c) => ({ query: { userid: c.owner.id } }),
    foreign: 'not-found',
  },
  'GET /api/v2/user/get-user-speed': {
    access: 'user',
    call: (c) => ({ query: { userid: c.owner.id } }),
    foreign: 'not-found',
  },
  'POST /api/v2/user/set-user-speed': {
    access: 'user',
    call: (c) => ({ payload: { userID: c.owner.id, recommended_speed: 6 } }),
    foreign: 'not-found',
  },
  // The resonance assessment's agreement to heart data being collected.
  'GET /api/v2/user/heart-data-consent': { access: 'user', call: none },
  // The study's consent (decision 082): the owner is in the study and signed the current version.
  'GET /api/v1/consent': { access: 'user', call: none },
  'POST /api/v1/consent/sign': {
    access: 'user',
    // Version 1, which the console's publish route of this matrix may have followed with a
    // newer one: then the owner is asked to sign that one (409 CONSENT_OUTDATED).
    ok: [200, 409],
    call: () => ({
      payload: { version: 1, language: 'en', typed_name: 'Ada Lovelace', agree: true },
    }),
  },
  'POST /api/v1/consent/withdraw': { access: 'user', call: () => ({ payload: { confirm: true } }) },
  'GET /api/v1/consent/signatures/:id': {
    access: 'user',
    call: (c) => ({ params: { id: c.own.consentSignatureId } }),
    foreign: 'not-found',
  },
  'POST /api/v2/user/heart-data-consent': {
    access: 'user',
    call: (c) => ({ payload: { userID: c.owner.id, agreed: 1 } }),
    foreign: 'not-found',
  },
  'POST /api/v2/user/session-beats': {
    access: 'user',
    call: (c) => ({
      payload: {
        video_views_id: c.own.videoViewsId,
        source: 'demo',
        breath_bpm: 6,
        beat_ms: [900, 1800, 2710, 3600],
        rr_ms: [900, 900, 910, 890],
      },
    }),
    foreign: 'not-found',
  },
  // Plans and payments.
  'GET /api/v2/purchaseplan/plan-data': { access: 'user', call: none },
  'GET /api/v1/auth/whitelisted': {
    access: 'user',
    call: (c) => ({ query: { email: c.owner.email } }),
  },
  'GET /api/v1/auth/subscribed': {
    access: 'user',
    call: (c) => ({ query: { userid: c.owner.id } }),
    foreign: 'not-found',
  },
  'GET /api/v2/user/manage-subscriptions': { access: 'user', call: none },
  'POST /api/v2/purchaseplan/purchase-subscription': {
    access: 'user',
    call: () => ({ payload: { plan_id: PLAN.yearly } }),
  },
  'POST /api/v2/purchaseplan/suspend-payment-recurring': {
    access: 'user',
    call: (c) => ({ payload: { user_subscription_id: c.own.subscriptionId } }),
    // A pending purchase cannot be suspended; what matters here is who may try.
    ok: [200, 400],
    foreign: 'not-found',
  },
  // The sandbox checkout stands in for the provider's own page: reached by its unguessable id.
  'GET /api/v2/purchaseplan/sandbox/checkout/:id': {
    access: 'public',
    call: (c) => ({ params: { id: c.own.subscriptionId } }),
    ok: [200, 404],
  },
  'POST /api/v2/purchaseplan/sandbox/checkout/:id/approve': {
    access: 'public',
    call: (c) => ({ params: { id: c.own.subscriptionId }, payload: { confirm: '1' } }),
    ok: [303, 404],
  },
  'POST /api/v2/purchaseplan/sandbox/checkout/:id/cancel': {
    access: 'public',
    call: (c) => ({ params: { id: c.own.subscriptionId }, payload: { confirm: '1' } }),
    ok: [303, 404],
  },
  'POST /api/v2/purchaseplan/webhook/:provider': {
    access: 'public',
    call: () => ({ params: { provider: 'sandbox' }, payload: { id: 'evt-1' } }),
    ok: [400],
  },
  // Sessions: design, player, ratings.
  'GET /api/v2/exercise/search': { access: 'user', call: () => ({ query: { output: 'GOAL' } }) },
  'GET /api/v2/exercise/get_default': { access: 'user', call: none },
  'GET /api/v2/exercise/set-default': { access: 'user', call: none },
  'POST /api/v2/exercise/set-default': {
    access: 'user',
    call: () => ({ payload: { goal_id: 1, duration_minute_id: 1, narration_id: 2, theme_id: 1 } }),
  },
  'GET /api/v2/exercise/exercise-details': {
    access: 'user',
    call: () => ({ query: { exercise_id: EXERCISE } }),
  },
  'POST /api/v2/exercise/experience-feedback': {
    access: 'user',
    call: (c) => ({
      payload: { rating: 4, exercise_id: EXERCISE, type: 2, experience_id: c.own.videoViewsId },
    }),
    foreign: 'not-found',
  },
  'POST /api/v2/exercise/like-dislike': {
    access: 'user',
    call: () => ({ payload: { exercise_id: EXERCISE, is_like: 1 } }),
  },
  'POST /api/v1/exercise/feedback': {
    access: 'user',
    call: (c) => ({
      payload: {
        exercise_id: EXERCISE,
        description: 'Slower',
        exercise_history_id: c.own.historyId,
      },
    }),
    foreign: 'not-found',
  },
  'POST /api/v1/library/exercise-feedback': {
    access: 'user',
    call: (c) => ({ payload: { feedbackid: c.own.feedbackId } }),
    foreign: 'not-found',
  },
  'POST /api/v2/user/update-history': {
    access: 'user',
    call: () => ({ payload: { exercise_id: EXERCISE } }),
  },
  'POST /api/v2/user/update-video-views': {
    access: 'optional',
    call: (c) => ({ payload: { video_views_id: c.own.videoViewsId, duration: 60 } }),
    foreign: 'not-found',
  },
  'POST /api/v1/library/insert-exercise-history': {
    access: 'user',
    call: () => ({ payload: { exercise_id: EXERCISE } }),
  },
  'POST /api/v1/library/favorite-exercise/:id': {
    access: 'user',
    call: () => ({ params: { id: EXERCISE }, query: { action: 1 } }),
  },
  // The library.
  'GET /api/v1/library/exercise-history': { access: 'user', call: none },
  'POST /api/v1/library/exercise-history': {
    access: 'user',
    call: (c) => ({ payload: { id: c.own.historyId } }),
    foreign: 'not-found',
  },
  'GET /api/v1/library/exercise-history-detail': {
    access: 'user',
    call: (c) => ({ query: { exercisehistory_id: c.own.historyId } }),
    foreign: 'not-found',
  },
  'POST /api/v1/library/exercise-history-clear': { access: 'user', call: none },
  'GET /api/v1/library/favorite-exercise': { access: 'user', call: none },
  'GET /api/v1/library/favorite-exercise-detail': {
    access: 'user',
    call: () => ({ query: { exercise_id: EXERCISE } }),
  },
  'POST /api/v1/library/exercise-favouriteshistory-clear': { access: 'user', call: none },
  'GET /api/v1/library/program-exercises': { access: 'user', call: none },
  'GET /api/v1/library/progress': { access: 'user', call: none },
  // The rhythms a person makes (issue 30). Another person's reorder naming the owner's rhythm
  // is not their list: 409, and nothing moves.
  'GET /api/v1/rhythms': { access: 'user', call: none },
  'POST /api/v1/rhythms/save': {
    access: 'user',
    call: (c) => ({ payload: { ...OWNER_RHYTHM, rhythm_id: c.own.rhythmId, name: 'Square' } }),
    foreign: 'not-found',
  },
  'POST /api/v1/rhythms/delete': {
    access: 'user',
    call: (c) => ({ payload: { rhythm_id: c.own.rhythmId } }),
    foreign: 'not-found',
  },
  'POST /api/v1/rhythms/reorder': {
    access: 'user',
    call: (c) => ({ payload: { rhythm_ids: [c.own.rhythmId] } }),
  },
  // Settings (issue 7).
  'GET /api/v2/user/account-details': { access: 'user', call: none },
  'GET /api/v2/user/user-information-view': { access: 'user', call: none },
  'POST /api/v2/user/user-information-update': {
    access: 'user',
    call: () => ({
      // Age group 1 (13–15) is below MIN_AGE and refused; 3 is 18–24.
      payload: { age_id: 3, gender_id: 1, experience_id: 1, recommended_speed: 6 },
    }),
  },
  'POST /api/v2/user/user-language': {
    access: 'unverified',
    call: () => ({ payload: { default_language: 2 } }),
  },
  'POST /api/v2/user/change-password': {
    access: 'user',
    call: () => ({
      payload: {
        old_password: GOOD_PASSWORD,
        new_password: 'Quiet-Harbour-73?',
        confirm_password: 'Quiet-Harbour-73?',
      },
    }),
  },
  'POST /api/v1/user-delete-account': {
    access: 'unverified',
    call: () => ({ payload: { password: GOOD_PASSWORD } }),
  },
  'POST /api/v2/user/user-details-download': { access: 'unverified', call: none },
  'POST /api/v2/user/early-access': {
    access: 'public',
    call: () => ({ payload: { email: uniqueEmail('early') } }),
  },
  'POST /api/v2/user/invite-friends': {
    access: 'user',
    call: () => ({ payload: { emails: [uniqueEmail('friend')] } }),
  },
  // A person's own account security (issue 32): their devices. Another person naming the
  // owner's other session hears it does not exist, and it stays signed in.
  'GET /api/v2/security/devices': { access: 'user', call: none },
  // Second factors act on the caller's own account only; each change needs the password again.
  'GET /api/v2/security/second-factors': { access: 'user', call: none },
  'POST /api/v2/security/authenticator/start': {
    access: 'user',
    call: () => ({ payload: { password: GOOD_PASSWORD } }),
  },
  'POST /api/v2/security/authenticator/confirm': {
    access: 'user',
    call: () => ({ payload: { code: '123456' } }),
    // Nothing started: the owner is let through and told so.
    ok: [409],
  },
  'POST /api/v2/security/authenticator/remove': {
    access: 'user',
    call: () => ({ payload: { password: GOOD_PASSWORD } }),
    ok: [404],
  },
  'POST /api/v2/security/passkeys/options': {
    access: 'user',
    call: () => ({ payload: { password: GOOD_PASSWORD } }),
  },
  'POST /api/v2/security/passkeys/add': {
    access: 'user',
    call: () => ({
      payload: {
        name: 'Phone',
        credential: { id: 'bm9uZQ', rawId: 'bm9uZQ', type: 'public-key', response: {} },
      },
    }),
    // No challenge was answered: refused, for the owner as for anyone.
    ok: [400],
  },
  'POST /api/v2/security/passkeys/remove': {
    access: 'user',
    call: () => ({ payload: { passkey_id: 999_999, password: GOOD_PASSWORD } }),
    ok: [404],
  },
  'POST /api/v2/security/recovery-codes': {
    access: 'user',
    call: () => ({ payload: { password: GOOD_PASSWORD } }),
    ok: [409],
  },
  'POST /api/v2/security/devices/sign-out': {
    access: 'user',
    call: (c) => ({ payload: { device_id: c.own.otherSessionId } }),
    foreign: 'not-found',
  },
  'POST /api/v2/security/devices/sign-out-others': { access: 'user', call: none },
  // The caller's own security events only: another person's call lists theirs, never the owner's.
  'GET /api/v2/security/events': { access: 'user', call: none },
  'GET /api/v1/auth/supportMail': { access: 'user', call: none },
  'POST /api/v1/auth/supportMail': {
    access: 'user',
    call: () => ({ payload: { subject: 'Help', supportMessage: 'The timer stops early.' } }),
  },
  // Reminders and notifications.
  'GET /api/v2/user/reminders': { access: 'user', call: none },
  'POST /api/v2/user/set-reminder': {
    access: 'user',
    call: () => ({
      payload: { is_reminder: 1, remind_time: ['08:30'], time_zone: 'Europe/Paris' },
    }),
  },
  'POST /api/v2/user/delete-reminder': {
    access: 'user',
    call: (c) => ({ payload: { reminder_id: c.own.reminderId } }),
    foreign: 'not-found',
  },
  'GET /api/v2/push-public-key': { access: 'user', call: none },
  'POST /api/v2/push-subscription': {
    access: 'user',
    // The owner's own endpoint: the owner refreshes it; another user sending it must not
    // move it to themselves (PUSH_ENDPOINT_TAKEN, the owner's rows unchanged).
    call: (c) => ({
      payload: {
        endpoint: c.own.pushEndpoint,
        p256dh:
          'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    }),
    ok: [200],
  },
  'POST /api/v2/push-unsubscribe': {
    access: 'user',
    call: (c) => ({ payload: { endpoint: c.own.pushEndpoint } }),
  },
  'POST /api/v2/notification-list': { access: 'user', call: () => ({ payload: { offset: 0 } }) },
  'POST /api/v2/update-notification': {
    access: 'user',
    call: (c) => ({ payload: { notificationID: c.own.notificationId } }),
    foreign: 'not-found',
  },
  'POST /api/v2/update-push-status': {
    access: 'user',
    call: () => ({ payload: { push_alert_status: 2 } }),
  },
  // Administration: admins only.
  'GET /api/v1/admin/studies/:studyId/overview': { access: 'study', call: none },
  'GET /api/v1/admin/studies/:studyId/cohorts': { access: 'study', call: none },
  'POST /api/v1/admin/studies/:studyId/cohorts': {
    access: 'study',
    call: () => ({ payload: { name: `Arm ${Date.now()}` } }),
  },
  'GET /api/v1/admin/studies/:studyId/cohorts/:id/members': {
    access: 'study',
    call: () => ({ params: { id: 1 } }),
    ok: [200, 404],
  },
  // A participant signed out everywhere by a researcher (issue 32): the owner of the matrix is
  // a participant, so a researcher's call reaches a real account.
  'POST /api/v1/admin/studies/:studyId/participants/sign-out': {
    access: 'study',
    call: (c) => ({ payload: { user_id: c.owner.id } }),
  },
  'GET /api/v1/admin/studies/:studyId/exercises': { access: 'study', call: none },
  'GET /api/v1/admin/plans': { access: 'admin', call: none },
  'GET /api/v1/admin/studies/:studyId/plans': { access: 'study', call: none },
  'POST /api/v1/admin/plans/:id/whitelist': {
    access: 'admin',
    call: () => ({ params: { id: PLAN.study }, payload: { emails: uniqueEmail('listed') } }),
  },
  'POST /api/v1/admin/plans/:id/whitelist/remove': {
    access: 'admin',
    call: () => ({ params: { id: PLAN.study }, payload: { email: uniqueEmail('listed') } }),
  },
  'GET /api/v1/admin/studies/:studyId/programs': { access: 'study', call: none },
  'GET /api/v1/admin/studies/:studyId/programs/:id': {
    access: 'study',
    call: () => ({ params: { id: 1 } }),
    ok: [200, 404],
  },
  'POST /api/v1/admin/studies/:studyId/programs': {
    access: 'study',
    call: (c) => ({
      payload: {
        title: 'Two weeks',
        user_email: c.owner.email,
        items: [{ exercise_id: EXERCISE, due_date: '2030-01-02' }],
      },
    }),
  },
  'POST /api/v1/admin/studies/:studyId/access-codes': {
    access: 'study',
    call: () => ({ payload: { count: 2, use_limit: 1 } }),
  },
  'GET /api/v1/admin/studies/:studyId/access-codes': { access: 'study', call: none },
  'POST /api/v1/admin/studies/:studyId/broadcasts': {
    access: 'study',
    call: () => ({ payload: { title: 'Breathe', body: 'A new session is ready' } }),
  },
  'GET /api/v1/admin/studies/:studyId/access-codes/export': { access: 'study', call: none },
  'GET /api/v1/admin/early-access': { access: 'admin', call: none },
  'GET /api/v1/admin/early-access/export': { access: 'admin', call: none },
  'GET /api/v1/admin/site/audit-log': { access: 'admin', call: none },
  'GET /api/v1/admin/site/audit-log/export': { access: 'admin', call: none },
  'GET /api/v1/admin/site/codebook/:name': {
    access: 'admin',
    call: () => ({ params: { name: 'early-access' } }),
  },
  'POST /api/v1/admin/studies/:studyId/access-codes/:id/revoke': {
    access: 'study',
    call: (c) => ({ params: { id: c.own.accessCodeId } }),
    // The matrix's code is the site's, in no study: the study's owner hears it is unknown.
    ok: [200, 404],
  },
  'GET /api/v1/admin/studies/:studyId/export/:kind': {
    access: 'study',
    call: () => ({ params: { kind: 'sessions' }, query: { include_email: '0' } }),
  },
  'GET /api/v1/admin/studies/:studyId/broadcasts': { access: 'study', call: none },
  'GET /api/v1/admin/studies/:studyId/audit-log': {
    access: 'study',
    call: () => ({ query: { action: 'cohort.create', from: '2020-01-01' } }),
  },
  'GET /api/v1/admin/studies/:studyId/audit-log/export': { access: 'study', call: none },
  'GET /api/v1/admin/security-events': {
    access: 'admin',
    call: (c) => ({ query: { email: c.owner.email, kind: 'sign-in' } }),
  },
  'GET /api/v1/admin/studies/:studyId/codebook/:name': {
    access: 'study',
    call: () => ({ params: { name: 'survey-answers' }, query: { format: 'csv' } }),
  },
  'GET /api/v1/admin/studies/:studyId/redcap/:file': {
    access: 'study',
    call: () => ({ params: { file: 'records' }, query: { include_email: '0' } }),
  },
  'GET /api/v1/admin/studies/:studyId/api-tokens': { access: 'study', call: none },
  'POST /api/v1/admin/studies/:studyId/api-tokens': {
    access: 'study',
    call: () => ({ payload: { name: 'Nightly pull', expires_in_days: 30 } }),
  },
  // No such token in the matrix's study: the call is the researcher's, the answer a 404.
  'POST /api/v1/admin/studies/:studyId/api-tokens/:id/revoke': {
    access: 'study',
    call: () => ({ params: { id: 999_999 } }),
    ok: [404],
  },
  'GET /api/v1/admin/studies/:studyId/arms': { access: 'study', call: none },
  'POST /api/v1/admin/studies/:studyId/arms': {
    access: 'study',
    call: () => ({ payload: { name: `Arm ${randomUUID()}` } }),
    ok: [200, 400],
  },
  'POST /api/v1/admin/studies/:studyId/arms/randomisation': {
    access: 'study',
    call: () => ({ payload: { method: 'blocks', block_sizes: '4, 6', stratify_by: 'none' } }),
    ok: [200, 400],
  },
  'POST /api/v1/admin/studies/:studyId/arms/table': {
    access: 'study',
    call: () => ({ payload: { csv: '1,all,Nobody' } }),
    ok: [400],
  },
  'GET /api/v1/admin/studies/:studyId/arms/allocations/export': { access: 'study', call: none },
  'GET /api/v1/admin/studies/:studyId/study-surveys': { access: 'study', call: none },
  'GET /api/v1/admin/studies/:studyId/consent': { access: 'study', call: none },
  'POST /api/v1/admin/studies/:studyId/consent/draft': {
    access: 'study',
    call: () => ({ payload: { language: 'de', text: 'Einwilligung' } }),
  },
  // The matrix's draft may lack languages: refused as incomplete, or published (every call is
  // the owner's, and another route's draft may be complete).
  'POST /api/v1/admin/studies/:studyId/consent/publish': {
    access: 'study',
    call: none,
    ok: [200, 400, 409],
  },
  'POST /api/v1/admin/studies/:studyId/consent/protocol': {
    access: 'study',
    call: () => ({ payload: { withdrawal_data: 'keep' } }),
  },
  'GET /api/v1/admin/studies/:studyId/consent/participants': { access: 'study', call: none },
  'GET /api/v1/admin/studies/:studyId/consent/signatures/:id': {
    access: 'study',
    call: (c) => ({ params: { id: c.own.consentSignatureId } }),
  },
  'POST /api/v1/admin/studies/:studyId/study-surveys/:kind/links': {
    access: 'study',
    call: (c) => ({ params: { kind: 'post' }, payload: { emails: c.owner.email } }),
  },
  'GET /api/v1/admin/studies/:studyId/questionnaire-schedules': { access: 'study', call: none },
  'GET /api/v1/admin/studies/:studyId/questionnaire-schedules/export': {
    access: 'study',
    call: none,
  },
  'POST /api/v1/admin/studies/:studyId/questionnaire-schedules/:kind': {
    access: 'study',
    call: () => ({
      params: { kind: 'post' },
      payload: {
        enabled: true,
        mode: 'day',
        day_in_study: 28,
        local_time: '10:00',
        remind_after_days: 3,
      },
    }),
  },
  // Safety alerts (issue 33, decision 109): each contact added is a new address.
  'GET /api/v1/admin/studies/:studyId/safety': { access: 'study', call: none },
  'POST /api/v1/admin/studies/:studyId/safety/contacts': {
    access: 'study',
    call: () => ({
      payload: { name: 'Dr Safety', email: `safety-${randomUUID()}@example.com`, language: 'de' },
    }),
  },
  'POST /api/v1/admin/studies/:studyId/safety/contacts/:id/remove': {
    access: 'study',
    call: () => ({ params: { id: 999_999 } }),
    ok: [404],
  },
  'POST /api/v1/admin/studies/:studyId/safety/help-texts': {
    access: 'study',
    call: () => ({ payload: { help_texts: { en: 'Call 116 123, any time.' } } }),
  },
  'POST /api/v1/admin/studies/:studyId/study-surveys/:kind': {
    access: 'study',
    call: () => ({ params: { kind: 'pre' }, payload: { titles: {}, intros: {}, questions: [] } }),
    ok: [400],
  },
  // Studies and their teams (issue 33): each study or invitation goes to a new name or address.
  'GET /api/v1/admin/studies': { access: 'admin', call: none },
  'POST /api/v1/admin/studies': {
    access: 'admin',
    call: () => ({
      payload: { name: `Matrix ${randomUUID()}`, owner_email: uniqueEmail('owner') },
    }),
  },
  'POST /api/v1/admin/studies/:studyId/owners': {
    access: 'admin',
    call: () => ({ params: { studyId: 1 }, payload: { email: uniqueEmail('owner') } }),
  },
  'GET /api/v1/admin/my-studies': { access: 'user', call: none },
  'POST /api/v1/admin/invitations/accept': {
    access: 'user',
    call: () => ({ payload: { token: randomUUID() } }),
    ok: [400],
  },
  'GET /api/v1/admin/studies/:studyId/team': { access: 'study', call: none },
  'POST /api/v1/admin/studies/:studyId/team/invitations': {
    access: 'study',
    call: () => ({ payload: { email: uniqueEmail('invited'), role: 'monitor' } }),
  },
  'POST /api/v1/admin/studies/:studyId/team/invitations/:id/revoke': {
    access: 'study',
    call: () => ({ params: { id: 999_999 } }),
    ok: [404],
  },
  'POST /api/v1/admin/studies/:studyId/team/members/:id/role': {
    access: 'study',
    call: () => ({ params: { id: 999_999 }, payload: { role: 'monitor' } }),
    ok: [404],
  },
  'POST /api/v1/admin/studies/:studyId/team/members/:id/remove': {
    access: 'study',
    call: () => ({ params: { id: 999_999 } }),
    ok: [404],
  },
  'POST /api/v1/admin/studies/:studyId/settings': {
    access: 'study',
    call: () => ({ payload: { name: 'First study', status: 'recruiting' } }),
  },
};
