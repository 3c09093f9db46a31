import { describe, expect, it } from 'vitest';
import type { TEditableSurvey } from '@resona/contract';
import {
  draftOf,
  editorReducer,
  isChanged,
  missingCounts,
  previewOf,
  surveyOf,
  validate,
  type Draft,
  type EditorAction,
} from './editor-state.ts';

const saved: TEditableSurvey = {
  titles: { en: 'Check-in', de: 'Check-in' },
  intros: { en: 'A few questions.' },
  questions: [
    {
      id: 'mood',
      type: 'single',
      required: true,
      text: { en: 'How do you feel?', ar: 'كيف تشعر؟' },
      options: [
        { value: 'good', label: { en: 'Good' } },
        { value: 'bad', label: { en: 'Bad' } },
      ],
    },
    {
      id: 'calm',
      type: 'scale',
      required: false,
      text: { en: 'How calm?' },
      min: 1,
      max: 5,
      min_label: { en: 'Not at all' },
      max_label: { en: 'Very' },
    },
    { id: 'note', type: 'text', required: false, text: { en: 'Anything else?' }, max_length: 500 },
  ],
};

const run = (draft: Draft, ...actions: EditorAction[]) => actions.reduce(editorReducer, draft);
const ids = (draft: Draft) => draft.questions.map((q) => q.id);
const keyOf = (draft: Draft, id: string) => draft.questions.find((q) => q.id === id)!.key;

describe('the questionnaire editor’s draft', () => {
  it('holds every language and sends back exactly what was saved', () => {
    const draft = draftOf(saved);
    expect(draft.titles).toEqual({
      en: 'Check-in',
      de: 'Check-in',
      fr: '',
      ar: '',
      uk: '',
      es: '',
    });
    expect(surveyOf(draft)).toEqual(saved);
    expect(isChanged(draft, saved)).toBe(false);
    // A translation of spaces only is no translation: it is not sent, so English is shown.
    const spaced = run(draft, {
      type: 'setText',
      target: { in: 'titles' },
      lang: 'fr',
      value: ' ',
    });
    expect(surveyOf(spaced).titles).toEqual({ en: 'Check-in', de: 'Check-in' });
    const edited = run(draft, {
      type: 'setText',
      target: { in: 'titles' },
      lang: 'fr',
      value: 'Bilan',
    });
    expect(isChanged(edited, saved)).toBe(true);
  });

  it('adds questions with ids no other question has', () => {
    const draft = run(draftOf(saved), { type: 'addQuestion', questionType: 'text' });
    expect(ids(draft)).toEqual(['mood', 'calm', 'note', 'q4']);
    const more = run(
      draft,
      { type: 'changeQuestion', question: keyOf(draft, 'q4'), change: { id: 'q5' } },
      { type: 'addQuestion', questionType: 'scale' },
      { type: 'addQuestion', questionType: 'single' },
    );
    expect(ids(more)).toEqual(['mood', 'calm', 'note', 'q5', 'q6', 'q7']);
    const single = more.questions.at(-1)!;
    expect(single).toMatchObject({ type: 'single', required: true });
    expect(single.options.map((o) => o.value)).toEqual(['1', '2']);
  });

  it('moves, duplicates and removes by key, whatever the positions', () => {
    const draft = draftOf(saved);
    const calm = keyOf(draft, 'calm');
    expect(ids(run(draft, { type: 'moveQuestion', question: calm, by: -1 }))).toEqual([
      'calm',
      'mood',
      'note',
    ]);
    expect(ids(run(draft, { type: 'moveQuestion', question: calm, by: 1 }))).toEqual([
      'mood',
      'note',
      'calm',
    ]);
    // Past either end nothing moves.
    const mood = keyOf(draft, 'mood');
    expect(ids(run(draft, { type: 'moveQuestion', question: mood, by: -1 }))).toEqual(ids(draft));

    const twice = run(
      draft,
      { type: 'duplicateQuestion', question: mood },
      { type: 'duplicateQuestion', question: mood },
    );
    expect(ids(twice)).toEqual(['mood', 'mood_3', 'mood_2', 'calm', 'note']);
    const copy = twice.questions[2]!;
    expect(copy.key).not.toBe(mood);
    expect(copy.options.map((o) => o.key)).not.toEqual(
      draft.questions[0]!.options.map((o) => o.key),
    );
    expect(copy.text).toEqual(draft.questions[0]!.text);
    // The copy is its own: editing it leaves the original alone.
    const editedCopy = run(twice, {
      type: 'setText',
      target: { in: 'choice', question: copy.key, choice: copy.options[0]!.key },
      lang: 'en',
      value: 'Great',
    });
    expect(editedCopy.questions[0]!.options[0]!.label.en).toBe('Good');
    expect(editedCopy.questions[2]!.options[0]!.label.en).toBe('Great');

    expect(ids(run(draft, { type: 'removeQuestion', question: calm }))).toEqual(['mood', 'note']);
  });

  it('adds, moves and removes choices', () => {
    const draft = draftOf(saved);
    const mood = keyOf(draft, 'mood');
    const added = run(draft, { type: 'addChoice', question: mood });
    const options = added.questions[0]!.options;
    expect(options.map((o) => o.value)).toEqual(['good', 'bad', '3']);
    const moved = run(added, {
      type: 'moveChoice',
      question: mood,
      choice: options[2]!.key,
      by: -1,
    });
    expect(moved.questions[0]!.options.map((o) => o.value)).toEqual(['good', '3', 'bad']);
    const removed = run(moved, { type: 'removeChoice', question: mood, choice: options[0]!.key });
    expect(removed.questions[0]!.options.map((o) => o.value)).toEqual(['3', 'bad']);
  });

  it('keeps every type’s fields while the type changes, and sends only the chosen one’s', () => {
    const draft = draftOf(saved);
    const mood = keyOf(draft, 'mood');
    const asText = run(draft, { type: 'changeQuestion', question: mood, change: { type: 'text' } });
    expect(surveyOf(asText).questions[0]).toEqual({
      id: 'mood',
      type: 'text',
      required: true,
      text: { en: 'How do you feel?', ar: 'كيف تشعر؟' },
      max_length: 1000,
    });
    const back = run(asText, {
      type: 'changeQuestion',
      question: mood,
      change: { type: 'single' },
    });
    expect(surveyOf(back)).toEqual(saved);
  });
});

