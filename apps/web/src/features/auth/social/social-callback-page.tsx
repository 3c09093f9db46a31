import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { languageById, type TSecondFactorChallenge, type TUserDetails } from '@resona/contract';
import { BreathingDot, Card, Notice } from '../../../components/page.tsx';
import { changeLanguage, currentLanguageId } from '../../../i18n/index.ts';
import { errorText } from '../../../i18n/messages.ts';
import { clearGuestSurvey, readGuestSurvey } from '../../../lib/guest-survey.ts';
import { sessionStore } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { AuthHeader } from '../components/auth-header.tsx';
import { SecondFactorStep } from '../components/second-factor-step.tsx';
import { checkSocialSignup } from './api/check-social-signup.ts';
import { socialSignup } from './api/social-signup.ts';
import {
  forgetPendingSignIn,
  pendingSignIn,
  readCallback,
  type SocialCredentialBody,
} from './social-callback.ts';

type Outcome =
  | { user: TUserDetails; message: string; challenge?: never }
  | { challenge: TSecondFactorChallenge; user?: never };

/** Signed in, or an account with a second factor: its second step before any session. */
function outcomeOf(reply: {
  message: string;
  data: { user_details: TUserDetails | null; second_factor?: TSecondFactorChallenge | undefined };
}): Outcome | null {
  if (reply.data.second_factor) return { challenge: reply.data.second_factor };
  return reply.data.user_details ? { user: reply.data.user_details, message: reply.message } : null;
}

/**
 * Spec §4: check whether the social account exists; social_status 1 stores the token and user;
 * otherwise social sign-up with the guest's survey answers. A 400 shows the error. An account
 * with a second factor answers its second step instead (issue 32).
 */
async function signInWith(body: SocialCredentialBody): Promise<Outcome> {
  const checked = await checkSocialSignup(body);
  const known = checked.data.social_status === 1 ? outcomeOf(checked) : null;
  if (known) return known;
  const survey = readGuestSurvey();
  const created = await socialSignup({
    ...body,
    ...survey,
    default_language: survey.default_language ?? currentLanguageId(),
  });
  clearGuestSurvey();
  const outcome = outcomeOf(created);
  if (!outcome) throw new Error('social-signup answered no account');
  return outcome;
}

/** Where the provider sends the browser back: /social-callback#id_token=…&state=… */
export function SocialCallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Read once, at the first render: the address bar is cleaned right after.
  const [result] = useState(() => readCallback(window.location.hash, pendingSignIn()));
  const [callFailure, setCallFailure] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<TSecondFactorChallenge | null>(null);
  const started = useRef(false);
  const finish = useCallback(
    (user: TUserDetails, message: string) => {
      sessionStore.signIn(user);
      toast.success(message);
      void changeLanguage(languageById(user.default_language).code, false);
      // Spec §4 sends a social sign-in to /algorithm; an address still to verify goes to /check.
      void navigate(user.is_verified === 1 ? '/algorithm' : '/check', { replace: true });
    },
    [navigate],
  );

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    forgetPendingSignIn();
    // The token leaves the address bar and the history at once.
    window.history.replaceState(null, '', window.location.pathname);
    if (result.kind !== 'credential') return;
    signInWith(result.body).then(
      (outcome) =>
        outcome.challenge ? setChallenge(outcome.challenge) : finish(outcome.user, outcome.message),
      (error: unknown) => {
        const text = errorText(t, error);
        toast.error(text);
        setCallFailure(text);
      },
    );
  }, [finish, result, t]);

  if (challenge && !callFailure) {
    return (
      <Card>
        <AuthHeader title={t('social.signingIn')} />
        <SecondFactorStep
          challenge={challenge}
          onSignedIn={(reply) => finish(reply.data.user_details, reply.message)}
          onRestart={(message) => {
            setChallenge(null);
            setCallFailure(message ?? t('social.cancelled'));
          }}
        />
      </Card>
    );
  }

  const failure =
    result.kind === 'credential'
      ? callFailure
      : t(result.kind === 'expired' ? 'social.expired' : 'social.cancelled');

  return (
    <Card>
      <AuthHeader title={failure ? t('social.failedTitle') : t('social.signingIn')} />
      {failure ? (
        <>
          <Notice tone="error">{failure}</Notice>
          <p>
            <Link to="/login">{t('social.backToLogin')}</Link>
          </p>
        </>
      ) : (
        <>
          <BreathingDot />
          <p role="status">{t('social.signingIn')}</p>
        </>
      )}
    </Card>
  );
}
