import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Notice } from '../../../components/page.tsx';
import { errorText } from '../../../i18n/messages.ts';

/** Loading, or a failed load with a retry. */
export function QueryState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (!error) {
    return <p role="status">{t('common.loading')}</p>;
  }
  return (
    <>
      <Notice tone="error">{errorText(t, error)}</Notice>
      <Button variant="secondary" onClick={onRetry}>
        {t('admin.retry')}
      </Button>
    </>
  );
}
