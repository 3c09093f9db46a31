import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LANGUAGES,
  resolveLanguage,
  type LanguageCode,
  type TStudyQuestion,
} from '@resona/contract';
import {
  QuestionList,
  type QuestionAnswer,
} from '../../../components/questionnaire/question-list.tsx';
import questionnaireStyles from '../../../components/questionnaire/questionnaire.module.css';
import { previewOf, type Draft } from './editor-state.ts';
import styles from './questionnaire-editor.module.css';

/**
 * The draft as a participant sees it, drawn by the participant's own question list, in the
 * language chosen here (English by default, else the console's). Answers stay in the preview.
 */
export function QuestionnairePreview({ draft, headingId }: { draft: Draft; headingId: string }) {
  const { t, i18n } = useTranslation();
  const [lang, setLang] = useState<LanguageCode>(
    () => resolveLanguage(i18n.language)?.code ?? 'en',
  );
  const [answers, setAnswers] = useState<Record<string, QuestionAnswer>>({});
  const selectId = useId();
  const language = LANGUAGES.find((l) => l.code === lang) ?? LANGUAGES[0];
  // A text not written yet still needs a name in the preview (for readers and for axe).
  const untitled = t('admin.surveys.preview.untitled');
  const preview = previewOf(draft, lang);
  const questions = preview.questions.map((q): TStudyQuestion =>
    q.type === 'single'
      ? {
          ...q,
          text: q.text || untitled,
          options: q.options.map((o) => ({ ...o, label: o.label || o.value || untitled })),
        }
      : { ...q, text: q.text || untitled },
  );
  return (
    <section className={styles.preview} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subheading}>
        {t('admin.surveys.preview.heading')}
      </h3>
      <div className={styles.field}>
        <label htmlFor={selectId} className={styles.fieldLabel}>
          {t('admin.surveys.preview.language')}
        </label>
        <select
          id={selectId}
          className={styles.input}
          value={lang}
          onChange={(event) => setLang(event.target.value as LanguageCode)}
        >
          {LANGUAGES.map((l) => (
            <option key={l.code} value={l.code} lang={l.code}>
              {l.name}
            </option>
          ))}
        </select>
      </div>
      <p className={styles.hint}>{t('admin.surveys.preview.note')}</p>
      <div className={styles.previewCard} lang={lang} dir={language.dir}>
        <h4 className={styles.previewTitle}>{preview.title || untitled}</h4>
        <p className={styles.previewIntro}>{preview.intro}</p>
        <p className={questionnaireStyles.requiredHint} lang={i18n.language} dir={i18n.dir()}>
          {t('studySurvey.requiredHint')}
        </p>
        <QuestionList
          questions={questions}
          answers={answers}
          onAnswer={(id, value) => setAnswers((current) => ({ ...current, [id]: value }))}
          dir={language.dir}
        />
      </div>
    </section>
  );
}
