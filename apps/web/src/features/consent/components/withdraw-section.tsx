import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TWithdrawalData } from '@resona/contract';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { errorText } from '../../../i18n/messages.ts';
import { toast } from '../../../lib/toast.ts';
import { useWithdrawFromStudy } from '../api/study-consent.ts';
import styles from './consent.module.css';

/**
 * Leaving the study: one button, asked once more in a dialog that says what happens to the data
 * collected so far (the researcher's protocol).
 */
export function WithdrawSection({
  withdrawalData,
  onWithdrawn,
}: {
  withdrawalData: TWithdrawalData;
  onWithdrawn: () => void;
}) {
  const { t } = useTranslation();
  const withdraw = useWithdrawFromStudy();
  const id = useId();
  const consequence = t(`consent.withdrawData.${withdrawalData}`);

  const handleWithdraw = () =>
    withdraw.mutate(undefined, {
      onSuccess: (reply) => {
        toast.success(reply.message);
        onWithdrawn();
      },
      onError: (error) => toast.error(errorText(t, error)),
    });

  return (
    <section className={styles.leave} aria-labelledby={id}>
      <h2 id={id}>{t('consent.withdrawTitle')}</h2>
      <p>
        {t('consent.withdrawBody')} {consequence}
      </p>
      <ConfirmDialog
        trigger={
          <Button variant="secondary" disabled={withdraw.isPending}>
            {t('consent.withdrawButton')}
          </Button>
        }
        title={t('consent.withdrawQuestion')}
        description={`${t('consent.withdrawBody')} ${consequence}`}
        yesLabel={t('consent.withdrawYes')}
        noLabel={t('consent.withdrawNo')}
        actionsClassName={styles.dialogActions}
        onConfirm={handleWithdraw}
      />
    </section>
  );
}
