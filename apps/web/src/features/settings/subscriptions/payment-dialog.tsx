import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { DialogFrame } from '../../../components/dialog-frame.tsx';
import { PlanPurchase } from '../../../components/plans/plan-purchase.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { usePlanData } from '../../../lib/api/get-plan-data.ts';
import { useSession } from '../../../lib/session.ts';

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
          <PlanPurchase data={planData.data} headingLevel={3} />
        ) : (
          <QueryState error={planData.error} onRetry={() => void planData.refetch()} />
        )}
      </DialogFrame>
    </Dialog.Root>
  );
}
