import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ZResetPasswordRequest } from '@resona/contract';
import type { z } from 'zod';
import { Button } from '../../../components/button.tsx';
import formStyles from '../../../components/form.module.css';
import { BackLink, Card, Notice } from '../../../components/page.tsx';
import { EmailField } from '../../../components/text-field.tsx';
import { useOfflineGuard } from '../../../hooks/use-offline-guard.ts';
import { errorText, messageText } from '../../../i18n/messages.ts';
import { applyFieldErrors } from '../../../lib/forms.ts';
import { toast } from '../../../lib/toast.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthHeader } from '../components/auth-header.tsx';
import styles from '../components/auth.module.css';

const ZForgotForm = ZResetPasswordRequest.pick({ email: true });

export function ForgotPage() {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const guardOnline = useOfflineGuard();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof ZForgotForm>, unknown, z.output<typeof ZForgotForm>>({
    resolver: zodResolver(ZForgotForm),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit((values) => {
    if (!guardOnline()) return;
    reset.mutate(values, {
      onSuccess: (reply) => toast.success(reply.message),
      onError: (error) => {
        toast.error(errorText(t, error));
        applyFieldErrors(error, setError, ['email']);
      },
    });
  });

  return (
    <Card>
      <BackLink to="/login" label={t('forgot.back')} />
      <AuthHeader title={t('forgot.title')} subtitle={t('forgot.subtitle')} />
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        {reset.isSuccess ? <Notice tone="success">{reset.data.message}</Notice> : null}
        {reset.isError ? <Notice tone="error">{errorText(t, reset.error)}</Notice> : null}
        <EmailField error={messageText(t, errors.email?.message)} {...register('email')} />
        <Button type="submit" block disabled={reset.isPending}>
          {t('forgot.submit')}
        </Button>
      </form>
      <p className={styles.switch}>
        <Link to="/signup">{t('login.signupLink')}</Link>
        {' · '}
        <Link to="/login">{t('signup.loginLink')}</Link>
      </p>
    </Card>
  );
}
