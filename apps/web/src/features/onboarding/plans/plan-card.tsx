import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPlan } from '@resona/contract';
import { Button } from '../../../components/button.tsx';
import { priceLine } from '../../../lib/plan-format.ts';
import styles from './plans.module.css';

/** One plan: name, price per interval, the trial text, its features and 'Choose <name>'. */
export function PlanCard({
  plan,
  selected,
  disabled,
  onChoose,
}: {
  plan: TPlan;
  selected: boolean;
  disabled: boolean;
  onChoose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const line = priceLine(plan);
  const status =
    plan.subscription_state === 'active'
      ? t('plans.stateActive')
      : plan.subscription_state === 'suspended'
        ? t('plans.stateSuspended')
        : plan.subscription_state === 'pending'
          ? t('plans.statePending')
          : null;
  return (
    <article
      className={styles.card}
      data-selected={selected || undefined}
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className={styles.planName}>
        {plan.plan_name}
      </h2>
      <p className={styles.price}>
        <span className={styles.amount}>{t(line.intervalKey, { price: line.price })}</span>
        {line.trial ? <span className={styles.trial}>{line.trial}</span> : null}
      </p>
      {line.trial ? (
        <p className={styles.trialNote}>{t('plans.trialNote', { days: plan.trial_days })}</p>
      ) : null}
      {plan.feature_goals.length > 0 ? (
        <ul className={styles.features}>
          {plan.feature_goals.map((goal) => (
            <li key={goal}>{goal}</li>
          ))}
        </ul>
      ) : null}
      {status ? <p className={styles.status}>{status}</p> : null}
      <Button
        className={styles.choose}
        variant={selected ? 'primary' : 'secondary'}
        aria-pressed={selected}
        disabled={disabled || !plan.can_purchase}
        onClick={onChoose}
      >
        {t('plans.choose', { name: plan.plan_name })}
      </Button>
    </article>
  );
}
