import { useId, useState } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import type { TPlan, TPlanDataResponse } from '@resona/contract';
import { Button } from '../../../components/button.tsx';
import { DialogFrame } from '../../../components/dialog-frame.tsx';
import { Notice } from '../../../components/page.tsx';
import { useOfflineGuard } from '../../../hooks/use-offline-guard.ts';
import { errorText, messageText } from '../../../i18n/messages.ts';
import { priceLine } from '../../../lib/plan-format.ts';
import { useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { usePlanData, usePurchaseSubscription } from '../api/manage-subscriptions.ts';
import styles from './subscriptions.module.css';

type PlanData = TPlanDataResponse['data'];

/** Why the server will not sell this plan now (its purchase rule, spec §4), or null. */
function blockedReason(plan: TPlan): string | null {
  if (plan.can_purchase) return null;
  if (plan.subscription_state === 'suspended') return 'planSuspendedUntilTermEnd';
  if (plan.subscription_state === 'active') return 'planAlreadyActive';
  return null;
}

/** The payment popup of Manage subscriptions: the plans, then the same purchase as /algorithm. */
export function PaymentDialog({ label }: { label: string }) {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const planData = usePlanData(user?.userID ?? 0, i18n.language, open);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="secondary">{label}</Button>
      </Dialog.Trigger>
      <DialogFrame title={t('subscriptions.dialogTitle')}>
        {planData.data ? (
          <PlanChoice data={planData.data} />
        ) : planData.error ? (
          <>
            <Notice tone="error">{errorText(t, planData.error)}</Notice>
            <Button variant="secondary" onClick={() => void planData.refetch()}>
              {t('error.retry')}
            </Button>
          </>
        ) : (
          <p role="status">{t('common.loading')}</p>
        )}
      </DialogFrame>
    </Dialog.Root>
  );
}

function PlanChoice({ data }: { data: PlanData }) {
  const { t } = useTranslation();
  const purchase = usePurchaseSubscription();
  const guardOnline = useOfflineGuard();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [leaving, setLeaving] = useState(false);
  const selected = data.plan_data.find((plan) => plan.id === selectedId && plan.can_purchase);

  if (data.plan_data.length === 0) return <Notice>{t('plans.none')}</Notice>;

  const handlePay = () => {
    if (!selected || !guardOnline()) return;
    purchase.mutate(
      { plan_id: selected.id },
      {
        onSuccess: (reply) => {
          setLeaving(true);
          window.location.assign(reply.data.approve_url);
        },
        onError: (error) => toast.error(errorText(t, error)),
      },
    );
  };

  return (
    <div className={styles.choice}>
      {data.payments_available ? null : (
        <Notice tone="warning">{t('paymentsUnavailable', { ns: 'msg' })}</Notice>
      )}
      <ul className={styles.plans}>
        {data.plan_data.map((plan) => (
          <li key={plan.id}>
            <PlanOption
              plan={plan}
              selected={plan.id === selectedId}
              disabled={!data.payments_available}
              onChoose={() => setSelectedId(plan.id)}
            />
          </li>
        ))}
      </ul>
      {data.payments_available && data.provider === 'sandbox' ? (
        <p className={styles.note}>{t('plans.sandboxNote')}</p>
      ) : null}
      {purchase.isError ? <Notice tone="error">{errorText(t, purchase.error)}</Notice> : null}
      <Button
        onClick={handlePay}
        disabled={!selected || !data.payments_available || purchase.isPending || leaving}
      >
        {leaving ? t('plans.redirecting') : t('plans.pay')}
      </Button>
    </div>
  );
}

function PlanOption({
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
  const reasonId = useId();
  const line = priceLine(plan);
  const reason = blockedReason(plan);
  return (
    <article
      className={styles.plan}
      data-selected={selected || undefined}
      aria-labelledby={titleId}
    >
      <h3 id={titleId} className={styles.planName}>
        {plan.plan_name}
      </h3>
      <p className={styles.price}>
        {t(line.intervalKey, { price: line.price })}
        {line.trial ? ` ${line.trial}` : ''}
      </p>
      {reason ? (
        <p id={reasonId} className={styles.reason}>
          {messageText(t, reason)}
        </p>
      ) : null}
      <Button
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
