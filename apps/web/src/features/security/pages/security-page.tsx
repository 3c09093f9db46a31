import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BackLink, Card, pageStyles } from '../../../components/page.tsx';
import { returnPath } from '../../../lib/return-path.ts';
import { useSession } from '../../../lib/session.ts';
import { ActivitySection } from '../activity/activity-section.tsx';
import { AuthenticatorSection } from '../authenticator/authenticator-section.tsx';
import { ReturnOffer } from '../components/return-offer.tsx';
import { DevicesSection } from '../devices/devices-section.tsx';
import { PasskeysSection } from '../passkeys/passkeys-section.tsx';

/**
 * /Setting/security: how the account is kept safe — a second factor, passkeys, where it is
 * signed in. `?next=` (a console path only, never another site) is where the console sent the
 * person from, offered again once a factor counts for this session.
 */
export function SecurityPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [search] = useSearchParams();
  const back = returnPath(search.get('next'));
  return (
    <Card wide>
      <BackLink to="/Setting" label={t('nav.settings')} />
      <h1 className={pageStyles.title}>{t('security.title')}</h1>
      <p className={pageStyles.lead}>{t('security.intro')}</p>
      {user && back ? <ReturnOffer userId={user.userID} to={back} /> : null}
      {user ? <AuthenticatorSection user={user} /> : null}
      {user ? <PasskeysSection user={user} /> : null}
      <DevicesSection userId={user?.userID ?? 0} />
      <ActivitySection userId={user?.userID ?? 0} />
    </Card>
  );
}
