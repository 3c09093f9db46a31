import { useCallback, useEffect, useRef } from 'react';
import type { TExercise } from '@resona/contract';
import { updateHistory } from '../api/update-history.ts';
import { beaconVideoViews, updateVideoViews } from '../api/update-video-views.ts';
import {
  keepSessionBeats,
  saveSessionBeats,
  type SessionBeats,
} from '../api/save-session-beats.ts';
import { readCurrentSession, updateCurrentSession } from '../../../lib/current-session.ts';
import { WatchClock } from './watch-clock.ts';

interface View {
  exerciseId: number;
  bpm: number;
  /** Null until update-history answers. */
  id: number | null;
  /** The queued update-history write, which stands for the view until its reply is known. */
  writeId: string | null;
  /** Settles once update-history is sent or queued: later writes of the view follow it. */
  started: Promise<unknown>;
  /** Index of this view's part in the stored session's `played`. */
  part: number;
  clock: WatchClock;
  /** performance.now() when play began: the view's beats are timed from here. */
  startedAt: number;
  /** What the page queued when last hidden: the same is not queued twice. */
  queuedWhenHidden: { seconds: number; beats: number };
}

/** The heart beats recorded from `from` to `to` (performance.now()), the pace left out. */
export type HeartBeatsOf = (from: number, to: number) => Omit<SessionBeats, 'breath_bpm'> | null;

export interface ViewTracking {
  /** Play of an exercise begins: a history record (update-history → video_views_id). */
  begin: (exercise: TExercise, bpm: number) => void;
  /** Pausing stops the watch clock; resuming starts it again. */
  pause: () => void;
  resume: () => void;
  /** Sends the seconds watched (on end, and before moving to the next exercise). */
  report: () => void;
}

/**
 * View tracking of spec §4: update-history on play, update-video-views on end, on moving to the
 * next exercise and on leaving the page — within the app with an ordinary call, through the write
 * queue, so a session played offline is recorded when back online, and so when the page is
 * hidden; as it unloads with navigator.sendBeacon (and the beats with a keepalive request), since
 * a fetch may be cancelled then.
 */
export function useViewTracking(heartBeatsOf?: HeartBeatsOf): ViewTracking {
  const view = useRef<View | null>(null);
  const beatsOf = useRef(heartBeatsOf);
  useEffect(() => {
    beatsOf.current = heartBeatsOf;
  });

  const save = useCallback((current: View, now: number) => {
    const seconds = current.clock.seconds(now);
    updateCurrentSession((session) => {
      const played = [...session.played];
      played[current.part] = { exercise_id: current.exerciseId, bpm: current.bpm, seconds };
      return current.id !== null
        ? { ...session, played, video_views_id: current.id, history_write: null }
        : { ...session, played, video_views_id: null, history_write: current.writeId };
    });
    return seconds;
  }, []);

  const report = useCallback(() => {
    const current = view.current;
    if (!current) return;
    const now = performance.now();
    const duration = save(current, now);
    // A session breathed with a heart-rate source sends its beats with the view's end; a looped
    // exercise sends them again with more, and the server keeps the latest (decision 085).
    const beats = beatsOf.current?.(current.startedAt, now) ?? null;
    void current.started
      .then(() => {
        const view = current.id ?? current.writeId;
        if (view === null) return undefined;
        return Promise.all([
          updateVideoViews(view, duration),
          beats ? saveSessionBeats(view, { ...beats, breath_bpm: current.bpm }) : null,
        ]);
      })
      .catch(() => undefined);
  }, [save]);

  const begin = useCallback(
    (exercise: TExercise, bpm: number) => {
      const now = performance.now();
      const clock = new WatchClock();
      clock.start(now);
      let part = 0;
      updateCurrentSession((session) => {
        part = session.played.length;
        const played = [...session.played, { exercise_id: exercise.exerciseID, bpm, seconds: 0 }];
        return { ...session, played };
      });
      const next: View = {
        exerciseId: exercise.exerciseID,
        bpm,
        id: null,
        writeId: null,
        started: Promise.resolve(),
        part,
        clock,
        startedAt: now,
        queuedWhenHidden: { seconds: 0, beats: 0 },
      };
      view.current = next;
      next.started = updateHistory(
        {
          exercise_id: exercise.exerciseID,
          title: exercise.title,
          goal_title: exercise.goal_title,
        },
        readCurrentSession()?.rhythm ?? null,
      )
        .then((result) => {
          next.writeId = result.id;
          if (result.sent) next.id = result.reply.data.video_views_id;
          save(next, performance.now());
        })
        .catch(() => undefined); // Playback never waits for or fails on tracking.
    },
    [save],
  );

  const pause = useCallback(() => view.current?.clock.pause(performance.now()), []);
  const resume = useCallback(() => view.current?.clock.start(performance.now()), []);

  useEffect(() => {
    // A phone hides the page when its screen locks or another app comes up, and may end it later
    // without any pagehide. The hidden page is still alive: it queues what was breathed so far
    // (kept on the device, sent now or once back online), when there is more than it queued
    // last time.
    const handleVisibility = () => {
      const current = view.current;
      if (document.visibilityState !== 'hidden' || !current) return;
      const now = performance.now();
      const queued = {
        seconds: current.clock.seconds(now),
        beats: beatsOf.current?.(current.startedAt, now)?.rr_ms.length ?? 0,
      };
      const last = current.queuedWhenHidden;
      if (queued.seconds <= last.seconds && queued.beats <= last.beats) return;
      current.queuedWhenHidden = queued;
      report();
    };
    // An unloading page's queued write may never leave: the seconds go by beacon, the beats in
    // a keepalive request, both of which outlive the page.
    const handlePageHide = () => {
      const current = view.current;
      if (!current) return;
      const now = performance.now();
      const seconds = save(current, now);
      if (current.id === null) return;
      beaconVideoViews({ video_views_id: current.id, duration: seconds });
      const beats = beatsOf.current?.(current.startedAt, now);
      if (beats) keepSessionBeats(current.id, { ...beats, breath_bpm: current.bpm });
    };
    document.addEventListener('visibilitychange', handleVisibility);
    window.addEventListener('pagehide', handlePageHide);
    return () => {
      document.removeEventListener('visibilitychange', handleVisibility);
      window.removeEventListener('pagehide', handlePageHide);
      // Leaving the player within the app (End session, the header's links).
      report();
      view.current = null;
    };
  }, [report, save]);

  return { begin, pause, resume, report };
}
