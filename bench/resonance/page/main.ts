import { analyseRecording } from '../../../apps/web/src/features/resonance/analysis/analyse.ts';
import { protocolBlocks } from '../../../apps/web/src/features/resonance/analysis/protocol.ts';
import { demoRecording } from '../../../apps/web/src/lib/heart-rate/demo-recording.ts';

/** What the page reports back: each run's time in ms, the first (cold) one first. */
export interface AnalysisTimes {
  beats: number;
  runs: number[];
  chosen: string;
}

declare global {
  interface Window {
    benchResonance: (runs: number) => AnalysisTimes;
  }
}

// A 10-minute recording of the standard protocol with ectopic beats, as the demo heart makes it.
window.benchResonance = (runs) => {
  const rrMs = demoRecording(protocolBlocks(120), { ectopicShare: 0.01, seed: 7 });
  const times: number[] = [];
  let chosen = '';
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const report = analyseRecording({ rrMs }, 120);
    times.push(performance.now() - started);
    chosen = report.ok ? JSON.stringify(report.choice) : report.reason;
  }
  return { beats: rrMs.length, runs: times, chosen };
};
