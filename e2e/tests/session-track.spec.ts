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
          cues: 'tones',
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

/**
 * Issue 30: a person's rhythm — every starting point with a timing of its own, and a pace easing
 * from 7 to 5.5 breaths a minute over 3 minutes — rendered for 20 minutes; every phase's tone,
 * the holds' included, against the contract's closed form (schedule.ts), not the engine.
 */
const EASING = { from_pace: 7, minutes: 3 };
const RHYTHMS = [
  ...['coherent', 'extended-exhale', 'box', '4-7-8'].map((key) => ({
    key,
    ramp: null,
    cues: 'tones' as const,
  })),
  { key: 'extended-exhale', ramp: EASING, cues: 'tones' as const },
  // The soft bell strikes on the same instants (issue 30's cue sounds).
  { key: 'box', ramp: null, cues: 'bell' as const },
  { key: 'extended-exhale', ramp: EASING, cues: 'bell' as const },
];

for (const { key, ramp, cues } of RHYTHMS) {
  const name =
    (ramp ? `${key} easing from ${ramp.from_pace} over ${ramp.minutes} minutes` : key) +
    (cues === 'bell' ? ', on the bell,' : '');
  test(`cues of a 20-minute track of the ${name} rhythm land within 1 ms of its closed form`, async ({
    page,
  }) => {
    const result = await page.evaluate(
      async ({ key, ramp, cues, durationMs }) => {
        const lab = window.trackLab;
        const timing = lab.RHYTHM_STARTING_POINTS.find((p) => p.key === key)!.timing!;
        const schedule = lab.scheduleOf(timing, ramp);
        // The breaths that start within 20 minutes: the track ends on the next boundary.
        const cycles = Math.ceil(lab.breathsAt(schedule, durationMs / 1000) - 1e-9);
        const track = await lab.renderTrack({
          pattern: lab.patternOfRhythm(timing, ramp),
          cycles,
          cues,
          voice: null,
          loop: true,
        });
        const blob = lab.trackBlob(track);
        const ctx = new OfflineAudioContext(1, 1, track.sampleRate);
        const decoded = await ctx.decodeAudioData(await blob.arrayBuffer());
        const planned = Array.from({ length: cycles }, (_, k) =>
          lab.breathCues(schedule, k).map((c) => c.at * 1000),
        ).flat();
        return {
          planned,
          found: window.onsets(decoded.getChannelData(0), decoded.sampleRate, 1e-4),
          loopFromMs: track.loopFromMs,
        };
      },
      { key, ramp, cues, durationMs: TWENTY_MINUTES },
    );
    expect(result.found).toHaveLength(result.planned.length);
    const errors = result.planned.map((t, i) => Math.abs(t - result.found[i]!));
    const worst = Math.max(...errors);
    expect(worst).toBeLessThanOrEqual(1);
    // A pace that eases down loops from the end of its lead-in, a steady one from its start.
    if (ramp) expect(result.loopFromMs).toBeGreaterThanOrEqual(ramp.minutes * 60_000);
    else expect(result.loopFromMs).toBe(0);
    console.log(`${name}: ${result.planned.length} onsets, worst ${worst.toFixed(3)} ms`);
  });
}

/**
 * Decision 100: a track that leads in (a pace that eases down) plays its lead-in once and then
 * loops its steady breaths — the media element's end taken on from the loop's start, never heard
 * by the session as a pause — and the picture's clock stays on the sound across the seam. A
 * quick pattern (30 breaths a minute, easing from 60 over 3 s) so the seam comes in seconds.
 */
test('a track with a lead-in loops its steady breaths, and the session hears no pause', async ({
  page,
}) => {
  await page.evaluate(async () => {
    const lab = window.trackLab;
    const pattern = { bpm: 30, ratio: [1, 1] as const, ramp: { fromBpm: 60, seconds: 3 } };
    const track = await lab.renderTrack({
      pattern,
      cycles: lab.leadBreaths(pattern) + 2,
      cues: 'tones',
      voice: null,
      loop: true,
    });
    const url = URL.createObjectURL(lab.trackBlob(track));
    const shape = { lengthMs: track.durationMs, loopFromMs: track.loopFromMs };
    const player = new lab.TrackPlayer();
    const seen = { pauses: 0, ended: 0, seekedTo: [] as number[], start: 0, shape };
    Object.assign(window, { seam: { player, seen } });
    player.bind({
      onExternalPause: () => seen.pauses++,
      onExternalPlay: () => undefined,
      position: () => player.clock() - seen.start,
    });
    player.element.addEventListener('ended', () => seen.ended++);
    player.element.addEventListener('seeked', () =>
      seen.seekedTo.push(player.element.currentTime * 1000),
    );
    player.setTrack(url, shape, null);
    const button = document.createElement('button');
    button.textContent = 'Play';
    // The click lets the element play; the session's clock starts with it.
    button.onclick = () => {
      seen.start = player.clock();
      player.play(0);
      setInterval(() => player.follow(), 50);
    };
    document.body.append(button);
  });
  await page.getByRole('button', { name: 'Play' }).click();
  type Seam = {
    player: { element: HTMLAudioElement; clock: () => number };
    seen: {
      pauses: number;
      ended: number;
      seekedTo: number[];
      start: number;
      shape: { lengthMs: number; loopFromMs: number };
    };
  };
  const state = () =>
    page.evaluate(() => {
      const { player, seen } = (window as unknown as { seam: Seam }).seam;
      const expected = player.clock() - seen.start;
      const media = player.element.currentTime * 1000;
      return {
        ...seen,
        expected,
        heard: window.trackLab.heardPosition(seen.shape, expected, media),
        paused: player.element.paused,
      };
    });
  const { shape } = await state();
  expect(shape.loopFromMs).toBeGreaterThan(0);
  // Past the end twice: the lead-in once, the loop at least twice.
  const twice = shape.lengthMs + (shape.lengthMs - shape.loopFromMs) + 500;
  await expect
    .poll(async () => (await state()).expected, { timeout: twice + 20_000 })
    .toBeGreaterThan(twice);
  const end = await state();
  expect(end.ended).toBeGreaterThanOrEqual(2);
  expect(end.pauses).toBe(0);
  expect(end.paused).toBe(false);
  // Each end went on from the loop's start, not from the lead-in's.
  for (const at of end.seekedTo) expect(Math.abs(at - shape.loopFromMs)).toBeLessThan(50);
  // The picture's clock is on the sound after the seams.
  expect(Math.abs(end.expected - end.heard)).toBeLessThan(100);
});

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
          cues: 'none',
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
