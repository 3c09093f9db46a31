import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callRoutes } from '@resona/contract/call-routes';
import { fakeApi, on } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render.tsx';
import { analyseRecording } from '../analysis/analyse.ts';
import { protocolBlocks } from '../analysis/protocol.ts';
import { demoRecording } from '../../../lib/heart-rate/demo-recording.ts';
import { ReportView } from './report.tsx';

const calibration = (recommended_speed: number) => ({
  data: { calibration_list: [], recommended_speed, is_calibrated: 1 },
});

function reportOf(rrMs: number[]) {
  const report = analyseRecording({ rrMs }, 120);
  if (!report.ok) throw new Error('the recording is too short');
  return report;
}

describe('ReportView', () => {
  it('says no rate stands out on a flat recording, and offers to repeat', async () => {
    fakeApi({ [on(callRoutes.userCalibration)]: calibration(5) });
    const onRepeat = vi.fn();
    const onDownload = vi.fn();
    const flat = reportOf(demoRecording(protocolBlocks(120), { swingBpm: 0, seed: 2 }));
    const { user } = renderPage(
      <ReportView report={flat} onRepeat={onRepeat} onDownload={onDownload} />,
    );
    expect(screen.getByRole('heading', { name: 'No rate stands out', level: 2 })).toBeVisible();
    expect(screen.getByText(/did not follow the breath clearly at any pace/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Keep this pace' })).toBeNull();
    expect(await screen.findByTestId('comfort-pace')).toHaveTextContent(
      'The pace you found comfortable in calibration: 5.0 breaths/min',
    );
    expect(screen.getByText(/^Resona is not a medical device/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Download the beat intervals' }));
    expect(onDownload).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Repeat the assessment' }));
    expect(onRepeat).toHaveBeenCalledOnce();
  });

  it('names the rate, its margin and each rate’s figures', async () => {
    fakeApi({ [on(callRoutes.userCalibration)]: calibration(4.8) });
    const report = reportOf(demoRecording(protocolBlocks(120), { resonanceBpm: 5 }));
    renderPage(<ReportView report={report} onRepeat={() => {}} onDownload={() => {}} />);
    expect(
      screen.getByRole('heading', { name: 'Your resonance rate: 5.0 breaths/min', level: 2 }),
    ).toBeVisible();
    expect(
      screen.getByText(/points above the next pace \(a rate stands out from 5 points\)/),
    ).toBeVisible();
    expect(screen.getAllByRole('img', { name: /^Heart rate and breath at/ })).toHaveLength(5);
    expect(screen.getAllByText('RMSSD')).toHaveLength(5);
    // Enabled once the pace it would replace has been read.
    const keep = screen.getByRole('button', { name: 'Keep this pace' });
    await waitFor(() => expect(keep).toBeEnabled());
  });

  it('says so when the rate found is already the pace', async () => {
    fakeApi({ [on(callRoutes.userCalibration)]: calibration(5) });
    const report = reportOf(demoRecording(protocolBlocks(120), { resonanceBpm: 5 }));
    renderPage(<ReportView report={report} onRepeat={() => {}} onDownload={() => {}} />);
    expect(await screen.findByText('This is now your pace.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Keep this pace' })).toBeNull();
  });

  it('marks a report of the demo heart as such and offers no pace to keep', async () => {
    fakeApi({ [on(callRoutes.userCalibration)]: calibration(4.8) });
    const report = reportOf(demoRecording(protocolBlocks(120), { resonanceBpm: 5 }));
    renderPage(<ReportView report={report} demo onRepeat={() => {}} onDownload={() => {}} />);
    expect(
      screen.getByRole('heading', { name: 'Your resonance rate: 5.0 breaths/min', level: 2 }),
    ).toBeVisible();
    expect(
      screen.getByText(/^This report is made from the demo heart's beats, not yours/),
    ).toBeVisible();
    expect(await screen.findByTestId('comfort-pace')).toHaveTextContent(
      'The pace you found comfortable in calibration: 4.8 breaths/min',
    );
    expect(screen.queryByRole('button', { name: 'Keep this pace' })).toBeNull();
  });

  it('says the RMSSD may read high when the camera could not film many of the beats', async () => {
    fakeApi({ [on(callRoutes.userCalibration)]: calibration(4.8) });
    const rrMs = demoRecording(protocolBlocks(120), { resonanceBpm: 5 });
    // Every other beat hidden by a stall: half the beats placed, few differences left.
    const estimatedBeats = rrMs.flatMap((_, i) => (i % 2 ? [i] : []));
    const report = analyseRecording({ rrMs, estimatedBeats }, 120);
    if (!report.ok) throw new Error('the recording is too short');
    renderPage(<ReportView report={report} onRepeat={() => {}} onDownload={() => {}} />);
    expect(await screen.findByTestId('rmssd-weak')).toHaveTextContent(
      'The signal was weak: the RMSSD figures may read high.',
    );
  });

  it('says nothing of the kind when the signal was good', async () => {
    fakeApi({ [on(callRoutes.userCalibration)]: calibration(4.8) });
    const report = reportOf(demoRecording(protocolBlocks(120), { resonanceBpm: 5 }));
    renderPage(<ReportView report={report} onRepeat={() => {}} onDownload={() => {}} />);
    expect(await screen.findByTestId('comfort-pace')).toBeVisible();
    expect(screen.getAllByText('RMSSD')).toHaveLength(5);
    expect(screen.queryByText(/The signal was weak/)).toBeNull();
  });
});
