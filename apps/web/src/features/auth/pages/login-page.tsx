import { useRef, useState, useSyncExternalStore, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  languageById,
  type TSecondFactorChallenge,
  type TSecondFactorLoginResponse,
  type ZLoginRequest,
} from '@resona/contract';
import type { z } from 'zod';
import { Button } from '../../../components/button.tsx';
import { Card, Notice } from '../../../components/page.tsx';
import formStyles from '../../../components/form.module.css';
import { EmailField, PasswordField } from '../../../components/text-field.tsx';
import { useOfflineGuard } from '../../../hooks/use-offline-guard.ts';
import { changeLanguage, loadEnglishMessages } from '../../../i18n/index.ts';
import { errorText, messageText } from '../../../i18n/messages.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { passkeyDismissed, passkeySupport } from '../../../lib/passkeys.ts';
import { returnPath } from '../../../lib/return-path.ts';
import { sessionStore } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { useLogin } from '../api/login.ts';
import { usePasskeySignIn } from '../api/passkey-sign-in.ts';
import { AuthHeader } from '../components/auth-header.tsx';
import styles from '../components/auth.module.css';
import type { SecondFactorStep } from '../components/second-factor-step.tsx';
import { SocialButtons } from '../social/social-buttons.tsx';
import { BotCheckGate } from '../../../components/bot-check/bot-check-gate.tsx';
import { useBotCheck } from '../../../components/bot-check/use-bot-check.tsx';

type LoginForm = Pick<z.input<typeof ZLoginRequest>, 'email' | 'password'>;
type Field = keyof LoginForm;
type FieldErrors = Partial<Record<Field, string>>;
const FIELDS: readonly Field[] = ['email', 'password'];

/**
 * The contract's rules for the two fields. The schema (and zod with it) loads on the first
 * submit, not with the page nor on focus, where running it would hold up the typing (INP;
 * decision 040). The server checks the same schema anyway.
 */
const loadLoginForm = async () => {
  // Its messages come with it: the entry carries only a few of English (decision 095).
  const [schemas] = await Promise.all([
    import('../../../lib/deferred-schemas.ts'),
    loadEnglishMessages(),
  ]);
  return schemas.ZLoginRequest.pick({ email: true, password: true });
};
type LoginFormSchema = Awaited<ReturnType<typeof loadLoginForm>>;
let loading: Promise<LoginFormSchema> | undefined;
/** Set once loaded: the checks while typing (after a first submit) are synchronous. */
let loaded: LoginFormSchema | undefined;
const loginForm = () =>
  (loading ??= loadLoginForm().then(
    (schema) => (loaded = schema),
    (error: unknown) => {
      loading = undefined; // a failed load (offline) is tried again on the next submit
      throw error;
    },
  ));

/**
 * The second step's code (issue 32), loaded when an account answers with one: most sign-ins
 * have none, and the sign-in page's first load no longer carries it (issue 34).
 */
const loadSecondFactorStep = async () =>
  (await import('../components/second-factor-step.tsx')).SecondFactorStep;

/** An account's second step: its challenge, and the step's code once loaded. */
interface SecondStep {
  challenge: TSecondFactorChallenge;
  Step: typeof SecondFactorStep;
}

