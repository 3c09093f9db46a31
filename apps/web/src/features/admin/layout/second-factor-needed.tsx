import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/button.tsx';
import { Notice } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useLogout } from '../../../lib/api/logout.ts';
import { useSecondFactors } from '../api/second-factors.ts';
import styles from '../admin.module.css';

/**
 * What the console shows a researcher whose session has not used a second factor (issue 32): it
 * holds study data, so the server refuses every call until then. One with no factor yet is sent
 * to add an authenticator app, and offered `next` again there once it counts; one who has it
 * signs in again, with it, and comes back to `next` (the console, or the invitation they were
 * accepting).
 */
export function SecondFactorNeeded({ next = '/admin' }: { next?: string }) {
  const { t } = useTranslation();
  const factors = useSecondFactors();
  const logout = useLogout(`/login?next=${encodeURIComponent(next)}`);
  let body;
  if (!factors.data) {
    body = <QueryState error={factors.error} onRetry={() => void factors.refetch()} />;
  } else if (!factors.data.authenticator_added_at && factors.data.passkeys.length === 0) {
    body = (
      <>
        <Notice tone="warning">{t('security.console.noFactor')}</Notice>
        <Link to={`/Setting/security?next=${encodeURIComponent(next)}`} className={buttonClass()}>
          {t('security.console.addLink')}
        </Link>
      </>
    );
  } else {
    body = (
      <>
        <Notice tone="warning">{t('security.console.notThisSession')}</Notice>
        <Button disabled={logout.isPending} onClick={() => logout.mutate()}>
          {t('security.console.signOut')}
        </Button>
      </>
    );
  }
  return (
    <div className={styles.refusal}>
      <h1>{t('security.console.title')}</h1>
      {body}
    </div>
  );
}
