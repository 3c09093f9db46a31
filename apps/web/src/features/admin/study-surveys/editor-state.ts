import {
  isMessageKey,
  LANGUAGE_CODES,
  ZSaveStudySurveyRequest,
  type LanguageCode,
  type MessageKey,
  type TEditableSurvey,
  type TSaveStudySurveyRequest,
  type TStudyQuestion,
} from '@resona/contract';

/**
 * The questionnaire editor's state, kept apart from its screen so the rules (ids, moves,
 * validation paths) are tested without a browser. The draft holds every language's box, blank
 * where there is no translation, and every type's fields at once, so switching a question's
 * type and back loses nothing; `surveyOf` sends only what the chosen type has.
 */

export type Localised = Record<LanguageCode, string>;
export type QuestionType = TStudyQuestion['type'];

export interface DraftChoice {
  /** Stable across edits and moves (React's key, element ids); never sent. */
  key: number;
  value: string;
  label: Localised;
}

export interface DraftQuestion {
  key: number;
  id: string;
  type: QuestionType;
  required: boolean;
  text: Localised;
  options: DraftChoice[];
  min_label: Localised;
  max_label: Localised;
  /** As typed; a number once sent. */
  max_length: string;
  /**
   * The safety threshold as typed (decision 109): a scale's lowest alerting answer, or a single
   * choice's alerting values separated by commas; blank for none.
   */
  alert: string;
}

export interface Draft {
  titles: Localised;
  intros: Localised;
  questions: DraftQuestion[];
}

let nextKey = 1;
const newKey = () => nextKey++;

export const blankLocalised = (): Localised =>
  Object.fromEntries(LANGUAGE_CODES.map((code) => [code, ''])) as Localised;

const localisedOf = (texts: Partial<Record<string, string>>): Localised =>
  Object.fromEntries(LANGUAGE_CODES.map((code) => [code, texts[code] ?? ''])) as Localised;

const DEFAULT_MAX_LENGTH = '1000';

function blankQuestion(id: string, type: QuestionType): DraftQuestion {
  return {
    key: newKey(),
    id,
    type,
    required: true,
    text: blankLocalised(),
    options: [1, 2].map((n) => ({ key: newKey(), value: String(n), label: blankLocalised() })),
    min_label: blankLocalised(),
    max_label: blankLocalised(),
    max_length: DEFAULT_MAX_LENGTH,
    alert: '',
  };
}

/** The editor's draft of a saved questionnaire. */
export function draftOf(survey: TEditableSurvey): Draft {
  return {
    titles: localisedOf(survey.titles),
    intros: localisedOf(survey.intros),
    questions: survey.questions.map((q) => {
      const draft = blankQuestion(q.id, q.type);
      draft.required = q.required;
      draft.text = localisedOf(q.text);
      if (q.type === 'single') {
        draft.options = q.options.map((o) => ({
          key: newKey(),
          value: o.value,
          label: localisedOf(o.label),
        }));
        draft.alert = q.alert?.values.join(', ') ?? '';
      } else if (q.type === 'scale') {
        draft.min_label = localisedOf(q.min_label);
        draft.max_label = localisedOf(q.max_label);
        draft.alert = q.alert ? String(q.alert.at_least) : '';
      } else draft.max_length = String(q.max_length);
      return draft;
    }),
  };
}

/** Blank translations are left out, so participants get English there (the server's rule). */
function textsOf(texts: Localised): Record<string, string> {
  return Object.fromEntries(
    LANGUAGE_CODES.filter((code) => texts[code].trim()).map((code) => [code, texts[code]]),
  );
}

/**
 * A typed number; blank or not a number becomes 0, which the schema refuses with the same
 * message. (A NaN would be a type error, which stops zod's list checks, the repeated-id one
 * among them, so those problems would hide until it was fixed.)
 */
function typedNumber(typed: string): number {
  const n = Number(typed.trim());
  return typed.trim() && Number.isFinite(n) ? n : 0;
}

/** A choice question's alerting values as typed: comma-separated, blanks dropped. */
const alertValues = (typed: string) =>
  typed
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/** What Save sends, in the draft's order (so validation paths point back into the draft). */
export function surveyOf(draft: Draft): TSaveStudySurveyRequest {
  return {
    titles: textsOf(draft.titles),
    intros: textsOf(draft.intros),
    questions: draft.questions.map((q) => {
      const base = { id: q.id, required: q.required, text: textsOf(q.text) };
      switch (q.type) {
        case 'single':
          return {
            ...base,
            type: 'single',
            options: q.options.map((o) => ({ value: o.value, label: textsOf(o.label) })),
            ...(alertValues(q.alert).length > 0 && { alert: { values: alertValues(q.alert) } }),
          };
        case 'scale':
          return {
            ...base,
            type: 'scale',
            min: 1,
            max: 5,
            min_label: textsOf(q.min_label),
            max_label: textsOf(q.max_label),
            ...(q.alert.trim() && { alert: { at_least: typedNumber(q.alert) } }),
          };
        case 'text':
          return { ...base, type: 'text', max_length: typedNumber(q.max_length) };
      }
    }),
  };
}

