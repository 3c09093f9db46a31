import type { Database } from '../client.ts';
import { FIRST_STUDY_ID, studySurveys, type StudySurveyKind } from '../schema/index.ts';
import {
  COMMENTS,
  HELPFULNESS,
  PRACTICE_FREQUENCY,
  SLEEP_QUALITY,
  STRESS_CONTROL,
  STRESS_UPSET,
} from './study-survey-questions.ts';

const INTRO = {
  en: 'This short questionnaire is part of the Resona study. It takes about two minutes.',
  fr: 'Ce court questionnaire fait partie de l’étude Resona. Il prend environ deux minutes.',
  de: 'Dieser kurze Fragebogen ist Teil der Resona-Studie. Er dauert etwa zwei Minuten.',
  ar: 'هذا الاستبيان القصير جزء من دراسة Resona ويستغرق نحو دقيقتين.',
  uk: 'Ця коротка анкета є частиною дослідження Resona. Вона займе близько двох хвилин.',
  es: 'Este breve cuestionario forma parte del estudio Resona. Lleva unos dos minutos.',
};

const SURVEYS: {
  kind: StudySurveyKind;
  titles: Record<string, string>;
  questions: (typeof STRESS_UPSET)[];
}[] = [
  {
    kind: 'pre',
    titles: {
      en: 'Pre-study survey',
      fr: 'Questionnaire de début d’étude',
      de: 'Fragebogen zu Studienbeginn',
      ar: 'استبيان ما قبل الدراسة',
      uk: 'Анкета перед дослідженням',
      es: 'Encuesta previa al estudio',
    },
    questions: [STRESS_UPSET, STRESS_CONTROL, SLEEP_QUALITY, PRACTICE_FREQUENCY, COMMENTS],
  },
  {
    kind: 'mid',
    titles: {
      en: 'Mid-study survey',
      fr: 'Questionnaire de mi-parcours',
      de: 'Fragebogen zur Studienmitte',
      ar: 'استبيان منتصف الدراسة',
      uk: 'Анкета в середині дослідження',
      es: 'Encuesta de mitad del estudio',
    },
    questions: [
      STRESS_UPSET,
      STRESS_CONTROL,
      SLEEP_QUALITY,
      PRACTICE_FREQUENCY,
      HELPFULNESS,
      COMMENTS,
    ],
  },
  {
    kind: 'post',
    titles: {
      en: 'Post-study survey',
      fr: 'Questionnaire de fin d’étude',
      de: 'Fragebogen zum Studienende',
      ar: 'استبيان ما بعد الدراسة',
      uk: 'Анкета після дослідження',
      es: 'Encuesta posterior al estudio',
    },
    questions: [
      STRESS_UPSET,
      STRESS_CONTROL,
      SLEEP_QUALITY,
      PRACTICE_FREQUENCY,
      HELPFULNESS,
      COMMENTS,
    ],
  },
];

/**
 * Resona's standard questionnaires as version 1 of a study's own: the first study's from the
 * seed, a new study's when it is made (issue 33), each then changed by its team.
 */
export const standardSurveys = (studyId: number) =>
  SURVEYS.map((s) => ({
    studyId,
    kind: s.kind,
    version: 1,
    titles: s.titles,
    intros: INTRO,
    questions: s.questions,
  }));

/**
 * Version 1 of each of the first study's questionnaires. Existing versions are left alone:
 * answers already given refer to them, so a study changes a questionnaire by adding a version,
 * not by editing one.
 */
export async function seedStudySurveys(db: Database) {
  await db.insert(studySurveys).values(standardSurveys(FIRST_STUDY_ID)).onConflictDoNothing();
}
