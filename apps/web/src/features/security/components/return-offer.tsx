import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button.tsx';
import { Notice } from '../../../components/page.tsx';
import { useSecondFactors } from '../api/second-factors.ts';

/**
 * For someone the console sent here to add a second factor (`?next=`, a console path checked by
 * `returnPath`): what happens next, and once a factor counts for this session, the way back —
 * to the invitation they were accepting, or the console page they opened (issue 33).
 */
export function ReturnOffer({ userId, to }: { userId: number; to: string }) {
  const { t } = useTranslation();
  const factors = useSecondFactors(userId);
  if (!factors.data) return null;
  if (!factors.data.this_session_verified) {
    return <Notice tone="info">{t('security.console.backPending')}</Notice>;
  }
  return (
    <>
      <Notice tone="success">{t('security.console.backReady')}</Notice>
      <Link to={to} className={buttonClass()}>
        {t('security.console.back')}
      </Link>
    </>
  );
}
