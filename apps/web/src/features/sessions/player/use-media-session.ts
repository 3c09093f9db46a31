import { useEffect, useRef } from 'react';

/**
 * The lock screen's and the headset's controls for the session (decision 074): the exercise's
 * name and Resona's icon, play / pause / stop, and the position in the round. Pausing there
 * pauses the session and its clock, as the Pause button does.
 */
export interface MediaSessionState {
  title: string;
  /** Whether the session controls are offered at all (breathing has begun). */
  active: boolean;
  playing: boolean;
  onPlay: () => void;
  onPause: () => void;
  onStop: () => void;
  /** Seconds into the round and its length (Infinity for an unlimited one). */
  position: () => { position: number; duration: number };
  /** Changes when a new round begins, so the position is told again. */
  round: number;
}

const ARTWORK: MediaImage[] = [
  { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
];

const ACTIONS = ['play', 'pause', 'stop'] as const;

export function useMediaSession(state: MediaSessionState): void {
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  });
  const supported = typeof navigator !== 'undefined' && 'mediaSession' in navigator;
  const { title, active, playing, round } = state;

  useEffect(() => {
    if (!supported || !active) return;
    const session = navigator.mediaSession;
    const base = import.meta.env.BASE_URL;
    session.metadata = new MediaMetadata({
      title,
      artist: 'Resona',
      artwork: ARTWORK.map((image) => ({ ...image, src: `${base}${image.src}` })),
    });
    const handlers = {
      play: () => latest.current.onPlay(),
      pause: () => latest.current.onPause(),
      stop: () => latest.current.onStop(),
    };
    for (const action of ACTIONS) session.setActionHandler(action, handlers[action]);
    return () => {
      for (const action of ACTIONS) session.setActionHandler(action, null);
      session.metadata = null;
      session.playbackState = 'none';
    };
  }, [supported, active, title]);

  useEffect(() => {
    if (!supported || !active) return;
    navigator.mediaSession.playbackState = playing ? 'playing' : 'paused';
    const { position, duration } = latest.current.position();
    try {
      navigator.mediaSession.setPositionState({
        duration,
        position: Math.min(Math.max(0, position), duration),
        playbackRate: 1,
      });
    } catch {
      // An older browser without position state: the controls work without it.
    }
  }, [supported, active, playing, round]);
}
