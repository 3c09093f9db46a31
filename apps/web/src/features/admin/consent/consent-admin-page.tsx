import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LANGUAGES,
  type TConsentParticipant,
  type TSaveConsentDraftRequest,
  type TWithdrawalData,
} from '@resona/contract';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Notice } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { errorText } from '../../../i18n/messages.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { toast } from '../../../lib/toast.ts';
import {
  downloadParticipantCopy,
  useConsentAdmin,
  useConsentParticipants,
  usePublishConsent,
  useSaveConsentDraft,
  useSetConsentProtocol,
} from '../api/consent.ts';
import { AdminTable } from '../components/admin-table.tsx';
import { formatDateTime } from '../components/dates.ts';
import { fieldError } from '../components/field-errors.ts';
import styles from '../admin.module.css';

type Texts = Record<string, string>;

/** The draft, one language at a time; publishing makes it the next version (decision 082). */
function DraftEditor({ draft, current }: { draft: Texts | null; current: Texts | null }) {
  const { t } = useTranslation();
  const save = useSaveConsentDraft();
  const publish = usePublishConsent();
  const [language, setLanguage] = useState('en');
  const texts = draft ?? current ?? {};
  const [edits, setEdits] = useState<Texts>({});
  const text = edits[language] ?? texts[language] ?? '';
  const id = useId();
  const missing = LANGUAGES.filter((l) => !draft?.[l.code]?.trim()).map((l) => l.name);

  function handleSave(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      { language: language as TSaveConsentDraftRequest['language'], text },
      {
        onSuccess: (reply) => {
          toast.success(reply.message);
          setEdits(({ [language]: _, ...rest }) => rest);
        },
      },
    );
  }

  const handlePublish = () =>
    publish.mutate(undefined, {
      onSuccess: (reply) => toast.success(reply.message),
      onError: (error) => toast.error(errorText(t, error)),
    });

  const saveError =
    fieldError(t, save.error, 'text') ?? (save.error ? errorText(t, save.error) : '');
  return (
    <section className={styles.section} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('admin.consent.draft')}</h2>
      <p className={styles.muted}>
        {draft ? t('admin.consent.draftHelp') : t('admin.consent.noDraft')}
      </p>
      <form onSubmit={handleSave} noValidate>
        <SelectField
          label={t('admin.consent.language')}
          value={language}
          onChange={(e) => setLanguage(e.target.value)}
          options={LANGUAGES.map((l) => ({
            value: l.code,
            label: draft?.[l.code] ? l.name : `${l.name} (${t('admin.consent.empty')})`,
          }))}
        />
        <div className={styles.field}>
          <label htmlFor={id} className={styles.label}>
            {t('admin.consent.text')}
          </label>
          <textarea
            id={id}
            className={styles.textarea}
            rows={14}
            lang={language}
            dir={LANGUAGES.find((l) => l.code === language)?.dir ?? 'ltr'}
            value={text}
            onChange={(e) => setEdits({ ...edits, [language]: e.target.value })}
            aria-invalid={saveError ? true : undefined}
          />
          {saveError ? <p className={styles.error}>{saveError}</p> : null}
        </div>
        <div className={styles.actions}>
          <Button type="submit" disabled={save.isPending}>
            {t('admin.consent.saveDraft')}
          </Button>
        </div>
      </form>
      {draft ? (
        <>
          {missing.length > 0 ? (
            <Notice tone="warning">
              {t('admin.consent.missing', { languages: missing.join(', ') })}
            </Notice>
          ) : null}
          <div className={styles.actions}>
            <ConfirmDialog
              trigger={<Button disabled={publish.isPending}>{t('admin.consent.publish')}</Button>}
              title={t('admin.consent.publishQuestion')}
              description={t('admin.consent.publishBody')}
              yesLabel={t('admin.consent.publish')}
              noLabel={t('admin.consent.cancel')}
              actionsClassName={styles.actions}
              onConfirm={handlePublish}
            />
          </div>
        </>
      ) : null}
    </section>
  );
}

