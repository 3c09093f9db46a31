import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { createServer } from 'vite';
import { LANGUAGE_CODES, PROMO_VIDEO } from '@resona/contract';
import {
  PROMO_LENGTH_MS,
  PROMO_LINES,
  toWebVtt,
} from '../../src/components/promo-video/promo-lines.ts';

/**
 * Makes Resona's promo film (README.md beside this file): renders the stage page frame by frame
 * at fixed film times in Debian's Chromium, encodes WebM (VP9) and MP4 (H.264) with ffmpeg, takes
 * the poster from one frame and writes one WebVTT subtitle file per language. Run by hand, never
 * by `npm test` or CI: ffmpeg is not a dependency of either.
 */

const FPS = 25;
/** Frames are shot at twice the frame's CSS size, so the film stays sharp on phones' screens. */
const SCALE = 2;
/** The poster: the title card, logo and name, once the logo has breathed in. */
const POSTER_AT_MS = 3_000;

const CHROMIUM = process.env.PROMO_CHROMIUM ?? '/usr/bin/chromium';
const FFMPEG = process.env.PROMO_FFMPEG ?? 'ffmpeg';
const here = import.meta.dirname;
const OUT = join(here, '../../src/components/promo-video/media');

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`)),
    );
  });
}

async function shootFrames(dir: string): Promise<number> {
  const server = await createServer({
    configFile: false,
    root: here,
    plugins: [react()],
    resolve: { dedupe: ['react', 'react-dom'] },
    logLevel: 'warn',
    server: { host: '127.0.0.1', port: 0 },
  });
  await server.listen();
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('the stage server has no address');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--force-color-profile=srgb', '--hide-scrollbars'],
  });
  try {
    const page = await browser.newPage({
      viewport: { width: PROMO_VIDEO.width, height: PROMO_VIDEO.height },
      deviceScaleFactor: SCALE,
      reducedMotion: 'no-preference',
    });
    page.on('pageerror', (error) => console.error('stage:', error.message));
    await page.goto(url);
    await page.waitForFunction(() => window.promoStage !== undefined);
    const frames = Math.round((PROMO_LENGTH_MS / 1000) * FPS);
    for (let i = 0; i < frames; i++) {
      const t = (i * 1000) / FPS;
      await page.evaluate((at) => window.promoStage?.show(at), t);
      const file = join(dir, `frame-${String(i).padStart(5, '0')}.png`);
      await page.screenshot({ path: file, type: 'png', animations: 'disabled' });
      if (i % FPS === 0) process.stdout.write(`\rframes ${i}/${frames}`);
    }
    process.stdout.write(`\rframes ${frames}/${frames}\n`);
    return frames;
  } finally {
    await browser.close();
    await server.close();
  }
}

async function encode(frames: string) {
  const input = ['-y', '-loglevel', 'error', '-framerate', String(FPS), '-i', frames];
  // Frames are already the film's size: only 4:2:0 colour (every browser plays it), converted and
  // tagged as BT.709 so the app's colours come out as they are on the page.
  const common = [
    ...['-an', '-vf', 'scale=out_color_matrix=bt709:out_range=tv,format=yuv420p'],
    ...['-colorspace', 'bt709', '-color_primaries', 'bt709', '-color_trc', 'bt709'],
  ];
  await run(FFMPEG, [
    ...input,
    ...common,
    ...['-c:v', 'libvpx-vp9', '-crf', '40', '-b:v', '0', '-row-mt', '1'],
    ...['-deadline', 'good', '-cpu-used', '1', '-g', String(FPS * 4)],
    join(OUT, 'resona-promo.webm'),
  ]);
  await run(FFMPEG, [
    ...input,
    ...common,
    ...['-c:v', 'libx264', '-preset', 'veryslow', '-tune', 'animation', '-crf', '30'],
    ...['-profile:v', 'high', '-level', '4.0', '-g', String(FPS * 4)],
    ...['-movflags', '+faststart'],
    join(OUT, 'resona-promo.mp4'),
  ]);
}

async function poster(frameDir: string) {
  const index = Math.round((POSTER_AT_MS / 1000) * FPS);
  await run(FFMPEG, [
    ...['-y', '-loglevel', 'error'],
    ...['-i', join(frameDir, `frame-${String(index).padStart(5, '0')}.png`)],
    ...['-c:v', 'libwebp', '-quality', '82', '-compression_level', '6'],
    join(OUT, 'resona-promo-poster.webp'),
  ]);
}

async function subtitles() {
  for (const code of LANGUAGE_CODES) {
    await writeFile(join(OUT, `resona-promo.${code}.vtt`), toWebVtt(PROMO_LINES, code));
  }
}

const frameDir = await mkdtemp(join(tmpdir(), 'resona-promo-'));
try {
  await mkdir(OUT, { recursive: true });
  await subtitles();
  await shootFrames(frameDir);
  await encode(join(frameDir, 'frame-%05d.png'));
  await poster(frameDir);
  for (const name of ['resona-promo.webm', 'resona-promo.mp4', 'resona-promo-poster.webp']) {
    const { size } = await stat(join(OUT, name));
    console.log(`${name}: ${(size / 1024).toFixed(0)} KiB`);
  }
} finally {
  if (!process.env.PROMO_KEEP_FRAMES) await rm(frameDir, { recursive: true, force: true });
  else console.log(`frames kept in ${frameDir}`);
}
