import { describe, expect, test } from 'vitest';
import type { TStudyQuestion } from '@resona/contract';
import { answerProblems, answersToSend, kindOfPath } from './study-answers.ts';

const questions: TStudyQuestion[] = [
  {
    id: 'stress',
    type: 'scale',
    required: true,
    text: 'Stress',
    min: 1,
    max: 5,
    min_label: 'Low',
    max_label: 'High',
  },
  {
    id: 'sleep',
    type: 'single',
    required: true,
    text: 'Sleep',
    options: [
      { value: 'good', label: 'Good' },
      { value: 'poor', label: 'Poor' },
    ],
  },
  { id: 'notes', type: 'text', required: false, text: 'Notes', max_length: 500 },
];

describe('kindOfPath', () => {
  test.each([
    ['/pre-study-survey', 'pre'],
    ['/Mid-Study-Survey', 'mid'],
    ['/post-study-survey/', 'post'],
    ['/study-survey', null],
  ])('%s → %s', (path, kind) => {
    expect(kindOfPath(path)).toBe(kind);
  });
});

describe('answerProblems', () => {
  test.each([
    ['nothing answered', {}, { stress: 'fieldRequired', sleep: 'fieldRequired' }],
    ['all required answered', { stress: 3, sleep: 'good' }, {}],
    ['scale out of range', { stress: 6, sleep: 'good' }, { stress: 'fieldRequired' }],
    ['unknown option', { stress: 1, sleep: 'fine' }, { sleep: 'fieldRequired' }],
  ])('%s', (_name, answers, expected) => {
    expect(answerProblems(questions, answers)).toEqual(expected);
  });
});

describe('answersToSend', () => {
  test('keeps known questions, trims text, drops blanks', () => {
    expect(answersToSend(questions, { stress: 2, notes: '  ', other: 'x' })).toEqual({ stress: 2 });
    expect(answersToSend(questions, { sleep: 'good', notes: ' calm ' })).toEqual({
      sleep: 'good',
      notes: 'calm',
    });
  });
});
