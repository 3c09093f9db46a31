import { useId } from 'react';
import type { TStudyQuestion } from '@resona/contract';
import { ChoiceGroup } from '../choice-group.tsx';
import formStyles from '../form.module.css';
import { FieldError } from '../text-field.tsx';
import styles from './questionnaire.module.css';

export type QuestionAnswer = string | number;

/**
 * A study questionnaire's questions as a participant answers them. The participant's page and
 * the console's preview both draw it, so the preview is what participants see.
 */
export function QuestionList({
  questions,
  answers,
  problems,
  onAnswer,
  dir,
}: {
  questions: readonly TStudyQuestion[];
  answers: Readonly<Record<string, QuestionAnswer>>;
  /** Translated problems by question id. */
  problems?: Readonly<Record<string, string>>;
  onAnswer: (id: string, value: QuestionAnswer) => void;
  /** The questionnaire's direction where it is not the page's (a preview in Arabic). */
  dir?: 'ltr' | 'rtl';
}) {
  return (
    <ol className={styles.questions}>
      {questions.map((question, index) => (
        // A preview may hold two questions with one id while the researcher edits them.
        <li key={`${index}-${question.id}`} className={styles.question}>
          <QuestionField
            question={question}
            value={answers[question.id]}
            problem={problems?.[question.id] ?? ''}
            onChange={(value) => onAnswer(question.id, value)}
            dir={dir}
          />
        </li>
      ))}
    </ol>
  );
}

/** Visual only: inputs and groups carry `required` / aria-required for assistive technology. */
function RequiredMark() {
  return (
    <span className={styles.required} aria-hidden="true">
      *
    </span>
  );
}

function QuestionField({
  question,
  value,
  problem,
  onChange,
  dir,
}: {
  question: TStudyQuestion;
  value: QuestionAnswer | undefined;
  problem: string;
  onChange: (value: QuestionAnswer) => void;
  dir: 'ltr' | 'rtl' | undefined;
}) {
  const textId = useId();
  const errorId = useId();
  const hintId = useId();
  const label = (
    <>
      {question.text} {question.required ? <RequiredMark /> : null}
    </>
  );

  if (question.type === 'text') {
    return (
      <div className={formStyles.field}>
        <label htmlFor={textId} className={formStyles.label}>
          {label}
        </label>
        <textarea
          id={textId}
          className={`${formStyles.input} ${styles.textarea}`}
          maxLength={question.max_length}
          required={question.required}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
          rows={4}
        />
        <FieldError id={errorId} error={problem} />
      </div>
    );
  }

  const scale = question.type === 'scale';
  const choices = scale
    ? Array.from({ length: question.max - question.min + 1 }, (_, i) => {
        const n = question.min + i;
        return { value: String(n), label: String(n) };
      })
    : question.options.map((o) => ({ value: o.value, label: o.label }));
  return (
    <div className={formStyles.field}>
      <p id={textId} className={formStyles.label}>
        {label}
      </p>
      {scale ? (
        <p id={hintId} className={styles.scaleHint}>
          <span>
            {question.min} = {question.min_label}
          </span>
          <span>
            {question.max} = {question.max_label}
          </span>
        </p>
      ) : null}
      <ChoiceGroup
        choices={choices}
        layout={scale ? 'scale' : 'list'}
        value={value === undefined ? undefined : String(value)}
        onValueChange={(raw) => onChange(scale ? Number(raw) : raw)}
        labelledBy={textId}
        describedBy={
          [scale ? hintId : '', problem ? errorId : ''].filter(Boolean).join(' ') || undefined
        }
        required={question.required}
        invalid={!!problem}
        dir={dir}
      />
      <FieldError id={errorId} error={problem} />
    </div>
  );
}
