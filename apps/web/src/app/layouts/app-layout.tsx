import { Link, NavLink, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LegalLink } from '../../components/legal-link.tsx';
import { Logo } from '../../components/logo.tsx';
import { OfflineBanner } from '../../components/offline-banner.tsx';
import { NotificationBellSlot } from '../../features/notifications/components/notification-bell-slot.tsx';
import { useSession } from '../../lib/session.ts';
import styles from './layout.module.css';
import { FavoritesIcon, ForYouIcon, HistoryIcon, HomeIcon, SettingsIcon } from './nav-icons.tsx';
import { MAIN_ID, SkipLink } from './skip-link.tsx';
import { UserMenu } from './user-menu.tsx';

/**
 * The signed-in screens: header with the main navigation, the bell and the user menu, and a
 * footer. The same navigation is a row in the header on wide screens and a bottom tab bar under
 * 52rem (layout.module.css, decision 060): one set of links, so a screen reader meets it once.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const { user } = useSession();
  const nav = [
    { to: '/Home', label: t('nav.home'), Icon: HomeIcon },
    ...(user?.has_program === 1
      ? [{ to: '/program', label: t('nav.forYou'), Icon: ForYouIcon }]
      : []),
    { to: '/MyHistory', label: t('nav.history'), Icon: HistoryIcon },
    { to: '/MyFavorites', label: t('nav.favorites'), Icon: FavoritesIcon },
    { to: '/Setting', label: t('nav.settings'), Icon: SettingsIcon },
  ];
  return (
    <>
      <SkipLink />
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Link to="/Home" className={styles.brand} aria-label={t('common.homeLink')}>
            <Logo />
          </Link>
          <nav className={styles.nav} aria-label={t('nav.label')} data-tab-bar="">
            <ul className={styles.navList} data-person-unknown={user ? undefined : ''}>
              {nav.map(({ to, label, Icon }) => (
                <li key={to} className={styles.navItem}>
                  <NavLink to={to} className={styles.navLink}>
                    <span className={styles.navIcon}>
                      <Icon />
                    </span>
                    <span className={styles.navLabel}>{label}</span>
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.headerEnd}>
            <NotificationBellSlot />
            {user ? <UserMenu email={user.email} researcher={user.is_researcher === 1} /> : null}
          </div>
        </div>
      </header>
      <OfflineBanner />
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <footer className={`${styles.footer} ${styles.appFooter}`}>
        <div className={styles.footerInner}>
          <nav aria-label={t('footer.label')}>
            <ul className={styles.footerLinks}>
              <li>
                <Link to="/Setting/AboutUs">{t('footer.about')}</Link>
              </li>
              <li>
                <LegalLink page="terms">{t('footer.termsOfUse')}</LegalLink>
              </li>
              <li>
                <Link to="/Setting/Support">{t('footer.support')}</Link>
              </li>
              <li>
                <LegalLink page="privacy">{t('footer.privacy')}</LegalLink>
              </li>
            </ul>
          </nav>
          <span>© Resona</span>
        </div>
      </footer>
    </>
  );
}
