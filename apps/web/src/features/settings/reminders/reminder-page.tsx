import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button.tsx';
import { Card, pageStyles } from '../../../components/page.tsx';
import { useSession } from '../../../lib/session.ts';
import styles from './reminders.module.css';

/** /Reminder: where a reminder opens. Greets the person by e-mail; Yes and No go to /Home (spec §2). */
export function ReminderPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <Card>
      <h1 className={pageStyles.title}>{t('pages.reminder')}</h1>
      <p className={pageStyles.lead}>{t('reminders.greeting', { email: user?.email ?? '' })}</p>
      <p>{t('reminders.question')}</p>
      <div className={styles.actions}>
        <Link to="/Home" className={buttonClass('primary')}>
          {t('reminders.yes')}
        </Link>
        <Link to="/Home" className={buttonClass('secondary')}>
          {t('reminders.no')}
        </Link>
      </div>
    </Card>
  );
}
