import { describe, expect, it } from 'vitest';
import { parseRecording, recordingFileText } from './recording-file.ts';

describe('parseRecording', () => {
  it('reads plain text, one interval a line, skipping what is not a number (Elite HRV)', () => {
    const text = '812\n\n830\nnot a beat\n845.5\r\n798\n';
    expect(parseRecording(text)).toEqual({ ok: true, rrMs: [812, 830, 845.5, 798] });
  });

  it('reads a Polar RR text export with its header line', () => {
    const text = 'RR-intervals (ms)\n1012\n987\n1003\n';
    expect(parseRecording(text)).toEqual({ ok: true, rrMs: [1012, 987, 1003] });
  });

  it('reads the rr column of a CSV, wherever it stands', () => {
    const text = 'time,rr,hr\n0.81,812,74\n1.64,830,72\n2.49,845,71\n';
    expect(parseRecording(text)).toEqual({ ok: true, rrMs: [812, 830, 845] });
  });

  it('reads a Kubios-like table: semicolons, a quoted "RR (ms)" header, decimal commas', () => {
    const text =
      '\uFEFF"Time (s)";"RR (ms)";"Note"\n0,812;812,0;"ok"\n1,642;830,5;"a ""quoted"" note"\n';
    expect(parseRecording(text)).toEqual({ ok: true, rrMs: [812, 830.5] });
  });

  it('reads a tab-separated table with an RR column and skips empty cells', () => {
    const text = 'Phone timestamp\tRR\n2024-01-01T10:00:00\t790\n2024-01-01T10:00:01\t\n';
    expect(parseRecording(text)).toEqual({ ok: true, rrMs: [790] });
  });

  it('leaves out values that cannot be heart beats in milliseconds', () => {
    expect(parseRecording('0.812\n812\n99999\n')).toEqual({ ok: true, rrMs: [812] });
  });

  it('says when a file holds no intervals', () => {
    expect(parseRecording('hello\nworld\n')).toEqual({ ok: false, reason: 'no-intervals' });
    expect(parseRecording('time,hr\n1,60\n')).toEqual({ ok: false, reason: 'no-intervals' });
  });
});

describe('recordingFileText', () => {
  it('writes each beat’s time and interval, and is read back to the same recording', () => {
    const recording = { rrMs: [812.34, 830, 845.5], firstBeatMs: 640 };
    const text = recordingFileText(recording);
    expect(text).toBe('beat_ms,rr_ms\n640,812.3\n1470,830\n2315.5,845.5\n');
    expect(parseRecording(text)).toEqual({
      ok: true,
      rrMs: [812.3, 830, 845.5],
      firstBeatMs: 640,
    });
  });

  it('writes and reads back the beats a stall hid from the camera', () => {
    const recording = { rrMs: [900, 910, 905, 920], firstBeatMs: 900, estimatedBeats: [1, 3] };
    const text = recordingFileText(recording);
    expect(text.split('\n')[0]).toBe('# estimated_beats 1 3');
    expect(parseRecording(text)).toEqual({ ok: true, ...recording });
    // A row left out as no heart beat moves the beats the note names with their rows.
    expect(
      parseRecording('# estimated_beats 2 3\nbeat_ms,rr_ms\n900,900\n950,50\n1860,910\n2765,905\n'),
    ).toEqual({ ok: true, rrMs: [900, 910, 905], firstBeatMs: 900, estimatedBeats: [1, 2] });
  });

  it('keeps a gap the recording spanned with one long interval, as its beat times say', () => {
    // The finger moved for a few seconds: one interval spans the beats not counted.
    const recording = { rrMs: [900, 4512.5, 910], firstBeatMs: 900 };
    expect(parseRecording(recordingFileText(recording))).toEqual({ ok: true, ...recording });
    // Without beat times to confirm it, or where they disagree, it is no heart beat.
    expect(parseRecording('rr_ms\n900\n4512.5\n910\n')).toEqual({ ok: true, rrMs: [900, 910] });
    expect(parseRecording('beat_ms,rr_ms\n900,900\n5000,4512.5\n5910,910\n')).toEqual({
      ok: true,
      rrMs: [900, 910],
      firstBeatMs: 900,
    });
  });

  it('takes the first interval as ending its own length after the start when no time is given', () => {
    expect(parseRecording(recordingFileText({ rrMs: [900, 910] }))).toEqual({
      ok: true,
      rrMs: [900, 910],
      firstBeatMs: 900,
    });
  });
});
