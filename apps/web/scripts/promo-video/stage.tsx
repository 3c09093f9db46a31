import i18next from 'i18next';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { PROMO_VIDEO } from '@resona/contract';
import { LogoMark } from '../../src/components/logo.tsx';
import { Pacer, PacerEngine, PACER_THEMES } from '../../src/components/pacer/index.ts';
import type {
  BreathPattern,
  FrameListener,
  PacerController,
  PacerTheme,
} from '../../src/components/pacer/index.ts';
import { captionOf } from '../../src/components/pacer/caption.ts';
import { PROMO_LENGTH_MS } from '../../src/components/promo-video/promo-lines.ts';
import { RatingsChart } from '../../src/features/library/progress/ratings-chart.tsx';
import { FaceScale } from '../../src/features/sessions/rating/face-scale.tsx';
import { en } from '../../src/i18n/locales/en/index.ts';
import '../../src/styles/global.css';
import styles from './stage.module.css';

/**
 * The promo film's stage: the app's own pacer, face scale and progress chart, drawn at film time
 * `t` (ms) instead of the wall clock, so every frame is the same on every run. The render script
 * calls `window.promoStage.show(t)` for each frame and screenshots the page. The picture holds
 * no words but the name Resona: the subtitles (promo-lines.ts) say in six languages what it shows.
 */

/** Scene starts and ends (ms); the breaths and the subtitles of promo-lines.ts are timed to these. */
const SCENES = {
  intro: { from: 0, to: 4_000 },
  breathe: { from: 4_000, to: 14_000 },
  paces: { from: 14_000, to: 20_000 },
  feel: { from: 20_000, to: 25_000 },
  end: { from: 25_000, to: PROMO_LENGTH_MS },
} as const;
type SceneId = keyof typeof SCENES;

/** A scene fades in over the one before it, which stays until it is covered. */
const FADE_MS = 500;

function sceneOpacity(id: SceneId, t: number): number {
  const { from, to } = SCENES[id];
  if (t >= to + FADE_MS / 2) return 0;
  if (from === 0) return 1;
  return Math.min(1, Math.max(0, (t - from + FADE_MS / 2) / FADE_MS));
}

/** The guide's breath: 6 breaths a minute, 4 s in and 6 s out, as line 2 and 3 of the film say. */
const FILM_BREATH: BreathPattern = { bpm: 6, ratio: [4, 6] };

/**
 * A PacerController whose clock is the film's time: the real engine answers for `t`, and the
 * <Pacer> draws through its usual subscription. Nothing plays sound or holds the screen.
 */
function useFilmPacer(pattern: BreathPattern, start: number, t: number): PacerController {
  const [engine] = useState(() => new PacerEngine(pattern, start));
  const listeners = useRef(new Set<FrameListener>());
  const now = useRef(t);
  const state = engine.phaseAt(t);
  useLayoutEffect(() => {
    now.current = t;
    for (const listener of listeners.current) listener(engine.phaseAt(t), t, t);
  }, [engine, t]);
  const subscribe = useCallback(
    (listener: FrameListener) => {
      listeners.current.add(listener);
      listener(engine.phaseAt(now.current), now.current, now.current);
      return () => {
        listeners.current.delete(listener);
      };
    },
    [engine],
  );
  const idle = () => undefined;
  return {
    playing: true,
    caption: captionOf(state, t),
    reducedMotion: false,
    narrationAvailable: false,
    vibrationSupported: false,
    play: idle,
    pause: idle,
    toggle: idle,
    restart: idle,
    subscribe,
    elapsedMs: () => engine.activeTime(t),
  };
}

/** The film shows no words in the guide: its phase is in the subtitles, in the viewer's language. */
const NO_WORDS = { inhale: '', exhale: '' };

function FilmPacer(props: {
  pattern: BreathPattern;
  start: number;
  t: number;
  theme: PacerTheme;
  countdown: boolean;
  className: string | undefined;
}) {
  const pacer = useFilmPacer(props.pattern, props.start, props.t);
  return (
    <Pacer
      pacer={pacer}
      labels={NO_WORDS}
      theme={props.theme}
      motion="full"
      countdown={props.countdown}
      className={props.className}
    />
  );
}

