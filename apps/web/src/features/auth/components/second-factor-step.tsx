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
import { toast } from '../../../lib/toast.ts';
import { useLoginSecondFactor } from '../api/login-second-factor.ts';
import styles from './auth.module.css';

type Method = 'authenticator' | 'recovery_code';
/** The request's field for each way: the server names the same one when it refuses the code. */
const FIELD = { authenticator: 'code', recovery_code: 'recovery_code' } as const;

/**
 * The sign-in's second step (issue 32), in place of the e-mail and password once they were right
 * for an account with an authenticator app: a code from the app, or one of the recovery codes
 * for a person who has lost the phone. A wrong code keeps what was typed, to be put right; a
 * step left too long (or tried too often) sends the person back to the first step.
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
  const [method, setMethod] = useState<Method>('authenticator');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const step = useLoginSecondFactor();
  const guardOnline = useOfflineGuard();
  const input = useRef<HTMLInputElement>(null);
  const canRecover = challenge.methods.includes('recovery_code');
  const field = FIELD[method];

  // The code is what the person types next: the field takes the focus, and again on a switch.
  useEffect(() => input.current?.focus(), [method]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get(field) ?? '');
    let schemas: typeof import('../../../lib/deferred-schemas.ts');
    try {
      schemas = await import('../../../lib/deferred-schemas.ts');
    } catch (error) {
      if (guardOnline()) toast.error(errorText(t, error));
      return;
    }
    const parsed = schemas.ZSecondFactorLoginRequest.safeParse({
      token: challenge.token,
      [field]: value,
    });
    if (!parsed.success) {
      setFieldError(messageText(t, parsed.error.issues[0]?.message));
      input.current?.focus();
      return;
    }
    setFieldError(undefined);
    if (!guardOnline()) return;
    step.mutate(parsed.data, {
      onSuccess: onSignedIn,
      onError: (error) => {
        if (!isApiError(error)) return;
        if (error.error_type === 'TOKEN_EXPIRED') {
          onRestart(errorText(t, error));
          return;
        }
        const key = error.fields?.[field];
        if (key) {
          setFieldError(messageText(t, key));
          input.current?.focus();
        }
      },
    });
  };

  // A refusal of the code is said under the field; anything else (too many tries, no
  // connection) above the form.
  const refusal =
    step.isError && !(isApiError(step.error) && step.error.fields?.[field])
      ? errorText(t, step.error)
      : null;
  const choose = (next: Method) => {
    setFieldError(undefined);
    setMethod(next);
  };

  return (
    <form className={formStyles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <h2 className={styles.stepTitle}>{t('login.secondFactor.title')}</h2>
      {refusal ? <Notice tone="error">{refusal}</Notice> : null}
      <p className={styles.subtitle}>
        {method === 'authenticator'
          ? t('login.secondFactor.codeLead')
          : t('login.secondFactor.recoveryLead')}
      </p>
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
      ) : (
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
      )}
      <Button type="submit" block disabled={step.isPending}>
        {t('login.secondFactor.submit')}
      </Button>
      {canRecover ? (
        <Button
          variant="ghost"
          onClick={() => choose(method === 'authenticator' ? 'recovery_code' : 'authenticator')}
        >
          {method === 'authenticator'
            ? t('login.secondFactor.useRecovery')
            : t('login.secondFactor.useApp')}
        </Button>
      ) : null}
      <Button variant="ghost" onClick={() => onRestart(null)}>
        {t('login.secondFactor.restart')}
      </Button>
    </form>
  );
}
