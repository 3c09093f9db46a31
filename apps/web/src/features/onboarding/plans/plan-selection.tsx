import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPlan, TPlanDataResponse } from '@resona/contract';
import { Button } from '../../../components/button.tsx';
import { Notice, pageStyles } from '../../../components/page.tsx';
import { useOfflineGuard } from '../../../hooks/use-offline-guard.ts';
import { errorText } from '../../../i18n/messages.ts';
import { useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { usePlanData } from '../api/get-plan-data.ts';
import { usePurchaseSubscription } from '../api/purchase-subscription.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { PlanCard } from './plan-card.tsx';
import { priceLine } from '../../../lib/plan-format.ts';
import styles from './plans.module.css';

type PlanData = TPlanDataResponse['data'];

/** The plan cards and the payment panel (spec §2 /algorithm). */
export function PlanSelection() {
  const { i18n } = useTranslation();
  const { user } = useSession();
  const planData = usePlanData(user?.userID ?? 0, i18n.language);
  if (!planData.data) {
    return <QueryState centered error={planData.error} onRetry={() => void planData.refetch()} />;
  }
  return <Plans data={planData.data} />;
}

function Plans({ data }: { data: PlanData }) {
  const { t } = useTranslation();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = data.plan_data.find((plan) => plan.id === selectedId) ?? null;
  if (data.plan_data.length === 0) return <Notice>{t('plans.none')}</Notice>;
  return (
    <div className={styles.selection}>
      <ul className={styles.cards}>
        {data.plan_data.map((plan) => (
          <li key={plan.id}>
            <PlanCard
              plan={plan}
              selected={plan.id === selectedId}
              disabled={!data.payments_available}
              onChoose={() => setSelectedId(plan.id)}
            />
          </li>
        ))}
      </ul>
      <PaymentPanel data={data} plan={selected} />
    </div>
  );
}

function PaymentPanel({ data, plan }: { data: PlanData; plan: TPlan | null }) {
  const { t } = useTranslation();
  const titleId = useId();
  const purchase = usePurchaseSubscription();
  const guardOnline = useOfflineGuard();
  const [leaving, setLeaving] = useState(false);

  const handlePay = () => {
    if (!plan || !guardOnline()) return;
    purchase.mutate(
      { plan_id: plan.id },
      {
        onSuccess: (reply) => {
          setLeaving(true);
          // The approve page is the provider's (or our server-rendered sandbox): a full page load.
          window.location.assign(reply.data.approve_url);
        },
        onError: (error) => toast.error(errorText(t, error)),
      },
    );
  };

  let body;
  if (!data.payments_available) {
    body = <Notice tone="warning">{t('paymentsUnavailable', { ns: 'msg' })}</Notice>;
  } else if (!plan) {
    body = <p className={pageStyles.lead}>{t('plans.pickFirst')}</p>;
  } else {
    const line = priceLine(plan);
    body = (
      <div className={pageStyles.stack}>
        <p className={styles.summary}>
          <strong>{plan.plan_name}</strong>
          {' — '}
          {t(line.intervalKey, { price: line.price })}
          {line.trial ? ` ${line.trial}` : ''}
        </p>
        {data.provider === 'sandbox' ? (
          <p className={styles.note}>{t('plans.sandboxNote')}</p>
        ) : null}
        {purchase.isError ? <Notice tone="error">{errorText(t, purchase.error)}</Notice> : null}
        <Button onClick={handlePay} disabled={purchase.isPending || leaving}>
          {leaving ? t('plans.redirecting') : t('plans.pay')}
        </Button>
      </div>
    );
  }

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.panelTitle}>
        {t('plans.paymentTitle')}
      </h2>
      {body}
    </section>
  );
}
