import { lazy, Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loadEnglish } from '../../i18n/index.ts';
import { LanguageSwitcher } from '../../components/language-switcher.tsx';
import { Logo } from '../../components/logo.tsx';
import { OfflineBanner } from '../../components/offline-banner.tsx';
import { LegalLink } from '../../components/legal-link.tsx';
import { useSession } from '../../lib/session.ts';
import styles from './layout.module.css';
import { MAIN_ID, SkipLink } from './skip-link.tsx';

// The menu (Radix, and sign-out through TanStack Query) loads only for a signed-in user,
// keeping both out of the sign-in page's code.
const UserMenu = lazy(async () => {
  const [{ UserMenu: Menu }, { withQueryClient }] = await Promise.all([
    import('./user-menu.tsx'),
    import('../query-provider.tsx'),
    loadEnglish(),
  ]);
  return { default: withQueryClient(Menu) };
});

/** Sign-in, sign-up, verification, onboarding and public pages: logo, content, small footer. */
export function SimpleLayout() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <>
      <SkipLink />
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Link to="/" className={styles.brand} aria-label={t('common.homeLink')}>
            <Logo />
          </Link>
          <span className={styles.spacer} />
          {user ? (
            <Suspense fallback={null}>
              <UserMenu email={user.email} researcher={user.is_researcher === 1} />
            </Suspense>
          ) : null}
        </div>
      </header>
      <OfflineBanner />
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <ul className={styles.footerLinks}>
            <li>
              <LegalLink page="terms">{t('footer.terms')}</LegalLink>
            </li>
            <li>
              <LegalLink page="privacy">{t('footer.privacy')}</LegalLink>
            </li>
          </ul>
          <LanguageSwitcher />
        </div>
      </footer>
    </>
  );
}
