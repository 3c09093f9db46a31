import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RESEND_REDIRECT_MS, VERIFY_REDIRECT_MS } from '@resona/contract';
import { Button } from '../../../components/button.tsx';
import formStyles from '../../../components/form.module.css';
import { BackLink, Card, Notice } from '../../../components/page.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useOfflineGuard } from '../../../hooks/use-offline-guard.ts';
import { errorText } from '../../../i18n/messages.ts';
import { sessionStore, useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { useCheckEmailVerification } from '../api/check-email-verification.ts';
import { useLogout } from '../../../lib/api/logout.ts';
import { useResendVerificationEmail } from '../api/resend-verification-email.ts';
import { AuthHeader } from '../components/auth-header.tsx';
import styles from '../components/auth.module.css';

type Flags = { is_verified: 0 | 1; is_subscribe: 0 | 1; is_survey_complete: 0 | 1 };

/** Where a verified user goes from /check (spec §4, "Email verification"). */
function afterVerification(flags: Flags): string {
  if (flags.is_verified !== 1) return '/check';
  if (flags.is_subscribe !== 1) return '/Algorithm';
  if (flags.is_survey_complete === 1) return '/new-tutorial';
  // Subscribed with the survey to do: the routing function decides (→ /age-question).
  return '/';
}

/** The e-mail verification page: Resend, Logout, Verified (spec §2). */
export function CheckPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const email = user?.email ?? '';
  const check = useCheckEmailVerification();
  const resend = useResendVerificationEmail();
  const logout = useLogout();
  const guardOnline = useOfflineGuard();
  const [redirect, setRedirect] = useState<{ to: string; after: number } | null>(null);
  const [warning, setWarning] = useState(false);
  const checkedOnLoad = useRef(false);

  useEffect(() => {
    if (!redirect) return;
    const timer = window.setTimeout(
      () => void navigate(redirect.to, { replace: true }),
      redirect.after,
    );
    return () => window.clearTimeout(timer);
  }, [redirect, navigate]);

  function runCheck(quiet: boolean) {
    if (!email) return;
    check.mutate(email, {
      onSuccess: (reply) => {
        const flags = reply.data.user_detail;
        if (flags.is_verified !== 1) {
          if (!quiet) {
            setWarning(true);
            toast.warning(t('pleaseVerify', { ns: 'msg' }));
          }
          return;
        }
        setWarning(false);
        sessionStore.patchUser(flags);
        toast.success(reply.message || t('emailVerified', { ns: 'msg' }));
        setRedirect({ to: afterVerification(flags), after: VERIFY_REDIRECT_MS });
      },
      onError: (error) => {
        if (!quiet) toast.error(errorText(t, error));
      },
    });
  }

  // The page re-checks on load: a link opened on another device may have verified already.
  const checkOnLoad = useEffectEvent(() => runCheck(true));
  useEffect(() => {
    if (checkedOnLoad.current) return;
    checkedOnLoad.current = true;
    checkOnLoad();
  }, []);

  function onResend() {
    if (!guardOnline() || !email) return;
    resend.mutate(email, {
      onSuccess: (reply) => {
        // status false: no mail went out now (one did a moment ago), which is not a success.
        const show = reply.data.status ? toast.success : toast.warning;
        show(reply.data.message || reply.message);
        if (reply.data.is_verified === 1) {
          setRedirect({ to: '/login', after: RESEND_REDIRECT_MS });
        }
      },
      onError: (error) => toast.error(errorText(t, error)),
    });
  }

  function onVerified() {
    if (!guardOnline()) return;
    runCheck(false);
  }

  const busy = check.isPending || resend.isPending || logout.isPending || redirect !== null;
  return (
    <Card>
      <BackLink to="/login" />
      <AuthHeader title={t('check.title')} subtitle={t('check.subtitle')} />
      <div className={formStyles.form}>
        {warning ? <Notice tone="warning">{t('pleaseVerify', { ns: 'msg' })}</Notice> : null}
        {resend.isSuccess ? (
          <Notice tone={resend.data.data.status ? 'success' : 'warning'}>
            {resend.data.data.message || resend.data.message}
          </Notice>
        ) : null}
        {redirect && redirect.after === VERIFY_REDIRECT_MS ? (
          <Notice tone="success">{t('emailVerified', { ns: 'msg' })}</Notice>
        ) : null}
        <TextField label={t('fields.email')} type="email" value={email} readOnly />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onResend} disabled={busy}>
            {t('check.resend')}
          </Button>
          <Button variant="secondary" onClick={() => logout.mutate()} disabled={logout.isPending}>
            {t('auth.logout')}
          </Button>
          <Button onClick={onVerified} disabled={busy}>
            {t('check.verified')}
          </Button>
        </div>
      </div>
    </Card>
  );
}
