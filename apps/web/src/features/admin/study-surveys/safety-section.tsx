import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type LanguageCode, type TSafetyResponse } from '@resona/contract';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { errorText } from '../../../i18n/messages.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { clearIfSent } from '../../../lib/clear-if-sent.ts';
import { toast } from '../../../lib/toast.ts';
import { QueryState } from '../../../components/query-state.tsx';
import {
  useAddSafetyContact,
  useRemoveSafetyContact,
  useSafety,
  useSaveHelpTexts,
} from '../api/safety.ts';
import { AdminTable } from '../components/admin-table.tsx';
import { fieldError } from '../components/field-errors.ts';
import styles from '../admin.module.css';
import { blankLocalised, type Localised, type Problems } from './editor-state.ts';
import { LocalisedField } from './localised-field.tsx';

type Safety = TSafetyResponse['data'];

/**
 * Who is mailed when an answer crosses a question's threshold, and what the participant then
 * reads (issue 33, decision 109). Thresholds themselves are set on each question above.
 */
export function SafetySection() {
  const { t } = useTranslation();
  const safety = useSafety();
  return (
    <section className={styles.section} aria-labelledby="safety-heading">
      <h2 id="safety-heading">{t('admin.safety.heading')}</h2>
      <p>{t('admin.safety.intro')}</p>
      {!safety.data ? (
        <QueryState error={safety.error} onRetry={() => void safety.refetch()} />
      ) : (
        <>
          <Contacts contacts={safety.data.contacts} />
          {/* Remounted on what was saved, so the boxes start from the server's texts. */}
          <HelpTexts key={JSON.stringify(safety.data.help_texts)} saved={safety.data.help_texts} />
        </>
      )}
    </section>
  );
}

function Contacts({ contacts }: { contacts: Safety['contacts'] }) {
  const { t } = useTranslation();
  const add = useAddSafetyContact();
  const remove = useRemoveSafetyContact();
  const blank = { name: '', email: '', language: 'en' as LanguageCode };
  const [draft, setDraft] = useState(blank);
  const languageId = useId();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const sent = draft;
    add.mutate(draft, {
      onSuccess: (reply) => {
        toast.success(reply.message);
        setDraft(clearIfSent(sent, blank));
      },
    });
  }

  return (
    <>
      <h3>{t('admin.safety.contacts')}</h3>
      <AdminTable
        columns={[t('admin.safety.name'), t('admin.safety.email'), t('admin.safety.language'), '']}
        rows={contacts}
        empty={t('admin.safety.none')}
        row={(c) => (
          <tr key={c.id}>
            <td>{c.name}</td>
            <td dir="ltr">{c.email}</td>
            <td>{LANGUAGES.find((l) => l.code === c.language)?.name}</td>
            <td>
              <Button
                variant="ghost"
                disabled={remove.isPending}
                aria-label={t('admin.safety.removeLabel', { name: c.name })}
                onClick={() =>
                  remove.mutate(c.id, {
                    onSuccess: (reply) => toast.success(reply.message),
                    onError: (error) => toast.error(errorText(t, error)),
                  })
                }
              >
                {t('admin.safety.remove')}
              </Button>
            </td>
          </tr>
        )}
      />
      <form onSubmit={handleSubmit} noValidate>
        <div className={styles.grid}>
          <TextField
            label={t('admin.safety.name')}
            value={draft.name}
            onChange={(e) => setDraft({ ...draft, name: e.target.value })}
            error={fieldError(t, add.error, 'name')}
          />
          <TextField
            label={t('admin.safety.email')}
            type="email"
            dir="ltr"
            value={draft.email}
            onChange={(e) => setDraft({ ...draft, email: e.target.value })}
            error={fieldError(t, add.error, 'email')}
          />
          <div className={styles.field}>
            <label htmlFor={languageId} className={styles.label}>
              {t('admin.safety.language')}
            </label>
            <select
              id={languageId}
              value={draft.language}
              onChange={(e) => setDraft({ ...draft, language: e.target.value as LanguageCode })}
            >
              {LANGUAGES.map((l) => (
                <option key={l.code} value={l.code} lang={l.code}>
                  {l.name}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className={styles.actions}>
          <Button type="submit" disabled={add.isPending}>
            {t('admin.safety.add')}
          </Button>
        </div>
      </form>
    </>
  );
}

function HelpTexts({ saved }: { saved: Safety['help_texts'] }) {
  const { t } = useTranslation();
  const save = useSaveHelpTexts();
  const [texts, setTexts] = useState<Localised>(() => ({ ...blankLocalised(), ...saved }));
  const problems = (isApiError(save.error) ? (save.error.fields ?? {}) : {}) as Problems;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate({ help_texts: texts }, { onSuccess: (reply) => toast.success(reply.message) });
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <h3>{t('admin.safety.helpTexts')}</h3>
      <p className={styles.muted}>{t('admin.safety.helpHint')}</p>
      <LocalisedField
        label={t('admin.safety.helpTexts')}
        texts={texts}
        path="help_texts"
        problems={problems}
        multiline
        idPrefix="help-text"
        onChange={(lang, value) => setTexts((current) => ({ ...current, [lang]: value }))}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={save.isPending}>
          {t('admin.safety.saveHelp')}
        </Button>
      </div>
    </form>
  );
}
