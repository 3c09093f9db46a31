import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, resolveLanguage } from '@resona/contract';
import { changeLanguage } from '../i18n/index.ts';
import styles from './language-switcher.module.css';

/** A visitor's language choice; it becomes their default_language at sign-up. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = resolveLanguage(i18n.language)?.code ?? 'en';
  return (
    <div className={styles.switcher}>
      <label htmlFor={id}>{t('common.language')}</label>
      <select
        id={id}
        className={styles.select}
        value={current}
        onChange={(event) => {
          const next = resolveLanguage(event.target.value);
          if (next) void changeLanguage(next.code);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.name}
          </option>
        ))}
      </select>
    </div>
  );
}
