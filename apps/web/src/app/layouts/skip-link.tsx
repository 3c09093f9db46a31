import { useTranslation } from 'react-i18next';
import styles from './layout.module.css';

export const MAIN_ID = 'main-content';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className={styles.skip} href={`#${MAIN_ID}`}>
      {t('common.skipToContent')}
    </a>
  );
}