describe('validation by the contract’s schema, filed by path', () => {
  const draft = draftOf(saved);
  const [mood, calm, note] = draft.questions.map((q) => q.key) as [number, number, number];

  it('finds nothing wrong with a saved questionnaire', () => {
    expect(validate(draft)).toEqual({});
  });

  it('puts each problem beside its field', () => {
    const broken = run(
      draft,
      { type: 'setText', target: { in: 'titles' }, lang: 'en', value: '  ' },
      { type: 'changeQuestion', question: calm, change: { id: 'mood' } },
      { type: 'changeQuestion', question: note, change: { id: 'Note!', max_length: '' } },
      {
        type: 'setText',
        target: { in: 'question', question: mood, field: 'text' },
        lang: 'de',
        value: 'x'.repeat(2001),
      },
      {
        type: 'setChoiceValue',
        question: mood,
        choice: draft.questions[0]!.options[1]!.key,
        value: 'good',
      },
    );
    expect(validate(broken)).toEqual({
      titles: 'fieldRequired',
      'questions.0.text.de': 'adminSurveyTextLong',
      'questions.0.options.1.value': 'adminSurveyDuplicateChoice',
      'questions.1.id': 'adminSurveyDuplicateId',
      'questions.2.id': 'adminSurveyQuestionId',
      'questions.2.max_length': 'adminSurveyMaxLength',
    });
  });

  it('asks for two choices, English labels and at least one question', () => {
    const oneChoice = run(draft, {
      type: 'removeChoice',
      question: mood,
      choice: draft.questions[0]!.options[0]!.key,
    });
    expect(validate(oneChoice)).toEqual({ 'questions.0.options': 'adminSurveyChoices' });
    const fresh = run(draft, { type: 'addQuestion', questionType: 'single' });
    expect(validate(fresh)).toEqual({
      'questions.3.text': 'fieldRequired',
      'questions.3.options.0.label': 'fieldRequired',
      'questions.3.options.1.label': 'fieldRequired',
    });
    const empty = run(
      draft,
      { type: 'removeQuestion', question: mood },
      { type: 'removeQuestion', question: calm },
      { type: 'removeQuestion', question: note },
    );
    expect(validate(empty)).toEqual({ questions: 'adminSurveyNoQuestions' });
  });
});

describe('what is left to translate, and the preview', () => {
  it('counts the blank boxes of each language', () => {
    // Title, intro, 3 question texts, 2 choices and 2 scale labels: 9 boxes.
    expect(missingCounts(draftOf(saved))).toEqual({ en: 0, de: 8, fr: 9, ar: 8, uk: 9, es: 9 });
  });

  it('shows each text in the chosen language, else in English, as participants get it', () => {
    const preview = previewOf(draftOf(saved), 'ar');
    expect(preview.title).toBe('Check-in');
    expect(preview.questions[0]).toMatchObject({
      text: 'كيف تشعر؟',
      options: [
        { value: 'good', label: 'Good' },
        { value: 'bad', label: 'Bad' },
      ],
    });
    expect(preview.questions[1]).toMatchObject({ min: 1, max: 5, min_label: 'Not at all' });
    expect(preview.questions[2]).toMatchObject({ type: 'text', max_length: 500 });
  });
});

describe('a safety threshold in the draft (decision 109)', () => {
  it('is typed as text and sent as the contract says, blank sending none', () => {
    const draft = draftOf(saved);
    const mood = keyOf(draft, 'mood');
    const calm = keyOf(draft, 'calm');
    const set = (question: number, alert: string) =>
      ({ type: 'changeQuestion', question, change: { alert } }) as const;
    const alerting = run(draft, set(mood, ' bad , '), set(calm, '4'));
    const sent = surveyOf(alerting);
    expect(sent.questions[0]).toMatchObject({ alert: { values: ['bad'] } });
    expect(sent.questions[1]).toMatchObject({ alert: { at_least: 4 } });
    expect(validate(alerting)).toEqual({});
    // Saved and loaded again, the same text comes back.
    expect(surveyOf(draftOf(sent as TEditableSurvey))).toEqual(sent);
    expect(surveyOf(run(alerting, set(mood, ''), set(calm, ' ')))).toEqual(saved);
  });

  it('is refused beside its field: a value no choice stores, a number out of 1–5', () => {
    const draft = draftOf(saved);
    const wrong = run(
      draft,
      { type: 'changeQuestion', question: keyOf(draft, 'mood'), change: { alert: 'awful' } },
      { type: 'changeQuestion', question: keyOf(draft, 'calm'), change: { alert: 'six' } },
    );
    expect(validate(wrong)).toEqual({
      'questions.0.alert.values': 'adminSurveyAlertValues',
      'questions.1.alert.at_least': 'adminSurveyAlertAtLeast',
    });
  });
});
