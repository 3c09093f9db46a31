import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SECURITY_EVENT_KINDS,
  type TAdminSecurityEvent,
  type TSecurityEventKind,
} from '@resona/contract';
import { Button } from '../../../components/button.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useSecurityEvents } from '../api/security-events.ts';
import { formatDateTime } from '../components/dates.ts';
import { PagedTable } from '../components/paged-table.tsx';
import { fieldError } from '../components/field-errors.ts';
import styles from '../admin.module.css';

interface Filter {
  email?: string | undefined;
  kind?: TSecurityEventKind | undefined;
}

const kindLabel = (kind: string) => `security.activity.kinds.${kind}`;

/**
 * Every account's security events (issue 32, ASVS 16.3.1): sign-ins and failed ones, second
 * factors added or removed, recovery codes used, sessions ended; by account or kind.
 */
export function SecurityEventsPage() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Filter>({});
  const [filter, setFilter] = useState<Filter>({});
  const events = useSecurityEvents(filter);
  const rows = events.data?.pages.flatMap((p) => p.events) ?? [];

  const browser = (e: TAdminSecurityEvent) =>
    e.browser
      ? t('security.activity.from', {
          browser: e.browser,
          system: e.system ?? t('security.devices.unknownSystem'),
        })
      : '—';

  return (
    <>
      <h1 className={styles.heading}>{t('admin.securityEvents.heading')}</h1>
      <p>{t('admin.securityEvents.intro')}</p>
      <form
        className={styles.section}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setFilter({ ...draft });
        }}
      >
        <div className={styles.grid}>
          <TextField
            label={t('admin.securityEvents.email')}
            type="email"
            value={draft.email ?? ''}
            onChange={(e) => setDraft({ ...draft, email: e.target.value || undefined })}
            error={fieldError(t, events.error, 'email')}
          />
          <SelectField
            label={t('admin.securityEvents.kind')}
            value={draft.kind ?? ''}
            onChange={(e) =>
              setDraft({
                ...draft,
                kind: (e.target.value || undefined) as TSecurityEventKind | undefined,
              })
            }
            options={[
              { value: '', label: t('admin.securityEvents.anyKind') },
              ...SECURITY_EVENT_KINDS.map((k) => ({ value: k, label: t(kindLabel(k)) })),
            ]}
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit">{t('admin.securityEvents.apply')}</Button>
        </div>
      </form>
      <PagedTable
        query={events}
        columns={[
          t('admin.securityEvents.when'),
          t('admin.securityEvents.account'),
          t('admin.securityEvents.kind'),
          t('admin.securityEvents.address'),
          t('admin.securityEvents.browser'),
        ]}
        rows={rows}
        empty={t('admin.securityEvents.empty')}
        row={(e) => (
          <tr key={e.id}>
            <td>{formatDateTime(e.at)}</td>
            <td>{e.email ?? t('admin.securityEvents.erased')}</td>
            <td>{t(kindLabel(e.kind))}</td>
            <td className={styles.code}>{e.ip ?? '—'}</td>
            <td title={e.user_agent ?? undefined}>{browser(e)}</td>
          </tr>
        )}
      />
    </>
  );
}
