import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { analyseRecording } from '../../apps/web/src/features/resonance/analysis/analyse.ts';
import { protocolBlocks } from '../../apps/web/src/features/resonance/analysis/protocol.ts';
import { breathVolumeAt } from '../../apps/web/src/lib/heart-rate/breath-blocks.ts';
import {
  accuracyAgainst,
  beatsWithin,
  poorDeclaredAfter,
  type AnalysedFrames,
} from '../../apps/web/src/lib/heart-rate/camera/pulse-accuracy.ts';
import { guidedCameraRun } from '../../apps/web/src/features/resonance/analysis/guided-camera-run.ts';
import { PulseAnalyser } from '../../apps/web/src/lib/heart-rate/camera/pulse-analyser.ts';
import type {
  FrameSample,
  PulseBeat,
} from '../../apps/web/src/lib/heart-rate/camera/pulse-types.ts';
import {
  pulseScene,
  SYNTHETIC_DEFAULTS,
  syntheticFrames,
  type CameraTiming,
  type Stretch,
  type SyntheticPulseOptions,
} from '../../apps/web/src/lib/heart-rate/camera/synthetic-pulse.ts';
import { demoRecording } from '../../apps/web/src/lib/heart-rate/demo-recording.ts';
import { median, percentile, round } from '../lib/stats.ts';

/**
 * bench/camera-heart: the camera's pulse analyser (issue 31) against a known truth. The demo
 * heart breathes the stepped protocol's quick check (five 60 s blocks); a synthetic fingertip
 * (`synthetic-pulse.ts`) is filmed at 24, 30 and 60 fps under each condition; PulseAnalyser
 * reads the frames in node, timed frame by frame. The person is guided as on the running
 * screen (`guided-camera-run.ts`): a block that lost a breath to a gap asks for one more at its
 * pace, and the heart and the fingertip breathe it (decision 119). Per run: heart rate, intervals and RMSSD
 * against the truth, how soon a poor signal is declared, the resonance rate the assessment picks
 * from the camera's intervals against the one it picks from the truth's, and the cost per frame.
 *
 * `BENCH_CAMERA_SEEDS=n` films each run again with n − 1 other seeds (another heart, other noise,
 * other dropped frames) and prints the spread: one seed's figures can meet an aim by luck (on
 * 2026-11-29 the first seeds gave 21 of 21 rates, four seeds 75 of 84). The aims are judged on
 * the first seed, as before; the spread is printed beside them and kept in the results.
 */
const FPS = [24, 30, 60] as const;
const AIM = { hrMaeBpm: 1, rrMedianErrorMs: 15, rmssdPercent: 10, poorMs: 5000 };
/**
 * RMSSD is judged within 10 % where the sensor noise is the default (0.1 levels, already twice
 * what a fingertip region of a few thousand pixels averages to) or less. Under heavy noise (0.25,
 * a stress) the camera's RMSSD reads √(R² + 6σ²) for beat-time jitter σ, however well it times
 * the beats for its frame rate; there the aim is the beats' timing, the SD of their times about
 * the true beats', by frame rate, and RMSSD is a figure (decision 121).
 */
const HEAVY_NOISE_BEAT_SD_MS: Record<(typeof FPS)[number], number> = { 24: 12, 30: 11, 60: 8 };
const heavyNoise = (condition: Condition) =>
  (condition.scene.noise ?? SYNTHETIC_DEFAULTS.noise) > SYNTHETIC_DEFAULTS.noise;
/**
 * The issue's aim is 2 ms of main-thread time a frame at CPU ×4; the analyser runs in a worker,
 * measured here in node on this machine, so the aim for it is a quarter: 0.5 ms (p99).
 */
const FRAME_AIM_MS = 0.5;
/**
 * Whether a block that lost a breath to a gap asks the simulated person for one more, as the
 * running screen does (decision 119); `BENCH_CAMERA_ONE_MORE_BREATH=0` runs the plan as before.
 */
