import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ZPasskeyName,
  ZPassword,
  type TCurrentUser,
  type TPasskey,
  type TSecondFactors,
} from '@resona/contract';
import { z } from 'zod';
import { Button } from '../../../components/button.tsx';
import formStyles from '../../../components/form.module.css';
import { Notice } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { PasswordField, TextField } from '../../../components/text-field.tsx';
import { useOfflineGuard } from '../../../hooks/use-offline-guard.ts';
import { errorText, messageText } from '../../../i18n/messages.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { applyFieldErrors } from '../../../lib/forms.ts';
import {
  createPasskey,
  passkeyAlreadyThere,
  passkeyDismissed,
  passkeysSupported,
} from '../../../lib/passkeys.ts';
import { toast } from '../../../lib/toast.ts';
import { useAddPasskey, usePasskeyOptions, useRemovePasskey } from '../api/passkeys.ts';
import { useNewRecoveryCodes, useSecondFactors } from '../api/second-factors.ts';
import { ReauthForm } from '../authenticator/reauth-form.tsx';
import { FactorSetUp } from '../components/factor-set-up.tsx';
import { guessDevice } from './device-name.ts';
import styles from './passkeys.module.css';

type Step =
  | { kind: 'status' }
  | { kind: 'add' }
  | { kind: 'remove'; passkey: TPasskey }
  /** New recovery codes, for an account whose only factors are passkeys. */
  | { kind: 'codes' }
  /** A passkey was just added: the recovery codes this once when it was the first factor. */
  | { kind: 'done'; codes: string[] | null };

/**
 * Settings → Security → Passkeys (issue 32): a passkey signs the person in with the device's
 * fingerprint, face or screen lock and no password, and stands as the second step after one.
 * Adding one asks for the password again, then the browser makes it; removing one asks for the
 * password again. A browser without WebAuthn is told so, and can still remove passkeys.
 */
export function PasskeysSection({ user }: { user: TCurrentUser }) {
  const { t } = useTranslation();
  const userId = user.userID;
  const hasPassword = user.has_password === 1;
  const factors = useSecondFactors(userId);
  const remove = useRemovePasskey(userId);
  const newCodes = useNewRecoveryCodes(userId);
  const [step, setStep] = useState<Step>({ kind: 'status' });
  const toStatus = () => setStep({ kind: 'status' });

  let body: ReactNode;
  if (!factors.data) {
    body = <QueryState error={factors.error} onRetry={() => void factors.refetch()} />;
  } else if (step.kind === 'add') {
    body = (
      <AddPasskeyForm
        userId={userId}
        hasPassword={hasPassword}
        onCancel={toStatus}
        onAdded={(codes) => setStep({ kind: 'done', codes })}
      />
    );
  } else if (step.kind === 'remove') {
    body = (
      <ReauthForm
        hasPassword={hasPassword}
        lead={t('security.passkeys.removeLead', { name: step.passkey.name })}
        submitLabel={t('security.passkeys.removeSubmit')}
        onCancel={toStatus}
        onSubmit={async (proof) => {
          const reply = await remove.mutateAsync({ passkey_id: step.passkey.passkey_id, ...proof });
          toast.success(reply.message);
          toStatus();
        }}
      />
    );
  } else if (step.kind === 'codes') {
    body = (
      <ReauthForm
        hasPassword={hasPassword}
        lead={t('security.authenticator.reauth.codesLead')}
        submitLabel={t('security.authenticator.newCodes')}
        onCancel={toStatus}
        onSubmit={async (proof) => {
          const reply = await newCodes.mutateAsync(proof);
          toast.success(reply.message);
          setStep({ kind: 'done', codes: reply.data.recovery_codes });
        }}
      />
    );
  } else if (step.kind === 'done') {
    body = (
      <FactorSetUp
        codes={step.codes}
        email={user.email}
        userId={userId}
        factor="passkey"
        onDone={toStatus}
      />
    );
  } else {
    body = (
      <PasskeyList
        factors={factors.data}
        onAdd={() => setStep({ kind: 'add' })}
        onRemove={(passkey) => setStep({ kind: 'remove', passkey })}
        onNewCodes={() => setStep({ kind: 'codes' })}
      />
    );
  }

  return (
    <section className={styles.section} aria-labelledby="passkeys-title">
      <h2 id="passkeys-title" className={styles.title}>
        {t('security.passkeys.title')}
      </h2>
      <p className={styles.muted}>{t('security.passkeys.intro')}</p>
      {body}
    </section>
  );
}

