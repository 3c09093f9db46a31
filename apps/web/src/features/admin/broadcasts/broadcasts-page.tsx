import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Notice } from '../../../components/page.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { errorText } from '../../../i18n/messages.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { AlertDialog } from 'radix-ui';
import { buttonClass } from '../../../components/button.tsx';
import dialogStyles from '../../../components/dialog.module.css';
import { useSendBroadcast } from '../api/broadcasts.ts';
import { SentBroadcasts } from './sent-broadcasts.tsx';
import { CohortSelect } from '../components/cohort-select.tsx';
import { fieldError } from '../components/field-errors.ts';
import styles from '../admin.module.css';
import { clearIfSent } from '../../../lib/clear-if-sent.ts';

/** A notification with push, to everyone or one cohort. */
export function BroadcastsPage() {
  const { t } = useTranslation();
  const send = useSendBroadcast();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [cohortId, setCohortId] = useState<number | undefined>();
  const [sent, setSent] = useState('');
  const bodyId = useId();
  const bodyError = fieldError(t, send.error, 'body');

  // Everyone is a large audience: the form asks before sending to it.
  const [confirming, setConfirming] = useState(false);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (cohortId === undefined) setConfirming(true);
    else sendNow();
  }

  function sendNow() {
    setConfirming(false);
    setSent('');
    const sent = { title, body };
    send.mutate(
      { title, body, cohort_id: cohortId },
      {
        onSuccess: (reply) => {
          toast.success(reply.message);
          setSent(reply.message);
          setTitle(clearIfSent(sent.title, ''));
          setBody(clearIfSent(sent.body, ''));
        },
      },
    );
  }

  return (
    <>
      <h1 className={styles.heading}>{t('admin.broadcasts.heading')}</h1>
      <form className={styles.section} onSubmit={handleSubmit} noValidate>
        <p className={styles.muted}>{t('admin.broadcasts.intro')}</p>
        <div className={styles.grid}>
          <TextField
            label={t('admin.broadcasts.title')}
            value={title}
            maxLength={120}
            onChange={(e) => setTitle(e.target.value)}
            error={fieldError(t, send.error, 'title')}
          />
          <CohortSelect
            label={t('admin.broadcasts.audience')}
            value={cohortId}
            onChange={setCohortId}
            emptyLabel={t('admin.broadcasts.everyone')}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={bodyId} className={styles.label}>
            {t('admin.broadcasts.body')}
          </label>
          <textarea
            id={bodyId}
            className={styles.textarea}
            value={body}
            maxLength={1000}
            onChange={(e) => setBody(e.target.value)}
            aria-invalid={bodyError ? true : undefined}
          />
          {bodyError ? <p className={styles.error}>{bodyError}</p> : null}
        </div>
        {isApiError(send.error) && !send.error.fields ? (
          <Notice tone="error">{errorText(t, send.error)}</Notice>
        ) : null}
        {sent ? <Notice tone="success">{sent}</Notice> : null}
        <div className={styles.actions}>
          <Button type="submit" disabled={send.isPending}>
            {t('admin.broadcasts.submit')}
          </Button>
        </div>
      </form>
      <AlertDialog.Root open={confirming} onOpenChange={setConfirming}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className={dialogStyles.overlay} />
          <AlertDialog.Content className={dialogStyles.content}>
            <AlertDialog.Title className={dialogStyles.title}>
              {t('admin.broadcasts.confirmTitle')}
            </AlertDialog.Title>
            <AlertDialog.Description className={dialogStyles.description}>
              {t('admin.broadcasts.confirmEveryone')}
            </AlertDialog.Description>
            <div className={styles.actions}>
              <AlertDialog.Cancel className={buttonClass('secondary')}>
                {t('admin.cancel')}
              </AlertDialog.Cancel>
              <AlertDialog.Action className={buttonClass('primary')} onClick={sendNow}>
                {t('admin.broadcasts.confirmSend')}
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
      <SentBroadcasts />
    </>
  );
}
