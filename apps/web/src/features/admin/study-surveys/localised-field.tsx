import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type LanguageCode } from '@resona/contract';
import { messageText } from '../../../i18n/messages.ts';
import type { Localised, Problems } from './editor-state.ts';
import styles from './questionnaire-editor.module.css';

/**
 * One text in the six languages side by side, each box in its own language and direction.
 * A blank translation is marked (in words, not only colour) and shows the English it falls
 * back to. The schema's problem for the whole text (English missing) sits under English; a
 * problem of one language under that language.
 */
export function LocalisedField({
  label,
  texts,
  path,
  problems,
  multiline = false,
  idPrefix,
  onChange,
}: {
  label: string;
  texts: Localised;
  /** The field's path in the request (`questions.0.text`), where its problems are filed. */
  path: string;
  problems: Problems;
  multiline?: boolean;
  /** Makes each box's id `${idPrefix}-${code}`, for moving focus to it. */
  idPrefix?: string;
  onChange: (lang: LanguageCode, value: string) => void;
}) {
  const { t } = useTranslation();
  const autoId = useId();
  const prefix = idPrefix ?? autoId;
  const legendId = `${prefix}-legend`;
  return (
    <fieldset className={styles.localised}>
      <legend id={legendId} className={styles.legend}>
        {label}
      </legend>
      <div className={styles.languages}>
        {LANGUAGES.map(({ code, name, dir }) => {
          const id = `${prefix}-${code}`;
          const nameId = `${id}-name`;
          const missingId = `${id}-missing`;
          const errorId = `${id}-error`;
          const problem = messageText(
            t,
            problems[`${path}.${code}`] ?? (code === 'en' ? problems[path] : undefined),
          );
          const missing = !texts[code].trim();
          const Input = multiline ? 'textarea' : 'input';
          return (
            <div key={code} className={styles.language}>
              <label htmlFor={id} className={styles.languageName}>
                <span id={nameId} lang={code}>
                  {name}
                </span>
                {missing ? (
                  <span id={missingId} className={styles.missing}>
                    {t('admin.surveys.editor.missing')}
                  </span>
                ) : null}
              </label>
              <Input
                id={id}
                className={`${styles.input} ${multiline ? styles.multiline : ''}`}
                lang={code}
                dir={dir}
                value={texts[code]}
                placeholder={code === 'en' ? undefined : texts.en}
                rows={multiline ? 3 : undefined}
                aria-labelledby={`${legendId} ${nameId}`}
                aria-describedby={
                  [problem ? errorId : '', missing ? missingId : ''].filter(Boolean).join(' ') ||
                  undefined
                }
                aria-invalid={problem ? true : undefined}
                onChange={(event) => onChange(code, event.target.value)}
              />
              {problem ? (
                <p id={errorId} className={styles.error}>
                  {problem}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