const ONE_MORE_BREATH = process.env.BENCH_CAMERA_ONE_MORE_BREATH !== '0';
/** The runs' own seeds come first; each further round adds this to them. */
const SEED_STEP = 1000;

const motion = [60_000, 150_000, 240_000].map((startMs) => ({ startMs, endMs: startMs + 2000 }));
const noFinger = [{ startMs: 100_000, endMs: 110_000 }];

interface Condition {
  name: string;
  scene: Partial<SyntheticPulseOptions>;
  timing: Partial<CameraTiming>;
  /** Frames the camera delivers, where it stalls now and then (all by default). */
  delivered?: (ms: number) => boolean;
}

const CONDITIONS: Condition[] = [
  {
    name: 'clean',
    scene: { noise: 0.02, drift: 0, breathBaseline: 0, breathDepth: 0 },
    timing: { jitterMs: 0 },
  },
  { name: 'noise 0.25', scene: { noise: 0.25 }, timing: {} },
  {
    name: 'drift+breath',
    scene: { drift: 0.05, breathBaseline: 0.02, breathDepth: 0.4 },
    timing: {},
  },
  { name: 'motion bursts', scene: { motion }, timing: {} },
  { name: 'dropped 10 %', scene: {}, timing: { dropShare: 0.1 } },
  { name: 'no finger 10 s', scene: { noFinger }, timing: {} },
  // A busy phone: no frames for 300 ms of every 2 s (the journeys' fake camera on a loaded machine).
  { name: 'stalls 300 ms/2 s', scene: {}, timing: {}, delivered: (ms) => ms % 2000 < 1700 },
];

/** A fresh analyser whose every push is timed, keeping its beats' verdicts as analyseFrames does. */
function timedAnalyser() {
  const analyser = new PulseAnalyser();
  const verdicts: AnalysedFrames['verdicts'] = [];
  const costs: number[] = [];
  let artefacts = 0;
  const push = (frame: FrameSample): PulseBeat[] => {
    const started = performance.now();
    const update = analyser.push(frame);
    costs.push(performance.now() - started);
    const { good, hint } = update.quality;
    const last = verdicts.at(-1);
    if (!last || last.good !== good || last.hint !== hint)
      verdicts.push({ t: frame.t, good, hint });
    artefacts = update.artefacts;
    return update.beats;
  };
  const summary = (beats: PulseBeat[]) => {
    const sorted = [...costs].sort((a, b) => a - b);
    const mean = sorted.reduce((a, b) => a + b, 0) / sorted.length;
    return {
      result: { beats, verdicts, artefacts },
      meanMs: mean,
      p99Ms: percentile(sorted, 0.99),
    };
  };
  return { push, summary };
}

/** Runs a fresh analyser over the frames, timing every push. */
function timedRun(frames: readonly FrameSample[]) {
  const analyser = timedAnalyser();
  const beats = frames.flatMap((frame) => analyser.push(frame));
  return analyser.summary(beats);
}

interface Row {
  condition: string;
  fps: number;
  frames: number;
  hrMaeBpm: number;
  rrMedianErrorMs: number;
  rmssdErrorPercent: number;
  /** RMSSD over every difference, the stall-hidden beats' too (decision 123): a figure. */
  rmssdAllErrorPercent: number;
  /** Beats a stall hid, timed on the average pulse and left out of RMSSD's differences. */
  estimatedBeats: number;
  /** The SD of the camera's beat times about the true beats' (ms): the timing's jitter. */
  beatSdMs: number;
  /** Sensor noise above the default: RMSSD is a figure, the beats' timing the aim. */
  heavyNoise: boolean;
  coverage: number;
  artefacts: number;
  poorDeclaredMs: number | null;
  poorHints: Array<string | null>;
  beatsDuringPoor: number;
  rateCamera: string;
  rateTruth: string;
  /** Breaths the person was asked for beyond the plan (decision 119), over all blocks. */
  addedBreaths: number;
  /** The rate the truth picks over the protocol as planned: what a strap, with no gap, would ask. */
  rateTruthPlanned: string;
  /** How far the truth's rate stands out (score points; under 5 it is 'none'). */
  truthMargin: number | null;
  frameMeanMs: number;
  frameP99Ms: number;
}

