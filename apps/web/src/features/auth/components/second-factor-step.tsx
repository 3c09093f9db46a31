import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSecondFactorChallenge, TSecondFactorLoginResponse } from '@resona/contract';
import { Button } from '../../../components/button.tsx';
import { Notice } from '../../../components/page.tsx';
import formStyles from '../../../components/form.module.css';
import { TextField } from '../../../components/text-field.tsx';
import { useOfflineGuard } from '../../../hooks/use-offline-guard.ts';
import { errorText, messageText } from '../../../i18n/messages.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { passkeyDismissed, signWithPasskey } from '../../../lib/passkeys.ts';
import { toast } from '../../../lib/toast.ts';
import { useLoginSecondFactor, type SecondFactorBody } from '../api/login-second-factor.ts';
import styles from './auth.module.css';

type Method = 'authenticator' | 'passkey' | 'recovery_code';
type CodeMethod = Exclude<Method, 'passkey'>;
/** The request's field for each code: the server names the same one when it refuses the code. */
const FIELD = { authenticator: 'code', recovery_code: 'recovery_code' } as const;
/** The way a code method is offered from another one. */
const SWITCH = {
  authenticator: 'login.secondFactor.useApp',
  recovery_code: 'login.secondFactor.useRecovery',
} as const;

/** The app's code first when there is one; else the passkey; the recovery codes last. */
function firstMethod(methods: readonly Method[], passkey: boolean): Method {
  if (methods.includes('authenticator')) return 'authenticator';
  return passkey ? 'passkey' : 'recovery_code';
}

/**
 * The sign-in's second step (issue 32), in place of the e-mail and password once they were right
 * for an account with a second factor: a code from the authenticator app, one of the account's
 * passkeys, or one of the recovery codes for a person who has lost the phone. A wrong code keeps
 * what was typed, to be put right; a step left too long (or tried too often) sends the person
 * back to the first step.
 */
export function SecondFactorStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: TSecondFactorChallenge;
  onSignedIn: (reply: TSecondFactorLoginResponse) => void;
  /** Back to the e-mail and password, with why (null: the person chose to). */
  onRestart: (message: string | null) => void;
}) {
  const { t } = useTranslation();
  const passkeyOptions = challenge.methods.includes('passkey')
    ? challenge.passkey_options
    : undefined;
  const [method, setMethod] = useState<Method>(() =>
    firstMethod(challenge.methods, passkeyOptions !== undefined),
  );
  const [fieldError, setFieldError] = useState<string | undefined>();
  // The browser's prompt closed without a passkey (quiet), or could not be shown.
  const [passkeyNote, setPasskeyNote] = useState<{ tone: 'info' | 'error'; text: string } | null>(
    null,
  );
  const step = useLoginSecondFactor();
  const guardOnline = useOfflineGuard();
  const input = useRef<HTMLInputElement>(null);
  const field = method === 'passkey' ? null : FIELD[method];

  // The code is what the person types next: the field takes the focus, and again on a switch.
  useEffect(() => input.current?.focus(), [method]);

  /** Checked against the contract's rules (loaded now: zod is not in the page's first load). */
  const checked = async (body: Record<string, unknown>) => {
    let schemas: typeof import('../../../lib/deferred-schemas.ts');
    try {
      schemas = await import('../../../lib/deferred-schemas.ts');
    } catch (error) {
      if (guardOnline()) toast.error(errorText(t, error));
      return null;
    }
    return schemas.ZSecondFactorLoginRequest.safeParse({ token: challenge.token, ...body });
  };

  const send = (body: SecondFactorBody) => {
    if (!guardOnline()) return;
    step.mutate(body, {
      onSuccess: onSignedIn,
      onError: (error) => {
        if (!isApiError(error)) return;
        if (error.error_type === 'TOKEN_EXPIRED') {
          onRestart(errorText(t, error));
          return;
        }
        const key = field ? error.fields?.[field] : undefined;
        if (key && body.passkey === undefined) {
          setFieldError(messageText(t, key));
          input.current?.focus();
        }
      },
    });
  };

  const signWithOwnPasskey = async () => {
    if (!passkeyOptions || !guardOnline()) return;
    setPasskeyNote(null);
    let credential: Awaited<ReturnType<typeof signWithPasskey>>;
    try {
      credential = await signWithPasskey(passkeyOptions);
    } catch (error) {
      setPasskeyNote(
        passkeyDismissed(error)
          ? { tone: 'info', text: t('login.secondFactor.passkeyDismissed') }
          : { tone: 'error', text: t('login.secondFactor.passkeyFailed') },
      );
      return;
    }
    const parsed = await checked({ passkey: credential });
    if (parsed?.success) send(parsed.data);
    else if (parsed) setPasskeyNote({ tone: 'error', text: t('login.secondFactor.passkeyFailed') });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!field) {
      await signWithOwnPasskey();
      return;
    }
    const value = String(new FormData(event.currentTarget).get(field) ?? '');
    const parsed = await checked({ [field]: value });
    if (!parsed) return;
    if (!parsed.success) {
      setFieldError(messageText(t, parsed.error.issues[0]?.message));
      input.current?.focus();
      return;
    }
    setFieldError(undefined);
    setPasskeyNote(null);
    send(parsed.data);
  };

  // A refusal of the code is said under the field; anything else (a passkey refused, too many
  // tries, no connection) above the form.
  const refusal =
    step.isError && !(isApiError(step.error) && field && step.error.fields?.[field])
      ? errorText(t, step.error)
      : null;
  const choose = (next: Method) => {
    setFieldError(undefined);
    setPasskeyNote(null);
    setMethod(next);
  };
  const others = (['authenticator', 'recovery_code'] as const).filter(
    (other: CodeMethod) => other !== method && challenge.methods.includes(other),
  );
  const leads = {
    authenticator: 'login.secondFactor.codeLead',
    passkey: 'login.secondFactor.passkeyLead',
    recovery_code: 'login.secondFactor.recoveryLead',
  } as const;

  return (
    <form className={formStyles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <h2 className={styles.stepTitle}>{t('login.secondFactor.title')}</h2>
      {refusal ? <Notice tone="error">{refusal}</Notice> : null}
      {passkeyNote ? <Notice tone={passkeyNote.tone}>{passkeyNote.text}</Notice> : null}
      <p className={styles.subtitle}>{t(leads[method])}</p>
      {method === 'authenticator' ? (
        <TextField
          key="code"
          ref={input}
          name="code"
          label={t('login.secondFactor.codeLabel')}
          autoComplete="one-time-code"
          inputMode="numeric"
          spellCheck={false}
          defaultValue=""
          error={fieldError}
        />
      ) : null}
      {method === 'recovery_code' ? (
        <TextField
          key="recovery_code"
          ref={input}
          name="recovery_code"
          label={t('login.secondFactor.recoveryLabel')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          defaultValue=""
          error={fieldError}
        />
      ) : null}
      <Button type="submit" block disabled={step.isPending}>
        {method === 'passkey' ? t('login.secondFactor.usePasskey') : t('login.secondFactor.submit')}
      </Button>
      {method !== 'passkey' && passkeyOptions ? (
        <Button
          variant="secondary"
          block
          disabled={step.isPending}
          onClick={() => void signWithOwnPasskey()}
        >
          {t('login.secondFactor.usePasskey')}
        </Button>
      ) : null}
      {others.map((other) => (
        <Button key={other} variant="ghost" onClick={() => choose(other)}>
          {t(SWITCH[other])}
        </Button>
      ))}
      <Button variant="ghost" onClick={() => onRestart(null)}>
        {t('login.secondFactor.restart')}
      </Button>
    </form>
  );
}
