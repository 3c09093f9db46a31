import { useTranslation } from 'react-i18next';
import { BreathingDot } from '../../components/page.tsx';
import styles from './layout.module.css';

export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <main className={styles.loading}>
      <BreathingDot />
      <p role="status">{t('common.loading')}</p>
    </main>
  );
}