/** A run's RMSSD or timing aim (decision 121): RMSSD at the default noise or less, else beat SD. */
const rmssdAimMet = (row: Row) =>
  row.heavyNoise
    ? row.beatSdMs <= HEAVY_NOISE_BEAT_SD_MS[row.fps as (typeof FPS)[number]]
    : Math.abs(row.rmssdErrorPercent) <= AIM.rmssdPercent;

const chosen = (report: ReturnType<typeof analyseRecording>) =>
  report.ok ? (report.choice.kind === 'rate' ? String(report.choice.bpm) : 'none') : 'too short';

/** One run: the condition filmed at `fps` with `seed`, measured against its truth. */
function measure(
  condition: Condition,
  fps: number,
  seed: number,
  blocks: ReturnType<typeof protocolBlocks>,
): Row {
  const analyser = timedAnalyser();
  const run = guidedCameraRun({
    blockSeconds: 60,
    heart: { seed },
    scene: { seed, ...condition.scene },
    timing: { fps, seed, ...condition.timing },
    delivered: condition.delivered,
    push: analyser.push,
    oneMoreBreath: ONE_MORE_BREATH,
  });
  const { scene } = run;
  const { result, meanMs, p99Ms } = analyser.summary(run.beats);
  const accuracy = accuracyAgainst(result.beats, scene.beatTimes);
  const stretches: Stretch[] = [
    ...(condition.scene.motion ?? []),
    ...(condition.scene.noFinger ?? []),
  ];
  const poor = stretches.map((s) => ({
    declared: poorDeclaredAfter(result, s.startMs),
    beatsWithin: beatsWithin(result, s.startMs, s.endMs).length,
  }));
  const worstPoorMs = poor.length ? Math.max(...poor.map((p) => p.declared?.ms ?? Infinity)) : null;
  const camera = analyseRecording(run.recording, 60);
  const truth = analyseRecording(
    { rrMs: run.truthRr, addedBreaths: run.recording.addedBreaths },
    60,
  );
  const truthPlanned = analyseRecording({ rrMs: demoRecording(blocks, { seed }, 3) }, 60);
  const row: Row = {
    condition: condition.name,
    fps,
    frames: run.frames,
    hrMaeBpm: round(accuracy.hrMaeBpm, 3),
    rrMedianErrorMs: round(accuracy.rrMedianErrorMs, 2),
    rmssdErrorPercent: round(accuracy.rmssdErrorPercent, 2),
    rmssdAllErrorPercent: round(accuracy.rmssdAllErrorPercent, 2),
    estimatedBeats: accuracy.estimatedBeats,
    beatSdMs: round(accuracy.beatTimeSdMs, 2),
    heavyNoise: heavyNoise(condition),
    coverage: round(accuracy.coverage, 3),
    artefacts: result.artefacts,
    poorDeclaredMs: worstPoorMs === null ? null : round(worstPoorMs, 0),
    poorHints: poor.map((p) => p.declared?.hint ?? null),
    beatsDuringPoor: poor.reduce((sum, p) => sum + p.beatsWithin, 0),
    rateCamera: chosen(camera),
    rateTruth: chosen(truth),
    truthMargin: truth.ok ? truth.choice.margin : null,
    addedBreaths: run.recording.addedBreaths.reduce((a, b) => a + b, 0),
    rateTruthPlanned: chosen(truthPlanned),
    frameMeanMs: round(meanMs, 4),
    frameP99Ms: round(p99Ms, 4),
  };
  return row;
}

/**
 * Every run again with `BENCH_CAMERA_SEEDS` − 1 further seeds (none by default): per condition
 * and frame rate, the RMSSD error's range, the worst median interval error and how often the
 * camera's rate is the truth's, with the truth's margin where they differ (a margin near 5
 * points is a close call for the truth itself).
 */
