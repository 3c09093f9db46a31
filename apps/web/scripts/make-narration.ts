import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { LANGUAGES, NARRATION_CUES } from '../src/components/pacer/narration-cues.ts';
import type { NarrationCue, NarrationIndex } from '../src/components/pacer/narration-cues.ts';
import { parseWav, trimSilence, wavBytes } from '../src/components/pacer/wav.ts';

/**
 * The player's spoken cues as recorded clips: each language's `player.say` texts, spoken by
 * espeak-ng and encoded as small mono Ogg Opus files (decision 074). Run by hand when a text
 * changes; the clips and their index are committed, so neither install nor CI needs espeak.
 *
 *   npm run narration -w apps/web      (needs Debian's espeak-ng and opus-tools)
 */

const publicDir = resolve(import.meta.dirname, '../public/narration');
const indexFile = resolve(import.meta.dirname, '../src/components/pacer/narration-index.json');
/** A little slower than espeak's 175 words a minute: the exercise is calm. */
const WORDS_PER_MINUTE = '140';
/** Speech needs no more for one or two words; 16 kb/s keeps a clip at 2–3 kB. */
const BITRATE_KBPS = '16';

type Say = Record<NarrationCue, string>;

async function textsOf(lang: string): Promise<Say> {
  const file = lang === 'en' ? 'en/rest.ts' : `${lang}/index.ts`;
  const module = (await import(`../src/i18n/locales/${file}`)) as Record<string, unknown>;
  const catalogue = (lang === 'en' ? module.enRest : module.default) as {
    player: { say: Say };
  };
  return catalogue.player.say;
}

const work = await mkdtemp(join(tmpdir(), 'resona-narration-'));
try {
  const index: NarrationIndex = {};
  for (const lang of LANGUAGES) {
    const say = await textsOf(lang);
    await mkdir(join(publicDir, lang), { recursive: true });
    index[lang] = {};
    for (const cue of NARRATION_CUES) {
      const raw = join(work, `${lang}-${cue}.wav`);
      const trimmed = join(work, `${lang}-${cue}-trimmed.wav`);
      execFileSync('espeak-ng', ['-v', lang, '-s', WORDS_PER_MINUTE, '-w', raw, say[cue]]);
      // espeak pads with silence; trimmed, the clip's first sample is the voice's onset.
      const pcm = trimSilence(parseWav(await readFile(raw)));
      await writeFile(trimmed, wavBytes(pcm.samples, pcm.sampleRate));
      const out = join(publicDir, lang, `${cue}.opus`);
      // A fixed stream serial: the same texts give the same files, so a rerun changes nothing.
      execFileSync('opusenc', [
        '--quiet',
        '--serial',
        '1',
        '--bitrate',
        BITRATE_KBPS,
        '--downmix-mono',
        trimmed,
        out,
      ]);
      const ms = Math.round((pcm.samples.length / pcm.sampleRate) * 1000);
      index[lang][cue] = ms;
      console.log(`${lang}/${cue}.opus  ${ms} ms  "${say[cue]}"`);
    }
  }
  await writeFile(indexFile, `${JSON.stringify(index, null, 2)}\n`);
} finally {
  await rm(work, { recursive: true, force: true });
}