function Scene({ id, t, children }: { id: SceneId; t: number; children: ReactNode }) {
  const opacity = sceneOpacity(id, t);
  if (opacity === 0) return null;
  return (
    <section className={styles.scene} data-scene={id} style={{ opacity }}>
      {children}
    </section>
  );
}

/** The logo breathing in once: title and closing card. */
function Brand({ t, from }: { t: number; from: number }) {
  const progress = Math.min(1, Math.max(0, (t - from) / 4_000));
  const breath = (1 - Math.cos(Math.PI * progress)) / 2;
  const scale = { '--breath': breath.toFixed(4) } as CSSProperties;
  return (
    <div className={styles.brand} style={scale}>
      <div className={styles.markBox}>
        <div className={styles.halo} />
        <div className={styles.mark}>
          <LogoMark />
        </div>
      </div>
      <span className={styles.word}>Resona</span>
    </div>
  );
}

const PACES: { theme: PacerTheme; pattern: BreathPattern; lead: number }[] = [
  { theme: PACER_THEMES.dawn, pattern: { bpm: 4.5, ratio: [4, 6] }, lead: 2_500 },
  { theme: PACER_THEMES.ocean, pattern: { bpm: 5.5, ratio: [4, 6] }, lead: 6_000 },
  { theme: PACER_THEMES.night, pattern: { bpm: 6, ratio: [4, 6] }, lead: 400 },
];

// Eight sessions of a made-up person: they feel better after than before, more so over time.
const BEFORE = [2, 3, 2, 2, 3, 3, 3, 3];
const AFTER = [3, 4, 3, 4, 4, 4, 5, 5];
const NO_DATES = BEFORE.map(() => '');

function Feel({ t }: { t: number }) {
  const { from } = SCENES.feel;
  // The face picked before the session, then the one after it.
  const rating = t < from + 2_300 ? 2 : 4;
  const shown = 2 + Math.floor(6 * Math.min(1, Math.max(0, (t - from - 300) / 3_600)));
  return (
    <div className={styles.feel}>
      <div className={styles.card}>
        <span id="promo-faces" hidden>
          Rating
        </span>
        <FaceScale
          value={rating}
          onChange={() => undefined}
          lowLabel=""
          highLabel=""
          labelledBy="promo-faces"
        />
      </div>
      <div className={`${styles.card} ${styles.chart}`}>
        <RatingsChart
          before={BEFORE.slice(0, shown)}
          after={AFTER.slice(0, shown)}
          dates={NO_DATES.slice(0, shown)}
          title=""
          description=""
        />
      </div>
    </div>
  );
}

function Film({ t }: { t: number }) {
  return (
    <div
      className={styles.film}
      style={{ inlineSize: PROMO_VIDEO.width, blockSize: PROMO_VIDEO.height }}
    >
      <Scene id="intro" t={t}>
        <Brand t={t} from={SCENES.intro.from} />
      </Scene>
      <Scene id="breathe" t={t}>
        <div className={styles.dawn}>
          <FilmPacer
            pattern={FILM_BREATH}
            start={SCENES.breathe.from}
            t={t}
            theme={PACER_THEMES.dawn}
            countdown
            className={styles.bigPacer}
          />
        </div>
      </Scene>
      <Scene id="paces" t={t}>
        <div className={styles.paces}>
          {PACES.map(({ theme, pattern, lead }) => (
            <FilmPacer
              key={pattern.bpm}
              pattern={pattern}
              start={SCENES.paces.from - lead}
              t={t}
              theme={theme}
              countdown={false}
              className={styles.smallPacer}
            />
          ))}
        </div>
      </Scene>
      <Scene id="feel" t={t}>
        <Feel t={t} />
      </Scene>
      <Scene id="end" t={t}>
        <Brand t={t} from={SCENES.end.from} />
      </Scene>
    </div>
  );
}

declare global {
  interface Window {
    promoStage?: { lengthMs: number; show: (t: number) => Promise<void> };
  }
}

// The face scale names its faces through i18n; English is enough, the picture shows no words.
await i18next.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
});

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);
flushSync(() => root.render(<Film t={0} />));

window.promoStage = {
  lengthMs: PROMO_LENGTH_MS,
  async show(t: number) {
    flushSync(() => root.render(<Film t={t} />));
    // One frame later the page has painted what was rendered.
    await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  },
};
