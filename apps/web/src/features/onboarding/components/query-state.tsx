import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { BreathingDot, Notice, pageStyles } from '../../../components/page.tsx';
import { errorText } from '../../../i18n/messages.ts';

/** Loading and failure of a page's main query, with a retry. */
export function QueryState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (!error) {
    return (
      <div className={pageStyles.center}>
        <BreathingDot />
        <p role="status" className={pageStyles.lead}>
          {t('common.loading')}
        </p>
      </div>
    );
  }
  return (
    <div className={pageStyles.stack}>
      <Notice tone="error">{errorText(t, error)}</Notice>
      <Button variant="secondary" onClick={onRetry}>
        {t('error.retry')}
      </Button>
    </div>
  );
}
