import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ZPurchaseOutcome } from '@resona/contract';
import { Card, Notice, pageStyles } from '../../../components/page.tsx';
import { PromoVideo } from '../../../components/promo-video/promo-video.tsx';
import { AccessCodeSection } from './access-code-form.tsx';
import { PlanSelection } from './plan-selection.tsx';
import { PurchaseSucceeded } from './purchase-return.tsx';
import styles from './plans.module.css';

/** /algorithm: plans with the payment panel, the promo video and 'Do you have Access Code?'. */
export function AlgorithmPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const outcome = ZPurchaseOutcome.safeParse(params.get('purchase'));
  if (outcome.success && outcome.data === 'success') return <PurchaseSucceeded />;
  return (
    <div className={styles.page}>
      <Card wide>
        <h1 className={pageStyles.title}>{t('algorithm.title')}</h1>
        <p className={pageStyles.lead}>{t('plans.subtitle')}</p>
        {outcome.success && outcome.data === 'cancelled' ? (
          <Notice>{t('plans.cancelled')}</Notice>
        ) : null}
        <PlanSelection />
      </Card>
      <AccessCodeSection />
      <Card wide>
        <PromoVideo />
      </Card>
    </div>
  );
}
