import { useState } from 'react';
import { NavLink, Link, Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../../components/language-switcher.tsx';
import { Notice } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { consoleStudy, showConsoleStudy } from '../../../lib/console-study.ts';
import { useSession } from '../../../lib/session.ts';
import { useMyStudies } from '../api/studies.ts';
import styles from '../admin.module.css';
import { SecondFactorNeeded } from './second-factor-needed.tsx';
import { sectionsFor } from './sections.ts';
import { StudySwitcher } from './study-switcher.tsx';

/**
 * The console's own layout: a side navigation instead of the participant header. It first
 * reads the caller's studies (issue 33): in none and not the site administrator, it says the
 * console is for researchers; a session without a second factor is asked for one (issue 32);
 * otherwise it shows the study chosen (the first until one is) and the sections the caller's
 * role in it allows, with the site's own for its administrator. The server checks every call.
 */
export function AdminLayout() {
  const { t } = useTranslation();
  const { user } = useSession();
  const mine = useMyStudies();
  const [, setShown] = useState(consoleStudy());
  // The phone's folded menu; it folds again whenever the researcher moves to another screen.
  const { pathname } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);

  const needsFactor = isApiError(mine.error) && mine.error.error_type === 'SECOND_FACTOR_REQUIRED';
  const data = mine.data;
  const refused = !!data && data.studies.length === 0 && !data.site_admin;
  const study = data?.studies.find((s) => s.id === consoleStudy()) ?? data?.studies[0];
  // A study left or never chosen: the console shows the caller's first instead.
  if (study && study.id !== consoleStudy()) showConsoleStudy(study.id);
  const sections = data ? sectionsFor(study?.role, data.site_admin) : [];
  const here = pathname.replace(/\/$/, '') || '/admin';
  const current = sections.find(([to]) => to === here);
  const open = openAt === pathname;
  const closed = !data || refused;

  let main;
  if (needsFactor) main = <SecondFactorNeeded />;
  else if (!data) main = <QueryState error={mine.error} onRetry={() => void mine.refetch()} />;
  else if (refused) {
    main = (
      <>
        <h1>{t('admin.title')}</h1>
        <Notice tone="warning">{t('admin.notAdmin')}</Notice>
      </>
    );
  } else if (!current && sections[0]) main = <Navigate to={sections[0][0]} replace />;
  else main = <Outlet key={study?.id ?? 0} />;

  return (
    <div className={styles.shell}>
      <aside className={styles.side}>
        <p className={styles.brand}>{t('admin.title')}</p>
        {closed ? null : (
          <>
            {data.studies.length > 0 && study ? (
              <StudySwitcher studies={data.studies} shown={study.id} onChange={setShown} />
            ) : null}
            <button
              type="button"
              className={styles.menuButton}
              aria-expanded={open}
              aria-controls="admin-nav"
              onClick={() => setOpenAt(open ? null : pathname)}
            >
              {t('admin.nav.menu', { section: t(`admin.nav.${current?.[1] ?? 'overview'}`) })}
              <span aria-hidden="true">{open ? '▴' : '▾'}</span>
            </button>
            <nav
              id="admin-nav"
              className={styles.nav}
              data-open={open}
              aria-label={t('admin.nav.label')}
            >
              <ul className={styles.navList}>
                {sections.map(([to, key]) => (
                  <li key={key}>
                    <NavLink to={to} end className={styles.navLink}>
                      {t(`admin.nav.${key}`)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          </>
        )}
        <div className={styles.sideFoot} data-open={open || closed}>
          {user ? <span>{user.email}</span> : null}
          <Link to="/home">{t('admin.nav.backToApp')}</Link>
          <LanguageSwitcher />
        </div>
      </aside>
      <main id="main" tabIndex={-1} className={styles.main}>
        {main}
      </main>
    </div>
  );
}