/** What happens to a withdrawn participant's data so far: kept or erased. */
function ProtocolForm({ value }: { value: TWithdrawalData }) {
  const { t } = useTranslation();
  const set = useSetConsentProtocol();
  const [choice, setChoice] = useState<TWithdrawalData>(value);
  const id = useId();
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    set.mutate(choice, {
      onSuccess: (reply) => toast.success(reply.message),
      onError: (error) => toast.error(errorText(t, error)),
    });
  }
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{t('admin.consent.protocol')}</h2>
      <form onSubmit={handleSubmit}>
        <fieldset>
          <legend>{t('admin.consent.protocolQuestion')}</legend>
          {(['keep', 'erase'] as const).map((option) => (
            <label key={option} className={styles.check}>
              <input
                type="radio"
                name="withdrawal_data"
                value={option}
                checked={choice === option}
                onChange={() => setChoice(option)}
              />
              {t(`admin.consent.protocol_${option}`)}
            </label>
          ))}
        </fieldset>
        <div className={styles.actions}>
          <Button type="submit" variant="secondary" disabled={set.isPending}>
            {t('admin.consent.saveProtocol')}
          </Button>
        </div>
      </form>
    </section>
  );
}

function ParticipantRow({ p }: { p: TConsentParticipant }) {
  const { t } = useTranslation();
  const latest = p.latest;
  const handleDownload = async () => {
    if (!latest) return;
    try {
      const { blob, filename } = await downloadParticipantCopy(latest.id);
      saveFile(blob, filename ?? `resona-consent-v${latest.version}.html`);
    } catch (error) {
      toast.error(errorText(t, error));
    }
  };
  return (
    <tr>
      <td className={styles.code}>{p.pseudonym}</td>
      <td>{p.email}</td>
      <td>
        {t(`admin.consent.states.${p.state}`)}
        {p.withdrawn_at
          ? ` · ${formatDateTime(p.withdrawn_at)}${p.data_erased ? ` · ${t('admin.consent.erased')}` : ''}`
          : ''}
      </td>
      <td>{latest ? latest.version : '—'}</td>
      <td>{latest ? formatDateTime(latest.signed_at) : '—'}</td>
      <td>
        {latest ? (
          <Button
            variant="secondary"
            onClick={() => void handleDownload()}
            aria-label={t('admin.consent.downloadOf', { name: p.pseudonym })}
          >
            {t('admin.consent.download')}
          </Button>
        ) : null}
      </td>
    </tr>
  );
}

/** The console's consent page: protocol, draft and versions, and who signed what. */
export function ConsentAdminPage() {
  const { t } = useTranslation();
  const admin = useConsentAdmin();
  const participants = useConsentParticipants();
  const data = admin.data;
  const versionsId = useId();
  const peopleId = useId();
  return (
    <>
      <h1 className={styles.heading}>{t('admin.consent.heading')}</h1>
      <p>{t('admin.consent.intro')}</p>
      {!data ? (
        <QueryState error={admin.error} onRetry={() => void admin.refetch()} />
      ) : (
        <>
          <ProtocolForm key={data.withdrawal_data} value={data.withdrawal_data} />
          <DraftEditor
            draft={data.draft?.texts ?? null}
            current={data.versions[0]?.texts ?? null}
          />
          <section className={styles.section} aria-labelledby={versionsId}>
            <h2 id={versionsId}>{t('admin.consent.versions')}</h2>
            <AdminTable
              columns={[
                t('admin.consent.version'),
                t('admin.consent.publishedAt'),
                t('admin.consent.signers'),
              ]}
              rows={data.versions}
              empty={t('admin.consent.noVersions')}
              row={(v) => (
                <tr key={v.version}>
                  <td>{v.version}</td>
                  <td>{formatDateTime(v.published_at)}</td>
                  <td>{v.signed}</td>
                </tr>
              )}
            />
          </section>
        </>
      )}
      <section className={styles.section} aria-labelledby={peopleId}>
        <h2 id={peopleId}>{t('admin.consent.participants')}</h2>
        {!participants.data ? (
          <QueryState error={participants.error} onRetry={() => void participants.refetch()} />
        ) : (
          <AdminTable
            columns={[
              t('admin.consent.pseudonym'),
              t('admin.consent.email'),
              t('admin.consent.state'),
              t('admin.consent.version'),
              t('admin.consent.signedAt'),
              t('admin.consent.copy'),
            ]}
            rows={participants.data}
            empty={t('admin.consent.noParticipants')}
            row={(p) => <ParticipantRow key={p.user_id} p={p} />}
          />
        )}
      </section>
    </>
  );
}
