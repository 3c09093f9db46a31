import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ZSupportMailRequest, type TSupportMailRequest } from '@resona/contract';
import type { z } from 'zod';
import { Button } from '../../../components/button.tsx';
import formStyles from '../../../components/form.module.css';
import { BackLink, Card, Notice, pageStyles } from '../../../components/page.tsx';
import { FieldError, TextField } from '../../../components/text-field.tsx';
import { useOfflineGuard } from '../../../hooks/use-offline-guard.ts';
import { errorText, messageText } from '../../../i18n/messages.ts';
import { applyFieldErrors } from '../../../lib/forms.ts';
import { useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { useSendSupportMail, useSupportForm } from '../api/support-mail.ts';
import styles from './support.module.css';

const EMPTY: TSupportMailRequest = { ccb: '', subject: '', supportMessage: '' };

/**
 * /Setting/Support: to (the support address, read-only), cc, subject and message (spec §5). The
 * cc is a copy to the sender's own address or none (decision 045), so it is a checkbox.
 * Sent, it returns to /Setting; back goes there too.
 */
export function SupportPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  const guardOnline = useOfflineGuard();
  const form = useSupportForm(user?.userID ?? 0);
  const send = useSendSupportMail();
  const messageId = useId();
  const copyId = useId();
  const [copyToMe, setCopyToMe] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TSupportMailRequest, unknown, z.output<typeof ZSupportMailRequest>>({
    resolver: zodResolver(ZSupportMailRequest),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit((values) => {
    if (!guardOnline()) return;
    // The typed text goes as it is: trimming and lower-casing are the contract's, on the server.
    send.mutate(
      {
        ccb: copyToMe && user ? user.email : '',
        subject: values.subject,
        supportMessage: values.supportMessage,
      },
      {
        onSuccess: (reply) => {
          toast.success(reply.message);
          void navigate('/Setting');
        },
        onError: (error) => {
          toast.error(errorText(t, error));
          applyFieldErrors(error, setError, ['ccb', 'subject', 'supportMessage']);
        },
      },
    );
  });

  const messageError = messageText(t, errors.supportMessage?.message);
  const remaining = form.data?.remaining_today;
  return (
    <Card>
      <BackLink to="/Setting" label={t('nav.settings')} />
      <h1 className={pageStyles.title}>{t('settings.support')}</h1>
      <p className={pageStyles.lead}>{t('accountSettings.support.intro')}</p>
      {form.error ? <Notice tone="error">{errorText(t, form.error)}</Notice> : null}
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        <TextField
          label={t('accountSettings.support.to')}
          value={form.data?.to ?? ''}
          readOnly
          dir="ltr"
        />
        <div className={formStyles.field}>
          <div className={formStyles.checkRow}>
            <input
              id={copyId}
              type="checkbox"
              className={formStyles.checkbox}
              checked={copyToMe}
              aria-invalid={errors.ccb ? true : undefined}
              aria-describedby={errors.ccb ? `${copyId}-error` : undefined}
              onChange={(event) => setCopyToMe(event.target.checked)}
            />
            <label htmlFor={copyId}>
              {t('accountSettings.support.copyToMe', { email: user?.email ?? '' })}
            </label>
          </div>
          <FieldError id={`${copyId}-error`} error={messageText(t, errors.ccb?.message)} />
        </div>
        <TextField
          label={t('accountSettings.support.subject')}
          maxLength={200}
          error={messageText(t, errors.subject?.message)}
          {...register('subject')}
        />
        <div className={formStyles.field}>
          <label htmlFor={messageId} className={formStyles.label}>
            {t('accountSettings.support.message')}
          </label>
          <textarea
            id={messageId}
            className={`${formStyles.input} ${styles.textarea}`}
            maxLength={5000}
            aria-invalid={messageError ? true : undefined}
            aria-describedby={messageError ? `${messageId}-error` : undefined}
            {...register('supportMessage')}
          />
          <FieldError id={`${messageId}-error`} error={messageError} />
        </div>
        {remaining !== undefined ? (
          <p className={styles.remaining}>
            {t('accountSettings.support.remaining', { count: remaining })}
          </p>
        ) : null}
        <Button type="submit" block disabled={send.isPending || remaining === 0}>
          {t('accountSettings.support.send')}
        </Button>
      </form>
    </Card>
  );
}