function readForm(form: HTMLFormElement): LoginForm {
  const data = new FormData(form);
  return { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') };
}

/** The contract's rules for the two fields, as message keys per field. */
function validate(schema: LoginFormSchema, values: LoginForm): FieldErrors {
  const result = schema.safeParse(values);
  const errors: FieldErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}

export function LoginPage() {
  const { t } = useTranslation();
  const bot = useBotCheck();
  return (
    <Card>
      <AuthHeader title={t('login.title')} subtitle={t('login.subtitle')} />
      <BotCheckGate bot={bot}>
        <LoginForm bot={bot} />
      </BotCheckGate>
    </Card>
  );
}

function LoginForm({ bot }: { bot: ReturnType<typeof useBotCheck> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // A researcher sent here from a console page goes back to it.
  const [search] = useSearchParams();
  const back = returnPath(search.get('next'));
  const login = useLogin();
  const passkey = usePasskeySignIn();
  // What the person tried last is what the page speaks of: a password's refusal is not shown
  // beside a passkey's, nor the other way round.
  const [tried, setTried] = useState<'password' | 'passkey'>('password');
  const [passkeyNote, setPasskeyNote] = useState<string | null>(null);
  const canUsePasskeys = useSyncExternalStore(
    passkeySupport.subscribe,
    passkeySupport.get,
    passkeySupport.getServer,
  );
  const guardOnline = useOfflineGuard();
  // Two fields need no form library (react-hook-form would be the sign-in page's fourth largest
  // package, decision 010): uncontrolled inputs read on submit, checked then and, after a first
  // submit, again as they change, like the other forms.
  const [errors, setErrors] = useState<FieldErrors>({});
  const submitted = useRef(false);
  // An account with a second factor answers a step more (issue 32); the address typed is kept
  // for the person sent back to the first step.
  const [second, setSecond] = useState<SecondStep | null>(null);
  const [restarted, setRestarted] = useState<string | null>(null);
  const [email, setEmail] = useState('');

  // A sign-in that needed no second step, or passed it: the same way in.
  const signedIn = (reply: TSecondFactorLoginResponse) => {
    const user = reply.data.user_details;
    sessionStore.signIn(user);
    toast.success(reply.message);
    void changeLanguage(languageById(user.default_language).code, false);
    void navigate(back ?? '/', { replace: true });
  };

  const field = (name: Field) => ({
    name,
    defaultValue: name === 'email' ? email : '',
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const form = event.currentTarget.form;
      if (!submitted.current || !form || !loaded) return;
      const message = validate(loaded, readForm(form))[name];
      setErrors((old) => (old[name] === message ? old : { ...old, [name]: message }));
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = readForm(form);
    submitted.current = true;
    setRestarted(null);
    setTried('password');
    setPasskeyNote(null);
    let schema: LoginFormSchema;
    try {
      schema = await loginForm();
    } catch (error) {
      if (guardOnline()) toast.error(errorText(t, error));
      return;
    }
    const found = validate(schema, values);
    setErrors(found);
    const invalid = FIELDS.find((name) => found[name]);
    if (invalid) {
      (form.elements.namedItem(invalid) as HTMLInputElement | null)?.focus();
      return;
    }
    if (!guardOnline()) return;
    const parsed = schema.parse(values);
    login.mutate(
      { ...parsed, bot_check: bot.solution },
      {
        onSuccess: (reply) => {
          if ('second_factor' in reply.data) {
            const challenge = reply.data.second_factor;
            loadSecondFactorStep().then(
              (Step) => {
                setEmail(values.email);
                setSecond({ challenge, Step });
              },
              (error: unknown) => toast.error(errorText(t, error)),
            );
            return;
          }
          signedIn({ ...reply, data: reply.data });
        },
        onError: (error) => {
          // The server mailed the pre-study survey's link to the account (decision 044); a
          // redirect carrying only the address could no longer file it, so the page says so.
          if (isApiError(error) && error.error_type === 'INVALID_PRESURVEY_PENDING') {
            toast.success(t('loginSuccess', { ns: 'msg' }));
            return;
          }
          toast.error(errorText(t, error));
          if (isApiError(error) && error.fields) {
            const fields = error.fields;
            setErrors(
              Object.fromEntries(FIELDS.filter((f) => fields[f]).map((f) => [f, fields[f]])),
            );
          }
          bot.refresh();
        },
      },
    );
  };

  // "Sign in with a passkey": no address nor password; the passkey the person picks in the
  // browser's prompt names the account (issue 32). Closing the prompt is no failure.
  const signInWithPasskey = () => {
    if (!guardOnline()) return;
    setTried('passkey');
    setRestarted(null);
    setPasskeyNote(null);
    passkey.mutate(undefined, {
      onSuccess: signedIn,
      onError: (error) => {
        if (passkeyDismissed(error)) setPasskeyNote(t('login.passkey.dismissed'));
      },
    });
  };
  const passkeyFailure =
    tried === 'passkey' && passkey.isError && !passkeyDismissed(passkey.error)
      ? isApiError(passkey.error)
        ? errorText(t, passkey.error)
        : t('login.passkey.failed')
      : null;

  const presurvey =
    tried === 'password' &&
    login.isError &&
    isApiError(login.error) &&
    login.error.error_type === 'INVALID_PRESURVEY_PENDING';
  const failure =
    tried === 'password' && login.isError && !presurvey
      ? errorText(t, login.error)
      : passkeyFailure;

  if (second) {
    return (
      <second.Step
        challenge={second.challenge}
        onSignedIn={signedIn}
        onRestart={(message) => {
          setSecond(null);
          setRestarted(message);
          // The first step's bot check was spent on it: a fresh one for the next try.
          bot.refresh();
        }}
      />
    );
  }

  return (
    <>
      <form className={formStyles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        {failure ? <Notice tone="error">{failure}</Notice> : null}
        {restarted ? <Notice tone="error">{restarted}</Notice> : null}
        {presurvey ? <Notice tone="info">{errorText(t, login.error)}</Notice> : null}
        {passkeyNote ? <Notice tone="info">{passkeyNote}</Notice> : null}
        <EmailField error={messageText(t, errors.email)} {...field('email')} />
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          error={messageText(t, errors.password)}
          {...field('password')}
        />
        <Link to="/Forgot" className={styles.forgot}>
          {t('login.forgot')}
        </Link>
        <Button type="submit" block disabled={login.isPending || bot.pending}>
          {t('login.submit')}
        </Button>
      </form>
      {canUsePasskeys ? (
        <>
          <p className={styles.divider}>{t('social.or')}</p>
          <Button
            variant="secondary"
            block
            disabled={passkey.isPending || login.isPending}
            onClick={signInWithPasskey}
          >
            {t('login.passkey.signIn')}
          </Button>
        </>
      ) : null}
      <SocialButtons divider={!canUsePasskeys} />
      <p className={styles.switch}>
        {t('login.noAccount')} <Link to="/signup">{t('login.signupLink')}</Link>
      </p>
    </>
  );
}
