import type { LanguageCode } from '@resona/contract';

/**
 * The words of the promo film: when each line is on screen and what it says in each language.
 * The film has no sound, so these lines carry its meaning. One source for three readers: the
 * render script writes the WebVTT subtitle files from it (and times the scenes to it), the page
 * shows it as the transcript, and a test checks that the shipped .vtt files still match it.
 */
export interface PromoLine {
  /** Milliseconds from the start of the film. */
  start: number;
  end: number;
  text: Record<LanguageCode, string>;
}

/** The film's length; scenes and lines fit inside it. */
export const PROMO_LENGTH_MS = 28_000;

export const PROMO_LINES: readonly PromoLine[] = [
  {
    start: 400,
    end: 3_800,
    text: {
      en: 'Resona: guided slow breathing, at your own pace.',
      fr: 'Resona : la respiration lente guidée, à votre rythme.',
      de: 'Resona: angeleitetes langsames Atmen, in Ihrem eigenen Tempo.',
      // An Arabic line opens with an Arabic word, so its direction is right to left.
      ar: 'مع Resona، تنفّس ببطء وعلى إيقاعك.',
      uk: 'Resona — кероване повільне дихання у вашому власному ритмі.',
      es: 'Resona: respiración lenta guiada, a tu propio ritmo.',
    },
  },
  {
    start: 4_200,
    end: 8_000,
    text: {
      en: 'Breathe in as the circle grows…',
      fr: 'Inspirez pendant que le cercle grandit…',
      de: 'Atmen Sie ein, während der Kreis wächst …',
      ar: 'خُذ شهيقًا مع اتّساع الدائرة…',
      uk: 'Вдихайте, поки коло росте…',
      es: 'Inspira mientras el círculo crece…',
    },
  },
  {
    start: 8_000,
    end: 13_800,
    text: {
      en: '…and breathe out as it shrinks: about six breaths a minute.',
      fr: '…puis expirez pendant qu’il rétrécit : environ six respirations par minute.',
      de: '… und atmen Sie aus, während er schrumpft: etwa sechs Atemzüge pro Minute.',
      ar: '…ثم ازفِر مع انكماشها: نحو ستة أنفاس في الدقيقة.',
      uk: '…і видихайте, поки воно меншає: близько шести вдихів на хвилину.',
      es: '…y espira mientras se encoge: unas seis respiraciones por minuto.',
    },
  },
  {
    start: 14_200,
    end: 17_000,
    text: {
      en: 'Calibration finds the pace that suits you, from 4.5 to 6 breaths a minute.',
      fr: 'La calibration trouve le rythme qui vous convient, de 4,5 à 6 respirations par minute.',
      de: 'Die Kalibrierung findet Ihr Tempo, zwischen 4,5 und 6 Atemzügen pro Minute.',
      ar: 'تجد المعايرة الإيقاع المناسب لك، من 4.5 إلى 6 أنفاس في الدقيقة.',
      uk: 'Калібрування знаходить ваш темп — від 4,5 до 6 вдихів на хвилину.',
      es: 'La calibración encuentra tu ritmo, de 4,5 a 6 respiraciones por minuto.',
    },
  },
  {
    start: 17_000,
    end: 19_800,
    text: {
      en: 'Choose a goal, a length, a voice and a look for each session.',
      fr: 'Choisissez un objectif, une durée, une voix et un thème pour chaque séance.',
      de: 'Wählen Sie für jede Sitzung ein Ziel, eine Dauer, eine Stimme und ein Design.',
      ar: 'اختر لكل جلسة هدفًا ومدةً وصوتًا ومظهرًا.',
      uk: 'Оберіть для кожного сеансу мету, тривалість, голос і тему.',
      es: 'Elige para cada sesión un objetivo, una duración, una voz y un tema.',
    },
  },
  {
    start: 20_200,
    end: 24_800,
    text: {
      en: 'Rate how you feel before and after, and follow your progress.',
      fr: 'Notez votre ressenti avant et après, et suivez vos progrès.',
      de: 'Bewerten Sie vorher und nachher, wie Sie sich fühlen, und verfolgen Sie Ihren Fortschritt.',
      ar: 'قيّم شعورك قبل الجلسة وبعدها، وتابع تقدّمك.',
      uk: 'Оцінюйте самопочуття до і після сеансу та стежте за своїм прогресом.',
      es: 'Valora cómo te sientes antes y después, y sigue tu progreso.',
    },
  },
  {
    start: 25_200,
    end: 27_800,
    text: {
      en: 'Resona. Breathe at your own pace.',
      fr: 'Resona. Respirez à votre rythme.',
      de: 'Resona. Atmen Sie in Ihrem eigenen Tempo.',
      ar: 'تنفّس على إيقاعك مع Resona.',
      uk: 'Resona. Дихайте у власному ритмі.',
      es: 'Resona. Respira a tu propio ritmo.',
    },
  },
];

/** `hh:mm:ss.ttt`, as WebVTT wants a cue time. */
function vttTime(ms: number): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor(ms / 60_000) % 60;
  const seconds = Math.floor(ms / 1_000) % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}.${pad(ms % 1_000, 3)}`;
}

/** Cue text is markup in WebVTT: '&', '<' and '>' must be written as entities. */
function vttText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The subtitle file of one language. */
export function toWebVtt(lines: readonly PromoLine[], language: LanguageCode): string {
  const cues = lines.map(
    (line, i) =>
      `${i + 1}\n${vttTime(line.start)} --> ${vttTime(line.end)}\n${vttText(line.text[language])}\n`,
  );
  return ['WEBVTT\n', ...cues].join('\n');
}
