import type { LanguageCode } from '@resona/contract';
// Imported, not put in public/: the build names each file by its content, so a re-made film is
// a new address and the old one can be cached for a year. `?no-inline` keeps the small subtitle
// files as files: inlined as data: URLs they would break the CSP's media-src.
import poster from './media/resona-promo-poster.webp?no-inline';
import webm from './media/resona-promo.webm?no-inline';
import mp4 from './media/resona-promo.mp4?no-inline';
import ar from './media/resona-promo.ar.vtt?no-inline';
import de from './media/resona-promo.de.vtt?no-inline';
import en from './media/resona-promo.en.vtt?no-inline';
import es from './media/resona-promo.es.vtt?no-inline';
import fr from './media/resona-promo.fr.vtt?no-inline';
import uk from './media/resona-promo.uk.vtt?no-inline';

/** Where the built app serves the promo film, its poster and one subtitle file per language. */
export const PROMO_MEDIA: {
  poster: string;
  webm: string;
  mp4: string;
  subtitles: Record<LanguageCode, string>;
} = { poster, webm, mp4, subtitles: { en, fr, de, ar, uk, es } };
