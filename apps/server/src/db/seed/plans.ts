import type { Database } from '../client.ts';
import { plans } from '../schema/index.ts';

type Names = { en: string; fr: string; de: string; ar: string; uk: string; es: string };

const GUIDED: Names = {
  en: 'Guided paced-breathing sessions',
  fr: 'Séances guidées de respiration rythmée',
  de: 'Geführte Atemübungen im eigenen Tempo',
  ar: 'جلسات تنفس موجهة بإيقاع منتظم',
  uk: 'Керовані сеанси ритмічного дихання',
  es: 'Sesiones guiadas de respiración pausada',
};
const CALIBRATION: Names = {
  en: 'Personal breathing-pace calibration',
  fr: 'Calibrage de votre rythme respiratoire',
  de: 'Persönliche Kalibrierung des Atemtempos',
  ar: 'معايرة إيقاع التنفس الشخصي',
  uk: 'Персональне калібрування темпу дихання',
  es: 'Calibración personal del ritmo respiratorio',
};
const GOALS: Names = {
  en: 'Goals for stress, focus and sleep',
  fr: 'Objectifs stress, concentration et sommeil',
  de: 'Ziele für Stress, Fokus und Schlaf',
  ar: 'أهداف للتوتر والتركيز والنوم',
  uk: 'Цілі для стресу, зосередженості та сну',
  es: 'Objetivos para estrés, concentración y sueño',
};
const HISTORY: Names = {
  en: 'History, favourites and reminders',
  fr: 'Historique, favoris et rappels',
  de: 'Verlauf, Favoriten und Erinnerungen',
  ar: 'السجل والمفضلة والتذكيرات',
  uk: 'Історія, обране та нагадування',
  es: 'Historial, favoritos y recordatorios',
};
const PROGRAM: Names = {
  en: 'A study program of assigned sessions',
  fr: 'Un programme d’étude avec des séances assignées',
  de: 'Ein Studienprogramm mit zugewiesenen Übungen',
  ar: 'برنامج دراسي بجلسات محددة',
  uk: 'Навчальна програма з призначеними сеансами',
  es: 'Un programa de estudio con sesiones asignadas',
};

/**
 * The plans of spec §9: a basic monthly plan without trial, monthly and yearly plans with the
 * 7-day trial, and a free yearly study plan for whitelisted participants. `planId` is the
 * payment provider's plan id; with PayPal an operator replaces these with the real P-… ids,
 * so existing rows are never overwritten here.
 */
export const PLAN_SEED = [
  {
    id: 1,
    planId: 'P-RESONA-BASIC-MONTHLY',
    planName: 'Basic monthly',
    planPrice: 499,
    planInterval: 'month',
    planType: 1,
    trialDays: 0,
    featureGoals: [GUIDED, CALIBRATION],
  },
  {
    id: 2,
    planId: 'P-RESONA-MONTHLY',
    planName: 'Monthly',
    planPrice: 999,
    planInterval: 'month',
    planType: 1,
    trialDays: 7,
    featureGoals: [GUIDED, CALIBRATION, GOALS, HISTORY],
  },
  {
    id: 3,
    planId: 'P-RESONA-YEARLY',
    planName: 'Yearly',
    planPrice: 7999,
    planInterval: 'year',
    planType: 1,
    trialDays: 7,
    featureGoals: [GUIDED, CALIBRATION, GOALS, HISTORY],
  },
  {
    id: 4,
    planId: 'P-RESONA-STUDY',
    planName: 'Study',
    planPrice: 0,
    planInterval: 'year',
    planType: 2,
    trialDays: 0,
    featureGoals: [GUIDED, CALIBRATION, GOALS, HISTORY, PROGRAM],
  },
] as const;

export async function seedPlans(db: Database) {
  await db
    .insert(plans)
    .values(
      PLAN_SEED.map((p, i) => ({ ...p, featureGoals: [...p.featureGoals], sortOrder: i + 1 })),
    )
    .onConflictDoNothing();
}
