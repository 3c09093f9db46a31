import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Notice } from '../../../components/page.tsx';
import { errorText } from '../../../i18n/messages.ts';

/** Loading and failure of a screen's main query, with a retry. */
export function QueryStatus({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (!error) {
    return (
      <p role="status" aria-live="polite">
        {t('common.loading')}
      </p>
    );
  }
  return (
    <>
      <Notice tone="error">{errorText(t, error)}</Notice>
      <Button variant="secondary" onClick={onRetry}>
        {t('error.retry')}
      </Button>
    </>
  );
}
