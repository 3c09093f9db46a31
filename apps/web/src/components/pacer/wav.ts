/**
 * Mono 16-bit PCM WAV, the session track's container: every browser's media element plays it,
 * and it is written without a codec (decision 074). Pure, so it is tested without a browser.
 */

export interface Pcm {
  samples: Int16Array;
  sampleRate: number;
}

const HEADER_BYTES = 44;

/** The 44-byte RIFF header of a mono 16-bit PCM file holding `sampleCount` samples. */
export function wavHeader(sampleCount: number, sampleRate: number): Uint8Array<ArrayBuffer> {
  const header = new Uint8Array(HEADER_BYTES);
  const view = new DataView(header.buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i++) view.setUint8(offset + i, text.charCodeAt(i));
  };
  const dataBytes = sampleCount * 2;
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true); // size of the fmt chunk
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // bytes per second
  view.setUint16(32, 2, true); // bytes per frame
  view.setUint16(34, 16, true); // bits per sample
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);
  return header;
}

/** Float samples (−1..1) into 16-bit ones, clipped, rounded to the nearest step. */
export function toInt16(source: Float32Array, target: Int16Array, at = 0): void {
  for (let i = 0; i < source.length && at + i < target.length; i++) {
    const s = Math.max(-1, Math.min(1, source[i]!));
    target[at + i] = Math.round(s < 0 ? s * 0x8000 : s * 0x7fff);
  }
}

/** A whole file in one array (the build script writes it to disk). */
export function wavBytes(samples: Int16Array, sampleRate: number): Uint8Array {
  const out = new Uint8Array(HEADER_BYTES + samples.length * 2);
  out.set(wavHeader(samples.length, sampleRate), 0);
  out.set(new Uint8Array(samples.buffer, samples.byteOffset, samples.length * 2), HEADER_BYTES);
  return out;
}

/** Reads a mono 16-bit PCM file such as espeak-ng writes; anything else is refused. */
export function parseWav(bytes: Uint8Array): Pcm {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (offset: number) => String.fromCharCode(...bytes.subarray(offset, offset + 4));
  if (tag(0) !== 'RIFF' || tag(8) !== 'WAVE') throw new Error('Not a WAV file');
  let sampleRate = 0;
  for (let offset = 12; offset + 8 <= bytes.length;) {
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (tag(offset) === 'fmt ') {
      const format = view.getUint16(body, true);
      const channels = view.getUint16(body + 2, true);
      const bits = view.getUint16(body + 14, true);
      if (format !== 1 || channels !== 1 || bits !== 16) throw new Error('Not mono 16-bit PCM');
      sampleRate = view.getUint32(body + 4, true);
    } else if (tag(offset) === 'data') {
      if (!sampleRate) throw new Error('WAV data before its format');
      // A streamed file may give a size past its end: read what is there.
      const count = Math.floor(Math.min(size, bytes.length - body) / 2);
      const samples = new Int16Array(count);
      for (let i = 0; i < count; i++) samples[i] = view.getInt16(body + i * 2, true);
      return { samples, sampleRate };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('WAV without data');
}

/**
 * Cuts the silence before and after a spoken clip, so that its first sample is the voice's
 * onset (the track places that sample on the phase start) and nothing trails for long.
 */
export function trimSilence(pcm: Pcm, threshold = 0.01, tailMs = 30): Pcm {
  const level = threshold * 0x7fff;
  const { samples } = pcm;
  let first = samples.findIndex((s) => Math.abs(s) > level);
  if (first < 0) first = 0;
  let last = samples.length - 1;
  while (last > first && Math.abs(samples[last]!) <= level) last--;
  const tail = Math.round((tailMs / 1000) * pcm.sampleRate);
  return {
    samples: samples.slice(first, Math.min(samples.length, last + 1 + tail)),
    sampleRate: pcm.sampleRate,
  };
}
