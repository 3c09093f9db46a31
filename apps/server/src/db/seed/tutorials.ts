import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { tutorialVideos } from '../schema/index.ts';

type Names = { en: string; fr: string; de: string; ar: string; uk: string; es: string };
type Item = { id: number; illustration: string; title: Names; caption: Names };

/** Drawn slides (no video files are shipped); `illustration` names what the web app draws. */
const ITEMS: Item[] = [
  {
    id: 1,
    illustration: 'welcome',
    title: {
      en: 'Welcome to Resona',
      fr: 'Bienvenue sur Resona',
      de: 'Willkommen bei Resona',
      ar: 'مرحبًا بك في Resona',
      uk: 'Ласкаво просимо до Resona',
      es: 'Te damos la bienvenida a Resona',
    },
    caption: {
      en: 'Slow, paced breathing for calm, focus and sleep.',
      fr: 'Une respiration lente et rythmée pour le calme, la concentration et le sommeil.',
      de: 'Langsames, gleichmäßiges Atmen für Ruhe, Fokus und Schlaf.',
      ar: 'تنفس بطيء ومنتظم للهدوء والتركيز والنوم.',
      uk: 'Повільне ритмічне дихання для спокою, зосередженості та сну.',
      es: 'Respiración lenta y pausada para la calma, la concentración y el sueño.',
    },
  },
  {
    id: 2,
    illustration: 'pacer',
    title: {
      en: 'Follow the guide',
      fr: 'Suivez le guide',
      de: 'Folgen Sie der Anleitung',
      ar: 'اتبع الدليل',
      uk: 'Слідуйте за підказкою',
      es: 'Sigue la guía',
    },
    caption: {
      en: 'Breathe in as the shape grows and out as it shrinks.',
      fr: 'Inspirez quand la forme grandit, expirez quand elle rétrécit.',
      de: 'Einatmen, wenn die Form wächst, ausatmen, wenn sie schrumpft.',
      ar: 'خذ شهيقًا عندما يكبر الشكل وزفيرًا عندما يصغر.',
      uk: 'Вдихайте, коли фігура росте, і видихайте, коли вона зменшується.',
      es: 'Inspira cuando la forma crece y espira cuando se encoge.',
    },
  },
  {
    id: 3,
    illustration: 'calibration',
    title: {
      en: 'Find your pace',
      fr: 'Trouvez votre rythme',
      de: 'Finden Sie Ihr Tempo',
      ar: 'اعثر على إيقاعك',
      uk: 'Знайдіть свій темп',
      es: 'Encuentra tu ritmo',
    },
    caption: {
      en: 'Calibration tries five paces from 4.5 to 6 breaths per minute.',
      fr: 'Le calibrage essaie cinq rythmes de 4,5 à 6 respirations par minute.',
      de: 'Die Kalibrierung probiert fünf Tempi von 4,5 bis 6 Atemzügen pro Minute.',
      ar: 'تجرب المعايرة خمسة إيقاعات من 4.5 إلى 6 أنفاس في الدقيقة.',
      uk: 'Калібрування пробує п’ять темпів від 4,5 до 6 вдихів на хвилину.',
      es: 'La calibración prueba cinco ritmos de 4,5 a 6 respiraciones por minuto.',
    },
  },
  {
    id: 4,
    illustration: 'design',
    title: {
      en: 'Design a session',
      fr: 'Composez une séance',
      de: 'Gestalten Sie eine Übung',
      ar: 'صمّم جلسة',
      uk: 'Створіть сеанс',
      es: 'Diseña una sesión',
    },
    caption: {
      en: 'Choose a goal, a duration and a narration, then press Start.',
      fr: 'Choisissez un objectif, une durée et une narration, puis appuyez sur Démarrer.',
      de: 'Wählen Sie Ziel, Dauer und Sprecher und tippen Sie auf Start.',
      ar: 'اختر هدفًا ومدة وتعليقًا صوتيًا ثم اضغط ابدأ.',
      uk: 'Оберіть мету, тривалість і супровід, потім натисніть «Почати».',
      es: 'Elige un objetivo, una duración y una narración y pulsa Empezar.',
    },
  },
  {
    id: 5,
    illustration: 'rating',
    title: {
      en: 'Notice the change',
      fr: 'Remarquez le changement',
      de: 'Spüren Sie den Unterschied',
      ar: 'لاحظ التغيير',
      uk: 'Помітьте зміну',
      es: 'Nota el cambio',
    },
    caption: {
      en: 'Rate how you feel before and after each session.',
      fr: 'Notez votre ressenti avant et après chaque séance.',
      de: 'Bewerten Sie Ihr Befinden vor und nach jeder Übung.',
      ar: 'قيّم شعورك قبل كل جلسة وبعدها.',
      uk: 'Оцінюйте самопочуття до і після кожного сеансу.',
      es: 'Valora cómo te sientes antes y después de cada sesión.',
    },
  },
];

/** Re-applied at every start so text edits here reach the database. */
export async function seedTutorials(db: Database) {
  await db
    .insert(tutorialVideos)
    .values(
      ITEMS.map((i, n) => ({
        id: i.id,
        sortOrder: n + 1,
        illustration: i.illustration,
        titles: i.title,
        captions: i.caption,
        videoUrl: null,
      })),
    )
    .onConflictDoUpdate({
      target: tutorialVideos.id,
      set: {
        sortOrder: sql`excluded.sort_order`,
        illustration: sql`excluded.illustration`,
        titles: sql`excluded.titles`,
        captions: sql`excluded.captions`,
      },
    });
}
