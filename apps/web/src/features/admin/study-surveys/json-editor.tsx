import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZSaveStudySurveyRequest } from '@resona/contract';
import { Button } from '../../../components/button.tsx';
import { messageText } from '../../../i18n/messages.ts';
import { draftOf, problemsOf, surveyOf, type Draft } from './editor-state.ts';
import styles from './questionnaire-editor.module.css';

/**
 * The escape hatch: the draft as the JSON Save sends, for pasting a questionnaire from elsewhere.
 * It goes back into the form only when the contract's schema takes it; Save is still the form's.
 */
export function JsonEditor({ draft, onLoad }: { draft: Draft; onLoad: (draft: Draft) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const id = useId();
  const errorId = `${id}-error`;

  function handleApply() {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      setError(t('admin.surveys.invalidJson'));
      return;
    }
    const result = ZSaveStudySurveyRequest.safeParse(body);
    if (!result.success) {
      const list = Object.entries(problemsOf(result.error.issues))
        .map(([path, key]) => `${path || '_'}: ${messageText(t, key)}`)
        .join('; ');
      setError(t('admin.surveys.editor.jsonNotSurvey', { problems: list }));
      return;
    }
    setError('');
    onLoad(draftOf(result.data));
  }

  return (
    <details
      className={styles.json}
      onToggle={(event) => {
        // Opened, it shows the draft as it is now.
        if (event.currentTarget.open) {
          setText(JSON.stringify(surveyOf(draft), null, 2));
          setError('');
        }
      }}
    >
      <summary>{t('admin.surveys.editor.json')}</summary>
      <div className={styles.field}>
        <label htmlFor={id} className={styles.fieldLabel}>
          {t('admin.surveys.edit')}
        </label>
        <textarea
          id={id}
          className={`${styles.input} ${styles.code}`}
          rows={14}
          spellCheck={false}
          dir="ltr"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {error ? (
          <p id={errorId} className={styles.error}>
            {error}
          </p>
        ) : null}
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={handleApply}>
          {t('admin.surveys.editor.jsonApply')}
        </Button>
      </div>
    </details>
  );
}
