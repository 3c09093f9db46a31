import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSiteStudy } from '@resona/contract';
import { Button } from '../../../components/button.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { toast } from '../../../lib/toast.ts';
import { useNameStudyOwner } from '../api/studies.ts';
import { fieldError } from '../components/field-errors.ts';
import { FormError } from '../components/form-error.tsx';
import { MailLanguageField } from '../components/invite-fields.tsx';
import styles from '../admin.module.css';

/** One more owner of an existing study: the first study of a fresh install has none. */
export function NameOwnerForm({ studies }: { studies: TSiteStudy[] }) {
  const { t } = useTranslation();
  const name = useNameStudyOwner();
  const [studyId, setStudyId] = useState(String(studies[0]!.id));
  const [email, setEmail] = useState('');
  const [language, setLanguage] = useState('');

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const body = { studyId: Number(studyId), email, language: language as never };
    name.mutate(body, {
      onSuccess: (reply) => {
        toast.success(reply.message);
        setEmail('');
      },
    });
  }

  return (
    <section className={styles.section} aria-labelledby="studies-owner">
      <h2 id="studies-owner">{t('admin.studyTeams.nameOwner')}</h2>
      <form onSubmit={handleSubmit} noValidate>
        <div className={styles.grid}>
          <SelectField
            label={t('admin.studyTeams.study')}
            value={studyId}
            options={studies.map((s) => ({ value: String(s.id), label: s.name }))}
            onChange={(e) => setStudyId(e.target.value)}
          />
          <TextField
            label={t('admin.studyTeams.ownerEmail')}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={fieldError(t, name.error, 'email')}
          />
          <MailLanguageField value={language} onChange={setLanguage} error={name.error} />
        </div>
        <FormError error={name.error} />
        <div className={styles.actions}>
          <Button type="submit" disabled={name.isPending}>
            {t('admin.studyTeams.nameOwnerButton')}
          </Button>
        </div>
      </form>
    </section>
  );
}
