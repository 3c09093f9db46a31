import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { ageGroups, experiences, genders } from '../schema/index.ts';

type Names = { en: string; fr: string; de: string; ar: string; uk: string; es: string };

const AGE_GROUPS: { id: number; minAge: number; groupType: number; names: Names }[] = [
  {
    id: 1,
    minAge: 13,
    groupType: 1,
    names: {
      en: '13–15',
      fr: '13–15 ans',
      de: '13–15 Jahre',
      ar: '13–15',
      uk: '13–15 років',
      es: '13–15 años',
    },
  },
  {
    id: 2,
    minAge: 16,
    groupType: 2,
    names: {
      en: '16–17',
      fr: '16–17 ans',
      de: '16–17 Jahre',
      ar: '16–17',
      uk: '16–17 років',
      es: '16–17 años',
    },
  },
  {
    id: 3,
    minAge: 18,
    groupType: 2,
    names: {
      en: '18–24',
      fr: '18–24 ans',
      de: '18–24 Jahre',
      ar: '18–24',
      uk: '18–24 років',
      es: '18–24 años',
    },
  },
  {
    id: 4,
    minAge: 25,
    groupType: 2,
    names: {
      en: '25–34',
      fr: '25–34 ans',
      de: '25–34 Jahre',
      ar: '25–34',
      uk: '25–34 років',
      es: '25–34 años',
    },
  },
  {
    id: 5,
    minAge: 35,
    groupType: 2,
    names: {
      en: '35–44',
      fr: '35–44 ans',
      de: '35–44 Jahre',
      ar: '35–44',
      uk: '35–44 років',
      es: '35–44 años',
    },
  },
  {
    id: 6,
    minAge: 45,
    groupType: 2,
    names: {
      en: '45–54',
      fr: '45–54 ans',
      de: '45–54 Jahre',
      ar: '45–54',
      uk: '45–54 років',
      es: '45–54 años',
    },
  },
  {
    id: 7,
    minAge: 55,
    groupType: 2,
    names: {
      en: '55–64',
      fr: '55–64 ans',
      de: '55–64 Jahre',
      ar: '55–64',
      uk: '55–64 років',
      es: '55–64 años',
    },
  },
  {
    id: 8,
    minAge: 65,
    groupType: 2,
    names: {
      en: '65 or over',
      fr: '65 ans ou plus',
      de: '65 oder älter',
      ar: '65 أو أكثر',
      uk: '65 і більше',
      es: '65 o más',
    },
  },
];

const GENDERS: { id: number; names: Names }[] = [
  {
    id: 1,
    names: { en: 'Female', fr: 'Femme', de: 'Weiblich', ar: 'أنثى', uk: 'Жіноча', es: 'Mujer' },
  },
  {
    id: 2,
    names: { en: 'Male', fr: 'Homme', de: 'Männlich', ar: 'ذكر', uk: 'Чоловіча', es: 'Hombre' },
  },
  {
    id: 3,
    names: {
      en: 'Non-binary',
      fr: 'Non binaire',
      de: 'Nicht-binär',
      ar: 'غير ثنائي',
      uk: 'Небінарна',
      es: 'No binario',
    },
  },
  {
    id: 4,
    names: {
      en: 'Prefer not to say',
      fr: 'Je préfère ne pas répondre',
      de: 'Keine Angabe',
      ar: 'أفضل عدم الإجابة',
      uk: 'Не хочу вказувати',
      es: 'Prefiero no decirlo',
    },
  },
];

const EXPERIENCES: { id: number; names: Names }[] = [
  {
    id: 1,
    names: { en: 'None', fr: 'Aucune', de: 'Keine', ar: 'لا توجد', uk: 'Немає', es: 'Ninguna' },
  },
  {
    id: 2,
    names: {
      en: 'A little (less than a year)',
      fr: 'Un peu (moins d’un an)',
      de: 'Etwas (weniger als ein Jahr)',
      ar: 'قليلة (أقل من سنة)',
      uk: 'Трохи (менше року)',
      es: 'Un poco (menos de un año)',
    },
  },
  {
    id: 3,
    names: {
      en: 'Some (one to three years)',
      fr: 'Moyenne (un à trois ans)',
      de: 'Einige (ein bis drei Jahre)',
      ar: 'متوسطة (من سنة إلى ثلاث سنوات)',
      uk: 'Певний (від одного до трьох років)',
      es: 'Algo (de uno a tres años)',
    },
  },
  {
    id: 4,
    names: {
      en: 'A lot (more than three years)',
      fr: 'Beaucoup (plus de trois ans)',
      de: 'Viel (mehr als drei Jahre)',
      ar: 'كثيرة (أكثر من ثلاث سنوات)',
      uk: 'Багато (понад три роки)',
      es: 'Mucha (más de tres años)',
    },
  },
];

/** Reference lists of the survey; re-applied at every start so edits here reach the database. */
export async function seedSurveyLists(db: Database) {
  await db
    .insert(ageGroups)
    .values(AGE_GROUPS.map((a, i) => ({ ...a, sortOrder: i + 1 })))
    .onConflictDoUpdate({
      target: ageGroups.id,
      set: {
        minAge: sql`excluded.min_age`,
        groupType: sql`excluded.group_type`,
        names: sql`excluded.names`,
        sortOrder: sql`excluded.sort_order`,
      },
    });
  for (const [table, rows] of [
    [genders, GENDERS],
    [experiences, EXPERIENCES],
  ] as const) {
    await db
      .insert(table)
      .values(rows.map((r, i) => ({ ...r, sortOrder: i + 1 })))
      .onConflictDoUpdate({
        target: table.id,
        set: { names: sql`excluded.names`, sortOrder: sql`excluded.sort_order` },
      });
  }
}
