import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { ZFinishSignupRequest } from '@resona/contract';
import type { z } from 'zod';
import { Button } from '../../../components/button.tsx';
import formStyles from '../../../components/form.module.css';
import { Card, Notice } from '../../../components/page.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useOfflineGuard } from '../../../hooks/use-offline-guard.ts';
import { errorText, messageText } from '../../../i18n/messages.ts';
import { applyFieldErrors } from '../../../lib/forms.ts';
import { sessionStore, useSession } from '../../../lib/session.ts';
import { forgetSignupAccessCode, signupAccessCodeFor } from '../../../lib/signup-access-code.ts';
import { toast } from '../../../lib/toast.ts';
import { useFinishSignup } from '../api/finish-signup.ts';
import styles from './plans.module.css';

/**
 * 'Do you have Access Code?' opens the redemption form (spec §2 /algorithm). Open, with the code
 * filled in, for a person who signed up with one on this device: it only has to be confirmed.
 */
export function AccessCodeSection({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [signupCode] = useState(() => signupAccessCodeFor(user?.email));
  const [open, setOpen] = useState(initiallyOpen || signupCode !== null);
  const panelId = useId();
  return (
    <Card wide>
      <h2 className={styles.disclosureHeading}>
        <button
          type="button"
          className={styles.disclosure}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <span>{t('algorithm.accessCodeTitle')}</span>
          <span aria-hidden="true" className={styles.chevron} data-open={open || undefined}>
            ▾
          </span>
        </button>
      </h2>
      <div id={panelId} hidden={!open}>
        {open ? <AccessCodeForm signupCode={signupCode} /> : null}
      </div>
    </Card>
  );
}

function AccessCodeForm({ signupCode }: { signupCode: string | null }) {
  const { t } = useTranslation();
  const finish = useFinishSignup();
  const revalidator = useRevalidator();
  const guardOnline = useOfflineGuard();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof ZFinishSignupRequest>, unknown, z.output<typeof ZFinishSignupRequest>>(
    {
      resolver: zodResolver(ZFinishSignupRequest),
      defaultValues: { access_code: signupCode ?? '' },
    },
  );

  const onSubmit = handleSubmit((values) => {
    if (!guardOnline()) return;
    finish.mutate(values, {
      onSuccess: (reply) => {
        toast.success(reply.message);
        forgetSignupAccessCode();
        sessionStore.updateUser(reply.data.user_details);
        // "Reloads /algorithm": its guard now sends the subscribed user onward.
        void revalidator.revalidate();
      },
      onError: (error) => {
        toast.error(errorText(t, error));
        applyFieldErrors(error, setError, ['access_code']);
      },
    });
  });

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      {finish.isError ? <Notice tone="error">{errorText(t, finish.error)}</Notice> : null}
      {signupCode ? <p>{t('algorithm.signupCodeFilled')}</p> : null}
      <TextField
        label={t('fields.accessCode')}
        autoComplete="off"
        error={messageText(t, errors.access_code?.message)}
        {...register('access_code')}
      />
      <Button type="submit" disabled={finish.isPending}>
        {t('algorithm.redeem')}
      </Button>
    </form>
  );
}
