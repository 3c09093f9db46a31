import { screen, waitFor } from '@testing-library/react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { DialogFrame } from './dialog-frame.tsx';
import { renderWithUser } from '../test/render.tsx';

function GoalDialog() {
  return (
    <Dialog.Root>
      <Dialog.Trigger>About this goal</Dialog.Trigger>
      <DialogFrame title="Calm" description="Slow breathing to settle down.">
        <p>Five breaths a minute.</p>
      </DialogFrame>
    </Dialog.Root>
  );
}

describe('DialogFrame', () => {
  test('opens with its title and words, and the Close button closes it', async () => {
    const { user } = renderWithUser(<GoalDialog />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'About this goal' }));
    const dialog = screen.getByRole('dialog', { name: 'Calm' });
    expect(dialog).toHaveAccessibleDescription('Slow breathing to settle down.');
    expect(screen.getByText('Five breaths a minute.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'About this goal' })).toHaveFocus();
  });

  test('Escape closes it', async () => {
    const { user } = renderWithUser(<GoalDialog />);
    await user.click(screen.getByRole('button', { name: 'About this goal' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

function DeleteAll({ onConfirm }: { onConfirm: () => void }) {
  return (
    <ConfirmDialog
      trigger={<button type="button">Clear all</button>}
      title="Delete all history?"
      description="This removes every session from your history."
      yesLabel="Yes"
      noLabel="No"
      actionsClassName={undefined}
      onConfirm={onConfirm}
    />
  );
}

describe('ConfirmDialog', () => {
  test('asks the question with focus on No; No answers nothing', async () => {
    const onConfirm = vi.fn();
    const { user } = renderWithUser(<DeleteAll onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Clear all' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Delete all history?' });
    expect(dialog).toHaveAccessibleDescription('This removes every session from your history.');
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();

    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  test('Escape answers No', async () => {
    const onConfirm = vi.fn();
    const { user } = renderWithUser(<DeleteAll onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  test('Yes confirms once and closes', async () => {
    const onConfirm = vi.fn();
    const { user } = renderWithUser(<DeleteAll onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  test('opened from code, it asks and reports the answer to its owner', async () => {
    const onConfirm = vi.fn();
    function Duplicate() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <p>{open ? 'asking' : 'answered'}</p>
          <ConfirmDialog
            open={open}
            onOpenChange={setOpen}
            title="Duplicate this session?"
            description="A copy is added to your history."
            yesLabel="Yes"
            noLabel="No"
            actionsClassName={undefined}
            onConfirm={onConfirm}
          />
        </>
      );
    }
    const { user } = renderWithUser(<Duplicate />);
    expect(screen.getByRole('alertdialog', { name: 'Duplicate this session?' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(await screen.findByText('answered')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
