import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZEarlyAccessRequest } from '@resona/contract';
import type { z } from 'zod';
import { Button } from '../../../components/button.tsx';
import formStyles from '../../../components/form.module.css';
import { Notice } from '../../../components/page.tsx';
import { EmailField } from '../../../components/text-field.tsx';
import { errorText, messageText } from '../../../i18n/messages.ts';
import { applyFieldErrors } from '../../../lib/forms.ts';
import { ensureOnline } from '../../../lib/online.ts';
import { useEarlyAccess } from '../api/early-access.ts';
import styles from './early-access-form.module.css';

type Input = z.input<typeof ZEarlyAccessRequest>;
type Output = z.output<typeof ZEarlyAccessRequest>;

/**
 * "Hear when Resona opens" on the promo pages: an address to write to. The pages are
 * pre-rendered, so the form draws without any data and only talks to the server once hydrated.
 * Every message stays inline, beside the form that caused it.
 */
export function EarlyAccessForm() {
  const { t } = useTranslation();
  const titleId = useId();
  const request = useEarlyAccess();
  const [offline, setOffline] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(ZEarlyAccessRequest),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit((values) => {
    setOffline(false);
    if (!ensureOnline(() => setOffline(true))) return;
    request.mutate(values, {
      onError: (error) => applyFieldErrors(error, setError, ['email']),
    });
  });

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('earlyAccess.title')}
      </h2>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        {request.isSuccess ? <Notice tone="success">{request.data.message}</Notice> : null}
        {offline ? <Notice tone="error">{t('noInternet', { ns: 'msg' })}</Notice> : null}
        {request.isError && !errors.email ? (
          <Notice tone="error">{errorText(t, request.error)}</Notice>
        ) : null}
        <EmailField error={messageText(t, errors.email?.message)} {...register('email')} />
        <Button type="submit" disabled={request.isPending}>
          {t('earlyAccess.submit')}
        </Button>
      </form>
    </section>
  );
}
