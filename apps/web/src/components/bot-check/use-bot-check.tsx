import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BOT_CHECK_DELAY_MS } from '@resona/contract';
import { authRoutes } from '@resona/contract/auth/call-routes';
import { Button } from '../button.tsx';
import { BreathingDot, Notice, pageStyles } from '../page.tsx';
import { useConfig } from '../../lib/public-config.ts';
import type { TurnstileHandle } from './turnstile-widget.tsx';
import styles from './bot-check.module.css';
import { widgetMounted } from './widget-mounted.ts';

type AltchaElement = HTMLElement & AltchaWidgetMethods;

// Only a server that chose Turnstile needs its widget; the others' sign-in page does not load it.
const TurnstileWidget = lazy(async () => ({
  default: (await import('./turnstile-widget.tsx')).TurnstileWidget,
}));

/** The challenge may come bare or inside the reply envelope; the widget wants it bare. */
async function fetchChallenge(url: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(url, init);
  const json = (await response.clone().json()) as { data?: { challenge?: unknown } } | null;
  if (json?.data && typeof json.data === 'object' && 'challenge' in json.data) {
    return new Response(JSON.stringify(json.data), {
      status: response.status,
      headers: { 'Content-Type': 'application/json' },
    });
  }
  return response;
}

export interface BotCheck {
  /** The form may show: the check passed, plus the spec's 1 s pause. */
  ready: boolean;
  /** The proof to send as `bot_check`; undefined when checks are off or while re-solving. */
  solution: string | undefined;
  /** True while a fresh proof is being solved (after a failed submit). */
  pending: boolean;
  /** Solve a new proof: ALTCHA payloads are single-use. */
  refresh: () => void;
  view: ReactNode;
}

/** The bot check of the sign-in and sign-up pages (spec §2): solved automatically, then the form. */
export function useBotCheck(): BotCheck {
  const { t, i18n } = useTranslation();
  const config = useConfig();
  const mode = config.data?.bot_check;
  const [solution, setSolution] = useState<string | undefined>(undefined);
  const [solved, setSolved] = useState(false);
  const [delayed, setDelayed] = useState(false);
  // Checks switched off: nothing to solve, no pause.
  const passed = solved || mode === 'off';
  const ready = delayed || mode === 'off';
  const [failed, setFailed] = useState(false);
  const [altchaLoaded, setAltchaLoaded] = useState(false);
  const altchaRef = useRef<AltchaElement | null>(null);
  const altchaElementRef = altchaRef as unknown as AltchaWidgetReactRefObject<HTMLElement>;
  const turnstileRef = useRef<TurnstileHandle | null>(null);

  // The widget's own texts, in the page's language.
  useEffect(() => {
    if (mode !== 'altcha') return;
    let cancelled = false;
    void import('altcha').then(() => {
      if (cancelled) return;
      const code = i18n.language;
      globalThis.altchaI18n.set(code, {
        ...globalThis.altchaI18n.get('en'),
        label: t('botCheck.widget.label'),
        loading: t('botCheck.widget.loading'),
        verifying: t('botCheck.widget.verifying'),
        verified: t('botCheck.widget.verified'),
        error: t('botCheck.widget.error'),
        expired: t('botCheck.widget.expired'),
        verificationRequired: t('botCheck.widget.required'),
        waitAlert: t('botCheck.widget.wait'),
        reload: t('botCheck.widget.reload'),
        verify: t('botCheck.widget.verify'),
      });
      setAltchaLoaded(true);
    });
    return () => {
      cancelled = true;
    };
  }, [mode, i18n.language, t]);

  const onSolved = useCallback((proof: string | undefined) => {
    setSolution(proof);
    setSolved(true);
    setFailed(false);
  }, []);

  // The form appears about 1 s after the check passes.
  useEffect(() => {
    if (!passed || ready) return;
    const timer = window.setTimeout(() => setDelayed(true), BOT_CHECK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [passed, ready]);

  // Starts solving as soon as the widget exists ("auto on load").
  useEffect(() => {
    const element = altchaRef.current;
    if (!altchaLoaded || !element) return;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as AltchaStateChangeEvent).detail;
      if (state === 'verified' && payload) onSolved(payload);
      if (state === 'error') setFailed(true);
      if (state === 'expired') {
        setSolution(undefined);
        void element.verify();
      }
    };
    element.addEventListener('statechange', onStateChange);
    let cancelled = false;
    widgetMounted(element).then(
      () => {
        if (cancelled) return;
        element.configure({
          challengeurl: authRoutes.botChallenge.path,
          customfetch: fetchChallenge,
          hidefooter: true,
          hidelogo: true,
        });
        void element.verify();
      },
      () => setFailed(true),
    );
    return () => {
      cancelled = true;
      element.removeEventListener('statechange', onStateChange);
    };
  }, [altchaLoaded, onSolved]);

  const refresh = useCallback(() => {
    setFailed(false);
    if (mode === 'altcha' && altchaRef.current) {
      setSolution(undefined);
      altchaRef.current.reset();
      void altchaRef.current.verify();
    } else if (mode === 'turnstile') {
      setSolution(undefined);
      turnstileRef.current?.reset();
    }
  }, [mode]);

  const pending = mode !== 'off' && passed && solution === undefined;

  let widget: ReactNode = null;
  if (mode === 'altcha' && altchaLoaded) {
    widget = <altcha-widget ref={altchaElementRef} language={i18n.language} />;
  } else if (mode === 'turnstile' && config.data?.turnstile_site_key) {
    widget = (
      <Suspense fallback={null}>
        <TurnstileWidget
          ref={turnstileRef}
          siteKey={config.data.turnstile_site_key}
          language={i18n.language}
          onToken={onSolved}
          onError={() => setFailed(true)}
        />
      </Suspense>
    );
  }

  const view = (
    <div className={styles.check} hidden={ready && !failed}>
      {config.isError ? (
        <>
          <Notice tone="error">{t('botCheck.configError')}</Notice>
          <Button variant="secondary" onClick={() => void config.refetch()}>
            {t('error.retry')}
          </Button>
        </>
      ) : (
        <>
          <BreathingDot />
          <p role="status" className={pageStyles.lead}>
            {passed ? t('botCheck.passed') : t('botCheck.checking')}
          </p>
          {failed ? (
            <Button variant="secondary" onClick={refresh}>
              {t('error.retry')}
            </Button>
          ) : null}
        </>
      )}
      <div className={styles.widget}>{widget}</div>
    </div>
  );

  return { ready, solution, pending, refresh, view };
}
