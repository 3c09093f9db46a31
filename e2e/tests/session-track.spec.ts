import { expect, test } from '../support/fixtures.ts';
import { trackLabScript, type TrackLab } from '../support/track-lab.ts';

/**
 * The rendered session track of decision 074, in Chromium: a 20-minute track at every
 * resonance pace is rendered by OfflineAudioContext, encoded as WAV, decoded again, and its
 * tone onsets are found in the samples and held against the engine's closed form; the recorded
 * clips are found where the plan puts them. Each pace prints its render time and size.
 */

const PACES = [4.5, 5, 5.5, 6, 6.5];
const TWENTY_MINUTES = 20 * 60_000;

interface Measured {
  renderMs: number;
  bytes: number;
  planned: number[];
  found: number[];
}

declare global {
  interface Window {
    trackLab: TrackLab;
    onsets: (x: Float32Array, rate: number, floor: number) => number[];
  }
}

test.describe.configure({ mode: 'serial' });
// The renderer is added to the page as an inline script, which the app's policy refuses.
test.use({ bypassCSP: true });

test.beforeEach(async ({ page }) => {
  // A page of the app: the clips are fetched from its origin.
  await page.goto('/manifest.webmanifest');
  await page.addScriptTag({ content: await trackLabScript() });
  // The first sample above the noise floor after at least 100 ms of silence, in ms.
  await page.evaluate(() => {
    window.onsets = (x, rate, floor) => {
      const out: number[] = [];
      const quiet = Math.round(rate / 10);
      let silent = quiet;
      for (let i = 0; i < x.length; i++) {
        if (Math.abs(x[i]!) > floor) {
          if (silent >= quiet) out.push((i / rate) * 1000);
          silent = 0;
        } else silent++;
      }
      return out;
    };
  });
});

for (const bpm of PACES) {
  test(`tones of a 20-minute track at ${bpm} breaths a minute land within 1 ms of the engine`, async ({
    page,
  }) => {
    const result: Measured = await page.evaluate(
      async ({ bpm, durationMs }) => {
        const lab = window.trackLab;
        const pattern = { bpm, ratio: [4, 6] as const };
        const cycles = Math.ceil(durationMs / (60_000 / bpm));
        const started = performance.now();
        const track = await lab.renderTrack({
          pattern,
          cycles,
          tones: true,
          voice: null,
          loop: false,
        });
        const blob = lab.trackBlob(track);
        const renderMs = performance.now() - started;
        // Decoded back from the file, as a media element would read it.
        const ctx = new OfflineAudioContext(1, 1, track.sampleRate);
        const decoded = await ctx.decodeAudioData(await blob.arrayBuffer());
        const samples = decoded.getChannelData(0);
        const planned = new lab.PacerEngine(pattern, 0)
          .boundariesBetween(0, track.durationMs)
          .map((b) => b.time);
        return {
          renderMs,
          bytes: blob.size,
          planned,
          found: window.onsets(samples, decoded.sampleRate, 1e-4),
        };
      },
      { bpm, durationMs: TWENTY_MINUTES },
    );
    expect(result.found).toHaveLength(result.planned.length);
    const errors = result.planned.map((t, i) => Math.abs(t - result.found[i]!));
    const worst = Math.max(...errors);
    expect(worst).toBeLessThanOrEqual(1);
    const minutes = result.planned.length && TWENTY_MINUTES / 60_000;
    console.log(
      `${bpm} bpm: ${result.planned.length} onsets, worst ${worst.toFixed(3)} ms, ` +
        `rendered in ${Math.round(result.renderMs)} ms, ` +
        `${(result.bytes / minutes / 1e6).toFixed(2)} MB a minute`,
    );
  });
}

for (const lang of ['en', 'de', 'es', 'fr', 'uk', 'ar']) {
  test(`the recorded ${lang} clips decode and are heard within 50 ms of their phase`, async ({
    page,
  }) => {
    const result = await page.evaluate(async (lang) => {
      const lab = window.trackLab;
      const urls = Object.fromEntries(lab.NARRATION_CUES.map((c) => [c, lab.clipUrl(lang, c)]));
      // Chromium decodes the Ogg Opus clips (decodeAudioData), resampled to the track's rate.
      const clips = await lab.loadClips(urls);
      const pattern = { bpm: 5.5, ratio: [4, 6] as const };
      const checks = [];
      for (const style of ['guided', 'counting'] as const) {
        const track = await lab.renderTrack({
          pattern,
          cycles: 6,
          tones: false,
          voice: { style, clips },
          loop: false,
        });
        const x = Float32Array.from(track.samples, (s) => s / 0x8000);
        const planned = lab
          .trackEvents(pattern, style, 0, track.durationMs)
          .filter((e) => e.clip)
          .map((e) => e.atMs);
        checks.push({ style, planned, found: window.onsets(x, track.sampleRate, 0.003) });
      }
      return { decoded: Object.keys(clips).length, checks };
    }, lang);
    expect(result.decoded).toBe(4);
    for (const { style, planned, found } of result.checks) {
      expect(found).toHaveLength(planned.length);
      const offsets = planned.map((t, i) => Math.abs(found[i]! - t));
      expect(Math.max(...offsets)).toBeLessThanOrEqual(50);
      console.log(`${lang} ${style}: worst clip offset ${Math.max(...offsets).toFixed(1)} ms`);
    }
  });
}