/** Whether the draft would save as something else than `saved` (the server's own test). */
export function isChanged(draft: Draft, saved: TEditableSurvey): boolean {
  return JSON.stringify(surveyOf(draft)) !== JSON.stringify(surveyOf(draftOf(saved)));
}

/** The first unused `<base>`, `<base>_2`, … within the 64 characters an id may have. */
function uniqueId(taken: readonly string[], base: string): string {
  const stem = base.slice(0, 58) || 'q';
  if (!taken.includes(stem)) return stem;
  for (let n = 2; ; n += 1) if (!taken.includes(`${stem}_${n}`)) return `${stem}_${n}`;
}

/** `q1`, `q2`, …: the first number no question uses. */
export function newQuestionId(questions: readonly DraftQuestion[]): string {
  const taken = new Set(questions.map((q) => q.id));
  for (let n = questions.length + 1; ; n += 1) if (!taken.has(`q${n}`)) return `q${n}`;
}

/** The first whole number (as text) no choice of the question uses. */
function newChoiceValue(options: readonly DraftChoice[]): string {
  const taken = new Set(options.map((o) => o.value));
  for (let n = options.length + 1; ; n += 1) if (!taken.has(String(n))) return String(n);
}

/** Where a text box sits in the draft. */
export type TextTarget =
  | { in: 'titles' }
  | { in: 'intros' }
  | { in: 'question'; question: number; field: 'text' | 'min_label' | 'max_label' }
  | { in: 'choice'; question: number; choice: number };

export type QuestionChange = Partial<
  Pick<DraftQuestion, 'id' | 'type' | 'required' | 'max_length' | 'alert'>
>;

export type EditorAction =
  | { type: 'load'; draft: Draft }
  | { type: 'setText'; target: TextTarget; lang: LanguageCode; value: string }
  | { type: 'addQuestion'; questionType: QuestionType }
  | { type: 'removeQuestion'; question: number }
  | { type: 'moveQuestion'; question: number; by: -1 | 1 }
  | { type: 'duplicateQuestion'; question: number }
  | { type: 'changeQuestion'; question: number; change: QuestionChange }
  | { type: 'addChoice'; question: number }
  | { type: 'removeChoice'; question: number; choice: number }
  | { type: 'moveChoice'; question: number; choice: number; by: -1 | 1 }
  | { type: 'setChoiceValue'; question: number; choice: number; value: string };

/** The list with the item at `from` moved `by` places; unchanged when that leaves the list. */
function moved<T>(list: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (from < 0 || to < 0 || to >= list.length) return [...list];
  const out = [...list];
  [out[from], out[to]] = [out[to]!, out[from]!];
  return out;
}

const withText = (texts: Localised, lang: LanguageCode, value: string) => ({
  ...texts,
  [lang]: value,
});

