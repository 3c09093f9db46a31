import { useState } from 'react';
import { NavLink, Link, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../../components/language-switcher.tsx';
import { Notice } from '../../../components/page.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { useOverview } from '../api/overview.ts';
import styles from '../admin.module.css';
import { SecondFactorNeeded } from './second-factor-needed.tsx';

const SECTIONS = [
  ['/admin', 'overview'],
  ['/admin/codes', 'codes'],
  ['/admin/cohorts', 'cohorts'],
  ['/admin/arms', 'arms'],
  ['/admin/programs', 'programs'],
  ['/admin/broadcasts', 'broadcasts'],
  ['/admin/surveys', 'surveys'],
  ['/admin/schedules', 'schedules'],
  ['/admin/export', 'export'],
  ['/admin/early-access', 'earlyAccess'],
  ['/admin/audit-log', 'auditLog'],
  ['/admin/security-events', 'securityEvents'],
  ['/admin/consent', 'consent'],
] as const;

/**
 * The console's own layout: a side navigation instead of the participant header. The server
 * checks the role on every call; here the overview's answer decides whether to show the
 * console, say it is for researchers (a 403 from the first call), or say it needs a second
 * factor used in this session (issue 32).
 */
export function AdminLayout() {
  const { t } = useTranslation();
  const { user } = useSession();
  const probe = useOverview(undefined);
  const refused = isApiError(probe.error) && probe.error.error_type === 'FORBIDDEN';
  const needsFactor =
    isApiError(probe.error) && probe.error.error_type === 'SECOND_FACTOR_REQUIRED';
  const closed = refused || needsFactor;
  // The phone's folded menu; it folds again whenever the researcher moves to another screen.
  const { pathname } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const current = SECTIONS.find(([to]) => to === pathname.replace(/\/$/, ''))?.[1] ?? 'overview';
  return (
    <div className={styles.shell}>
      <aside className={styles.side}>
        <p className={styles.brand}>{t('admin.title')}</p>
        {closed ? null : (
          <button
            type="button"
            className={styles.menuButton}
            aria-expanded={open}
            aria-controls="admin-nav"
            onClick={() => setOpenAt(open ? null : pathname)}
          >
            {t('admin.nav.menu', { section: t(`admin.nav.${current}`) })}
            <span aria-hidden="true">{open ? '▴' : '▾'}</span>
          </button>
        )}
        {closed ? null : (
          <nav
            id="admin-nav"
            className={styles.nav}
            data-open={open}
            aria-label={t('admin.nav.label')}
          >
            <ul className={styles.navList}>
              {SECTIONS.map(([to, key]) => (
                <li key={key}>
                  <NavLink to={to} end className={styles.navLink}>
                    {t(`admin.nav.${key}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className={styles.sideFoot} data-open={open || closed}>
          {user ? <span>{user.email}</span> : null}
          <Link to="/home">{t('admin.nav.backToApp')}</Link>
          <LanguageSwitcher />
        </div>
      </aside>
      <main id="main" tabIndex={-1} className={styles.main}>
        {needsFactor ? <SecondFactorNeeded /> : null}
        {refused ? (
          <>
            <h1>{t('admin.title')}</h1>
            <Notice tone="warning">{t('admin.notAdmin')}</Notice>
          </>
        ) : null}
        {closed ? null : <Outlet />}
      </main>
    </div>
  );
}
