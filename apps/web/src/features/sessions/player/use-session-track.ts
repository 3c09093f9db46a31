import { useEffect, useState } from 'react';
import {
  NARRATION_CUES,
  clipUrl,
  narrationLanguage,
} from '../../../components/pacer/narration-cues.ts';
import type { BreathPattern } from '../../../components/pacer/pattern.ts';
import { loadClips, renderTrack, trackBlob } from '../../../components/pacer/track-render.ts';
import type { TrackRequest } from '../../../components/pacer/track-render.ts';
import type { TrackShape, VoiceStyle } from '../../../components/pacer/track-plan.ts';
import type { CueSound } from '../../../components/pacer/tone-shape.ts';

/** What the session's track is made of; a change renders a new one. */
export interface SessionSound {
  pattern: BreathPattern;
  cycles: number;
  /** The phase cues: tones, the bell, or none (the sound switched off). */
  cues: CueSound;
  voice: { lang: string; style: VoiceStyle } | null;
}

export interface SessionTrack {
  url: string;
  /** Its length, and where it plays again from (after the lead-in of a pace that eases down). */
  shape: TrackShape;
}

/** Browsers without Web Audio or media elements play the session silently, on the page clock. */
export const trackSupported = () =>
  typeof OfflineAudioContext !== 'undefined' && typeof Audio !== 'undefined';

const clipsByLanguage = new Map<string, ReturnType<typeof loadClips>>();

/** A language's clips, fetched and decoded once per page (they are precached with the app). */
function clipsOf(lang: string) {
  const language = narrationLanguage(lang);
  if (!language) return Promise.resolve({});
  let clips = clipsByLanguage.get(language);
  if (!clips) {
    const urls = Object.fromEntries(
      NARRATION_CUES.map((cue) => [cue, clipUrl(language, cue, import.meta.env.BASE_URL)]),
    );
    clips = loadClips(urls);
    // A failed fetch (offline before the clips were cached) is tried again next time.
    clips.catch(() => clipsByLanguage.delete(language));
    clipsByLanguage.set(language, clips);
  }
  return clips;
}

async function render(sound: SessionSound, signal: AbortSignal): Promise<SessionTrack> {
  // Without its clips the session still has its tones: the voice is left out, not the track.
  const clips = sound.voice ? await clipsOf(sound.voice.lang).catch(() => null) : null;
  const request: TrackRequest = {
    pattern: sound.pattern,
    cycles: sound.cycles,
    cues: sound.cues,
    voice: sound.voice && clips ? { style: sound.voice.style, clips } : null,
    loop: true,
  };
  const track = await renderTrack(request, { signal });
  return {
    url: URL.createObjectURL(trackBlob(track)),
    shape: { lengthMs: track.durationMs, loopFromMs: track.loopFromMs },
  };
}

/**
 * Renders the session's track whenever what it is made of changes (decision 074). `ready` is
 * true once the current sound has a track, or at once where no track can be made.
 */
export function useSessionTrack(sound: SessionSound | null): {
  ready: boolean;
  track: SessionTrack | null;
} {
  const key = sound && trackSupported() ? JSON.stringify(sound) : '';
  const [state, setState] = useState<{ key: string; track: SessionTrack | null }>({
    key: '',
    track: null,
  });
  useEffect(() => {
    if (!key) return;
    const abort = new AbortController();
    render(JSON.parse(key) as SessionSound, abort.signal).then(
      (track) => {
        if (abort.signal.aborted) URL.revokeObjectURL(track.url);
        else setState({ key, track });
      },
      () => {
        // A failed render leaves the session silent rather than stuck on "preparing".
        if (!abort.signal.aborted) setState({ key, track: null });
      },
    );
    return () => abort.abort();
  }, [key]);
  return { ready: !key || state.key === key, track: state.key === key ? state.track : null };
}
