import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, test } from 'vitest';
import { LANGUAGE_CODES, PROMO_VIDEO, type LanguageCode } from '@resona/contract';
import ar from '../../i18n/locales/ar/index.ts';
import en from '../../i18n/locales/en/index.ts';
import arVtt from './media/resona-promo.ar.vtt?raw';
import deVtt from './media/resona-promo.de.vtt?raw';
import enVtt from './media/resona-promo.en.vtt?raw';
import esVtt from './media/resona-promo.es.vtt?raw';
import frVtt from './media/resona-promo.fr.vtt?raw';
import ukVtt from './media/resona-promo.uk.vtt?raw';
import { PROMO_LENGTH_MS, PROMO_LINES, toWebVtt } from './promo-lines.ts';
import { PROMO_MEDIA } from './promo-media.ts';
import { PromoVideo } from './promo-video.tsx';

async function renderIn(language: 'en' | 'ar') {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { en: { translation: en }, ar: { translation: ar } },
    interpolation: { escapeValue: false },
  });
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <PromoVideo />
    </I18nextProvider>,
  );
}

/** The opening tags named `tag`, in document order. */
const tagsOf = (html: string, tag: string) => html.match(new RegExp(`<${tag}\\b[^>]*>`, 'g')) ?? [];

describe('promo video', () => {
  test('waits for the visitor: a poster, native controls, no autoplay, nothing preloaded', async () => {
    const [video] = tagsOf(await renderIn('en'), 'video');
    expect(video).toBeDefined();
    expect(video).toContain(`poster="${PROMO_MEDIA.poster}"`);
    expect(video).toMatch(/\scontrols[\s=>]/);
    expect(video).toContain('preload="none"');
    expect(video).not.toMatch(/autoplay/i);
    expect(video).toContain(`width="${PROMO_VIDEO.width}"`);
    expect(video).toContain(`height="${PROMO_VIDEO.height}"`);
    expect(video).toContain(`aria-label="${en.promo.frameLabel}"`);
  });

  test('offers WebM first, then MP4', async () => {
    const sources = tagsOf(await renderIn('en'), 'source');
    expect(sources).toHaveLength(2);
    expect(sources[0]).toContain(`src="${PROMO_MEDIA.webm}"`);
    expect(sources[0]).toContain('type="video/webm; codecs=&quot;vp9&quot;"');
    expect(sources[1]).toContain(`src="${PROMO_MEDIA.mp4}"`);
    expect(sources[1]).toContain('type="video/mp4"');
  });

  test('has subtitles in all six languages, the interface language on by default', async () => {
    for (const language of ['en', 'ar'] as const) {
      const tracks = tagsOf(await renderIn(language), 'track');
      expect(tracks.map((track) => /srcLang="(\w+)"/i.exec(track)?.[1])).toEqual(LANGUAGE_CODES);
      for (const track of tracks) expect(track).toContain('kind="subtitles"');
      const defaults = tracks.filter((track) => /\sdefault[\s=>]/.test(track));
      expect(defaults).toHaveLength(1);
      expect(defaults[0]).toContain(`srcLang="${language}"`);
      expect(defaults[0]).toContain(`src="${PROMO_MEDIA.subtitles[language]}"`);
    }
  });

  test('says under the video that it is silent, and gives its words as a transcript', async () => {
    const html = await renderIn('ar');
    expect(html).toContain(ar.promo.caption.replace('{{seconds}}', String(PROMO_LENGTH_MS / 1000)));
    expect(html).toContain(ar.promo.transcript);
    for (const line of PROMO_LINES) expect(html).toContain(line.text.ar);
  });
});

describe('promo lines', () => {
  test('follow each other inside the film, never overlapping', () => {
    let previousEnd = 0;
    for (const line of PROMO_LINES) {
      expect(line.start).toBeGreaterThanOrEqual(previousEnd);
      expect(line.end).toBeGreaterThan(line.start);
      previousEnd = line.end;
    }
    expect(previousEnd).toBeLessThanOrEqual(PROMO_LENGTH_MS);
  });

  test('are written in every language, and every Arabic line reads right to left', () => {
    for (const line of PROMO_LINES) {
      for (const code of LANGUAGE_CODES) expect(line.text[code].trim()).not.toBe('');
      // A cue's direction is that of its first letter: an Arabic line must not open with "Resona".
      const firstLetter = /\p{L}/u.exec(line.text.ar)?.[0] ?? '';
      expect(firstLetter).toMatch(/\p{Script=Arabic}/u);
    }
  });

  test('the shipped subtitle files are the lines as they are now', () => {
    const shipped: Record<LanguageCode, string> = {
      en: enVtt,
      fr: frVtt,
      de: deVtt,
      ar: arVtt,
      uk: ukVtt,
      es: esVtt,
    };
    for (const code of LANGUAGE_CODES) expect(shipped[code]).toBe(toWebVtt(PROMO_LINES, code));
  });

  test('WebVTT cues carry their times and escape markup', () => {
    const vtt = toWebVtt(
      [{ start: 61_005, end: 3_600_000, text: { ...PROMO_LINES[0]!.text, en: 'a < b & c' } }],
      'en',
    );
    expect(vtt).toBe('WEBVTT\n\n1\n00:01:01.005 --> 01:00:00.000\na &lt; b &amp; c\n');
  });
});
