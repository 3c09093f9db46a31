import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REMINDER_MAX_COUNT, ZReminderTime, type TReminderSettings } from '@resona/contract';
import { Button } from '../../../components/button.tsx';
import { BackLink, Card, Notice, pageStyles } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { SwitchSetting } from '../../../components/switch-setting.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useOfflineGuard } from '../../../hooks/use-offline-guard.ts';
import { errorText, messageText } from '../../../i18n/messages.ts';
import { getTimezone } from '../../../lib/device.ts';
import { enablePush } from '../../../lib/push.ts';
import { useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteReminder } from './api/delete-reminder.ts';
import { useReminders } from './api/get-reminders.ts';
import { useSetReminder } from './api/set-reminder.ts';
import {
  displayTime,
  isAllowedKey,
  nextSuggestion,
  sanitizeTime,
  TIME_OPTIONS,
} from './time-format.ts';
import formStyles from '../../../components/form.module.css';
import styles from './reminders.module.css';

/** One time on the screen: a saved reminder (with its id) or one not saved yet. */
interface Row {
  key: string;
  id: number | null;
  text: string;
  error?: string | undefined;
}

let nextKey = 1;
const rowsOf = (settings: TReminderSettings): Row[] =>
  settings.reminder_data.map((r) => ({
    key: `saved-${r.reminder_id}`,
    id: r.reminder_id,
    text: displayTime(r.remind_time),
  }));

/** /Setting/SetReminder and /SetReminder: the switch and the daily times (spec §2, §5). */
export function SetReminderPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const reminders = useReminders(user?.userID ?? 0);

  let body;
  if (reminders.data) {
    body = <ReminderForm userId={user?.userID ?? 0} initial={reminders.data} />;
  } else {
    body = <QueryState error={reminders.error} onRetry={() => void reminders.refetch()} />;
  }
  return (
    <Card>
      <BackLink to="/Setting" label={t('nav.settings')} />
      <h1 className={pageStyles.title}>{t('settings.reminder')}</h1>
      <p className={pageStyles.lead}>{t('reminders.intro')}</p>
      {body}
    </Card>
  );
}

function ReminderForm({ userId, initial }: { userId: number; initial: TReminderSettings }) {
  const { t } = useTranslation();
  const guardOnline = useOfflineGuard();
  const save = useSetReminder(userId);
  const remove = useDeleteReminder(userId);
  const [enabled, setEnabled] = useState(initial.is_reminder === 1);
  const [rows, setRows] = useState<Row[]>(() => rowsOf(initial));
  const [blocked, setBlocked] = useState(false);
  const listId = useId();
  const zone = getTimezone() ?? 'UTC';
  const hasSaved = rows.some((r) => r.id !== null);

  const newRow = (taken: Row[]): Row => ({
    key: `new-${nextKey++}`,
    id: null,
    text: nextSuggestion(taken.map((r) => r.text)),
  });

  const toastReply = (reply: { message: string }) => toast.success(reply.message);
  const toastError = (error: unknown) => toast.error(errorText(t, error));

  const handleToggle = (on: boolean) => {
    if (!guardOnline()) return;
    setEnabled(on);
    if (on) {
      // Permission is asked now, in the person's click (never on first load), and this device
      // subscribes to Web Push, so the reminders reach it. The form does not wait for it.
      void enablePush().then((push) => setBlocked(push === 'denied'));
      if (!hasSaved && rows.length === 0) setRows((current) => [...current, newRow(current)]);
    }
    // Saved times switch on or off at once; new times wait for Save.
    if (hasSaved) {
      save.mutate(
        { is_reminder: on ? 1 : 0, time_zone: zone },
        { onSuccess: toastReply, onError: toastError },
      );
    }
  };

  const handleChange = (key: string, text: string) =>
    setRows((current) =>
      current.map((r) =>
        r.key === key ? { ...r, text: sanitizeTime(text), error: undefined } : r,
      ),
    );

  const handleRemove = (row: Row) => {
    if (row.id === null) {
      setRows((current) => current.filter((r) => r.key !== row.key));
      return;
    }
    if (!guardOnline()) return;
    remove.mutate(row.id, {
      onSuccess: (reply) => {
        toastReply(reply);
        setRows((current) => current.filter((r) => r.key !== row.key));
      },
      onError: toastError,
    });
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Spec §5: save works only when the reminder is on.
    if (!enabled || !guardOnline()) return;
    const checked = rows.map((r) => {
      const result = ZReminderTime.safeParse(r.text);
      return result.success ? r : { ...r, error: messageText(t, result.error.issues[0]?.message) };
    });
    setRows(checked);
    if (checked.some((r) => r.error)) return;
    save.mutate(
      { is_reminder: 1, remind_time: rows.map((r) => r.text), time_zone: zone },
      {
        onSuccess: (reply) => {
          toastReply(reply);
          setRows(rowsOf(reply.data));
        },
        onError: toastError,
      },
    );
  };

  const busy = save.isPending || remove.isPending;
  return (
    <form className={formStyles.form} onSubmit={handleSubmit} noValidate>
      <SwitchSetting
        className={styles.setting}
        checked={enabled}
        disabled={busy}
        onCheckedChange={handleToggle}
      >
        {t('reminders.toggle')}
      </SwitchSetting>
      {blocked ? <Notice tone="warning">{t('reminders.permissionDenied')}</Notice> : null}

      <datalist id={listId}>
        {TIME_OPTIONS.map((option) => (
          <option key={option} value={option} />
        ))}
      </datalist>
      <ul className={styles.times} aria-label={t('reminders.times')}>
        {rows.map((row, index) => (
          <li key={row.key} className={styles.row}>
            <TextField
              label={t('reminders.timeLabel', { n: index + 1 })}
              value={row.text}
              list={listId}
              inputMode="text"
              autoComplete="off"
              maxLength={8}
              placeholder="7:30 AM"
              disabled={!enabled}
              error={row.error}
              onKeyDown={(event) => {
                if (!event.ctrlKey && !event.metaKey && !isAllowedKey(event.key)) {
                  event.preventDefault();
                }
              }}
              onChange={(event) => handleChange(row.key, event.target.value)}
            />
            <Button
              variant="ghost"
              className={styles.rowAction}
              disabled={busy}
              aria-label={t('reminders.removeLabel', { time: row.text })}
              onClick={() => handleRemove(row)}
            >
              {t('reminders.remove')}
            </Button>
          </li>
        ))}
      </ul>
      <p className={styles.zone}>{t('reminders.zone', { zone })}</p>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          disabled={!enabled || busy || rows.length >= REMINDER_MAX_COUNT}
          onClick={() => setRows((current) => [...current, newRow(current)])}
        >
          {t('reminders.add')}
        </Button>
        <Button type="submit" disabled={!enabled || busy || rows.length === 0}>
          {t('reminders.save')}
        </Button>
      </div>
      {!enabled ? <p className={styles.zone}>{t('reminders.saveNeedsOn')}</p> : null}
    </form>
  );
}
