import { useCallback, useRef, useState } from 'react';
import type { PacerController } from '../../../../components/pacer/index.ts';
import type { TrackPlayer } from '../../../../components/pacer/track-player.ts';
import type { HeartRateSource } from '../../../../lib/heart-rate/heart-rate-source.ts';
import type { HeartBeatsOf } from '../use-view-tracking.ts';
import { SessionHeart } from './session-heart.ts';

/**
 * The player's link to a heart-rate source (decision 085): the session's beats, which each played
 * exercise sends with its end (the last kind connected names where they came from), and the
 * guide's breath at any page time, which the panel draws heart rate against.
 */
export function useHeartLink(engine: PacerController['engine'], player: TrackPlayer | null) {
  const [heart] = useState(() => new SessionHeart());
  const kind = useRef<HeartRateSource['kind'] | null>(null);
  const beatsOf = useCallback<HeartBeatsOf>(
    (from, to) => {
      const source = kind.current;
      const beats = source ? heart.beatsBetween(from, to) : null;
      return source && beats ? { source, ...beats } : null;
    },
    [heart],
  );
  // What the guide showed at a page time: the engine reads the track's clock, a shift of it.
  const breathAt = useCallback(
    (time: number) => {
      const now = performance.now();
      const clockNow = player ? player.clock() : now;
      return engine?.().phaseAt(clockNow - (now - time)).breath ?? 0;
    },
    [engine, player],
  );
  // A connected source puts its panel under the guide, which then leaves it room (player.module.css).
  const [shown, setShown] = useState(false);
  const onSource = useCallback((connected: HeartRateSource['kind'] | null) => {
    if (connected) kind.current = connected;
    setShown(connected !== null);
  }, []);
  return { heart, beatsOf, breathAt, shown, onSource };
}
