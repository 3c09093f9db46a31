import { describe, expect, it } from 'vitest';
import { API, translate } from '@resona/contract';
import { createMailer } from '../../core/mailer.ts';
import { createTestApp } from '../../test/app.ts';
import { buildAccessCode, GOOD_PASSWORD, uniqueEmail } from '../../test/factories.ts';
import { multipart } from '../../test/http.ts';
import { startSmtpInbox, type ReceivedMail } from '../../test/smtp-inbox.ts';

// A real SMTP server on a random port; every message is parsed as a mail client would.
const { url: smtpUrl, mailTo } = await startSmtpInbox();

const { app, db, logs } = await createTestApp();
app.deps.mailer = createMailer({
  db,
  log: app.log,
  smtpUrl,
  from: 'Resona <no-reply@resona.test>',
});

const linkIn = (mail: ReceivedMail) => new URL(mail.text.match(/https?:\/\/\S+/)![0]);

describe('the account journey over real SMTP', () => {
  it('signs up in French, follows the mailed link, signs in, redeems a code; no secret reaches the log', async () => {
    const email = uniqueEmail('journey');
    const signupCode = await buildAccessCode(db);
    const laterCode = await buildAccessCode(db);
    const body = await multipart({
      email,
      password: GOOD_PASSWORD,
      confirm_password: GOOD_PASSWORD,
      access_code: signupCode.code,
      default_language: '2',
      age_group: '4',
    });
    const signup = await app.inject({ method: 'POST', url: API.signup, ...body });
    expect(signup.statusCode).toBe(200);
    const signupToken = signup.json().data.user_details.auth_token as string;

    const mail = await mailTo(email);
    expect(mail.subject).toBe(translate('fr', 'mailVerifySubject'));
    expect(mail.html).toContain('<html lang="fr"');
    expect(mail.text).toContain(translate('fr', 'mailVerifyBody'));
    const link = linkIn(mail);
    expect(link.origin + link.pathname).toBe('http://localhost:3000/verify-email');
    const verifyToken = link.searchParams.get('token')!;

    const verified = await app.inject({
      method: 'POST',
      url: API.verifyEmail,
      payload: { email: link.searchParams.get('email'), token: verifyToken },
    });
    expect(verified.json().data.is_verified).toBe(1);

    const login = await app.inject({
      method: 'POST',
      url: API.login,
      payload: { email, password: GOOD_PASSWORD },
    });
    const user = login.json().data.user_details;
    // Verified, not subscribed: the web app's routing sends this person to /algorithm.
    expect(user).toMatchObject({ is_verified: 1, is_subscribe: 0, default_language: 2 });

    const auth = { authorization: `Bearer ${user.auth_token}` };
    const finish = await app.inject({
      method: 'POST',
      url: API.finishSignup,
      headers: auth,
      payload: { access_code: laterCode.code },
    });
    expect(finish.json().data.user_details.is_subscribe).toBe(1);

    await app.inject({ method: 'PATCH', url: API.resetPassword, payload: { email } });
    const resetToken = linkIn(await mailTo(email, 2)).searchParams.get('token')!;
    const newPassword = 'Amber-Meadow-58?';
    const reset = await app.inject({
      method: 'POST',
      url: API.newPassword,
      payload: { token: resetToken, password: newPassword, confirm_password: newPassword },
    });
    expect(reset.statusCode).toBe(200);

    const logText = logs.join('\n');
    expect(logs.length).toBeGreaterThan(0);
    for (const secret of [
      GOOD_PASSWORD,
      newPassword,
      signupToken,
      user.auth_token as string,
      verifyToken,
      resetToken,
      signupCode.code,
      laterCode.code,
    ]) {
      expect(logText).not.toContain(secret);
    }
  });
});
