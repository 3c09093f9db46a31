import { act, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { changeLanguage } from '../../i18n/index.ts';
import { renderWithUser } from '../../test/render.tsx';
import { PROMO_LINES } from './promo-lines.ts';
import { PromoVideo } from './promo-video.tsx';

describe('the promo video', () => {
  test('is named, says it is silent and subtitled, and waits to be played', () => {
    renderWithUser(<PromoVideo />);
    const video = screen.getByLabelText('Resona promo video');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAccessibleDescription(
      'A 28-second video without sound, subtitled in your language.',
    );
    expect(video).toHaveAttribute('controls');
    expect(video).not.toHaveAttribute('autoplay');
  });

  test('its words can be read without playing it, behind "Read the words of the video"', async () => {
    const { user } = renderWithUser(<PromoVideo />);
    const first = PROMO_LINES[0]!.text.en;
    expect(screen.getByText(first)).not.toBeVisible();
    await user.click(screen.getByText('Read the words of the video'));
    expect(screen.getByText(first)).toBeVisible();
  });

  test('in Arabic, the Arabic subtitles are the default and the transcript is Arabic', async () => {
    await act(() => changeLanguage('ar', false));
    const { container } = renderWithUser(<PromoVideo />);
    const defaults = container.querySelectorAll('track[default]');
    expect(defaults).toHaveLength(1);
    expect(defaults[0]).toHaveAttribute('srclang', 'ar');
    expect(container.querySelectorAll('track')).toHaveLength(6);
    expect(screen.getByText(PROMO_LINES[0]!.text.ar)).toBeInTheDocument();
  });
});
