import { useEffect, useState, type RefObject } from 'react';
import { TrackPlayer } from '../../../components/pacer/track-player.ts';
import { trackSupported, type useSessionTrack } from './use-session-track.ts';

/** The media element that plays the session's rendered track (decision 074), for the player's life. */
export function useTrackPlayer() {
  const [player] = useState(() => (trackSupported() ? new TrackPlayer() : null));
  useEffect(() => () => player?.dispose(), [player]);
  return player;
}

/**
 * Keeps the track where the session is: a new track (the pace or the settings changed) goes on
 * from the session's position, and it plays while breathing plays. `trackStart` is where the
 * current exercise's track began on the session's clock.
 */
export function useTrackSync(
  player: TrackPlayer | null,
  soundTrack: ReturnType<typeof useSessionTrack>,
  playingTrack: boolean,
  elapsedMs: () => number,
  trackStart: RefObject<number>,
) {
  useEffect(() => {
    const track = soundTrack.track;
    if (!player || !track) return;
    player.setTrack(track.url, track.shape, elapsedMs() - trackStart.current);
  }, [player, soundTrack.track, elapsedMs, trackStart]);
  const trackCurrent = soundTrack.ready && soundTrack.track !== null;
  useEffect(() => player?.setCurrent(trackCurrent), [player, trackCurrent]);
  useEffect(() => {
    if (!player) return;
    if (playingTrack) player.play(elapsedMs() - trackStart.current);
    else player.pause();
  }, [player, playingTrack, elapsedMs, trackStart]);
}
