import { useTranslation } from 'react-i18next';
import { errorText } from '../i18n/messages.ts';
import { Button } from './button.tsx';
import { BreathingDot, Notice, pageStyles } from './page.tsx';

/**
 * A screen's main query while it has no data: loading, or the failure with a retry. `centered`
 * is the onboarding steps' look (the breathing dot above the word), where it fills the card.
 */
export function QueryState({
  error,
  onRetry,
  centered = false,
}: {
  error: unknown;
  onRetry: () => void;
  centered?: boolean;
}) {
  const { t } = useTranslation();
  if (!error) {
    const status = (
      <p role="status" className={centered ? pageStyles.lead : undefined}>
        {t('common.loading')}
      </p>
    );
    return centered ? (
      <div className={pageStyles.center}>
        <BreathingDot />
        {status}
      </div>
    ) : (
      status
    );
  }
  const failure = (
    <>
      <Notice tone="error">{errorText(t, error)}</Notice>
      <Button variant="secondary" onClick={onRetry}>
        {t('error.retry')}
      </Button>
    </>
  );
  return centered ? <div className={pageStyles.stack}>{failure}</div> : failure;
}
