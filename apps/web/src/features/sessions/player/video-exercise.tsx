import { useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { TExercise } from '@resona/contract';
import { Button } from '../../../components/button.tsx';
import { parseHms } from '../lib/duration-format.ts';
import styles from './player.module.css';

interface VideoProps {
  exercise: TExercise;
  started: boolean;
  onPlay: () => void;
  onPause: () => void;
  onEnded: () => void;
  ref: Ref<HTMLVideoElement>;
}

/** An exercise with a video plays it instead of the pacer; Skip intro seeks past its intro. */
export function VideoExercise({ exercise, started, onPlay, onPause, onEnded, ref }: VideoProps) {
  const { t } = useTranslation();
  const [time, setTime] = useState(0);
  const intro = parseHms(exercise.intro_duration);
  const local = useRef<HTMLVideoElement | null>(null);
  const setRef = (el: HTMLVideoElement | null) => {
    local.current = el;
    if (typeof ref === 'function') ref(el);
    else if (ref) ref.current = el;
  };
  return (
    <div className={styles.video}>
      <video
        ref={setRef}
        src={exercise.exercise_video ?? undefined}
        className={styles.videoElement}
        controls={started}
        playsInline
        autoPlay={started}
        preload="metadata"
        aria-label={exercise.title}
        onPlay={onPlay}
        onPause={onPause}
        onEnded={onEnded}
        onTimeUpdate={(event) => setTime(event.currentTarget.currentTime)}
      />
      {started && intro > 0 && time < intro ? (
        <Button
          className={styles.skipVideoIntro}
          onClick={() => {
            if (local.current) local.current.currentTime = intro;
          }}
        >
          {t('player.skipIntro')}
        </Button>
      ) : null}
    </div>
  );
}
