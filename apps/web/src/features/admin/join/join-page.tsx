import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../../components/button.tsx';
import { Notice } from '../../../components/page.tsx';
import { errorText } from '../../../i18n/messages.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { showConsoleStudy } from '../../../lib/console-study.ts';
import { useSession } from '../../../lib/session.ts';
import { useAcceptInvitation } from '../api/studies.ts';
import { SecondFactorNeeded } from '../layout/second-factor-needed.tsx';
import styles from '../admin.module.css';

/**
 * /admin/join?token=…: an invitation's link (issue 33). The router has sent a signed-out
 * invitee to sign in (or up) and back here. Joining asks for a second factor used in this
 * session first, as the console does; the server says in words when the link is used, expired
 * or was sent to another address.
 */
export function JoinStudyPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const accept = useAcceptInvitation();
  const here = `/admin/join?token=${encodeURIComponent(token)}`;
  const needsFactor =
    isApiError(accept.error) && accept.error.error_type === 'SECOND_FACTOR_REQUIRED';

  let body;
  if (needsFactor) body = <SecondFactorNeeded next={here} />;
  else if (accept.data) {
    const { study } = accept.data.data;
    body = (
      <>
        <Notice tone="success">{accept.data.message}</Notice>
        <Link to="/admin" className={buttonClass()} onClick={() => showConsoleStudy(study.id)}>
          {t('admin.studyTeams.openConsole')}
        </Link>
      </>
    );
  } else {
    body = (
      <>
        <p>{t('admin.studyTeams.joinIntro', { email: user?.email ?? '' })}</p>
        {accept.error ? <Notice tone="error">{errorText(t, accept.error)}</Notice> : null}
        <Button disabled={accept.isPending || !token} onClick={() => accept.mutate({ token })}>
          {t('admin.studyTeams.join')}
        </Button>
      </>
    );
  }
  return (
    <main id="main" tabIndex={-1} className={styles.main}>
      <div className={styles.refusal}>
        {needsFactor ? null : <h1>{t('admin.studyTeams.joinHeading')}</h1>}
        {body}
      </div>
    </main>
  );
}
