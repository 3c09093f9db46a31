import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import formStyles from '../../../components/form.module.css';
import { Notice } from '../../../components/page.tsx';
import { PasswordField } from '../../../components/text-field.tsx';
import { useOfflineGuard } from '../../../hooks/use-offline-guard.ts';
import { errorText, messageText } from '../../../i18n/messages.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { sessionStore, useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteAccount } from './api/delete-account.ts';
import styles from './my-data.module.css';

/**
 * Delete account (spec §4, §5): a button that opens and closes the form; the password unless
 * the account signs in with Google or Facebook only; a Yes/No question; then the account is
 * gone, the session with it, and the person is at /login.
 */
export function DeleteAccountForm() {
  const { t } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const guardOnline = useOfflineGuard();
  const remove = useDeleteAccount();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const needsPassword = user?.has_password !== 0;

  const toggle = () => {
    setOpen((was) => !was);
    setPassword('');
    setError('');
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (needsPassword && password === '') {
      setError(messageText(t, 'passwordRequired'));
      return;
    }
    setError('');
    setAsking(true);
  };

  const handleConfirm = () => {
    if (!guardOnline()) return;
    remove.mutate(needsPassword ? { password } : {}, {
      onSuccess: (reply) => {
        toast.success(reply.message);
        sessionStore.clear();
        queryClient.clear();
        void navigate('/login', { replace: true });
      },
      onError: (failure) => {
        const field = isApiError(failure) ? failure.fields?.password : undefined;
        if (field) setError(messageText(t, field));
        else toast.error(errorText(t, failure));
      },
    });
  };

  return (
    <div className={styles.deleteArea}>
      <Button variant="secondary" aria-expanded={open} aria-controls={formId} onClick={toggle}>
        {t('myData.deleteToggle')}
      </Button>
      {open ? (
        <form id={formId} className={formStyles.form} onSubmit={handleSubmit} noValidate>
          <Notice tone="warning">{t('myData.deleteWarning')}</Notice>
          {needsPassword ? (
            <PasswordField
              label={t('fields.password')}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={error}
            />
          ) : (
            <p>{t('myData.deleteNoPassword')}</p>
          )}
          <Button type="submit" disabled={remove.isPending}>
            {t('myData.deleteSubmit')}
          </Button>
        </form>
      ) : null}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('myData.deleteQuestion')}
        description={t('myData.deleteQuestionBody')}
        yesLabel={t('myData.yes')}
        noLabel={t('myData.no')}
        actionsClassName={styles.dialogActions}
        onConfirm={handleConfirm}
      />
    </div>
  );
}
