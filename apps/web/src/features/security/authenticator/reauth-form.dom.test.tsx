import { screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { renderWithUser } from '../../../test/render.tsx';
import { ReauthForm } from './reauth-form.tsx';

const lead = 'Enter your password to remove the app.';

describe('proof that the owner is at the keyboard', () => {
  test('asks for the password with the change’s own words, and sends it', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { user } = renderWithUser(
      <ReauthForm
        hasPassword
        lead={lead}
        submitLabel="Remove"
        onSubmit={onSubmit}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getByText(lead)).toBeVisible();
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onSubmit).toHaveBeenCalledWith({ password: 'correct horse battery' });
  });

  test('an account without a password only confirms, and is told so', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { user } = renderWithUser(
      <ReauthForm
        hasPassword={false}
        lead={lead}
        submitLabel="Remove"
        onSubmit={onSubmit}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.queryByText(lead)).toBeNull();
    expect(screen.getByText(/^Confirm to go on\./)).toBeVisible();
    expect(screen.queryByLabelText('Password')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onSubmit).toHaveBeenCalledWith({});
  });
});
