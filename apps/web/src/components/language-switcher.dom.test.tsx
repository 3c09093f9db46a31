import { screen, waitFor } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, test } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage.ts';
import { renderWithUser } from '../test/render.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';

function Greeting() {
  const { t } = useTranslation();
  return <p>{t('fields.email')}</p>;
}

describe('LanguageSwitcher', () => {
  test('offers the six languages, each in its own words, with English chosen', () => {
    renderWithUser(<LanguageSwitcher />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveDisplayValue('English');
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(6);
    expect(options.map((o) => o.getAttribute('lang'))).toEqual(
      expect.arrayContaining(['en', 'fr', 'de', 'ar', 'uk', 'es']),
    );
  });

  test('choosing Arabic turns the page into Arabic, right to left, and remembers it', async () => {
    const { user } = renderWithUser(
      <>
        <LanguageSwitcher />
        <Greeting />
      </>,
    );
    expect(screen.getByText('Email')).toBeInTheDocument();
    const arabic = screen.getAllByRole('option').find((o) => o.getAttribute('lang') === 'ar')!;
    await user.selectOptions(screen.getByRole('combobox'), arabic);

    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(screen.queryByText('Email')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox')).toHaveValue('ar');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('ar');

    // Back to English for the tests after this one.
    const english = screen.getAllByRole('option').find((o) => o.getAttribute('lang') === 'en')!;
    await user.selectOptions(screen.getByRole('combobox'), english);
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'ltr'));
    expect(screen.getByText('Email')).toBeInTheDocument();
  });
});
