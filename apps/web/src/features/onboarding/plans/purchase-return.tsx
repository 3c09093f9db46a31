import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PURCHASE_TOAST_MS } from '@resona/contract';
import { BreathingDot, Card, pageStyles } from '../../../components/page.tsx';
import { sessionStore } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';

/**
 * Back from an approved payment (`?purchase=success`): the message shows for 10 s, then the
 * session is cleared and the user signs in again once the confirmation mail arrives (spec §4).
 */
export function PurchaseSucceeded() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const message = t('purchaseSuccess', { ns: 'msg' });
  const announced = useRef(false);

  useEffect(() => {
    if (!announced.current) {
      announced.current = true;
      toast.success(message, PURCHASE_TOAST_MS);
    }
    const timer = window.setTimeout(() => {
      sessionStore.clear();
      queryClient.clear();
      void navigate('/login', { replace: true });
    }, PURCHASE_TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [message, navigate, queryClient]);

  return (
    <Card className={pageStyles.center}>
      <h1 className={pageStyles.title}>{t('plans.successTitle')}</h1>
      <p>{message}</p>
      <BreathingDot />
      <p className={pageStyles.lead}>{t('plans.signingOut')}</p>
    </Card>
  );
}
