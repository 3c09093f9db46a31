import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Notice } from '../../../components/page.tsx';
import { toast } from '../../../lib/toast.ts';
import styles from '../admin.module.css';

/**
 * A new token's secret, shown this once: the server keeps only its hash, so the analyst copies
 * it now into the program that will use it.
 */
export function NewToken({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      toast.success(t('admin.export.tokens.copied'));
    } catch {
      toast.error(t('admin.export.tokens.copyFailed'));
    }
  };
  return (
    <div role="status">
      <Notice tone="warning">{t('admin.export.tokens.shownOnce')}</Notice>
      <p>
        <code className={styles.code} translate="no" data-testid="api-token-secret">
          {secret}
        </code>
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void copy()}>
          {t('admin.export.tokens.copy')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('admin.export.tokens.done')}
        </Button>
      </div>
    </div>
  );
}
