import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ZConfirmAuthenticatorRequest,
  type TConfirmAuthenticatorRequest,
  type TFactorsChangedResponse,
} from '@resona/contract';
import type { z } from 'zod';
import { Button } from '../../../components/button.tsx';
import formStyles from '../../../components/form.module.css';
import { TextField } from '../../../components/text-field.tsx';
import { useOfflineGuard } from '../../../hooks/use-offline-guard.ts';
import { errorText, messageText } from '../../../i18n/messages.ts';
import { applyFieldErrors } from '../../../lib/forms.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { QrCode } from './qr-code.tsx';
import styles from './authenticator.module.css';

/** The secret in groups of four, as people read it out and type it. */
export function groupSecret(secret: string): string {
  return (secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? []).join(' ');
}

/**
 * The app's new secret, as a QR code to scan and as a key to type, then the first code the app
 * shows, which switches it on.
 */
export function ScanStep({
  secret,
  uri,
  onConfirm,
  onCancel,
  onStartAgain,
}: {
  secret: string;
  uri: string;
  onConfirm: (body: TConfirmAuthenticatorRequest) => Promise<TFactorsChangedResponse>;
  onCancel: () => void;
  /** The server holds no secret being added any more (it expired, or another tab finished). */
  onStartAgain: () => void;
}) {
  const { t } = useTranslation();
  const guardOnline = useOfflineGuard();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TConfirmAuthenticatorRequest, unknown, z.output<typeof ZConfirmAuthenticatorRequest>>(
    {
      resolver: zodResolver(ZConfirmAuthenticatorRequest),
      defaultValues: { code: '' },
    },
  );

  const submit = handleSubmit(async (values) => {
    if (!guardOnline()) return;
    try {
      await onConfirm(values);
    } catch (error) {
      if (isApiError(error) && error.fields?.code) {
        applyFieldErrors(error, setError, ['code']);
        return;
      }
      toast.error(errorText(t, error));
      if (isApiError(error) && error.error_type === 'AUTHENTICATOR_NOT_STARTED') onStartAgain();
    }
  });

  return (
    <div className={styles.step}>
      <h3 className={styles.stepTitle}>{t('security.authenticator.scan.title')}</h3>
      <p className={styles.muted}>{t('security.authenticator.scan.lead')}</p>
      <QrCode value={uri} label={t('security.authenticator.scan.qrLabel')} />
      <p className={styles.muted}>{t('security.authenticator.scan.typeInstead')}</p>
      <code className={styles.secret} translate="no">
        {groupSecret(secret)}
      </code>
      <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('security.authenticator.scan.codeLabel')}
          autoComplete="one-time-code"
          inputMode="numeric"
          spellCheck={false}
          error={messageText(t, errors.code?.message)}
          {...register('code')}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={isSubmitting}>
            {t('security.authenticator.scan.confirm')}
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            {t('security.authenticator.cancel')}
          </Button>
        </div>
      </form>
    </div>
  );
}
