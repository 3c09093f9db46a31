import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPlan, TPlanDataResponse } from '@resona/contract';
import { useOfflineGuard } from '../../hooks/use-offline-guard.ts';
import { errorText } from '../../i18n/messages.ts';
import { usePurchaseSubscription } from '../../lib/api/purchase-subscription.ts';
import { priceLine } from '../../lib/plan-format.ts';
import { toast } from '../../lib/toast.ts';
import { Button } from '../button.tsx';
import { Notice, pageStyles } from '../page.tsx';
import { PlanCard } from './plan-card.tsx';
import styles from './plans.module.css';

type PlanData = TPlanDataResponse['data'];

/**
 * The plan cards and the payment panel (spec §2): /algorithm and Manage subscriptions' payment
 * popup. Headings sit one level below the page's or dialog's title.
 */
export function PlanPurchase({ data, headingLevel }: { data: PlanData; headingLevel: 2 | 3 }) {
  const { t } = useTranslation();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  // A plan that can no longer be bought (after a refetch) is no longer the one to pay for.
  const selected =
    data.plan_data.find((plan) => plan.id === selectedId && plan.can_purchase) ?? null;
  if (data.plan_data.length === 0) return <Notice>{t('plans.none')}</Notice>;
  return (
    <div className={styles.selection}>
      <ul className={styles.cards}>
        {data.plan_data.map((plan) => (
          <li key={plan.id}>
            <PlanCard
              plan={plan}
              headingLevel={headingLevel}
              selected={plan.id === selectedId}
              disabled={!data.payments_available}
              onChoose={() => setSelectedId(plan.id)}
            />
          </li>
        ))}
      </ul>
      <PaymentPanel data={data} plan={selected} headingLevel={headingLevel} />
    </div>
  );
}

function PaymentPanel({
  data,
  plan,
  headingLevel,
}: {
  data: PlanData;
  plan: TPlan | null;
  headingLevel: 2 | 3;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const purchase = usePurchaseSubscription();
  const guardOnline = useOfflineGuard();
  const [leaving, setLeaving] = useState(false);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

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

  let summary;
  if (plan) {
    const line = priceLine(plan);
    summary = (
      <p className={styles.summary}>
        <strong>{plan.plan_name}</strong>
        {' — '}
        {t(line.intervalKey, { price: line.price })}
        {line.trial ? ` ${line.trial}` : ''}
      </p>
    );
  } else {
    summary = <p className={pageStyles.lead}>{t('plans.pickFirst')}</p>;
  }

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.panelTitle}>
        {t('plans.paymentTitle')}
      </Heading>
      {data.payments_available ? (
        <div className={pageStyles.stack}>
          {summary}
          {data.provider === 'sandbox' ? (
            <p className={styles.note}>{t('plans.sandboxNote')}</p>
          ) : null}
          {purchase.isError ? <Notice tone="error">{errorText(t, purchase.error)}</Notice> : null}
          <Button onClick={handlePay} disabled={!plan || purchase.isPending || leaving}>
            {leaving ? t('plans.redirecting') : t('plans.pay')}
          </Button>
        </div>
      ) : (
        <Notice tone="warning">{t('paymentsUnavailable', { ns: 'msg' })}</Notice>
      )}
    </section>
  );
}
