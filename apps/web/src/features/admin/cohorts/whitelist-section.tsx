import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { errorText } from '../../../i18n/messages.ts';
import { toast } from '../../../lib/toast.ts';
import { useAddToWhitelist, useAdminPlans, useRemoveFromWhitelist } from '../api/cohorts.ts';
import { fieldError } from '../components/field-errors.ts';
import { SelectField } from '../../../components/select-field.tsx';
import styles from '../admin.module.css';
import { clearIfSent } from '../../../lib/clear-if-sent.ts';

/** Whitelist e-mail addresses for a plan (spec §6: plans of type 2 show only to them). */
export function WhitelistSection() {
  const { t } = useTranslation();
  const plans = useAdminPlans();
  const add = useAddToWhitelist();
  const remove = useRemoveFromWhitelist();
  const [planId, setPlanId] = useState('');
  const [emails, setEmails] = useState('');
  const textId = useId();
  const list = plans.data ?? [];
  const plan =
    list.find((p) => String(p.id) === planId) ?? list.find((p) => p.plan_type !== 1) ?? list[0];
  const emailsError =
    fieldError(t, add.error, 'emails') ?? (add.error ? errorText(t, add.error) : undefined);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!plan) return;
    const sent = emails;
    add.mutate(
      { planId: plan.id, emails },
      {
        onSuccess: (reply) => {
          toast.success(reply.message);
          setEmails(clearIfSent(sent, ''));
        },
      },
    );
  }

  return (
    <form className={styles.section} onSubmit={handleSubmit} noValidate aria-labelledby="whitelist">
      <h2 id="whitelist">{t('admin.cohorts.whitelist')}</h2>
      <div className={styles.grid}>
        <SelectField
          label={t('admin.cohorts.plan')}
          value={plan ? String(plan.id) : ''}
          onChange={(e) => setPlanId(e.target.value)}
          options={list.map((p) => ({
            value: String(p.id),
            label: `${p.plan_name} (${
              p.plan_type === 1 ? t('admin.cohorts.publicPlan') : t('admin.cohorts.whitelistedPlan')
            })`,
          }))}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={textId} className={styles.label}>
          {t('admin.cohorts.addEmails')}
        </label>
        <textarea
          id={textId}
          className={styles.textarea}
          value={emails}
          onChange={(e) => setEmails(e.target.value)}
          aria-invalid={emailsError ? true : undefined}
        />
        {emailsError ? <p className={styles.error}>{emailsError}</p> : null}
      </div>
      <div className={styles.actions}>
        <Button type="submit" disabled={add.isPending || !plan}>
          {t('admin.cohorts.add')}
        </Button>
      </div>
      {plan && plan.whitelist.length === 0 ? <p>{t('admin.cohorts.whitelistEmpty')}</p> : null}
      {plan && plan.whitelist.length > 0 ? (
        <ul>
          {plan.whitelist.map((email) => (
            <li key={email}>
              {email}{' '}
              <Button
                variant="ghost"
                aria-label={t('admin.cohorts.removeEmail', { email })}
                onClick={() =>
                  remove.mutate(
                    { planId: plan.id, email },
                    {
                      onSuccess: (reply) => toast.success(reply.message),
                      onError: (error) => toast.error(errorText(t, error)),
                    },
                  )
                }
              >
                {t('admin.cohorts.remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}
