import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TSessionHeartDetail } from '@resona/contract';
import { renderPage } from '../../../test/render.tsx';
import { SessionHeartFacts } from './session-heart.tsx';

const heart = (beats: number, corrected: number, estimated = 0): TSessionHeartDetail => ({
  exerciseHistoryID: 1,
  source: 'camera',
  breath_bpm: 5.5,
  beats,
  corrected,
  estimated,
  quality_percent: (100 * (beats - corrected)) / beats,
  mean_swing_bpm: 9.4,
  lf_power_ms2: 2100,
  rmssd_ms: 48.2,
  wave: [62, 70, 61, 71],
});

describe('SessionHeartFacts', () => {
  it('says beside the RMSSD that it may read high when the signal lost a third of the beats', () => {
    renderPage(<SessionHeartFacts heart={heart(600, 240)} />);
    expect(screen.getByTestId('rmssd-weak')).toHaveTextContent(
      'The signal was weak: this figure may read high.',
    );
    expect(screen.getByTestId('session-heart')).toHaveTextContent(/48\.2 ms\s+The signal was weak/);
  });

  it('counts the beats a stall hid from the camera with those the signal lost', () => {
    renderPage(<SessionHeartFacts heart={heart(600, 100, 110)} />);
    expect(screen.getByTestId('rmssd-weak')).toBeInTheDocument();
  });

  it('says nothing of the kind when the signal was good', () => {
    renderPage(<SessionHeartFacts heart={heart(600, 6)} />);
    expect(screen.getByTestId('session-heart')).toHaveTextContent('48.2 ms');
    expect(screen.queryByText(/The signal was weak/)).toBeNull();
  });
});
