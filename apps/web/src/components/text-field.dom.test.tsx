import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { PasswordField, TextField } from './text-field.tsx';
import { renderWithUser } from '../test/render.tsx';

describe('TextField', () => {
  test('is found by its label and takes what is typed', async () => {
    const { user } = renderWithUser(<TextField label="Email" name="email" />);
    const field = screen.getByLabelText('Email');
    await user.type(field, 'ana@example.com');
    expect(field).toHaveValue('ana@example.com');
    expect(field).toBeValid();
  });

  test('an error is shown under the field and read out with it', () => {
    renderWithUser(<TextField label="Email" error="Please enter a valid email address." />);
    const field = screen.getByLabelText('Email');
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(screen.getByText('Please enter a valid email address.')).toBeVisible();
  });
});

describe('PasswordField', () => {
  test('hides what is typed until Show is pressed, and hides it again with Hide', async () => {
    const { user } = renderWithUser(<PasswordField label="Password" />);
    const field = screen.getByLabelText('Password');
    await user.type(field, 'Secret#123');
    expect(field).toHaveAttribute('type', 'password');

    const show = screen.getByRole('button', { name: 'Show' });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    await user.click(show);
    expect(field).toHaveAttribute('type', 'text');
    expect(field).toHaveValue('Secret#123');

    const hide = screen.getByRole('button', { name: 'Hide' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    await user.click(hide);
    expect(field).toHaveAttribute('type', 'password');
  });

  test('the toggle is the only other control, and its name never says "password"', () => {
    renderWithUser(<PasswordField label="Password" error="Password is required." />);
    expect(screen.getAllByLabelText(/password/i)).toHaveLength(1);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required.');
  });
});
