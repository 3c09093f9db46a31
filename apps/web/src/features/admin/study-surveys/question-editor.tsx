import { useId, type Dispatch } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { messageText } from '../../../i18n/messages.ts';
import type {
  DraftChoice,
  DraftQuestion,
  EditorAction,
  Problems,
  QuestionType,
} from './editor-state.ts';
import { LocalisedField } from './localised-field.tsx';
import styles from './questionnaire-editor.module.css';

export const QUESTION_TYPES: readonly QuestionType[] = ['single', 'scale', 'text'];

/** Element ids the editor moves focus to after adding, moving or removing. */
export const questionDomId = (key: number, part: string) => `question-${key}-${part}`;

/** After a move the item sits elsewhere; focus follows it (or the other arrow at an end). */
function refocus(ids: string[]) {
  for (const id of ids) {
    const element = document.getElementById(id);
    if (element && !(element as HTMLButtonElement).disabled) {
      element.focus();
      return;
    }
  }
}

function TextInput({
  label,
  value,
  problem,
  hint,
  id,
  onChange,
  ...props
}: {
  label: string;
  value: string;
  problem: string;
  hint?: string;
  id?: string;
  onChange: (value: string) => void;
  inputMode?: 'numeric';
}) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const describedBy = [problem ? `${inputId}-error` : '', hint ? `${inputId}-hint` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.fieldLabel}>
        {label}
      </label>
      <input
        id={inputId}
        className={styles.input}
        dir="ltr"
        value={value}
        spellCheck={false}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
        {...props}
      />
      {hint ? (
        <p id={`${inputId}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {problem ? (
        <p id={`${inputId}-error`} className={styles.error}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/** One question: its id, type, whether it must be answered, its texts and its type's fields. */
export function QuestionEditor({
  question,
  index,
  count,
  problems,
  dispatch,
  onRemoved,
}: {
  question: DraftQuestion;
  index: number;
  count: number;
  problems: Problems;
  dispatch: Dispatch<EditorAction>;
  onRemoved: () => void;
}) {
  const { t } = useTranslation();
  const n = index + 1;
  const key = question.key;
  const path = `questions.${index}`;
  const problem = (field: string) => messageText(t, problems[`${path}.${field}`]);
  const typeId = useId();
  const requiredId = useId();
  const move = (by: -1 | 1) => {
    flushSync(() => dispatch({ type: 'moveQuestion', question: key, by }));
    const [same, other] = by < 0 ? ['up', 'down'] : ['down', 'up'];
    refocus([questionDomId(key, same), questionDomId(key, other)]);
  };

  return (
    <fieldset className={styles.question} id={questionDomId(key, 'box')}>
      <legend className={styles.questionLegend}>
        {t('admin.surveys.editor.question', { n })}{' '}
        <span className={styles.questionId} dir="ltr">
          {question.id}
        </span>
      </legend>
      <div className={styles.toolbar}>
        <Button
          variant="ghost"
          id={questionDomId(key, 'up')}
          disabled={index === 0}
          aria-label={t('admin.surveys.editor.moveUp', { n })}
          onClick={() => move(-1)}
        >
          {t('admin.surveys.editor.up')}
        </Button>
        <Button
          variant="ghost"
          id={questionDomId(key, 'down')}
          disabled={index === count - 1}
          aria-label={t('admin.surveys.editor.moveDown', { n })}
          onClick={() => move(1)}
        >
          {t('admin.surveys.editor.down')}
        </Button>
        <Button
          variant="ghost"
          aria-label={t('admin.surveys.editor.duplicate', { n })}
          onClick={() => dispatch({ type: 'duplicateQuestion', question: key })}
        >
          {t('admin.surveys.editor.duplicateShort')}
        </Button>
        <Button
          variant="ghost"
          aria-label={t('admin.surveys.editor.remove', { n })}
          onClick={() => {
            flushSync(() => dispatch({ type: 'removeQuestion', question: key }));
            onRemoved();
          }}
        >
          {t('admin.surveys.editor.removeShort')}
        </Button>
      </div>

      <div className={styles.settings}>
        <TextInput
          id={questionDomId(key, 'id')}
          label={t('admin.surveys.editor.id')}
          hint={t('admin.surveys.editor.idHint')}
          value={question.id}
          problem={problem('id')}
          onChange={(id) => dispatch({ type: 'changeQuestion', question: key, change: { id } })}
        />
        <div className={styles.field}>
          <label htmlFor={typeId} className={styles.fieldLabel}>
            {t('admin.surveys.editor.type')}
          </label>
          <select
            id={typeId}
            className={styles.input}
            value={question.type}
            onChange={(event) =>
              dispatch({
                type: 'changeQuestion',
                question: key,
                change: { type: event.target.value as QuestionType },
              })
            }
          >
            {QUESTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`admin.surveys.editor.types.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.check}>
          <input
            id={requiredId}
            type="checkbox"
            checked={question.required}
            onChange={(event) =>
              dispatch({
                type: 'changeQuestion',
                question: key,
                change: { required: event.target.checked },
              })
            }
          />
          <label htmlFor={requiredId}>{t('admin.surveys.editor.required')}</label>
        </div>
      </div>

      <LocalisedField
        label={t('admin.surveys.editor.text')}
        texts={question.text}
        path={`${path}.text`}
        problems={problems}
        multiline
        idPrefix={questionDomId(key, 'text')}
        onChange={(lang, value) =>
          dispatch({
            type: 'setText',
            target: { in: 'question', question: key, field: 'text' },
            lang,
            value,
          })
        }
      />

      {question.type === 'single' ? (
        <Choices question={question} path={path} problems={problems} dispatch={dispatch} />
      ) : null}
      {question.type === 'scale'
        ? (['min_label', 'max_label'] as const).map((field) => (
            <LocalisedField
              key={field}
              label={t(`admin.surveys.editor.${field === 'min_label' ? 'minLabel' : 'maxLabel'}`)}
              texts={question[field]}
              path={`${path}.${field}`}
              problems={problems}
              onChange={(lang, value) =>
                dispatch({
                  type: 'setText',
                  target: { in: 'question', question: key, field },
                  lang,
                  value,
                })
              }
            />
          ))
        : null}
      {question.type === 'single' || question.type === 'scale' ? (
        <TextInput
          id={questionDomId(key, 'alert')}
          label={t(
            `admin.surveys.editor.${question.type === 'scale' ? 'alertAtLeast' : 'alertValues'}`,
          )}
          hint={t('admin.surveys.editor.alertHint')}
          inputMode={question.type === 'scale' ? 'numeric' : undefined}
          value={question.alert}
          problem={problem(question.type === 'scale' ? 'alert.at_least' : 'alert.values')}
          onChange={(alert) =>
            dispatch({ type: 'changeQuestion', question: key, change: { alert } })
          }
        />
      ) : null}
      {question.type === 'text' ? (
        <TextInput
          label={t('admin.surveys.editor.maxLength')}
          inputMode="numeric"
          value={question.max_length}
          problem={problem('max_length')}
          onChange={(max_length) =>
            dispatch({ type: 'changeQuestion', question: key, change: { max_length } })
          }
        />
      ) : null}
    </fieldset>
  );
}

