import type { ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { buttonClass } from './button.tsx';
import dialogStyles from './dialog.module.css';

/**
 * A Yes/No question (spec §8 confirmation prompts) on a Radix AlertDialog: focus starts on No,
 * Escape answers No. Give `trigger` for a button that opens it, or `open`/`onOpenChange` to open
 * it from code (Duplicate and Delete account ask only sometimes). The answers' words and the row
 * they sit in come from the calling feature, which owns its translations and layout.
 */
export function ConfirmDialog({
  trigger,
  open,
  onOpenChange,
  title,
  description,
  yesLabel,
  noLabel,
  actionsClassName,
  onConfirm,
}: {
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: string;
  description: string;
  yesLabel: string;
  noLabel: string;
  actionsClassName: string | undefined;
  onConfirm: () => void;
}) {
  const control = open === undefined ? {} : { open };
  return (
    <AlertDialog.Root {...control} {...(onOpenChange ? { onOpenChange } : {})}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogStyles.overlay} />
        <AlertDialog.Content className={dialogStyles.content}>
          <AlertDialog.Title className={dialogStyles.title}>{title}</AlertDialog.Title>
          <AlertDialog.Description className={dialogStyles.description}>
            {description}
          </AlertDialog.Description>
          <div className={actionsClassName}>
            <AlertDialog.Cancel className={buttonClass('secondary')}>{noLabel}</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClass('primary')} onClick={onConfirm}>
              {yesLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
