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
    '  condition        fps  RMSSD min / median / max   RR med max  rate (truth margin where not)',
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
          .padStart(6)} ms  ${agreed.length}/${own.length} ${missed.join(' ')}`,
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
    rows: runs,
  };
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
    '  condition        fps  HR MAE   RR med   RMSSD    cover  poor after       rate cam/truth  frame mean / p99',
  );
  for (const condition of CONDITIONS) {
    for (const fps of FPS) {
      const row = measure(condition, fps, fps * 7 + rows.length, blocks);
      rows.push(row);
      const poorMs = row.poorDeclaredMs;
      const poorText =
        poorMs === null ? '—' : `${round(poorMs / 1000, 2)} s ${row.poorHints.join(',')}`;
      log(
        `  ${condition.name.padEnd(16)} ${String(fps).padStart(3)}  ${row.hrMaeBpm.toFixed(3).padStart(5)}  ${row.rrMedianErrorMs.toFixed(2).padStart(6)} ms ${row.rmssdErrorPercent.toFixed(1).padStart(6)} %  ${row.coverage.toFixed(2)}  ${poorText.padEnd(15)}  ${row.rateCamera}/${row.rateTruth}${row.addedBreaths ? ` +${row.addedBreaths} br` : ''}`.padEnd(
          108,
        ) + `  ${row.frameMeanMs.toFixed(4)} / ${row.frameP99Ms.toFixed(4)} ms`,
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
    ...(
      [
        'clean',
        'drift+breath',
        'motion bursts',
        'dropped 10 %',
        'no finger 10 s',
        'stalls 300 ms/2 s',
        'noise 0.25',
      ] as const
    ).map((name) => {
      const own = rows.filter((r) => r.condition === name);
      const rr = Math.max(...own.map((r) => r.rrMedianErrorMs));
      const rmssd = Math.max(...own.map((r) => Math.abs(r.rmssdErrorPercent)));
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
  ];
  log('  Aims:');
  for (const aim of aims) log(`    ${aim.met ? 'MET ' : 'MISS'} ${aim.what}  ${aim.value}`);
  if (spread) {
    log(
      `  Across ${spread.seeds} seeds: the truth's rate in ${spread.rateAgreed} of ${spread.runs} runs (the truth's over the protocol as planned: ${spread.rateAgreedPlanned}; ${spread.addedBreaths} breaths asked for), RMSSD within ${AIM.rmssdPercent} % in ${spread.rmssdWithin} (not aims: the aims are the first seed's)`,
    );
  }
  return { load: round(loadavg()[0] ?? 0, 1), rows, aims, spread };
}
