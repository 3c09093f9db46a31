import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { PacerEngine } from '../../apps/web/src/components/pacer/engine.ts';
import type { NarrationCue } from '../../apps/web/src/components/pacer/narration-cues.ts';
import type { BreathPattern } from '../../apps/web/src/components/pacer/pattern.ts';
import type { VoiceStyle } from '../../apps/web/src/components/pacer/track-plan.ts';

/** What the page gets (the renderer's own types, spelled out for this program). */
export interface TrackLab {
  PacerEngine: typeof PacerEngine;
  renderTrack: (request: {
    pattern: BreathPattern;
    cycles: number;
    tones: boolean;
    voice: { style: VoiceStyle; clips: Partial<Record<NarrationCue, AudioBuffer>> } | null;
    loop: boolean;
  }) => Promise<{ samples: Int16Array; sampleRate: number; durationMs: number }>;
  trackBlob: (track: { samples: Int16Array; sampleRate: number }) => Blob;
  loadClips: (
    urls: Partial<Record<NarrationCue, string>>,
  ) => Promise<Partial<Record<NarrationCue, AudioBuffer>>>;
  clipUrl: (lang: string, cue: NarrationCue) => string;
  trackEvents: (
    pattern: BreathPattern,
    style: VoiceStyle | null,
    fromMs: number,
    toMs: number,
  ) => Array<{ atMs: number; clip: NarrationCue | null }>;
  NARRATION_CUES: readonly NarrationCue[];
  NARRATION_INDEX: Partial<Record<string, Partial<Record<NarrationCue, number>>>>;
}

/**
 * The web app's track renderer, bundled for a page (the built app exposes no module by path):
 * the same files the player uses — engine, track plan, tone graph, renderer, WAV — set on
 * `window.trackLab` for page.evaluate.
 */
const pacer = fileURLToPath(new URL('../../apps/web/src/components/pacer/', import.meta.url));

export async function trackLabScript(): Promise<string> {
  const result = await build({
    stdin: {
      contents: `
        import { PacerEngine } from './engine.ts';
        import { renderTrack, trackBlob, loadClips, TRACK_SAMPLE_RATE } from './track-render.ts';
        import { trackEvents } from './track-plan.ts';
        import { NARRATION_CUES, NARRATION_INDEX, clipUrl } from './narration-cues.ts';
        window.trackLab = {
          PacerEngine, renderTrack, trackBlob, loadClips, trackEvents,
          NARRATION_CUES, NARRATION_INDEX, clipUrl, TRACK_SAMPLE_RATE,
        };
      `,
      resolveDir: pacer,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    write: false,
    target: 'es2022',
  });
  return result.outputFiles[0]!.text;
}
