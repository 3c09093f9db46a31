import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API, MESSAGES, ZInviteFriendsResponse } from '@resona/contract';
import { invitations } from '../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { buildSignedInUser, uniqueEmail } from '../../../test/factories.ts';
import { errorOf, multipart, urlencoded } from '../../../test/http.ts';
import { post, type Auth } from '../../sessions/test-helpers.ts';
import { csvSections } from '../../../test/read-csv.ts';

const { app, db, clock, mails } = await createTestApp();
const en = MESSAGES.en;
const DAY = 24 * 3_600_000;
const signIn = (overrides: Parameters<typeof buildSignedInUser>[2] = {}) =>
  buildSignedInUser(db, clock.now(), overrides);
const invite = (emails: unknown, auth?: Auth) =>
  post(app, API.inviteFriends, emails === undefined ? {} : { emails }, auth);
const drain = () => app.deps.background.drain();
const mailsTo = (address: string) => mails.filter((m) => m.to === address);

describe('POST invite-friends', () => {
  it('sends each friend an invitation in the sender’s language with a sign-up link', async () => {
    const me = await signIn({ defaultLanguage: 2 });
    const friends = [uniqueEmail('ami'), uniqueEmail('amie')];
    const res = await invite([friends[0]!.toUpperCase(), friends[1], friends[0]], me.auth);
    expect(res.statusCode).toBe(200);
    const body = ZInviteFriendsResponse.parse(res.json());
    // The reply is in the sender's language; 'Invitation sent' in English (spec §8).
    expect(body.message).toBe(MESSAGES.fr.invitationSent);
    expect(body.data).toEqual({ invited: friends, sent_today: 2 });
    await drain();
    for (const friend of friends) {
      const [mail] = mailsTo(friend);
      expect(mail, friend).toBeDefined();
      expect(mail!.subject).toBe(`${me.user.email} vous invite à découvrir Resona`);
      expect(mail!.text).toContain('http://localhost:3000/signup\n');
      expect(mail!.text).toContain(me.user.email);
      expect(mail!.html).toContain('lang="fr"');
    }
    const stored = await db.select().from(invitations).where(eq(invitations.userId, me.user.id));
    expect(stored.map((r) => [r.email, r.languageId]).sort()).toEqual(
      friends.map((f) => [f, 2]).sort(),
    );
  });

  it('answers "Invitation sent" in English and writes Arabic mail right to left', async () => {
    const en1 = await signIn();
    expect((await invite([uniqueEmail('x')], en1.auth)).json().message).toBe('Invitation sent');
    const ar = await signIn({ defaultLanguage: 4 });
    const friend = uniqueEmail('sadiq');
    await invite(friend, ar.auth);
    await drain();
    expect(mailsTo(friend)[0]!.html).toContain('dir="rtl"');
    expect(mailsTo(friend)[0]!.subject).toBe(`${ar.user.email} يدعوك إلى Resona`);
  });

  it('takes one address as a string, and lists as multipart or url-encoded fields', async () => {
    const me = await signIn();
    const [a, b, c] = [uniqueEmail('a'), uniqueEmail('b'), uniqueEmail('c')];
    expect((await invite(a, me.auth)).json().data.invited).toEqual([a]);
    const form = new FormData();
    form.append('emails', b);
    form.append('emails', c);
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const res = await app.inject({
      method: 'POST',
      url: API.inviteFriends,
      headers: { ...me.auth, 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(res.json().data.invited).toEqual([b, c]);
    const one = await multipart({ emails: uniqueEmail('d') });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: API.inviteFriends,
          headers: { ...me.auth, ...one.headers },
          payload: one.payload,
        })
      ).statusCode,
    ).toBe(200);
    const enc = urlencoded({ emails: uniqueEmail('e') });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: API.inviteFriends,
          headers: { ...me.auth, ...enc.headers },
          payload: enc.payload,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('checks each address with the e-mail pattern (spec §5)', async () => {
    const me = await signIn();
    expect(errorOf(await invite(undefined, me.auth))).toMatchObject({
      status: 400,
      type: 'VALIDATION_ERROR',
      message: en.emailRequired,
    });
    expect(errorOf(await invite([], me.auth)).message).toBe('Email is required');
    expect(errorOf(await invite([''], me.auth)).message).toBe('Email is required');
    expect(errorOf(await invite(['friend@example'], me.auth))).toMatchObject({
      message: 'Please enter a valid email address',
      fields: { 'emails.0': 'emailInvalid' },
    });
    expect(errorOf(await invite([uniqueEmail(), 'a@b.toolongtld'], me.auth)).fields).toEqual({
      'emails.1': 'emailInvalid',
    });
    const eleven = Array.from({ length: 11 }, () => uniqueEmail('many'));
    expect(errorOf(await invite(eleven, me.auth)).message).toBe(
      'You can invite at most 10 friends at a time',
    );
    expect(errorOf(await invite([me.user.email.toUpperCase()], me.auth))).toMatchObject({
      status: 400,
      message: 'You cannot invite yourself',
      fields: { emails: 'inviteSelf' },
    });
    await drain();
    expect(await db.select().from(invitations).where(eq(invitations.userId, me.user.id))).toEqual(
      [],
    );
  });

  it('allows twenty invitations a day per sender; a batch that does not fit is refused whole', async () => {
    const me = await signIn();
    const batch = () => Array.from({ length: 10 }, () => uniqueEmail('batch'));
    expect((await invite(batch(), me.auth)).statusCode).toBe(200);
    expect((await invite(batch(), me.auth)).json().data.sent_today).toBe(20);
    const refused = [uniqueEmail('late')];
    expect(errorOf(await invite(refused, me.auth))).toEqual({
      status: 429,
      type: 'TOO_MANY_REQUESTS',
      message: 'You have sent as many invitations as allowed today. Please try again tomorrow',
      fields: undefined,
    });
    await drain();
    expect(mailsTo(refused[0]!)).toEqual([]);
    clock.advance(DAY + 1000);
    expect((await invite(refused, me.auth)).statusCode).toBe(200);
  });

  it('sends one address at most one invitation a day, whoever asks, and says the same', async () => {
    const first = await signIn();
    const second = await signIn();
    const friend = uniqueEmail('popular');
    expect((await invite([friend], first.auth)).statusCode).toBe(200);
    const again = await invite([friend], second.auth);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('Invitation sent');
    await drain();
    expect(mailsTo(friend)).toHaveLength(1);
    // Only what went out is kept in the second sender's data.
    expect(
      await db.select().from(invitations).where(eq(invitations.userId, second.user.id)),
    ).toEqual([]);
    clock.advance(DAY + 1000);
    await invite([friend], second.auth);
    await drain();
    expect(mailsTo(friend)).toHaveLength(2);
  });

  it('puts what was sent in the sender’s export, not in another user’s', async () => {
    const me = await signIn();
    const other = await signIn();
    const friend = uniqueEmail('exported');
    await invite([friend], me.auth);
    const mine = await app.inject({
      method: 'POST',
      url: API.userDetailsDownload,
      headers: me.auth,
    });
    expect(csvSections(mine.body).get('invitations')!.rows).toEqual([
      expect.objectContaining({ user_id: String(me.user.id), email: friend, language_id: '1' }),
    ]);
    const theirs = await app.inject({
      method: 'POST',
      url: API.userDetailsDownload,
      headers: other.auth,
    });
    expect(csvSections(theirs.body).get('invitations')!.rows).toEqual([]);
  });

  it('refuses a signed-out caller (401)', async () => {
    expect(errorOf(await invite([uniqueEmail()]))).toMatchObject({
      status: 401,
      type: 'UNAUTHORIZED',
    });
  });
});
