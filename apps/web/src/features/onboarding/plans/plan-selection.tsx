import { useTranslation } from 'react-i18next';
import { PlanPurchase } from '../../../components/plans/plan-purchase.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { usePlanData } from '../../../lib/api/get-plan-data.ts';
import { useSession } from '../../../lib/session.ts';

/** The plan cards and the payment panel (spec §2 /algorithm). */
export function PlanSelection() {
  const { i18n } = useTranslation();
  const { user } = useSession();
  const planData = usePlanData(user?.userID ?? 0, i18n.language);
  if (!planData.data) {
    return <QueryState centered error={planData.error} onRetry={() => void planData.refetch()} />;
  }
  return <PlanPurchase data={planData.data} headingLevel={2} />;
}
