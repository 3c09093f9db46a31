import type { LanguageCode } from '@resona/contract';
import type { Names } from './names.ts';

/** Minutes; -1 is unlimited (spec §9). Ids are stable: saved defaults and history name them. */
export const DURATIONS = [
  { id: 1, minute: 5 },
  { id: 2, minute: 10 },
  { id: 3, minute: 15 },
  { id: 4, minute: 20 },
  { id: 5, minute: -1 },
] as const;

export type NarrationStyle = 'none' | 'voice' | 'counting';

export interface NarrationData {
  id: number;
  style: NarrationStyle;
  title: Names;
  /** HH:mm:ss of the intro before the first breath: spoken guidance takes longer. */
  intro: string;
  /** Minutes it is offered for; counting aloud suits short sessions, not long or endless ones. */
  minutes: readonly number[];
}

const ALL_MINUTES = DURATIONS.map((d) => d.minute);

export const NARRATIONS: NarrationData[] = [
  {
    id: 1,
    style: 'none',
    intro: '00:00:10',
    minutes: ALL_MINUTES,
    title: {
      en: 'No narration',
      fr: 'Sans narration',
      de: 'Ohne Sprachbegleitung',
      ar: 'بدون تعليق صوتي',
      uk: 'Без голосового супроводу',
      es: 'Sin narración',
    },
  },
  {
    id: 2,
    style: 'voice',
    intro: '00:00:30',
    minutes: ALL_MINUTES,
    title: {
      en: 'Guided voice',
      fr: 'Voix guidée',
      de: 'Geführte Stimme',
      ar: 'صوت مُرشد',
      uk: 'Голосовий супровід',
      es: 'Voz guiada',
    },
  },
  {
    id: 3,
    style: 'counting',
    intro: '00:00:20',
    minutes: [5, 10, 15],
    title: {
      en: 'Gentle counting',
      fr: 'Comptage doux',
      de: 'Sanftes Zählen',
      ar: 'عدّ هادئ',
      uk: 'Спокійний рахунок',
      es: 'Conteo suave',
    },
  },
];

export interface ThemeData {
  id: number;
  pacerTheme: 'dawn' | 'ocean' | 'night';
  title: Names;
  /** Completes an exercise title: "Calm reset" + " at dawn". */
  titlePhrase: Names;
}

export const THEMES: ThemeData[] = [
  {
    id: 1,
    pacerTheme: 'dawn',
    title: {
      en: 'Dawn',
      fr: 'Aube',
      de: 'Morgendämmerung',
      ar: 'الفجر',
      uk: 'Світанок',
      es: 'Amanecer',
    },
    titlePhrase: {
      en: 'at dawn',
      fr: 'à l’aube',
      de: 'im Morgengrauen',
      ar: 'عند الفجر',
      uk: 'на світанку',
      es: 'al amanecer',
    },
  },
  {
    id: 2,
    pacerTheme: 'ocean',
    title: { en: 'Ocean', fr: 'Océan', de: 'Ozean', ar: 'المحيط', uk: 'Океан', es: 'Océano' },
    titlePhrase: {
      en: 'by the ocean',
      fr: 'au bord de l’océan',
      de: 'am Meer',
      ar: 'على شاطئ المحيط',
      uk: 'біля океану',
      es: 'junto al océano',
    },
  },
  {
    id: 3,
    pacerTheme: 'night',
    title: { en: 'Night', fr: 'Nuit', de: 'Nacht', ar: 'الليل', uk: 'Ніч', es: 'Noche' },
    titlePhrase: {
      en: 'at night',
      fr: 'la nuit',
      de: 'bei Nacht',
      ar: 'في الليل',
      uk: 'уночі',
      es: 'de noche',
    },
  },
];

/** "10 min" in each language; Arabic counts 3–10 with the plural and 11+ with the singular. */
export function minutesLabel(lang: LanguageCode, minute: number) {
  if (minute < 0) return '∞';
  switch (lang) {
    case 'de':
      return `${minute} Min.`;
    case 'ar':
      return `${minute} ${minute <= 10 ? 'دقائق' : 'دقيقة'}`;
    case 'uk':
      return `${minute} хв`;
    default:
      return `${minute} min`;
  }
}
