import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ZChangePasswordRequest, type TChangePasswordRequest } from '@resona/contract';
import type { z } from 'zod';
import { Button } from '../../../components/button.tsx';
import formStyles from '../../../components/form.module.css';
import { BackLink, Card, pageStyles } from '../../../components/page.tsx';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { PasswordField } from '../../../components/text-field.tsx';
import { useOfflineGuard } from '../../../hooks/use-offline-guard.ts';
import { errorText, messageText } from '../../../i18n/messages.ts';
import { applyFieldErrors } from '../../../lib/forms.ts';
import { useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { useChangePassword } from '../api/change-password.ts';

const EMPTY: TChangePasswordRequest = { old_password: '', new_password: '', confirm_password: '' };

/**
 * /Setting/Password-change: old, new and confirm (spec §5). Accounts without a password (Google
 * or Facebook only) have nothing to change: the menu hides the row and this page sends them back.
 */
export function PasswordPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const guardOnline = useOfflineGuard();
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<TChangePasswordRequest, unknown, z.output<typeof ZChangePasswordRequest>>({
    resolver: zodResolver(ZChangePasswordRequest),
    defaultValues: EMPTY,
  });

  if (user?.has_password === 0) return <Navigate to="/Setting" replace />;

  const onSubmit = handleSubmit((values) => {
    if (!guardOnline()) return;
    change.mutate(values, {
      onSuccess: (reply) => {
        toast.success(reply.message);
        reset(EMPTY);
      },
      onError: (error) => {
        toast.error(errorText(t, error));
        applyFieldErrors(error, setError, ['old_password', 'new_password', 'confirm_password']);
      },
    });
  });

  return (
    <Card>
      <BackLink to="/Setting" label={t('nav.settings')} />
      <h1 className={pageStyles.title}>{t('settings.password')}</h1>
      <p className={pageStyles.lead}>{t('accountSettings.password.intro')}</p>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        <PasswordField
          label={t('accountSettings.password.old')}
          autoComplete="current-password"
          error={messageText(t, errors.old_password?.message)}
          {...register('old_password')}
        />
        <NewPasswordFields
          passwordLabel={t('fields.newPassword')}
          password={register('new_password')}
          confirm={register('confirm_password')}
          errors={{
            password: errors.new_password?.message,
            confirm: errors.confirm_password?.message,
          }}
        />
        <Button type="submit" block disabled={change.isPending}>
          {t('accountSettings.password.submit')}
        </Button>
      </form>
    </Card>
  );
}