function spreadOverSeeds(
  firstRows: readonly Row[],
  blocks: ReturnType<typeof protocolBlocks>,
  log: (line: string) => void,
) {
  const seeds = Math.max(1, Number(process.env.BENCH_CAMERA_SEEDS ?? 1) || 1);
  if (seeds === 1) return null;
  log(`  ${seeds} seeds per run (the first as above):`);
  log(
    '  condition        fps  RMSSD min / median / max   RR med max  beat SD max  rate (truth margin where not)',
  );
  const runs: Row[] = [];
  let index = 0;
  for (const condition of CONDITIONS) {
    for (const fps of FPS) {
      const first = firstRows[index]!;
      const own = [first];
      for (let round = 1; round < seeds; round++) {
        own.push(measure(condition, fps, fps * 7 + index + round * SEED_STEP, blocks));
      }
      index++;
      runs.push(...own);
      const rmssd = own.map((r) => r.rmssdErrorPercent).sort((a, b) => a - b);
      const agreed = own.filter((r) => r.rateCamera === r.rateTruth);
      const missed = own
        .filter((r) => r.rateCamera !== r.rateTruth)
        .map((r) => `${r.rateCamera}/${r.rateTruth} (${r.truthMargin ?? '—'})`);
      const added = own.filter((r) => r.addedBreaths > 0);
      const planned = own.filter((r) => r.rateTruth !== r.rateTruthPlanned);
      if (added.length) {
        missed.push(
          `[${added.length} asked for ${added.reduce((s, r) => s + r.addedBreaths, 0)} more breaths; truth as planned differs in ${planned.length}]`,
        );
      }
      log(
        `  ${condition.name.padEnd(16)} ${String(fps).padStart(3)}  ${[rmssd[0]!, median(rmssd), rmssd.at(-1)!].map((v) => v.toFixed(1).padStart(5)).join(' / ')} %   ${Math.max(
          ...own.map((r) => r.rrMedianErrorMs),
        )
          .toFixed(2)
          .padStart(6)} ms  ${Math.max(...own.map((r) => r.beatSdMs))
          .toFixed(1)
          .padStart(6)} ms  ${agreed.length}/${own.length} ${missed.join(' ')}${
          own.some((r) => r.estimatedBeats)
            ? ` (RMSSD with the ${Math.min(...own.map((r) => r.estimatedBeats))}–${Math.max(...own.map((r) => r.estimatedBeats))} beats a stall hid: ${Math.min(...own.map((r) => r.rmssdAllErrorPercent)).toFixed(1)} to ${Math.max(...own.map((r) => r.rmssdAllErrorPercent)).toFixed(1)} %)`
            : ''
        }`,
      );
    }
  }
  return {
    seeds,
    runs: runs.length,
    rateAgreed: runs.filter((r) => r.rateCamera === r.rateTruth).length,
    rateAgreedPlanned: runs.filter((r) => r.rateCamera === r.rateTruthPlanned).length,
    addedBreaths: runs.reduce((sum, r) => sum + r.addedBreaths, 0),
    rmssdWithin: runs.filter((r) => Math.abs(r.rmssdErrorPercent) <= AIM.rmssdPercent).length,
    defaultNoiseRuns: runs.filter((r) => !r.heavyNoise).length,
    defaultNoiseRmssdWithin: runs.filter((r) => !r.heavyNoise && rmssdAimMet(r)).length,
    heavyNoiseRuns: runs.filter((r) => r.heavyNoise).length,
    heavyNoiseBeatSdWithin: runs.filter((r) => r.heavyNoise && rmssdAimMet(r)).length,
    rows: runs,
  };
}

