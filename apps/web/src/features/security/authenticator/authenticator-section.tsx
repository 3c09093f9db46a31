import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCurrentUser, TFactorsChangedResponse, TSecondFactors } from '@resona/contract';
import { Button } from '../../../components/button.tsx';
import { Notice } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useOfflineGuard } from '../../../hooks/use-offline-guard.ts';
import { errorText } from '../../../i18n/messages.ts';
import { toast } from '../../../lib/toast.ts';
import {
  useConfirmAuthenticator,
  useNewRecoveryCodes,
  useRemoveAuthenticator,
  useSecondFactors,
  useStartAuthenticator,
} from '../api/second-factors.ts';
import { ReauthForm } from './reauth-form.tsx';
import { ScanStep } from './scan-step.tsx';
import { FactorSetUp } from '../components/factor-set-up.tsx';
import styles from './authenticator.module.css';

type Step =
  | { kind: 'status' }
  | { kind: 'reauth'; action: 'add' | 'remove' | 'codes' }
  | { kind: 'scan'; secret: string; uri: string }
  /** A factor was just set up or the codes made anew: the codes this once, and an offer. */
  | { kind: 'done'; codes: string[] | null };

/**
 * Settings → Security → Authenticator app (issue 32): a second step at sign-in, a code from an
 * app on the person's phone, so a password alone no longer opens the account. Adding it shows
 * the secret as a QR code and as text, asks for the app's first code, then gives the ten
 * recovery codes once; removing it or making new codes asks for the password again.
 */
export function AuthenticatorSection({ user }: { user: TCurrentUser }) {
  const { t } = useTranslation();
  const userId = user.userID;
  const hasPassword = user.has_password === 1;
  const factors = useSecondFactors(userId);
  const start = useStartAuthenticator();
  const confirm = useConfirmAuthenticator(userId);
  const remove = useRemoveAuthenticator(userId);
  const newCodes = useNewRecoveryCodes(userId);
  const guardOnline = useOfflineGuard();
  const [step, setStep] = useState<Step>({ kind: 'status' });
  const toStatus = () => setStep({ kind: 'status' });

  const begin = async (body: { password?: string }) => {
    const reply = await start.mutateAsync(body);
    setStep({ kind: 'scan', secret: reply.data.secret, uri: reply.data.otpauth_uri });
  };
  const changed = (reply: TFactorsChangedResponse, then: Step) => {
    toast.success(reply.message);
    setStep(then);
  };

  // An account without a password has nothing to type: adding starts at once, and the server
  // asks for a fresh sign-in if the last one is too old.
  const add = () => {
    if (hasPassword) {
      setStep({ kind: 'reauth', action: 'add' });
      return;
    }
    if (!guardOnline()) return;
    begin({}).catch((error: unknown) => toast.error(errorText(t, error)));
  };

  let body: ReactNode;
  if (!factors.data) {
    body = <QueryState error={factors.error} onRetry={() => void factors.refetch()} />;
  } else if (step.kind === 'reauth') {
    const texts = {
      add: ['security.authenticator.reauth.addLead', 'security.authenticator.reauth.continue'],
      remove: ['security.authenticator.reauth.removeLead', 'security.authenticator.remove'],
      codes: ['security.authenticator.reauth.codesLead', 'security.authenticator.newCodes'],
    } as const;
    const [lead, submit] = texts[step.action];
    body = (
      <ReauthForm
        hasPassword={hasPassword}
        lead={t(lead)}
        submitLabel={t(submit)}
        onCancel={toStatus}
        onSubmit={async (proof) => {
          if (step.action === 'add') return begin(proof);
          if (step.action === 'remove') {
            return changed(await remove.mutateAsync(proof), { kind: 'status' });
          }
          const reply = await newCodes.mutateAsync(proof);
          return changed(reply, { kind: 'done', codes: reply.data.recovery_codes });
        }}
      />
    );
  } else if (step.kind === 'scan') {
    body = (
      <ScanStep
        secret={step.secret}
        uri={step.uri}
        onCancel={toStatus}
        onStartAgain={toStatus}
        onConfirm={async (code) => {
          const reply = await confirm.mutateAsync(code);
          changed(reply, { kind: 'done', codes: reply.data.recovery_codes });
          return reply;
        }}
      />
    );
  } else if (step.kind === 'done') {
    body = (
      <FactorSetUp
        codes={step.codes}
        email={user.email}
        userId={userId}
        factor="authenticator"
        onDone={toStatus}
      />
    );
  } else {
    body = (
      <FactorStatus
        factors={factors.data}
        researcher={user.is_researcher === 1}
        busy={start.isPending}
        onAdd={add}
        onRemove={() => setStep({ kind: 'reauth', action: 'remove' })}
        onNewCodes={() => setStep({ kind: 'reauth', action: 'codes' })}
      />
    );
  }

  return (
    <section className={styles.section} aria-labelledby="authenticator-title">
      <h2 id="authenticator-title" className={styles.title}>
        {t('security.authenticator.title')}
      </h2>
      <p className={styles.muted}>{t('security.authenticator.intro')}</p>
      {body}
    </section>
  );
}

function FactorStatus({
  factors,
  researcher,
  busy,
  onAdd,
  onRemove,
  onNewCodes,
}: {
  factors: TSecondFactors;
  researcher: boolean;
  busy: boolean;
  onAdd: () => void;
  onRemove: () => void;
  onNewCodes: () => void;
}) {
  const { t, i18n } = useTranslation();
  const added = factors.authenticator_added_at;
  const forConsole = researcher || factors.required;
  if (!added) {
    return (
      <>
        <p className={styles.state}>{t('security.authenticator.off')}</p>
        {forConsole && factors.passkeys.length === 0 ? (
          <Notice tone="warning">{t('security.authenticator.consoleNeedsOne')}</Notice>
        ) : null}
        <Button onClick={onAdd} disabled={busy}>
          {t('security.authenticator.add')}
        </Button>
      </>
    );
  }
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
    new Date(added),
  );
  return (
    <>
      <p className={styles.state}>{t('security.authenticator.on', { when })}</p>
      <p className={styles.muted}>
        {t('security.authenticator.codesLeft', { count: factors.recovery_codes_left })}
      </p>
      {factors.recovery_codes_left === 0 ? (
        <Notice tone="warning">{t('security.authenticator.noCodesLeft')}</Notice>
      ) : null}
      {forConsole && !factors.this_session_verified ? (
        <Notice tone="info">{t('security.authenticator.consoleSignInAgain')}</Notice>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onNewCodes}>
          {t('security.authenticator.newCodes')}
        </Button>
        <Button variant="ghost" onClick={onRemove}>
          {t('security.authenticator.remove')}
        </Button>
      </div>
    </>
  );
}
