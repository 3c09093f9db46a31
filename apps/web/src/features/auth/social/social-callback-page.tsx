import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { languageById, type TUserDetails } from '@resona/contract';
import { BreathingDot, Card, Notice } from '../../../components/page.tsx';
import { changeLanguage, currentLanguageId } from '../../../i18n/index.ts';
import { errorText } from '../../../i18n/messages.ts';
import { clearGuestSurvey, readGuestSurvey } from '../../../lib/guest-survey.ts';
import { sessionStore } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { AuthHeader } from '../components/auth-header.tsx';
import { checkSocialSignup } from './api/check-social-signup.ts';
import { socialSignup } from './api/social-signup.ts';
import {
  forgetPendingSignIn,
  pendingSignIn,
  readCallback,
  type SocialCredentialBody,
} from './social-callback.ts';

/**
 * Spec §4: check whether the social account exists; social_status 1 stores the token and user;
 * otherwise social sign-up with the guest's survey answers. A 400 shows the error.
 */
async function signInWith(body: SocialCredentialBody) {
  const checked = await checkSocialSignup(body);
  if (checked.data.social_status === 1 && checked.data.user_details) {
    return { user: checked.data.user_details, message: checked.message };
  }
  const survey = readGuestSurvey();
  const created = await socialSignup({
    ...body,
    ...survey,
    default_language: survey.default_language ?? currentLanguageId(),
  });
  clearGuestSurvey();
  return { user: created.data.user_details, message: created.message };
}

/** Where the provider sends the browser back: /social-callback#id_token=…&state=… */
export function SocialCallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Read once, at the first render: the address bar is cleaned right after.
  const [result] = useState(() => readCallback(window.location.hash, pendingSignIn()));
  const [callFailure, setCallFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    forgetPendingSignIn();
    // The token leaves the address bar and the history at once.
    window.history.replaceState(null, '', window.location.pathname);
    if (result.kind !== 'credential') return;
    const finish = (user: TUserDetails, message: string) => {
      sessionStore.signIn(user);
      toast.success(message);
      void changeLanguage(languageById(user.default_language).code, false);
      // Spec §4 sends a social sign-in to /algorithm; an address still to verify goes to /check.
      void navigate(user.is_verified === 1 ? '/algorithm' : '/check', { replace: true });
    };
    signInWith(result.body).then(
      ({ user, message }) => finish(user, message),
      (error: unknown) => {
        const text = errorText(t, error);
        toast.error(text);
        setCallFailure(text);
      },
    );
  }, [navigate, result, t]);

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
