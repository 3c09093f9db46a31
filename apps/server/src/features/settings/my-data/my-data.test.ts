import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API, MESSAGES, ZDeleteAccountResponse } from '@resona/contract';
import {
  exerciseFeedback,
  plans,
  sessions,
  users,
  userSubscriptions,
} from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { ProviderError, type PaymentProvider } from '../../onboarding/payments/provider.ts';
import { createTestApp } from '../../../test/app.ts';
import { buildAccessCode, buildSignedInUser, GOOD_PASSWORD } from '../../../test/factories.ts';
import { errorOf, fillRateLimit, multipart } from '../../../test/http.ts';
import { createSession } from '../../../core/session-queries.ts';
import { EXERCISE, get, post, startPlay, type Auth } from '../../sessions/test-helpers.ts';
import { deleteAccount as eraseAccount } from './delete-account-service.ts';
import { csvSections, parseCsv } from './read-csv.ts';

const { app, db, clock } = await createTestApp();
const en = MESSAGES.en;
const signIn = (overrides: Parameters<typeof buildSignedInUser>[2] = {}) =>
  buildSignedInUser(db, clock.now(), overrides);

const download = (auth?: Auth, payload?: unknown) =>
  app.inject({
    method: 'POST',
    url: API.userDetailsDownload,
    headers: auth,
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
const deleteAccount = (payload: unknown, auth?: Auth) =>
  post(app, API.deleteAccount, payload, auth);

describe('POST user-details-download', () => {
  it('sends the caller’s data as a CSV file, one section per table', async () => {
    const me = await signIn();
    await startPlay(app, me.auth);
    const res = await download(me.auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="resona-my-data-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    // A byte-order mark for spreadsheets, CRLF record ends (RFC 4180).
    expect(res.body.startsWith('\uFEFFtable,users\r\n')).toBe(true);
    expect(parseCsv(res.body.slice(1)).length).toBeGreaterThan(4);
    const sections = csvSections(res.body);
    expect(sections.get('users')!.rows).toEqual([
      expect.objectContaining({ id: String(me.user.id), email: me.user.email }),
    ]);
    expect(sections.get('exercise_history')!.rows).toEqual([
      expect.objectContaining({ user_id: String(me.user.id), exercise_id: String(EXERCISE) }),
    ]);
    expect(sections.get('sessions')!.header).not.toContain('token_hash');
    expect(sections.get('users')!.header).not.toContain('password_hash');
    expect(res.body).not.toContain(me.token);
  });

  it('quotes and defuses what the user wrote', async () => {
    const me = await signIn();
    await db.insert(exerciseFeedback).values([
      { userId: me.user.id, exerciseId: EXERCISE, description: '=cmd|"/c calc"!A1' },
      { userId: me.user.id, exerciseId: EXERCISE, description: '@SUM(1,2)' },
      { userId: me.user.id, exerciseId: EXERCISE, description: '-1, or "less"' },
    ]);
    const res = await download(me.auth);
    expect(res.body).toContain('"\'=cmd|""/c calc""!A1"');
    expect(res.body).toContain('"\'@SUM(1,2)"');
    expect(res.body).toContain('"\'-1, or ""less"""');
    const rows = csvSections(res.body)
      .get('exercise_feedback')!
      .rows.map((r) => r.description);
    expect(rows.sort()).toEqual(['\'-1, or "less"', '\'=cmd|"/c calc"!A1', "'@SUM(1,2)"]);
  });

  it('holds only the caller’s rows, whatever user id the body names', async () => {
    const me = await signIn();
    const other = await signIn();
    await startPlay(app, other.auth);
    const res = await download(me.auth, { userID: other.user.id, user_id: other.user.id });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(other.user.email);
    expect(csvSections(res.body).get('exercise_history')!.rows).toEqual([]);
  });

  it('refuses a signed-out caller (401) and a deleted account’s token (USER_NOT_FOUND)', async () => {
    expect(errorOf(await download()).status).toBe(401);
    const me = await signIn();
    await db.delete(users).where(eq(users.id, me.user.id));
    expect(errorOf(await download(me.auth))).toMatchObject({ status: 400, type: 'USER_NOT_FOUND' });
  });

  it('is limited to ten an hour per account', async () => {
    const me = await signIn();
    await fillRateLimit(db, `user-details-download:user:${me.user.id}`, 10, clock.now());
    expect(errorOf(await download(me.auth))).toMatchObject({
      status: 429,
      type: 'TOO_MANY_REQUESTS',
    });
  });
});

describe('POST user-delete-account', () => {
  it('erases the account with its password and ends every session of it', async () => {
    const me = await signIn();
    const otherDevice = await createSession(db, { userId: me.user.id }, clock.now());
    const res = await deleteAccount({ password: GOOD_PASSWORD }, me.auth);
    expect(res.statusCode).toBe(200);
    const body = ZDeleteAccountResponse.parse(res.json());
    expect(body.message).toBe('Account deleted successfully');
    expect(await db.select().from(users).where(eq(users.id, me.user.id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, me.user.id))).toEqual([]);
    for (const token of [me.token, otherDevice]) {
      const after = await get(app, API.exerciseHistory, { authorization: `Bearer ${token}` });
      expect(errorOf(after)).toMatchObject({ status: 400, type: 'USER_NOT_FOUND' });
    }
  });

  it('answers in the user’s language and takes multipart form data', async () => {
    const me = await signIn({ defaultLanguage: 3 });
    const form = await multipart({ password: GOOD_PASSWORD });
    const res = await app.inject({
      method: 'POST',
      url: API.deleteAccount,
      headers: { ...me.auth, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MESSAGES.de.accountDeleted);
  });

  it('needs no password for an account that has none (Google or Facebook sign-in)', async () => {
    const me = await signIn({ passwordHash: null });
    expect((await deleteAccount({}, me.auth)).statusCode).toBe(200);
    expect(await db.select().from(users).where(eq(users.id, me.user.id))).toEqual([]);
  });

  it('requires the password, and the right one, and keeps the account otherwise', async () => {
    const me = await signIn();
    expect(errorOf(await deleteAccount({}, me.auth))).toEqual({
      status: 400,
      type: 'VALIDATION_ERROR',
      message: en.passwordRequired,
      fields: { password: 'passwordRequired' },
    });
    expect(errorOf(await deleteAccount({ password: '' }, me.auth)).message).toBe(
      en.passwordRequired,
    );
    expect(errorOf(await deleteAccount({ password: 'Wrong-Pass-1!' }, me.auth))).toEqual({
      status: 400,
      type: 'INVALID_CREDENTIALS',
      message: 'The password is not correct',
      fields: { password: 'deletePasswordWrong' },
    });
    expect(errorOf(await deleteAccount({ password: 'x'.repeat(129) }, me.auth))).toMatchObject({
      status: 400,
      message: en.passwordTooLong,
    });
    expect(await db.select().from(users).where(eq(users.id, me.user.id))).toHaveLength(1);
    expect((await get(app, API.exerciseHistory, me.auth)).statusCode).toBe(200);
  });

  it('erases only the caller, whatever user id the body names', async () => {
    const me = await signIn();
    const other = await signIn();
    const res = await deleteAccount({ password: GOOD_PASSWORD, userID: other.user.id }, me.auth);
    expect(res.statusCode).toBe(200);
    expect(await db.select().from(users).where(eq(users.id, other.user.id))).toHaveLength(1);
    expect((await get(app, API.exerciseHistory, other.auth)).statusCode).toBe(200);
  });

  it('refuses a signed-out caller (401)', async () => {
    expect(errorOf(await deleteAccount({ password: GOOD_PASSWORD }))).toMatchObject({
      status: 401,
      type: 'UNAUTHORIZED',
    });
  });

  it('limits password attempts per account (10 an hour)', async () => {
    const me = await signIn();
    await fillRateLimit(db, `delete-account:user:${me.user.id}`, 10, clock.now());
    expect(errorOf(await deleteAccount({ password: GOOD_PASSWORD }, me.auth)).status).toBe(429);
    expect(await db.select().from(users).where(eq(users.id, me.user.id))).toHaveLength(1);
  });

  it('frees the address: the same e-mail can sign up again', async () => {
    const me = await signIn();
    await deleteAccount({ password: GOOD_PASSWORD }, me.auth);
    const code = await buildAccessCode(db);
    const res = await post(app, API.signup, {
      email: me.user.email,
      password: GOOD_PASSWORD,
      confirm_password: GOOD_PASSWORD,
      access_code: code.code,
      meditation: 1,
      age_group: 3,
      gender_id: 1,
      default_language: 1,
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('deleting an account with a paid subscription', () => {
  async function subscriber(provider: 'sandbox' | 'paypal') {
    const me = await signIn();
    const [plan] = await db.select().from(plans).limit(1);
    await db.insert(userSubscriptions).values({
      userId: me.user.id,
      planId: plan!.id,
      provider,
      providerSubscriptionId: `I-${me.user.id}`,
      customId: `${me.user.id}-${plan!.id}`,
      planPrice: plan!.planPrice,
      state: 'active',
      stateChangedAt: clock.now(),
    });
    return me;
  }
  const providers = (suspend: PaymentProvider['suspend']) => ({
    active: null,
    get: () => ({ suspend }) as unknown as PaymentProvider,
  });

  it('stops the recurring payment at the provider before erasing', async () => {
    const me = await subscriber('paypal');
    const stopped: string[] = [];
    await eraseAccount(
      app.deps,
      providers(async (id) => void stopped.push(id)),
      me.user,
      GOOD_PASSWORD,
    );
    expect(stopped).toEqual([`I-${me.user.id}`]);
    expect(await db.select().from(users).where(eq(users.id, me.user.id))).toEqual([]);
  });

  it('keeps the account when the provider cannot be reached', async () => {
    const me = await subscriber('paypal');
    const failing = providers(async () => {
      throw new ProviderError('timeout');
    });
    const error = await eraseAccount(app.deps, failing, me.user, GOOD_PASSWORD).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).errorType).toBe('PAYMENT_PROVIDER_ERROR');
    expect(await db.select().from(users).where(eq(users.id, me.user.id))).toHaveLength(1);
  });

  it('still erases when the deployment no longer has that provider (nothing could stop it)', async () => {
    const me = await subscriber('paypal');
    await eraseAccount(app.deps, { active: null, get: () => null }, me.user, GOOD_PASSWORD);
    expect(await db.select().from(users).where(eq(users.id, me.user.id))).toEqual([]);
  });

  it('goes through the sandbox provider over the API', async () => {
    const me = await subscriber('sandbox');
    expect((await deleteAccount({ password: GOOD_PASSWORD }, me.auth)).statusCode).toBe(200);
    expect(
      await db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, me.user.id)),
    ).toEqual([]);
  });
});
