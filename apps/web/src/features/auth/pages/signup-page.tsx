import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SIGNUP_REDIRECT_MS, ZSignupRequest, type TUserDetails } from '@resona/contract';
import { z } from 'zod';
import { Button } from '../../../components/button.tsx';
import { LegalLink } from '../../../components/legal-link.tsx';
import formStyles from '../../../components/form.module.css';
import { BreathingDot, Card, Notice } from '../../../components/page.tsx';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { EmailField, FieldError, TextField } from '../../../components/text-field.tsx';
import { useOfflineGuard } from '../../../hooks/use-offline-guard.ts';
import { currentLanguageId } from '../../../i18n/index.ts';
import { errorText, messageText } from '../../../i18n/messages.ts';
import { applyFieldErrors } from '../../../lib/forms.ts';
import { clearGuestSurvey, readGuestSurvey } from '../../../lib/guest-survey.ts';
import { keepSignupAccessCode } from '../../../lib/signup-access-code.ts';
import { sessionStore } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { useSignup } from '../api/signup.ts';
import { AuthHeader } from '../components/auth-header.tsx';
import styles from '../components/auth.module.css';
import { SocialButtons } from '../social/social-buttons.tsx';
import { BotCheckGate } from '../../../components/bot-check/bot-check-gate.tsx';
import { useBotCheck } from '../../../components/bot-check/use-bot-check.tsx';

const ZSignupForm = ZSignupRequest.safeExtend({
  terms: z.boolean().refine((accepted) => accepted, { error: 'termsRequired' }),
});
type SignupForm = z.input<typeof ZSignupForm>;
const FIELDS = ['email', 'password', 'confirm_password', 'access_code', 'terms'] as const;

export function SignupPage() {
  const { t } = useTranslation();
  const bot = useBotCheck();
  const [done, setDone] = useState<SignedUp | null>(null);
  return (
    <Card>
      <AuthHeader title={t('signup.title')} subtitle={t('signup.subtitle')} />
      {done ? (
        <SignupDone {...done} />
      ) : (
        <>
          <BotCheckGate bot={bot}>
            <SignupForm bot={bot} onDone={setDone} />
          </BotCheckGate>
        </>
      )}
    </Card>
  );
}

/** A successful sign-up: the server's message and the new account's user, token included. */
interface SignedUp {
  message: string;
  user: TUserDetails;
}

/**
 * The server's message (verify your e-mail) stays on /signup for SIGNUP_REDIRECT_MS (spec §4,
 * §9: 3000 ms); then the session starts and the post-login routing applies (/check). The session
 * starts only then: a signed-in user's session re-reads the profile and re-runs the guards, which
 * send anyone signed in away from /signup at once. A person who reloads or closes the tab within
 * those seconds keeps the new account's session (stored as the page goes), so they come back to
 * /check instead of a sign-up form that would call their address taken.
 */
function SignupDone({ message, user }: SignedUp) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    const keepSession = () => sessionStore.signIn(user);
    const timer = window.setTimeout(() => {
      window.removeEventListener('pagehide', keepSession);
      keepSession();
      void navigate('/', { replace: true });
    }, SIGNUP_REDIRECT_MS);
    window.addEventListener('pagehide', keepSession);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('pagehide', keepSession);
    };
  }, [navigate, user]);
  return (
    <div className={formStyles.form}>
      <Notice tone="success">{message}</Notice>
      <BreathingDot />
      <p className={styles.subtitle}>{t('signup.redirecting')}</p>
    </div>
  );
}

function SignupForm({
  bot,
  onDone,
}: {
  bot: ReturnType<typeof useBotCheck>;
  onDone: (done: SignedUp) => void;
}) {
  const { t } = useTranslation();
  const signup = useSignup();
  const guardOnline = useOfflineGuard();
  const termsId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SignupForm, unknown, z.output<typeof ZSignupForm>>({
    resolver: zodResolver(ZSignupForm),
    defaultValues: {
      email: '',
      password: '',
      confirm_password: '',
      access_code: '',
      terms: false,
    },
  });

  const onSubmit = handleSubmit(({ terms: _accepted, ...values }) => {
    if (!guardOnline()) return;
    const survey = readGuestSurvey();
    signup.mutate(
      {
        ...values,
        ...survey,
        default_language: survey.default_language ?? currentLanguageId(),
        bot_check: bot.solution,
      },
      {
        onSuccess: (reply) => {
          clearGuestSurvey();
          keepSignupAccessCode(values.email, values.access_code);
          onDone({ message: reply.message, user: reply.data.user_details });
        },
        onError: (error) => {
          toast.error(errorText(t, error));
          applyFieldErrors(error, setError, FIELDS);
          bot.refresh();
        },
      },
    );
  });

  const termsError = messageText(t, errors.terms?.message);

  return (
    <>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        {signup.isError ? <Notice tone="error">{errorText(t, signup.error)}</Notice> : null}
        <EmailField error={messageText(t, errors.email?.message)} {...register('email')} />
        <NewPasswordFields
          passwordLabel={t('fields.password')}
          password={register('password')}
          confirm={register('confirm_password')}
          errors={{ password: errors.password?.message, confirm: errors.confirm_password?.message }}
        />
        <TextField
          label={t('fields.accessCode')}
          autoComplete="off"
          error={messageText(t, errors.access_code?.message)}
          {...register('access_code')}
        />
        <div className={formStyles.field}>
          <div className={formStyles.checkRow}>
            <input
              id={termsId}
              type="checkbox"
              className={formStyles.checkbox}
              aria-invalid={termsError ? true : undefined}
              aria-describedby={termsError ? `${termsId}-error` : undefined}
              {...register('terms')}
            />
            <label htmlFor={termsId} className={styles.terms}>
              <Trans
                i18nKey="signup.terms"
                components={{
                  terms: <LegalLink page="terms" newTab />,
                  privacy: <LegalLink page="privacy" newTab />,
                }}
              />
            </label>
          </div>
          <FieldError id={`${termsId}-error`} error={termsError} />
        </div>
        <Button type="submit" block disabled={signup.isPending || bot.pending}>
          {t('signup.submit')}
        </Button>
      </form>
      <SocialButtons />
      <p className={styles.switch}>
        {t('signup.haveAccount')} <Link to="/login">{t('signup.loginLink')}</Link>
      </p>
    </>
  );
}
