import { Link, NavLink, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../components/logo.tsx';
import { OfflineBanner } from '../../components/offline-banner.tsx';
import { NotificationBellSlot } from '../../features/notifications/components/notification-bell-slot.tsx';
import { useSession } from '../../lib/session.ts';
import styles from './layout.module.css';
import { MAIN_ID, SkipLink } from './skip-link.tsx';
import { UserMenu } from './user-menu.tsx';

/** The signed-in screens: header with navigation and user menu, footer of session screens. */
export function AppLayout() {
  const { t } = useTranslation();
  const { user } = useSession();
  const nav = [
    { to: '/Home', label: t('nav.home') },
    ...(user?.has_program === 1 ? [{ to: '/program', label: t('nav.forYou') }] : []),
    { to: '/MyHistory', label: t('nav.history') },
    { to: '/MyFavorites', label: t('nav.favorites') },
    { to: '/Setting', label: t('nav.settings') },
  ];
  return (
    <>
      <SkipLink />
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Link to="/Home" className={styles.brand} aria-label={t('common.homeLink')}>
            <Logo />
          </Link>
          <nav className={styles.nav} aria-label={t('nav.label')}>
            <ul className={styles.navList}>
              {nav.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} className={styles.navLink}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <NotificationBellSlot />
          {user ? <UserMenu email={user.email} /> : null}
        </div>
      </header>
      <OfflineBanner />
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <nav aria-label={t('footer.label')}>
            <ul className={styles.footerLinks}>
              <li>
                <Link to="/Setting/AboutUs">{t('footer.about')}</Link>
              </li>
              <li>
                <Link to="/TermCondition">{t('footer.termsOfUse')}</Link>
              </li>
              <li>
                <Link to="/Setting/Support">{t('footer.support')}</Link>
              </li>
              <li>
                <Link to="/Privacy">{t('footer.privacy')}</Link>
              </li>
            </ul>
          </nav>
          <span>© Resona</span>
        </div>
      </footer>
    </>
  );
}
