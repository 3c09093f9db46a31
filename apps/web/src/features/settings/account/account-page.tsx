import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TUserInfo } from '@resona/contract';
import { buttonClass } from '../../../components/button.tsx';
import { BackLink, Card, pageStyles } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useSession } from '../../../lib/session.ts';
import { useUserInformation } from '../api/user-information-view.ts';
import styles from './account.module.css';

/** /Setting/account-setting: the account as the server knows it, with a way to edit it. */
export function AccountPage() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const info = useUserInformation(user?.userID ?? 0, i18n.language);

  let body;
  if (info.data) {
    body = <AccountFacts info={info.data} />;
  } else {
    body = <QueryState error={info.error} onRetry={() => void info.refetch()} />;
  }

  return (
    <Card wide>
      <BackLink to="/Setting" label={t('nav.settings')} />
      <h1 className={pageStyles.title}>{t('settings.account')}</h1>
      <p className={pageStyles.lead}>{t('accountSettings.account.intro')}</p>
      {body}
      <div className={styles.actions}>
        <Link to="/edit-account-setting" className={buttonClass('primary')}>
          {t('accountSettings.account.edit')}
        </Link>
      </div>
    </Card>
  );
}

function AccountFacts({ info }: { info: TUserInfo }) {
  const { t, i18n } = useTranslation();
  const notSet = t('accountSettings.account.notSet');
  // The national form may start with a trunk prefix ('030 …') that is dropped after '+49'.
  const phone = info.phone_number ? (info.phone_international ?? info.phone_number) : notSet;
  const facts = [
    { term: t('accountSettings.account.email'), value: info.email },
    // Phone numbers read left to right in every language.
    { term: t('accountSettings.account.phone'), value: phone, dir: 'ltr' as const },
    { term: t('accountSettings.account.age'), value: info.ageName ?? notSet },
    { term: t('accountSettings.account.gender'), value: info.gender_name ?? notSet },
    { term: t('accountSettings.account.experience'), value: info.expName ?? notSet },
    {
      term: t('accountSettings.account.speed'),
      value: t('accountSettings.account.speedValue', {
        speed: info.average_speed.toLocaleString(i18n.language),
      }),
    },
  ];
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.term} className={styles.fact}>
          <dt>{fact.term}</dt>
          <dd>{fact.dir ? <bdi dir={fact.dir}>{fact.value}</bdi> : fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
