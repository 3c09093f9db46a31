import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ZLoginRequest, languageById } from '@resona/contract';
import type { z } from 'zod';
import { Button } from '../../../components/button.tsx';
import { Card, Notice } from '../../../components/page.tsx';
import formStyles from '../../../components/form.module.css';
import { PasswordField, TextField } from '../../../components/text-field.tsx';
import { useOfflineGuard } from '../../../hooks/use-offline-guard.ts';
import { changeLanguage } from '../../../i18n/index.ts';
import { errorText, messageText } from '../../../i18n/messages.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { applyFieldErrors } from '../../../lib/forms.ts';
import { sessionStore } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { useConfig } from '../../../lib/public-config.ts';
import { useLogin } from '../api/login.ts';
import { AuthHeader } from '../components/auth-header.tsx';
import styles from '../components/auth.module.css';
import { SocialButtons } from '../components/social-buttons.tsx';
import { useBotCheck } from '../../../components/bot-check/use-bot-check.tsx';

const ZLoginForm = ZLoginRequest.pick({ email: true, password: true });
type LoginForm = z.input<typeof ZLoginForm>;

export function LoginPage() {
  const { t } = useTranslation();
  const bot = useBotCheck();
  return (
    <Card>
      <AuthHeader title={t('login.title')} subtitle={t('login.subtitle')} />
      {bot.view}
      {bot.ready ? <LoginForm bot={bot} /> : null}
    </Card>
  );
}

function LoginForm({ bot }: { bot: ReturnType<typeof useBotCheck> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = useConfig();
  const login = useLogin();
  const guardOnline = useOfflineGuard();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginForm, unknown, z.output<typeof ZLoginForm>>({
    resolver: zodResolver(ZLoginForm),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit((values) => {
    if (!guardOnline()) return;
    login.mutate(
      { ...values, bot_check: bot.solution },
      {
        onSuccess: (reply) => {
          const user = reply.data.user_details;
          sessionStore.signIn(user);
          toast.success(reply.message);
          void changeLanguage(languageById(user.default_language).code, false);
          void navigate('/', { replace: true });
        },
        onError: (error) => {
          if (isApiError(error) && error.error_type === 'INVALID_PRESURVEY_PENDING') {
            toast.success(t('loginSuccess', { ns: 'msg' }));
            const base = config.data?.study_presurvey_url;
            if (base) {
              const target = new URL(base, window.location.origin);
              target.searchParams.set('email', values.email);
              window.location.assign(target.toString());
            }
            return;
          }
          toast.error(errorText(t, error));
          applyFieldErrors(error, setError, ['email', 'password']);
          bot.refresh();
        },
      },
    );
  });

  const failure =
    login.isError &&
    !(isApiError(login.error) && login.error.error_type === 'INVALID_PRESURVEY_PENDING')
      ? errorText(t, login.error)
      : null;

  return (
    <>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        {failure ? <Notice tone="error">{failure}</Notice> : null}
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={messageText(t, errors.email?.message)}
          {...register('email')}
        />
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          error={messageText(t, errors.password?.message)}
          {...register('password')}
        />
        <Link to="/Forgot" className={styles.forgot}>
          {t('login.forgot')}
        </Link>
        <Button type="submit" block disabled={login.isPending || bot.pending}>
          {t('login.submit')}
        </Button>
      </form>
      <SocialButtons />
      <p className={styles.switch}>
        {t('login.noAccount')} <Link to="/signup">{t('login.signupLink')}</Link>
      </p>
    </>
  );
}
