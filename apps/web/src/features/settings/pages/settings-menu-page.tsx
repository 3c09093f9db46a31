import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card, pageStyles } from '../../../components/page.tsx';
import { useSession } from '../../../lib/session.ts';
import styles from './settings.module.css';

/** The settings menu: who is signed in, then a link to each settings page (spec §2 /Setting). */
export function SettingsMenuPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  // Accounts that sign in only with Google or Facebook have no password to change (spec §6).
  const hasPassword = user?.has_password !== 0;
  const links = [
    { to: '/Setting/account-setting', label: t('settings.account') },
    {
      to: `/Setting/Language-setting/${user?.default_language ?? 1}`,
      label: t('settings.language'),
    },
    ...(hasPassword ? [{ to: '/Setting/Password-change', label: t('settings.password') }] : []),
    { to: '/Setting/security', label: t('security.title') },
    { to: '/Setting/Manage-subscriptions', label: t('settings.subscriptions') },
    { to: '/Setting/SetReminder', label: t('settings.reminder') },
    { to: '/rhythms', label: t('rhythms.title') },
    { to: '/resonance', label: t('resonance.findLink') },
    { to: '/Setting/Invite-friend', label: t('settings.invite') },
    // Only for someone in the study (decision 082): their signed consent and withdrawing.
    ...(user?.study_consent && user.study_consent !== 'none'
      ? [{ to: '/Setting/study', label: t('settings.study') }]
      : []),
    { to: '/Setting/MyData', label: t('settings.myData') },
    { to: '/Setting/Support', label: t('settings.support') },
    { to: '/Setting/AboutUs', label: t('footer.about') },
  ];
  return (
    <Card wide>
      <h1 className={pageStyles.title}>{t('nav.settings')}</h1>
      <p className={pageStyles.lead}>{t('settings.loggedIn', { email: user?.email ?? '' })}</p>
      <ul className={styles.menu}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={styles.item}>
              <span>{link.label}</span>
              <span aria-hidden="true" className="flip-rtl">
                →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
