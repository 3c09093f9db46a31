import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_EXPORT_KINDS, type TAdminExportKind } from '@resona/contract';
import { Button } from '../../../components/button.tsx';
import { Notice } from '../../../components/page.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { errorText } from '../../../i18n/messages.ts';
import { ApiTokensSection } from '../api-tokens/api-tokens-section.tsx';
import { downloadRedcap } from '../api/codebook.ts';
import { useDownloadExport } from '../api/export.ts';
import { CodebookButtons } from '../components/codebook-buttons.tsx';
import { useCsvDownload } from '../components/use-csv-download.ts';
import { CohortSelect } from '../components/cohort-select.tsx';
import { fieldError } from '../components/field-errors.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { SelectField } from '../../../components/select-field.tsx';
import styles from '../admin.module.css';

/**
 * One CSV per kind of study data, filtered by cohort and dates; e-mail only when asked for. The
 * API tokens below let a program download the same files.
 */
export function ExportPage() {
  const { t } = useTranslation();
  const download = useDownloadExport();
  const [kind, setKind] = useState<TAdminExportKind>('participants');
  const [cohortId, setCohortId] = useState<number | undefined>();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [includeEmail, setIncludeEmail] = useState(false);

  const filters = { cohortId, from, to, includeEmail };
  const dictionary = useCsvDownload(
    () => downloadRedcap('dictionary', filters),
    'resona-redcap-dictionary.csv',
  );
  const records = useCsvDownload(
    () => downloadRedcap('records', filters),
    'resona-redcap-records.csv',
  );

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    download.mutate(
      { kind, cohortId, from, to, includeEmail },
      { onSuccess: ({ blob, filename }) => saveFile(blob, filename ?? `resona-${kind}.csv`) },
    );
  }

  const error = download.error;
  return (
    <>
      <h1 className={styles.heading}>{t('admin.export.heading')}</h1>
      <form className={styles.section} onSubmit={handleSubmit} noValidate>
        <p className={styles.muted}>{t('admin.export.note')}</p>
        <div className={styles.grid}>
          <SelectField
            label={t('admin.export.kind')}
            value={kind}
            onChange={(e) =>
              setKind(ADMIN_EXPORT_KINDS.find((k) => k === e.target.value) ?? 'participants')
            }
            options={ADMIN_EXPORT_KINDS.map((k) => ({
              value: k,
              label: t(`admin.export.kinds.${k}`),
            }))}
          />
          <CohortSelect
            value={cohortId}
            onChange={setCohortId}
            emptyLabel={t('admin.allParticipants')}
          />
          <TextField
            label={t('admin.export.from')}
            type="date"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            error={fieldError(t, error, 'from')}
          />
          <TextField
            label={t('admin.export.to')}
            type="date"
            value={to}
            onChange={(e) => setTo(e.target.value)}
            error={fieldError(t, error, 'to')}
          />
        </div>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={includeEmail}
            onChange={(e) => setIncludeEmail(e.target.checked)}
          />
          {t('admin.export.includeEmail')}
        </label>
        {error ? <Notice tone="error">{errorText(t, error)}</Notice> : null}
        <div className={styles.actions}>
          <Button type="submit" disabled={download.isPending}>
            {t('admin.export.download')}
          </Button>
          <CodebookButtons name={kind} />
        </div>
      </form>
      <section className={styles.section} aria-labelledby="export-redcap">
        <h2 id="export-redcap">{t('admin.export.redcap')}</h2>
        <p className={styles.muted}>{t('admin.export.redcapNote')}</p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={dictionary.start} disabled={dictionary.busy}>
            {t('admin.export.redcapDictionary')}
          </Button>
          <Button variant="secondary" onClick={records.start} disabled={records.busy}>
            {t('admin.export.redcapRecords')}
          </Button>
        </div>
      </section>
      <ApiTokensSection />
    </>
  );
}