function PasskeyList({
  factors,
  onAdd,
  onRemove,
  onNewCodes,
}: {
  factors: TSecondFactors;
  onAdd: () => void;
  onRemove: (passkey: TPasskey) => void;
  onNewCodes: () => void;
}) {
  const { t, i18n } = useTranslation();
  const supported = passkeysSupported();
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  const { passkeys } = factors;
  return (
    <>
      {passkeys.length > 0 ? (
        <ul className={styles.list} aria-label={t('security.passkeys.listLabel')}>
          {passkeys.map((passkey) => (
            <li key={passkey.passkey_id} className={styles.passkey}>
              <div className={styles.text}>
                <span className={styles.name}>{passkey.name}</span>
                <span className={styles.times}>
                  {t('security.passkeys.added', { when: when(passkey.created_at) })}
                  {' · '}
                  {passkey.last_used_at
                    ? t('security.passkeys.lastUsed', { when: when(passkey.last_used_at) })
                    : t('security.passkeys.neverUsed')}
                  {passkey.synced ? ` · ${t('security.passkeys.synced')}` : null}
                </span>
              </div>
              <Button
                variant="ghost"
                aria-label={t('security.passkeys.removeOne', { name: passkey.name })}
                onClick={() => onRemove(passkey)}
              >
                {t('security.passkeys.remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.state}>{t('security.passkeys.none')}</p>
      )}
      {supported ? (
        <Button onClick={onAdd}>{t('security.passkeys.add')}</Button>
      ) : (
        <Notice tone="info">{t('security.passkeys.unsupported')}</Notice>
      )}
      {/* The recovery codes belong to the account's factors; with an authenticator app they are
          kept with it above, with passkeys alone here. */}
      {passkeys.length > 0 && !factors.authenticator_added_at ? (
        <>
          <p className={styles.muted}>
            {t('security.authenticator.codesLeft', { count: factors.recovery_codes_left })}
          </p>
          {factors.recovery_codes_left === 0 ? (
            <Notice tone="warning">{t('security.passkeys.noCodesLeft')}</Notice>
          ) : null}
          <Button variant="secondary" onClick={onNewCodes}>
            {t('security.authenticator.newCodes')}
          </Button>
        </>
      ) : null}
    </>
  );
}

/** A first name for the passkey: the browser and system it is made on. */
function useSuggestedName() {
  const { t } = useTranslation();
  const { browser, system } = guessDevice(navigator.userAgent);
  if (!browser && !system) return t('security.passkeys.defaultName');
  return t('security.devices.name', {
    browser: browser ?? t('security.devices.unknownBrowser'),
    system: system ?? t('security.devices.unknownSystem'),
  });
}

/**
 * Its name and the password, then the browser's own prompt makes the passkey (on this device or
 * a phone nearby), and the server keeps it. Closing the prompt is no failure: the form stays to
 * try again.
 */
function AddPasskeyForm({
  userId,
  hasPassword,
  onCancel,
  onAdded,
}: {
  userId: number;
  hasPassword: boolean;
  onCancel: () => void;
  onAdded: (codes: string[] | null) => void;
}) {
  const { t } = useTranslation();
  const guardOnline = useOfflineGuard();
  const options = usePasskeyOptions();
  const add = useAddPasskey(userId);
  const suggested = useSuggestedName();
  const [note, setNote] = useState<{ tone: 'info' | 'warning'; text: string } | null>(null);
  const schema = z.object({
    name: ZPasskeyName,
    password: hasPassword ? ZPassword : z.string(),
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { name: suggested, password: '' },
  });

  const submit = handleSubmit(async (values) => {
    if (!guardOnline()) return;
    setNote(null);
    try {
      const made = await options.mutateAsync(hasPassword ? { password: values.password } : {});
      let credential;
      try {
        credential = await createPasskey(made);
      } catch (error) {
        if (passkeyDismissed(error)) {
          setNote({ tone: 'info', text: t('security.passkeys.dismissed') });
        } else if (passkeyAlreadyThere(error)) {
          setNote({ tone: 'warning', text: t('security.passkeys.alreadyThere') });
        } else {
          setNote({ tone: 'warning', text: t('security.passkeys.failed') });
        }
        return;
      }
      const reply = await add.mutateAsync({ name: values.name, credential });
      toast.success(reply.message);
      onAdded(reply.data.recovery_codes);
    } catch (error) {
      if (isApiError(error) && (error.fields?.password || error.fields?.name)) {
        applyFieldErrors(error, setError, ['password', 'name']);
      } else if (isApiError(error) && error.error_type === 'REAUTHENTICATION_REQUIRED') {
        setNote({ tone: 'warning', text: errorText(t, error) });
      } else {
        toast.error(errorText(t, error));
      }
    }
  });

  return (
    <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
      {note ? <Notice tone={note.tone}>{note.text}</Notice> : null}
      <p className={styles.muted}>
        {hasPassword ? t('security.passkeys.addLead') : t('security.passkeys.addLeadNoPassword')}
      </p>
      <TextField
        label={t('security.passkeys.nameLabel')}
        autoComplete="off"
        maxLength={80}
        error={messageText(t, errors.name?.message)}
        {...register('name')}
      />
      {hasPassword ? (
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          error={messageText(t, errors.password?.message)}
          {...register('password')}
        />
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={isSubmitting}>
          {t('security.passkeys.create')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('security.authenticator.cancel')}
        </Button>
      </div>
    </form>
  );
}
