import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPlan } from '@resona/contract';
import { messageText } from '../../i18n/messages.ts';
import { priceLine } from '../../lib/plan-format.ts';
import { Button } from '../button.tsx';
import styles from './plans.module.css';

/** Why the server will not sell this plan now (its purchase rule, spec §4), or null. */
function blockedReason(plan: TPlan): string | null {
  if (plan.can_purchase) return null;
  if (plan.subscription_state === 'suspended') return 'planSuspendedUntilTermEnd';
  if (plan.subscription_state === 'active') return 'planAlreadyActive';
  return null;
}

/**
 * One plan: name, price per interval, the trial text, its features, the caller's state of it,
 * why it cannot be bought (which also describes the button) and 'Choose <name>'. The heading
 * sits one level below the page's or dialog's title.
 */
export function PlanCard({
  plan,
  headingLevel,
  selected,
  disabled,
  onChoose,
}: {
  plan: TPlan;
  headingLevel: 2 | 3;
  selected: boolean;
  disabled: boolean;
  onChoose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const reasonId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const line = priceLine(plan);
  const status =
    plan.subscription_state === 'active'
      ? t('plans.stateActive')
      : plan.subscription_state === 'suspended'
        ? t('plans.stateSuspended')
        : plan.subscription_state === 'pending'
          ? t('plans.statePending')
          : null;
  const reason = blockedReason(plan);
  return (
    <article
      className={styles.card}
      data-selected={selected || undefined}
      aria-labelledby={titleId}
    >
      <Heading id={titleId} className={styles.planName}>
        {plan.plan_name}
      </Heading>
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
      {reason ? (
        <p id={reasonId} className={styles.note}>
          {messageText(t, reason)}
        </p>
      ) : null}
      <Button
        className={styles.choose}
        variant={selected ? 'primary' : 'secondary'}
        aria-pressed={selected}
        disabled={disabled || !plan.can_purchase}
        {...(reason ? { 'aria-describedby': reasonId } : {})}
        onClick={onChoose}
      >
        {t('plans.choose', { name: plan.plan_name })}
      </Button>
    </article>
  );
}
