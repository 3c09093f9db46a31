import { useId, useState } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { BreathingDot, Notice } from '../../../components/page.tsx';
import { TutorialCarousel } from '../../../components/tutorial-carousel/tutorial-carousel.tsx';
import { errorText } from '../../../i18n/messages.ts';
import { useTutorialList } from '../../../lib/api/get-tutorial-list.ts';
import { DialogFrame } from '../../../components/dialog-frame.tsx';

/** Spec §2: the design screen's tutorial button opens the tutorial carousel in a modal. */
export function TutorialDialog() {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const list = useTutorialList(i18n.language, open);
  const labelId = useId();
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="secondary">{t('session.tutorial')}</Button>
      </Dialog.Trigger>
      <DialogFrame title={t('pages.tutorial')}>
        <span id={labelId} hidden>
          {t('pages.tutorial')}
        </span>
        {list.data && list.data.length > 0 ? (
          <TutorialCarousel
            items={list.data}
            labelledBy={labelId}
            finishing={false}
            onFinish={() => setOpen(false)}
          />
        ) : list.data ? (
          <Notice>{t('tutorial.empty')}</Notice>
        ) : list.error ? (
          <Notice tone="error">{errorText(t, list.error)}</Notice>
        ) : (
          <BreathingDot />
        )}
      </DialogFrame>
    </Dialog.Root>
  );
}
