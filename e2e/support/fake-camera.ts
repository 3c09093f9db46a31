import { closeSync, mkdtempSync, openSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seededRandom } from '@resona/contract/heart';
import {
  syntheticFrameAt,
  type PulseScene,
} from '../../apps/web/src/lib/heart-rate/camera/synthetic-pulse.ts';

/**
 * Videos for Chromium's fake camera (`--use-file-for-fake-video-capture`): a fingertip whose
 * redness follows a known series of beats (the unit tests' and the bench's synthetic truth, drawn
 * whole), written as YUV4MPEG2, the raw format Chromium reads. Small frames (only the middle's
 * mean is read) keep a seven-minute video near 35 MB.
 */
export interface FakeVideo {
  path: string;
  fps: number;
  lengthMs: number;
}

const WIDTH = 48;
const HEIGHT = 36;

/** RGB 0..255 to BT.601 limited-range YCbCr, as Chromium reads an I420 frame back. */
function yuv(r: number, g: number, b: number): [number, number, number] {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  return [
    16 + 65.481 * rn + 128.553 * gn + 24.966 * bn,
    128 - 37.797 * rn - 74.203 * gn + 112 * bn,
    128 + 112 * rn - 93.786 * gn - 18.214 * bn,
  ];
}

/**
 * A level rounded to a byte with a random half-step of dither, as a real sensor's noise does: a
 * pulse is one or two levels deep, and rounded alike in every pixel it would be lost in the
 * steps; dithered, the mean over the region keeps it to a fraction of a level.
 */
function byte(value: number, random: () => number): number {
  return Math.max(0, Math.min(255, Math.round(value + random() - 0.5)));
}

/**
 * One frame: the region's mean colour, with its four quarters a `spread` apart each way (so the
 * spread the worker measures across its cells is the scene's), dithered pixel by pixel.
 */
function frame(scene: PulseScene, index: number, fps: number, random: () => number): Buffer {
  const s = syntheticFrameAt(scene, (index * 1000) / fps);
  const out = Buffer.alloc((WIDTH * HEIGHT * 3) / 2);
  const u = WIDTH * HEIGHT;
  const v = u + u / 4;
  for (let y = 0; y < HEIGHT; y += 2) {
    for (let x = 0; x < WIDTH; x += 2) {
      const sign = x < WIDTH / 2 === y < HEIGHT / 2 ? 1 : -1;
      const [Y, U, V] = yuv(s.r + sign * s.spread, s.g, s.b);
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        out[(y + dy) * WIDTH + x + dx] = byte(Y, random);
      }
      out[u + (y / 2) * (WIDTH / 2) + x / 2] = byte(U, random);
      out[v + (y / 2) * (WIDTH / 2) + x / 2] = byte(V, random);
    }
  }
  markFrame(out, index);
  return out;
}

/**
 * The frame's number in the top corner's luma, outside the region the worker reads: three cells of
 * four pixels a row, each a base-64 digit as a level 32 + 3 × digit. A journey reads it back
 * (`videoClockScript`) to know where in the video the camera is, whatever the browser's start-up
 * took.
 */
const MARK = { width: 4, digits: 3, base: 64, low: 32, step: 3 } as const;

function markFrame(out: Buffer, index: number): void {
  for (let digit = 0; digit < MARK.digits; digit++) {
    const value = Math.floor(index / MARK.base ** (MARK.digits - 1 - digit)) % MARK.base;
    for (let y = 0; y < 2; y++) {
      for (let x = 0; x < MARK.width; x++) {
        out[y * WIDTH + digit * MARK.width + x] = MARK.low + MARK.step * value;
      }
    }
  }
}

/**
 * The frames of the fake camera's video as the page saw them: each frame's number and when it
 * was captured on the page's clock (`performance.now()`), the clock the page times its beats and
 * its guide on. On a busy machine Chromium's fake camera hands its frames over late, and a late
 * frame is captured late: the video then plays slower than real time (2.6–4.6 % at load 6–16,
 * decision 119), and the beats and breaths filmed land on the page's clock where these say.
 */
export interface FramesSeen {
  index: number[];
  pageMs: number[];
}

/**
 * A script for the page (addInitScript): keeps `window.videoMs`, the position in the fake
 * camera's video of the last frame the camera gave, read from a clone of its track, and
 * `window.videoFrames` (`FramesSeen`). A frame's `timestamp` is its capture time on the camera's
 * clock; as the camera's worker does (`WallClock`), the smallest page-minus-camera difference
 * seen puts it on the page's clock.
 */
export function videoClockScript(fps: number) {
  return {
    content: `(() => {
  const open = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
  navigator.mediaDevices.getUserMedia = async (constraints) => {
    const stream = await open(constraints);
    const track = stream.getVideoTracks()[0];
    if (!track || window.videoMs !== undefined) return stream;
    window.videoMs = null;
    const captured = [];
    let offset = Infinity;
    window.videoFrames = () => ({
      index: captured.map((frame) => frame.index),
      pageMs: captured.map((frame) => frame.t + offset),
    });
    const reader = new MediaStreamTrackProcessor({ track: track.clone() }).readable.getReader();
    const rect = { x: 0, y: 0, width: ${MARK.digits * MARK.width}, height: 2 };
    (async () => {
      for (;;) {
        const { value: frame, done } = await reader.read();
        if (done) return;
        const t = frame.timestamp / 1000;
        offset = Math.min(offset, performance.now() - t);
        const bytes = new Uint8Array(frame.allocationSize({ rect }));
        await frame.copyTo(bytes, { rect });
        frame.close();
        let index = 0;
        for (let digit = 0; digit < ${MARK.digits}; digit++) {
          const level = bytes[digit * ${MARK.width} + 1];
          index = index * ${MARK.base} + Math.round((level - ${MARK.low}) / ${MARK.step});
        }
        window.videoMs = (index * 1000) / ${fps};
        // Once round (the file plays again from its start), the frames are no longer the truth's.
        if (captured.length === 0 || index > captured[captured.length - 1].index)
          captured.push({ index, t });
      }
    })();
    return stream;
  };
})();`,
  };
}

/** Writes `lengthMs` of the scene at `fps` to a private folder; returns the file. */
export function writeFakeVideo(scene: PulseScene, lengthMs: number, fps = 30): FakeVideo {
  const path = join(mkdtempSync(join(tmpdir(), 'resona-camera-')), 'fingertip.y4m');
  const fd = openSync(path, 'w');
  try {
    writeSync(fd, `YUV4MPEG2 W${WIDTH} H${HEIGHT} F${fps}:1 Ip A1:1 C420jpeg\n`);
    const header = Buffer.from('FRAME\n');
    const frames = Math.ceil((lengthMs * fps) / 1000);
    const random = seededRandom(scene.options.seed);
    for (let i = 0; i < frames; i++) {
      writeSync(fd, header);
      writeSync(fd, frame(scene, i, fps, random));
    }
  } finally {
    closeSync(fd);
  }
  return { path, fps, lengthMs };
}

/** Chromium's switches for a fake camera that plays `video` (and answers its permission). */
export function fakeCameraArgs(video: FakeVideo): string[] {
  return [
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${video.path}`,
  ];
}
