import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ZNewPasswordRequest } from '@resona/contract';
import type { z } from 'zod';
import { Button } from '../../../components/button.tsx';
import formStyles from '../../../components/form.module.css';
import { BackLink, Card, Notice } from '../../../components/page.tsx';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { useOfflineGuard } from '../../../hooks/use-offline-guard.ts';
import { errorText, messageText } from '../../../i18n/messages.ts';
import { applyFieldErrors } from '../../../lib/forms.ts';
import { toast } from '../../../lib/toast.ts';
import { useNewPassword } from '../api/new-password.ts';
import { AuthHeader } from '../components/auth-header.tsx';

/** The page the reset link opens: /reset-password?token=… */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const newPassword = useNewPassword();
  const guardOnline = useOfflineGuard();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof ZNewPasswordRequest>, unknown, z.output<typeof ZNewPasswordRequest>>({
    resolver: zodResolver(ZNewPasswordRequest),
    defaultValues: { token, password: '', confirm_password: '' },
  });

  if (!token) {
    return (
      <Card>
        <AuthHeader title={t('resetPassword.title')} />
        <Notice tone="error">{t('invalidToken', { ns: 'msg' })}</Notice>
        <p>
          <Link to="/Forgot">{t('resetPassword.requestNew')}</Link>
        </p>
      </Card>
    );
  }

  const onSubmit = handleSubmit((values) => {
    if (!guardOnline()) return;
    newPassword.mutate(values, {
      onSuccess: (reply) => {
        toast.success(reply.message);
        void navigate('/login', { replace: true });
      },
      onError: (error) => {
        toast.error(errorText(t, error));
        applyFieldErrors(error, setError, ['password', 'confirm_password']);
      },
    });
  });

  const tokenError = messageText(t, errors.token?.message);
  return (
    <Card>
      <BackLink to="/login" label={t('forgot.back')} />
      <AuthHeader title={t('resetPassword.title')} subtitle={t('resetPassword.subtitle')} />
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        {newPassword.isError ? (
          <Notice tone="error">{errorText(t, newPassword.error)}</Notice>
        ) : null}
        {tokenError ? <Notice tone="error">{tokenError}</Notice> : null}
        <input type="hidden" {...register('token')} />
        <NewPasswordFields
          passwordLabel={t('fields.newPassword')}
          password={register('password')}
          confirm={register('confirm_password')}
          errors={{ password: errors.password?.message, confirm: errors.confirm_password?.message }}
        />
        <Button type="submit" block disabled={newPassword.isPending}>
          {t('resetPassword.submit')}
        </Button>
      </form>
    </Card>
  );
}
