import { lazy, Suspense, useId, useState } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { BreathingDot } from '../../../components/page.tsx';
import { DialogFrame } from '../../../components/dialog-frame.tsx';

const TutorialContent = lazy(async () => ({
  default: (await import('./tutorial-content.tsx')).TutorialContent,
}));

/**
 * Spec §2: the design screen's tutorial button opens the tutorial carousel in a modal. Its frame
 * is rendered only while open: mounted closed, Radix's Presence in the portal sends its state
 * machine an event from a layout effect, which React renders again synchronously inside /home's
 * hydration commit, its passive effects with it (issue 34). The dialog has no exit animation,
 * so closing looks the same.
 */
export function TutorialDialog() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const labelId = useId();
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="secondary">{t('session.tutorial')}</Button>
      </Dialog.Trigger>
      {open ? (
        <DialogFrame title={t('pages.tutorial')}>
          <span id={labelId} hidden>
            {t('pages.tutorial')}
          </span>
          <Suspense fallback={<BreathingDot />}>
            <TutorialContent labelledBy={labelId} onFinish={() => setOpen(false)} />
          </Suspense>
        </DialogFrame>
      ) : null}
    </Dialog.Root>
  );
}
