import { useTranslation } from 'react-i18next';
import { BreathingDot, Notice } from '../../../components/page.tsx';
import { TutorialCarousel } from '../../../components/tutorial-carousel/tutorial-carousel.tsx';
import { errorText } from '../../../i18n/messages.ts';
import { useTutorialList } from '../../../lib/api/get-tutorial-list.ts';

/**
 * The tutorial dialog's carousel with its list: loaded when the dialog first opens, so /home's
 * first load carries neither the carousel nor the onboarding calls it reads (decision 106).
 */
export function TutorialContent({
  labelledBy,
  onFinish,
}: {
  labelledBy: string;
  onFinish: () => void;
}) {
  const { t, i18n } = useTranslation();
  const list = useTutorialList(i18n.language);
  if (list.data && list.data.length > 0) {
    return (
      <TutorialCarousel
        items={list.data}
        labelledBy={labelledBy}
        finishing={false}
        onFinish={onFinish}
      />
    );
  }
  if (list.data) return <Notice>{t('tutorial.empty')}</Notice>;
  if (list.error) return <Notice tone="error">{errorText(t, list.error)}</Notice>;
  return <BreathingDot />;
}