/** Questions and choices are addressed by their stable `key`, never by position. */
export function editorReducer(draft: Draft, action: EditorAction): Draft {
  const index =
    'question' in action ? draft.questions.findIndex((q) => q.key === action.question) : -1;
  const question = draft.questions[index];
  const replace = (next: DraftQuestion) => ({
    ...draft,
    questions: draft.questions.map((q, i) => (i === index ? next : q)),
  });

  switch (action.type) {
    case 'load':
      return action.draft;
    case 'setText': {
      const { target, lang, value } = action;
      if (target.in === 'titles' || target.in === 'intros') {
        return { ...draft, [target.in]: withText(draft[target.in], lang, value) };
      }
      const questionKey = target.question;
      const q = draft.questions.find((item) => item.key === questionKey);
      if (!q) return draft;
      let next: DraftQuestion;
      if (target.in === 'question') {
        next = { ...q, [target.field]: withText(q[target.field], lang, value) };
      } else {
        const choiceKey = target.choice;
        next = {
          ...q,
          options: q.options.map((o) =>
            o.key === choiceKey ? { ...o, label: withText(o.label, lang, value) } : o,
          ),
        };
      }
      return { ...draft, questions: draft.questions.map((item) => (item === q ? next : item)) };
    }
    case 'addQuestion':
      return {
        ...draft,
        questions: [
          ...draft.questions,
          blankQuestion(newQuestionId(draft.questions), action.questionType),
        ],
      };
    case 'removeQuestion':
      return { ...draft, questions: draft.questions.filter((q) => q.key !== action.question) };
    case 'moveQuestion':
      return { ...draft, questions: moved(draft.questions, index, action.by) };
    case 'duplicateQuestion': {
      if (!question) return draft;
      const copy: DraftQuestion = {
        ...structuredClone(question),
        key: newKey(),
        id: uniqueId(
          draft.questions.map((q) => q.id),
          question.id,
        ),
      };
      copy.options = copy.options.map((o) => ({ ...o, key: newKey() }));
      const questions = [...draft.questions];
      questions.splice(index + 1, 0, copy);
      return { ...draft, questions };
    }
    case 'changeQuestion':
      return question ? replace({ ...question, ...action.change }) : draft;
    case 'addChoice':
      return question
        ? replace({
            ...question,
            options: [
              ...question.options,
              { key: newKey(), value: newChoiceValue(question.options), label: blankLocalised() },
            ],
          })
        : draft;
    case 'removeChoice':
      return question
        ? replace({ ...question, options: question.options.filter((o) => o.key !== action.choice) })
        : draft;
    case 'moveChoice':
      return question
        ? replace({
            ...question,
            options: moved(
              question.options,
              question.options.findIndex((o) => o.key === action.choice),
              action.by,
            ),
          })
        : draft;
    case 'setChoiceValue':
      return question
        ? replace({
            ...question,
            options: question.options.map((o) =>
              o.key === action.choice ? { ...o, value: action.value } : o,
            ),
          })
        : draft;
  }
}

/** Message keys by field path (`questions.2.options.0.label.de`), as the server names them. */
export type Problems = Record<string, MessageKey>;

/**
 * The contract's schema is the rule: the draft is checked with the very schema the server
 * validates the request with, and each problem is filed under its path, the first one winning,
 * exactly as the server files its `fields`.
 */
export function validate(draft: Draft): Problems {
  const result = ZSaveStudySurveyRequest.safeParse(surveyOf(draft));
  if (result.success) return {};
  return problemsOf(result.error.issues);
}

export function problemsOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Problems {
  const problems: Problems = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (!(path in problems)) {
      problems[path] = isMessageKey(issue.message) ? issue.message : 'fieldInvalid';
    }
  }
  return problems;
}

/** The languages a text has no translation in (blank or spaces). */
export function missingLanguages(texts: Localised): LanguageCode[] {
  return LANGUAGE_CODES.filter((code) => !texts[code].trim());
}

/** Every text box of the draft, for counting what is left to translate. */
export function allTexts(draft: Draft): Localised[] {
  return [
    draft.titles,
    draft.intros,
    ...draft.questions.flatMap((q) =>
      q.type === 'single'
        ? [q.text, ...q.options.map((o) => o.label)]
        : q.type === 'scale'
          ? [q.text, q.min_label, q.max_label]
          : [q.text],
    ),
  ];
}

/** How many text boxes each language still lacks. */
export function missingCounts(draft: Draft): Record<LanguageCode, number> {
  const counts = Object.fromEntries(LANGUAGE_CODES.map((code) => [code, 0])) as Record<
    LanguageCode,
    number
  >;
  for (const texts of allTexts(draft))
    for (const code of missingLanguages(texts)) counts[code] += 1;
  return counts;
}

/** A text as a participant reading `lang` gets it: their language, else English. */
const shown = (texts: Localised, lang: LanguageCode) => texts[lang].trim() || texts.en.trim();

/** The draft as the participant's page receives it in `lang` (the study-survey reply's shape). */
export function previewOf(draft: Draft, lang: LanguageCode) {
  const questions: TStudyQuestion[] = draft.questions.map((q) => {
    const base = { id: q.id, required: q.required, text: shown(q.text, lang) };
    switch (q.type) {
      case 'single':
        return {
          ...base,
          type: 'single',
          options: q.options.map((o) => ({ value: o.value, label: shown(o.label, lang) })),
        };
      case 'scale':
        return {
          ...base,
          type: 'scale',
          min: 1,
          max: 5,
          min_label: shown(q.min_label, lang),
          max_label: shown(q.max_label, lang),
        };
      case 'text': {
        const max = Number(q.max_length);
        return { ...base, type: 'text', max_length: Number.isInteger(max) && max > 0 ? max : 4000 };
      }
    }
  });
  return { title: shown(draft.titles, lang), intro: shown(draft.intros, lang), questions };
}
