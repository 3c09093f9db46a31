import { describe, expect, it } from 'vitest';
import { parseWav, toInt16, trimSilence, wavBytes, wavHeader } from './wav.ts';

describe('WAV', () => {
  it('writes a mono 16-bit PCM header that says its rate and length', () => {
    const header = new DataView(wavHeader(16_000, 16_000).buffer);
    const text = (at: number) =>
      String.fromCharCode(...[0, 1, 2, 3].map((i) => header.getUint8(at + i)));
    expect([text(0), text(8), text(12), text(36)]).toEqual(['RIFF', 'WAVE', 'fmt ', 'data']);
    expect(header.getUint32(4, true)).toBe(36 + 32_000);
    expect(header.getUint16(20, true)).toBe(1); // PCM
    expect(header.getUint16(22, true)).toBe(1); // mono
    expect(header.getUint32(24, true)).toBe(16_000);
    expect(header.getUint32(28, true)).toBe(32_000);
    expect(header.getUint16(34, true)).toBe(16);
    expect(header.getUint32(40, true)).toBe(32_000);
  });

  it('turns floats into 16-bit samples, clipped, at an offset', () => {
    const out = new Int16Array(6);
    toInt16(new Float32Array([0, 1, -1, 0.5, 2, -3]), out);
    expect([...out]).toEqual([0, 32_767, -32_768, 16_384, 32_767, -32_768]);
    const shifted = new Int16Array(3);
    toInt16(new Float32Array([0.25, 0.25, 0.25]), shifted, 2);
    expect([...shifted]).toEqual([0, 0, 8_192]);
  });

  it('reads back what it writes', () => {
    const samples = Int16Array.from([0, 1, -1, 32_767, -32_768, 1234]);
    const pcm = parseWav(wavBytes(samples, 22_050));
    expect(pcm.sampleRate).toBe(22_050);
    expect([...pcm.samples]).toEqual([...samples]);
  });

  it('refuses what is not mono 16-bit PCM', () => {
    const stereo = wavBytes(new Int16Array(4), 8_000);
    new DataView(stereo.buffer).setUint16(22, 2, true);
    expect(() => parseWav(stereo)).toThrow('Not mono 16-bit PCM');
    expect(() => parseWav(new Uint8Array(44))).toThrow('Not a WAV file');
  });

  it('cuts the silence around a clip, keeping a short tail', () => {
    const samples = new Int16Array(1_000);
    samples.fill(5_000, 300, 600);
    samples[100] = 100; // below 1 % of full scale: noise, not voice
    const trimmed = trimSilence({ samples, sampleRate: 1_000 }, 0.01, 30);
    expect(trimmed.samples[0]).toBe(5_000);
    expect(trimmed.samples.length).toBe(300 + 30);
  });
});