/** A single-choice question's choices: what each stores and its label in every language. */
function Choices({
  question,
  path,
  problems,
  dispatch,
}: {
  question: DraftQuestion;
  path: string;
  problems: Problems;
  dispatch: Dispatch<EditorAction>;
}) {
  const { t } = useTranslation();
  const listProblem = messageText(t, problems[`${path}.options`]);
  const listErrorId = useId();
  const count = question.options.length;
  const moveChoice = (choice: DraftChoice, by: -1 | 1) => {
    flushSync(() =>
      dispatch({ type: 'moveChoice', question: question.key, choice: choice.key, by }),
    );
    const [same, other] = by < 0 ? ['up', 'down'] : ['down', 'up'];
    refocus([
      questionDomId(question.key, `choice-${choice.key}-${same}`),
      questionDomId(question.key, `choice-${choice.key}-${other}`),
    ]);
  };
  return (
    <fieldset className={styles.choices} aria-describedby={listProblem ? listErrorId : undefined}>
      <legend className={styles.legend}>{t('admin.surveys.editor.choices')}</legend>
      <ol className={styles.choiceList}>
        {question.options.map((choice, i) => {
          const n = i + 1;
          const choicePath = `${path}.options.${i}`;
          const label = t('admin.surveys.editor.choice', { n });
          return (
            <li key={choice.key} className={styles.choice}>
              <div className={styles.choiceHead}>
                <TextInput
                  id={questionDomId(question.key, `choice-${choice.key}-value`)}
                  label={t('admin.surveys.editor.choiceValue', { n })}
                  value={choice.value}
                  problem={messageText(t, problems[`${choicePath}.value`])}
                  onChange={(value) =>
                    dispatch({
                      type: 'setChoiceValue',
                      question: question.key,
                      choice: choice.key,
                      value,
                    })
                  }
                />
                <div className={styles.toolbar}>
                  <Button
                    variant="ghost"
                    id={questionDomId(question.key, `choice-${choice.key}-up`)}
                    disabled={i === 0}
                    aria-label={t('admin.surveys.editor.choiceUp', { n })}
                    onClick={() => moveChoice(choice, -1)}
                  >
                    {t('admin.surveys.editor.up')}
                  </Button>
                  <Button
                    variant="ghost"
                    id={questionDomId(question.key, `choice-${choice.key}-down`)}
                    disabled={i === count - 1}
                    aria-label={t('admin.surveys.editor.choiceDown', { n })}
                    onClick={() => moveChoice(choice, 1)}
                  >
                    {t('admin.surveys.editor.down')}
                  </Button>
                  <Button
                    variant="ghost"
                    aria-label={t('admin.surveys.editor.choiceRemove', { n })}
                    onClick={() => {
                      flushSync(() =>
                        dispatch({
                          type: 'removeChoice',
                          question: question.key,
                          choice: choice.key,
                        }),
                      );
                      document.getElementById(questionDomId(question.key, 'add-choice'))?.focus();
                    }}
                  >
                    {t('admin.surveys.editor.removeShort')}
                  </Button>
                </div>
              </div>
              <LocalisedField
                label={label}
                texts={choice.label}
                path={`${choicePath}.label`}
                problems={problems}
                onChange={(lang, value) =>
                  dispatch({
                    type: 'setText',
                    target: { in: 'choice', question: question.key, choice: choice.key },
                    lang,
                    value,
                  })
                }
              />
            </li>
          );
        })}
      </ol>
      {listProblem ? (
        <p id={listErrorId} className={styles.error}>
          {listProblem}
        </p>
      ) : null}
      <Button
        variant="secondary"
        id={questionDomId(question.key, 'add-choice')}
        onClick={() => dispatch({ type: 'addChoice', question: question.key })}
      >
        {t('admin.surveys.editor.addChoice')}
      </Button>
    </fieldset>
  );
}
