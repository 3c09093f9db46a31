import { useId, useReducer, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type TAdminStudySurvey } from '@resona/contract';
import { Button } from '../../../components/button.tsx';
import { Notice } from '../../../components/page.tsx';
import { errorText, messageText } from '../../../i18n/messages.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useSaveStudySurvey } from '../api/study-surveys.ts';
import {
  draftOf,
  editorReducer,
  isChanged,
  missingCounts,
  surveyOf,
  validate,
  type Draft,
  type Problems,
  type QuestionType,
} from './editor-state.ts';
import { JsonEditor } from './json-editor.tsx';
import { LocalisedField } from './localised-field.tsx';
import { QUESTION_TYPES, QuestionEditor } from './question-editor.tsx';
import { QuestionnairePreview } from './questionnaire-preview.tsx';
import styles from './questionnaire-editor.module.css';

/**
 * A questionnaire as a form beside its live preview. Save sends the whole questionnaire, which
 * the server keeps as a new version (none when nothing changed, decision 080). Problems show
 * once Save was tried, then follow each edit.
 */
export function QuestionnaireEditor({ survey }: { survey: TAdminStudySurvey }) {
  const { t } = useTranslation();
  const save = useSaveStudySurvey();
  const [draft, dispatch] = useReducer(editorReducer, survey, draftOf);
  const [attempted, setAttempted] = useState(false);
  // The draft a refused save sent: the server's field problems hold until it is edited.
  const [sent, setSent] = useState<Draft | null>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const questionsHeadingId = useId();
  const previewHeadingId = useId();
  const changed = isChanged(draft, survey);

  const refused = save.isError && sent === draft && isApiError(save.error) ? save.error : undefined;
  const problems: Problems = {
    ...((refused?.fields ?? {}) as Problems),
    ...(attempted ? validate(draft) : {}),
  };
  const problemCount = Object.keys(problems).length;
  const counts = missingCounts(draft);
  const missing = LANGUAGES.filter((l) => counts[l.code] > 0);

  function focusFirstProblem() {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }

  function handleSave() {
    const found = validate(draft);
    if (Object.keys(found).length > 0) {
      flushSync(() => setAttempted(true));
      focusFirstProblem();
      return;
    }
    setSent(draft);
    save.mutate(
      { kind: survey.kind, body: surveyOf(draft) },
      {
        onSuccess: (reply) => {
          toast.success(reply.message);
          setAttempted(false);
          dispatch({ type: 'load', draft: draftOf(reply.data.survey) });
        },
      },
    );
  }

  function handleAdd(questionType: QuestionType) {
    flushSync(() => dispatch({ type: 'addQuestion', questionType }));
    // The new question is the last; its English text is the first thing to write.
    const boxes = formRef.current?.querySelectorAll<HTMLElement>('fieldset[id$="-box"]');
    const last = boxes?.[boxes.length - 1];
    last?.querySelector<HTMLElement>('textarea[lang="en"]')?.focus();
  }

  return (
    <div className={styles.workspace}>
      <div className={styles.editor} ref={formRef}>
        <LocalisedField
          label={t('admin.surveys.editor.title')}
          texts={draft.titles}
          path="titles"
          problems={problems}
          onChange={(lang, value) =>
            dispatch({ type: 'setText', target: { in: 'titles' }, lang, value })
          }
        />
        <LocalisedField
          label={t('admin.surveys.editor.intro')}
          texts={draft.intros}
          path="intros"
          problems={problems}
          multiline
          onChange={(lang, value) =>
            dispatch({ type: 'setText', target: { in: 'intros' }, lang, value })
          }
        />
        <p className={styles.hint}>
          {missing.length === 0 ? (
            t('admin.surveys.editor.allTranslated')
          ) : (
            <>
              {t('admin.surveys.editor.missingCounts')}{' '}
              {missing.map((l, i) => (
                // Each name isolated, so an Arabic one does not pull its count across.
                <span key={l.code}>
                  {i > 0 ? ' · ' : ''}
                  <bdi lang={l.code}>{l.name}</bdi> {counts[l.code]}
                </span>
              ))}
            </>
          )}
        </p>

        <h3 id={questionsHeadingId} className={styles.subheading} tabIndex={-1}>
          {t('admin.surveys.editor.questions')}
        </h3>
        {draft.questions.map((question, index) => (
          <QuestionEditor
            key={question.key}
            question={question}
            index={index}
            count={draft.questions.length}
            problems={problems}
            dispatch={dispatch}
            onRemoved={() => document.getElementById(questionsHeadingId)?.focus()}
          />
        ))}
        {problems.questions ? (
          <p className={styles.error} role="alert">
            {messageText(t, problems.questions)}
          </p>
        ) : null}
        <div className={styles.toolbar}>
          {QUESTION_TYPES.map((type) => (
            <Button key={type} variant="secondary" onClick={() => handleAdd(type)}>
              {t(`admin.surveys.editor.add.${type}`)}
            </Button>
          ))}
        </div>

        {problemCount > 0 ? (
          <Notice tone="error">{t('admin.surveys.editor.problems', { n: problemCount })}</Notice>
        ) : null}
        {save.isError && !refused?.fields ? (
          <Notice tone="error">{errorText(t, save.error)}</Notice>
        ) : null}
        <p className={styles.hint}>{t('admin.surveys.help')}</p>
        <div className={styles.actions}>
          <Button onClick={handleSave} disabled={save.isPending}>
            {t('admin.surveys.save')}
          </Button>
          <Button
            variant="secondary"
            disabled={!changed}
            onClick={() => {
              setAttempted(false);
              dispatch({ type: 'load', draft: draftOf(survey) });
            }}
          >
            {t('admin.surveys.editor.discard')}
          </Button>
          <span className={styles.hint} role="status">
            {changed ? t('admin.surveys.editor.unsaved') : t('admin.surveys.editor.upToDate')}
          </span>
        </div>
        <JsonEditor draft={draft} onLoad={(next) => dispatch({ type: 'load', draft: next })} />
      </div>
      <QuestionnairePreview draft={draft} headingId={previewHeadingId} />
    </div>
  );
}
