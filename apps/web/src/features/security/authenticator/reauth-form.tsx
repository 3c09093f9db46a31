import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZPassword, type TReauthentication } from '@resona/contract';
import { z } from 'zod';
import { Button } from '../../../components/button.tsx';
import formStyles from '../../../components/form.module.css';
import { Notice } from '../../../components/page.tsx';
import { PasswordField } from '../../../components/text-field.tsx';
import { useOfflineGuard } from '../../../hooks/use-offline-guard.ts';
import { errorText, messageText } from '../../../i18n/messages.ts';
import { applyFieldErrors } from '../../../lib/forms.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import styles from './authenticator.module.css';

const ZWithPassword = z.object({ password: ZPassword });
type WithPassword = z.input<typeof ZWithPassword>;

/**
 * Proof that the owner is at the keyboard before a factor or the recovery codes change (ASVS
 * 7.5.1): the password again; an account without one only confirms, and the server asks it to
 * sign in again when its sign-in is too old to count.
 */
export function ReauthForm({
  hasPassword,
  lead,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  hasPassword: boolean;
  /** What the password is asked again for; an account without one is told it only confirms. */
  lead: string;
  submitLabel: string;
  /** The change itself; a refusal is shown here. */
  onSubmit: (body: TReauthentication) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const guardOnline = useOfflineGuard();
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<WithPassword>({
    resolver: hasPassword ? zodResolver(ZWithPassword) : undefined,
    defaultValues: { password: '' },
  });

  const submit = handleSubmit(async (values) => {
    if (!guardOnline()) return;
    setRefusal(null);
    try {
      await onSubmit(hasPassword ? { password: values.password } : {});
    } catch (error) {
      if (isApiError(error) && error.fields?.password) {
        applyFieldErrors(error, setError, ['password']);
      } else if (isApiError(error) && error.error_type === 'REAUTHENTICATION_REQUIRED') {
        setRefusal(errorText(t, error));
      } else {
        toast.error(errorText(t, error));
      }
    }
  });

  return (
    <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
      {refusal ? <Notice tone="warning">{refusal}</Notice> : null}
      <p className={styles.muted}>
        {hasPassword ? lead : t('security.authenticator.reauth.noPasswordLead')}
      </p>
      {hasPassword ? (
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          error={messageText(t, errors.password?.message)}
          {...register('password')}
        />
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={isSubmitting}>
          {submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('security.authenticator.cancel')}
        </Button>
      </div>
    </form>
  );
}
