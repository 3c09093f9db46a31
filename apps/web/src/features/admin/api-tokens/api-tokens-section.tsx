import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { STUDY_TOKEN_DAYS, type TStudyApiToken } from '@resona/contract';
import { Button } from '../../../components/button.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { errorText } from '../../../i18n/messages.ts';
import { clearIfSent } from '../../../lib/clear-if-sent.ts';
import { toast } from '../../../lib/toast.ts';
import {
  useCreateStudyApiToken,
  useRevokeStudyApiToken,
  useStudyApiTokens,
} from '../api/api-tokens.ts';
import { AdminTable } from '../components/admin-table.tsx';
import { ConfirmRevoke } from '../components/confirm-revoke.tsx';
import { formatDate, formatDateTime } from '../components/dates.ts';
import { fieldError } from '../components/field-errors.ts';
import styles from '../admin.module.css';
import { NewToken } from './new-token.tsx';

const stateOf = (token: TStudyApiToken) =>
  token.revoked_at ? 'revoked' : Date.parse(token.expires_at) <= Date.now() ? 'expired' : 'active';

/**
 * The study's read-only API tokens (decision 110): a program pulls the exports with one. Made
 * here with a name and a lifetime, its secret shown once; listed without it; revoked at once.
 */
export function ApiTokensSection() {
  const { t } = useTranslation();
  const tokens = useStudyApiTokens();
  const create = useCreateStudyApiToken();
  const revoke = useRevokeStudyApiToken();
  const [name, setName] = useState('');
  const [days, setDays] = useState(String(STUDY_TOKEN_DAYS.default));
  const [secret, setSecret] = useState<string | null>(null);
  const error = create.error;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const sent = name;
    create.mutate(
      { name, expires_in_days: days },
      {
        onSuccess: (reply) => {
          setSecret(reply.data.secret);
          setName(clearIfSent(sent, ''));
        },
      },
    );
  }

  return (
    <section className={styles.section} aria-labelledby="export-api-tokens">
      <h2 id="export-api-tokens">{t('admin.export.tokens.heading')}</h2>
      <p className={styles.muted}>{t('admin.export.tokens.intro')}</p>
      {secret ? <NewToken secret={secret} onDone={() => setSecret(null)} /> : null}
      <form onSubmit={handleSubmit} noValidate>
        <div className={styles.grid}>
          <TextField
            label={t('admin.export.tokens.name')}
            value={name}
            maxLength={60}
            onChange={(e) => setName(e.target.value)}
            error={fieldError(t, error, 'name')}
          />
          <TextField
            label={t('admin.export.tokens.days')}
            type="number"
            min={STUDY_TOKEN_DAYS.min}
            max={STUDY_TOKEN_DAYS.max}
            value={days}
            onChange={(e) => setDays(e.target.value)}
            error={fieldError(t, error, 'expires_in_days')}
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit" disabled={create.isPending}>
            {t('admin.export.tokens.create')}
          </Button>
        </div>
      </form>
      {!tokens.data ? (
        <QueryState error={tokens.error} onRetry={() => void tokens.refetch()} />
      ) : (
        <AdminTable
          columns={[
            t('admin.export.tokens.name'),
            t('admin.export.tokens.createdBy'),
            t('admin.export.tokens.createdAt'),
            t('admin.export.tokens.expiresAt'),
            t('admin.export.tokens.lastUsed'),
            t('admin.export.tokens.state'),
            <span key="revoke" className={styles.muted}>
              {t('admin.codes.revoke')}
            </span>,
          ]}
          rows={tokens.data}
          empty={t('admin.export.tokens.empty')}
          row={(token) => (
            <tr key={token.id}>
              <td>{token.name}</td>
              <td>{token.created_by ?? '—'}</td>
              <td>{formatDate(token.created_at)}</td>
              <td>{formatDate(token.expires_at)}</td>
              <td>
                {token.last_used_at
                  ? formatDateTime(token.last_used_at)
                  : t('admin.export.tokens.never')}
              </td>
              <td>{t(`admin.export.tokens.states.${stateOf(token)}`)}</td>
              <td>
                {token.revoked_at ? null : (
                  <ConfirmRevoke
                    title={t('admin.export.tokens.revokeToken', { name: token.name })}
                    description={t('admin.export.tokens.revokeConfirm')}
                    onConfirm={() =>
                      revoke.mutate(token.id, {
                        onSuccess: (reply) => toast.success(reply.message),
                        onError: (e) => toast.error(errorText(t, e)),
                      })
                    }
                  />
                )}
              </td>
            </tr>
          )}
        />
      )}
    </section>
  );
}
