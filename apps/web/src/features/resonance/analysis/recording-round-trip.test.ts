import { describe, expect, it } from 'vitest';
import { demoRecording } from '../../../lib/heart-rate/demo-recording.ts';
import { parseRecording, recordingFileText } from '../../../lib/heart-rate/recording-file.ts';
import { analyseRecording } from './analyse.ts';
import { protocolBlocks } from './protocol.ts';

describe('a recording downloaded and imported again', () => {
  it('gives the same report, the first beat kept where it fell', () => {
    const rrMs = demoRecording(protocolBlocks(60), { ectopicShare: 0.01 }, 5);
    // A live recording's first beat falls some way into its first interval's time.
    const recording = { rrMs: rrMs.slice(1), firstBeatMs: 437 };
    const read = parseRecording(recordingFileText(recording));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.firstBeatMs).toBe(437);
    expect(analyseRecording(read, 60)).toEqual(analyseRecording(recording, 60));
  });

  it('keeps the breaths the assessment added, so every block is read where it was breathed', () => {
    const addedBreaths = [0, 1, 0, 2, 0];
    const rrMs = demoRecording(protocolBlocks(60, addedBreaths), { seed: 3 }, 5);
    const recording = { rrMs, firstBeatMs: rrMs[0], addedBreaths };
    const text = recordingFileText(recording);
    expect(text.split('\n')[0]).toBe('# added_breaths 0 1 0 2 0');
    const read = parseRecording(text);
    expect(read.ok && read.addedBreaths).toEqual(addedBreaths);
    if (!read.ok) return;
    expect(analyseRecording(read, 60)).toEqual(analyseRecording(recording, 60));
    expect(recordingFileText({ rrMs, addedBreaths: [0, 0, 0, 0, 0] })).toMatch(/^beat_ms,rr_ms/);
  });
});
