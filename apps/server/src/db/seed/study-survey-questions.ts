import type { LocalisedNames, StudyQuestion } from '../schema/index.ts';

type Names = LocalisedNames & {
  en: string;
  fr: string;
  de: string;
  ar: string;
  uk: string;
  es: string;
};

const NEVER: Names = {
  en: 'Never',
  fr: 'Jamais',
  de: 'Nie',
  ar: 'أبدًا',
  uk: 'Ніколи',
  es: 'Nunca',
};
const VERY_OFTEN: Names = {
  en: 'Very often',
  fr: 'Très souvent',
  de: 'Sehr oft',
  ar: 'كثيرًا جدًا',
  uk: 'Дуже часто',
  es: 'Muy a menudo',
};

const scale = (
  id: string,
  text: Names,
  minLabel = NEVER,
  maxLabel = VERY_OFTEN,
): StudyQuestion => ({
  id,
  type: 'scale',
  required: true,
  text,
  min: 1,
  max: 5,
  minLabel,
  maxLabel,
});

export const STRESS_UPSET = scale('stress_upset', {
  en: 'In the last week, how often have you felt upset or on edge?',
  fr: 'Au cours de la dernière semaine, à quelle fréquence vous êtes-vous senti·e contrarié·e ou tendu·e ?',
  de: 'Wie oft haben Sie sich in der letzten Woche aufgewühlt oder angespannt gefühlt?',
  ar: 'خلال الأسبوع الماضي، كم مرة شعرت بالانزعاج أو التوتر؟',
  uk: 'Як часто за останній тиждень ви почувалися засмученими або напруженими?',
  es: 'En la última semana, ¿con qué frecuencia te has sentido alterado/a o tenso/a?',
});

export const STRESS_CONTROL = scale('stress_control', {
  en: 'In the last week, how often have you felt unable to control the important things in your life?',
  fr: 'Au cours de la dernière semaine, à quelle fréquence vous êtes-vous senti·e incapable de maîtriser les choses importantes de votre vie ?',
  de: 'Wie oft hatten Sie in der letzten Woche das Gefühl, wichtige Dinge in Ihrem Leben nicht kontrollieren zu können?',
  ar: 'خلال الأسبوع الماضي، كم مرة شعرت بعدم القدرة على التحكم في الأمور المهمة في حياتك؟',
  uk: 'Як часто за останній тиждень ви відчували, що не можете контролювати важливі речі у своєму житті?',
  es: 'En la última semana, ¿con qué frecuencia has sentido que no podías controlar las cosas importantes de tu vida?',
});

export const SLEEP_QUALITY: StudyQuestion = {
  id: 'sleep_quality',
  type: 'single',
  required: true,
  text: {
    en: 'How would you rate your sleep quality over the last week?',
    fr: 'Comment évaluez-vous la qualité de votre sommeil au cours de la dernière semaine ?',
    de: 'Wie bewerten Sie Ihre Schlafqualität in der letzten Woche?',
    ar: 'كيف تقيّم جودة نومك خلال الأسبوع الماضي؟',
    uk: 'Як би ви оцінили якість свого сну за останній тиждень?',
    es: '¿Cómo valorarías la calidad de tu sueño en la última semana?',
  },
  options: [
    {
      value: 'very_good',
      label: {
        en: 'Very good',
        fr: 'Très bonne',
        de: 'Sehr gut',
        ar: 'جيدة جدًا',
        uk: 'Дуже добра',
        es: 'Muy buena',
      },
    },
    {
      value: 'fairly_good',
      label: {
        en: 'Fairly good',
        fr: 'Plutôt bonne',
        de: 'Ziemlich gut',
        ar: 'جيدة إلى حد ما',
        uk: 'Досить добра',
        es: 'Bastante buena',
      },
    },
    {
      value: 'fairly_bad',
      label: {
        en: 'Fairly bad',
        fr: 'Plutôt mauvaise',
        de: 'Ziemlich schlecht',
        ar: 'سيئة إلى حد ما',
        uk: 'Досить погана',
        es: 'Bastante mala',
      },
    },
    {
      value: 'very_bad',
      label: {
        en: 'Very bad',
        fr: 'Très mauvaise',
        de: 'Sehr schlecht',
        ar: 'سيئة جدًا',
        uk: 'Дуже погана',
        es: 'Muy mala',
      },
    },
  ],
};