/** Decision 121's two aims over every seed's runs (`BENCH_CAMERA_SEEDS` > 1). */
function acrossSeeds(spread: NonNullable<ReturnType<typeof spreadOverSeeds>>) {
  const light = spread.rows.filter((r) => !r.heavyNoise);
  const heavy = spread.rows.filter((r) => r.heavyNoise);
  const missed = light.filter((r) => !rmssdAimMet(r));
  const worstSd = FPS.map((fps) =>
    Math.max(...heavy.filter((r) => r.fps === fps).map((r) => r.beatSdMs)),
  );
  return [
    {
      what: `across ${spread.seeds} seeds: RMSSD within ${AIM.rmssdPercent} % at the default sensor noise or less, every run`,
      value: `${light.length - missed.length} of ${light.length}${missed.length ? ` (${missed.map((r) => `${r.condition} ${r.fps} fps ${r.rmssdErrorPercent} %`).join(', ')})` : ''}`,
      met: missed.length === 0,
    },
    {
      what: `across ${spread.seeds} seeds: heavy noise beat-time SD ≤ ${FPS.map((fps) => HEAVY_NOISE_BEAT_SD_MS[fps]).join(' / ')} ms at ${FPS.join(' / ')} fps, every run`,
      value: `worst ${worstSd.join(' / ')} ms; RMSSD ${Math.min(...heavy.map((r) => r.rmssdErrorPercent))} to ${Math.max(...heavy.map((r) => r.rmssdErrorPercent))} % (a figure)`,
      met: heavy.every(rmssdAimMet),
    },
  ];
}

