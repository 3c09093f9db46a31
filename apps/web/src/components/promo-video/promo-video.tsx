import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, PROMO_VIDEO, resolveLanguage } from '@resona/contract';
import { PROMO_LENGTH_MS, PROMO_LINES } from './promo-lines.ts';
import { PROMO_MEDIA } from './promo-media.ts';
import styles from './promo-video.module.css';

/**
 * The promo video (845x410, spec §9): a silent film of the app's own guide and screens, made by
 * scripts/promo-video (decision 057). It loads nothing but its poster until the visitor presses
 * play, never plays by itself, and shows the subtitles of the interface language; the same
 * words are below it as a transcript for screen readers.
 */
export function PromoVideo() {
  const { t, i18n } = useTranslation();
  const language = resolveLanguage(i18n.language)?.code ?? 'en';
  const videoRef = useRef<HTMLVideoElement>(null);
  const captionId = useId();

  // The browser picks the `default` track once, some time after the element is added, and
  // never again: moving `default` later leaves the old track showing too. So a new language
  // gets a new element (keyed below), and its track is switched on here as well, for browsers
  // that leave subtitles off until asked.
  useEffect(() => {
    const tracks = videoRef.current?.textTracks;
    if (!tracks) return;
    const showOnlyLanguage = () => {
      for (const track of Array.from(tracks)) {
        track.mode = track.language === language ? 'showing' : 'disabled';
      }
    };
    showOnlyLanguage();
    // Chromium once showed its own pick beside ours (English under Arabic). Two subtitle lines
    // are never wanted; a visitor's own pick from the menu replaces ours and is kept.
    const onChange = () => {
      const showing = Array.from(tracks).filter((track) => track.mode === 'showing');
      if (showing.length > 1 && showing.some((track) => track.language === language)) {
        showOnlyLanguage();
      }
    };
    tracks.addEventListener('change', onChange);
    return () => tracks.removeEventListener('change', onChange);
  }, [language]);

  return (
    <figure className={styles.figure} style={{ maxInlineSize: PROMO_VIDEO.width }}>
      <video
        key={language}
        ref={videoRef}
        className={styles.video}
        width={PROMO_VIDEO.width}
        height={PROMO_VIDEO.height}
        poster={PROMO_MEDIA.poster}
        controls
        preload="none"
        playsInline
        aria-label={t('promo.frameLabel')}
        aria-describedby={captionId}
      >
        <source src={PROMO_MEDIA.webm} type='video/webm; codecs="vp9"' />
        <source src={PROMO_MEDIA.mp4} type="video/mp4" />
        {LANGUAGES.map(({ code, name }) => (
          <track
            key={code}
            kind="subtitles"
            src={PROMO_MEDIA.subtitles[code]}
            srcLang={code}
            label={name}
            default={code === language}
          />
        ))}
      </video>
      <figcaption id={captionId} className={styles.caption}>
        {t('promo.caption', { seconds: PROMO_LENGTH_MS / 1000 })}
      </figcaption>
      <details className={styles.transcript}>
        <summary>{t('promo.transcript')}</summary>
        {PROMO_LINES.map((line) => (
          <p key={line.start}>{line.text[language]}</p>
        ))}
      </details>
    </figure>
  );
}