export const PRACTICE_FREQUENCY: StudyQuestion = {
  id: 'practice_frequency',
  type: 'single',
  required: true,
  text: {
    en: 'How often do you practise breathing exercises or meditation?',
    fr: 'À quelle fréquence pratiquez-vous des exercices de respiration ou la méditation ?',
    de: 'Wie oft machen Sie Atemübungen oder meditieren?',
    ar: 'كم مرة تمارس تمارين التنفس أو التأمل؟',
    uk: 'Як часто ви виконуєте дихальні вправи або медитуєте?',
    es: '¿Con qué frecuencia practicas ejercicios de respiración o meditación?',
  },
  options: [
    { value: 'never', label: NEVER },
    {
      value: 'less_than_weekly',
      label: {
        en: 'Less than once a week',
        fr: 'Moins d’une fois par semaine',
        de: 'Seltener als einmal pro Woche',
        ar: 'أقل من مرة في الأسبوع',
        uk: 'Рідше ніж раз на тиждень',
        es: 'Menos de una vez por semana',
      },
    },
    {
      value: 'weekly',
      label: {
        en: '1–3 times a week',
        fr: '1 à 3 fois par semaine',
        de: '1–3 Mal pro Woche',
        ar: '1–3 مرات في الأسبوع',
        uk: '1–3 рази на тиждень',
        es: '1–3 veces por semana',
      },
    },
    {
      value: 'most_days',
      label: {
        en: '4–6 times a week',
        fr: '4 à 6 fois par semaine',
        de: '4–6 Mal pro Woche',
        ar: '4–6 مرات في الأسبوع',
        uk: '4–6 разів на тиждень',
        es: '4–6 veces por semana',
      },
    },
    {
      value: 'daily',
      label: {
        en: 'Every day',
        fr: 'Tous les jours',
        de: 'Täglich',
        ar: 'يوميًا',
        uk: 'Щодня',
        es: 'Todos los días',
      },
    },
  ],
};

export const HELPFULNESS = scale(
  'helpfulness',
  {
    en: 'How helpful have the Resona sessions been for you?',
    fr: 'Dans quelle mesure les séances Resona vous ont-elles aidé·e ?',
    de: 'Wie hilfreich waren die Resona-Übungen für Sie?',
    ar: 'ما مدى فائدة جلسات Resona لك؟',
    uk: 'Наскільки корисними для вас були сеанси Resona?',
    es: '¿Cuánto te han ayudado las sesiones de Resona?',
  },
  {
    en: 'Not at all',
    fr: 'Pas du tout',
    de: 'Gar nicht',
    ar: 'إطلاقًا',
    uk: 'Зовсім ні',
    es: 'Nada',
  },
  { en: 'Very much', fr: 'Beaucoup', de: 'Sehr', ar: 'كثيرًا', uk: 'Дуже', es: 'Mucho' },
);

export const COMMENTS: StudyQuestion = {
  id: 'comments',
  type: 'text',
  required: false,
  maxLength: 2000,
  text: {
    en: 'Anything else you would like to tell us?',
    fr: 'Autre chose que vous aimeriez nous dire ?',
    de: 'Möchten Sie uns noch etwas mitteilen?',
    ar: 'هل هناك أي شيء آخر تود إخبارنا به؟',
    uk: 'Чи хочете ви ще щось нам розповісти?',
    es: '¿Hay algo más que quieras contarnos?',
  },
};