export async function run(log: (line: string) => void = console.log) {
  const blocks = protocolBlocks(60);
  const breath = (ms: number) => breathVolumeAt(blocks, ms);
  const rows: Row[] = [];
  // A minute of frames first, untimed: the first run would otherwise time the JIT compiler.
  timedRun(
    syntheticFrames(pulseScene(demoRecording(blocks).slice(0, 70), { breath }), { fps: 30 }),
  );
  log(
    `camera-heart: the quick protocol (${blocks.length} × 60 s) per run, node ${process.version}, load ${round(loadavg()[0] ?? 0, 1)}`,
  );
  log(
    '  condition        fps  HR MAE   RR med   RMSSD  beat SD  cover  poor after       rate cam/truth  frame mean / p99',
  );
  for (const condition of CONDITIONS) {
    for (const fps of FPS) {
      const row = measure(condition, fps, fps * 7 + rows.length, blocks);
      rows.push(row);
      const poorMs = row.poorDeclaredMs;
      const poorText =
        poorMs === null ? '—' : `${round(poorMs / 1000, 2)} s ${row.poorHints.join(',')}`;
      log(
        `  ${condition.name.padEnd(16)} ${String(fps).padStart(3)}  ${row.hrMaeBpm.toFixed(3).padStart(5)}  ${row.rrMedianErrorMs.toFixed(2).padStart(6)} ms ${row.rmssdErrorPercent.toFixed(1).padStart(6)} % ${row.beatSdMs.toFixed(1).padStart(5)} ms  ${row.coverage.toFixed(2)}  ${poorText.padEnd(15)}  ${row.rateCamera}/${row.rateTruth}${row.addedBreaths ? ` +${row.addedBreaths} br` : ''}`.padEnd(
          117,
        ) +
          `  ${row.frameMeanMs.toFixed(4)} / ${row.frameP99Ms.toFixed(4)} ms` +
          (row.estimatedBeats
            ? `  (${row.estimatedBeats} beats a stall hid left out of RMSSD; with them ${row.rmssdAllErrorPercent.toFixed(1)} %)`
            : ''),
      );
    }
  }
  const spread = spreadOverSeeds(rows, blocks, log);
  const worst = (pick: (r: Row) => number) => Math.max(...rows.map(pick));
  const poorRows = rows.filter((r) => r.poorDeclaredMs !== null);
  const aims = [
    {
      what: `heart rate MAE (10 s windows) ≤ ${AIM.hrMaeBpm} bpm, worst run`,
      value: `${worst((r) => r.hrMaeBpm)} bpm`,
      met: worst((r) => r.hrMaeBpm) <= AIM.hrMaeBpm,
    },
    // The conditions at the default noise or less first, as before; heavy noise last.
    ...[...CONDITIONS]
      .sort((a, b) => Number(heavyNoise(a)) - Number(heavyNoise(b)))
      .map(({ name }) => {
        const own = rows.filter((r) => r.condition === name);
        const rr = Math.max(...own.map((r) => r.rrMedianErrorMs));
        const rmssd = Math.max(...own.map((r) => Math.abs(r.rmssdErrorPercent)));
        if (own[0]!.heavyNoise) {
          // Decision 121: the beats' timing is the aim here; RMSSD is printed, not judged.
          const sd = own.map((r) => `${r.beatSdMs} ms at ${r.fps}`).join(', ');
          const rmssdAt = own.map((r) => `${r.rmssdErrorPercent} %`).join(' / ');
          return {
            what: `${name}: intervals ≤ ${AIM.rrMedianErrorMs} ms (median abs), beat-time SD ≤ ${FPS.map((fps) => HEAVY_NOISE_BEAT_SD_MS[fps]).join(' / ')} ms at ${FPS.join(' / ')} fps (RMSSD a figure: ${rmssdAt})`,
            value: `${rr} ms; ${sd}`,
            met: rr <= AIM.rrMedianErrorMs && own.every(rmssdAimMet),
          };
        }
        return {
          what: `${name}: intervals ≤ ${AIM.rrMedianErrorMs} ms (median abs), RMSSD within ${AIM.rmssdPercent} %, worst fps`,
          value: `${rr} ms, ${rmssd} %`,
          met: rr <= AIM.rrMedianErrorMs && rmssd <= AIM.rmssdPercent,
        };
      }),
    {
      what: `poor signal (motion, no finger) declared ≤ ${AIM.poorMs / 1000} s, no beats from it`,
      value: `${worst((r) => r.poorDeclaredMs ?? 0)} ms, ${poorRows.reduce((s, r) => s + r.beatsDuringPoor, 0)} beats`,
      met: poorRows.every(
        (r) => (r.poorDeclaredMs ?? Infinity) <= AIM.poorMs && r.beatsDuringPoor === 0,
      ),
    },
    {
      what: 'the assessment picks the truth’s rate from the camera’s intervals, every run',
      value: `${rows.filter((r) => r.rateCamera === r.rateTruth).length} of ${rows.length}`,
      met: rows.every((r) => r.rateCamera === r.rateTruth),
    },
    {
      what: `per frame ≤ ${FRAME_AIM_MS} ms p99 in node (the issue's 2 ms at CPU ×4)`,
      value: `${worst((r) => r.frameP99Ms)} ms p99, ${worst((r) => r.frameMeanMs)} ms mean`,
      met: worst((r) => r.frameP99Ms) <= FRAME_AIM_MS,
    },
    // Decision 121 asks RMSSD within 10 % at the default noise or less in every run, and the
    // heavy noise's timing in every run: with more seeds, judged on all of them too.
    ...(spread ? acrossSeeds(spread) : []),
  ];
  log('  Aims:');
  for (const aim of aims) log(`    ${aim.met ? 'MET ' : 'MISS'} ${aim.what}  ${aim.value}`);
  if (spread) {
    log(
      `  Across ${spread.seeds} seeds: the truth's rate in ${spread.rateAgreed} of ${spread.runs} runs (the truth's over the protocol as planned: ${spread.rateAgreedPlanned}; ${spread.addedBreaths} breaths asked for), RMSSD within ${AIM.rmssdPercent} % in ${spread.rmssdWithin}: at the default noise or less in ${spread.defaultNoiseRmssdWithin} of ${spread.defaultNoiseRuns}, and under heavy noise the beat-time SD within its frame rate's bound in ${spread.heavyNoiseBeatSdWithin} of ${spread.heavyNoiseRuns} (not aims: the aims are the first seed's)`,
    );
  }
  return { load: round(loadavg()[0] ?? 0, 1), rows, aims, spread };
}
