import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { ZFinishSignupRequest } from '@resona/contract';
import type { z } from 'zod';
import { Button } from '../../../components/button.tsx';
import formStyles from '../../../components/form.module.css';
import { Card, Notice, pageStyles } from '../../../components/page.tsx';
import { PromoVideo } from '../../../components/promo-video.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useOfflineGuard } from '../../../hooks/use-offline-guard.ts';
import { errorText, messageText } from '../../../i18n/messages.ts';
import { applyFieldErrors } from '../../../lib/forms.ts';
import { sessionStore } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { useFinishSignup } from '../api/finish-signup.ts';
import styles from './onboarding.module.css';

/** Plan selection (a later issue) and the access-code redemption (spec §2 /algorithm). */
export function AlgorithmPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.stack}>
      <Card wide className={pageStyles.center}>
        <h1 className={pageStyles.title}>{t('algorithm.title')}</h1>
        <p className={pageStyles.lead}>{t('algorithm.subtitle')}</p>
        <Notice>{t('algorithm.plansSoon')}</Notice>
      </Card>
      <AccessCodeForm />
      <Card wide>
        <PromoVideo />
      </Card>
    </div>
  );
}

function AccessCodeForm() {
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
      defaultValues: { access_code: '' },
    },
  );

  const onSubmit = handleSubmit((values) => {
    if (!guardOnline()) return;
    finish.mutate(values, {
      onSuccess: (reply) => {
        toast.success(reply.message);
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
    <Card wide>
      {/* No aria-labelledby: the region would share the name 'Access code' with its input. */}
      <div>
        <h2>{t('algorithm.accessCodeTitle')}</h2>
        <form className={formStyles.form} onSubmit={onSubmit} noValidate>
          {finish.isError ? <Notice tone="error">{errorText(t, finish.error)}</Notice> : null}
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
      </div>
    </Card>
  );
}
