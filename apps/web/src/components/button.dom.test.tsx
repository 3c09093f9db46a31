import { screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { Button } from './button.tsx';
import { renderWithUser } from '../test/render.tsx';

describe('Button', () => {
  test('a click runs its action and does not submit the form it sits in', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { user } = renderWithUser(
      <form onSubmit={onSubmit}>
        <Button onClick={onClick}>Save</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('a submit button submits its form, from a click or the keyboard', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { user } = renderWithUser(
      <form onSubmit={onSubmit}>
        <Button type="submit">Send</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  test('a disabled button cannot be pressed', async () => {
    const onClick = vi.fn();
    const { user } = renderWithUser(
      <Button disabled onClick={onClick}>
        Wait
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Wait' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
