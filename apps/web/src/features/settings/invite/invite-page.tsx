import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { INVITE_DAILY_LIMIT, INVITE_MAX_RECIPIENTS } from '@resona/contract';
import { Button } from '../../../components/button.tsx';
import formStyles from '../../../components/form.module.css';
import { BackLink, Card, Notice, pageStyles } from '../../../components/page.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useOfflineGuard } from '../../../hooks/use-offline-guard.ts';
import { errorText, messageText } from '../../../i18n/messages.ts';
import { useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { useInviteFriends } from './api/invite-friends.ts';
import { checkFriendEmail, collectInvitees, type FriendProblem } from './friend-list.ts';
import styles from './invite.module.css';

/**
 * /Setting/Invite-friend (spec §5): add friends' addresses one by one (each checked with the
 * e-mail pattern), see and remove them, then send one invitation to each; an address still in
 * the field when Send is pressed is checked and sent too.
 */
export function InviteFriendPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const guardOnline = useOfflineGuard();
  const send = useInviteFriends();
  const listId = useId();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState('');
  const [emails, setEmails] = useState<string[]>([]);
  const [sentTo, setSentTo] = useState<string[]>([]);

  const showProblem = (problem: FriendProblem) =>
    setError(problem === 'alreadyAdded' ? t('invite.alreadyAdded') : messageText(t, problem));

  const handleAdd = (event: FormEvent) => {
    event.preventDefault();
    const result = checkFriendEmail(draft, user?.email, emails);
    if ('problem' in result) {
      showProblem(result.problem);
      return;
    }
    setEmails([...emails, result.email]);
    setDraft('');
    setError('');
    setSentTo([]);
  };

  const handleSend = () => {
    const result = collectInvitees(draft, user?.email, emails);
    if ('problem' in result) {
      showProblem(result.problem);
      return;
    }
    if (!guardOnline()) return;
    // The typed address joins the list, so it stays there if the send fails.
    setEmails(result.emails);
    setDraft('');
    setError('');
    send.mutate(
      { emails: result.emails },
      {
        onSuccess: (reply) => {
          toast.success(reply.message);
          setSentTo(reply.data.invited);
          setEmails([]);
        },
        onError: (failure) => toast.error(errorText(t, failure)),
      },
    );
  };

  return (
    <Card>
      <BackLink to="/Setting" label={t('nav.settings')} />
      <h1 className={pageStyles.title}>{t('settings.invite')}</h1>
      <p className={pageStyles.lead}>{t('invite.intro')}</p>
      <form className={styles.addRow} onSubmit={handleAdd} noValidate>
        <TextField
          label={t('invite.emailLabel')}
          type="email"
          inputMode="email"
          autoComplete="off"
          dir="ltr"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          error={error}
        />
        <Button type="submit" variant="secondary" className={styles.addButton}>
          {t('invite.add')}
        </Button>
      </form>

      <h2 id={listId} className={styles.listTitle}>
        {t('invite.listLabel', { n: emails.length, max: INVITE_MAX_RECIPIENTS })}
      </h2>
      {emails.length === 0 ? (
        <p className={styles.muted}>{t('invite.empty')}</p>
      ) : (
        <ul className={styles.list} aria-labelledby={listId}>
          {emails.map((email) => (
            <li key={email} className={styles.item}>
              <span dir="ltr">{email}</span>
              <Button
                variant="ghost"
                aria-label={t('invite.remove', { email })}
                onClick={() => setEmails(emails.filter((e) => e !== email))}
              >
                {t('invite.removeShort')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className={formStyles.form}>
        <Button block onClick={handleSend} disabled={send.isPending}>
          {t('invite.send')}
        </Button>
        {sentTo.length > 0 ? (
          <Notice tone="success">{t('invite.sentTo', { emails: sentTo.join(', ') })}</Notice>
        ) : null}
        <p className={styles.muted}>{t('invite.limitNote', { limit: INVITE_DAILY_LIMIT })}</p>
      </div>
    </Card>
  );
}
