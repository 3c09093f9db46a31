import { useEffect, useEffectEvent, useImperativeHandle, useRef, type Ref } from 'react';

interface TurnstileApi {
  render: (
    element: HTMLElement,
    options: {
      sitekey: string;
      language?: string;
      callback: (token: string) => void;
      'error-callback'?: () => void;
    },
  ) => string;
  reset: (widgetId: string) => void;
  remove: (widgetId: string) => void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

const SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
let scriptPromise: Promise<TurnstileApi> | null = null;

/** Loads Cloudflare's script only when the server chose Turnstile (its CSP then allows it). */
function loadTurnstile(): Promise<TurnstileApi> {
  scriptPromise ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () =>
      window.turnstile ? resolve(window.turnstile) : reject(new Error('turnstile'));
    script.onerror = () => {
      scriptPromise = null;
      reject(new Error('turnstile'));
    };
    document.head.appendChild(script);
  });
  return scriptPromise;
}

export interface TurnstileHandle {
  reset: () => void;
}

export function TurnstileWidget({
  ref,
  siteKey,
  language,
  onToken,
  onError,
}: {
  ref: Ref<TurnstileHandle>;
  siteKey: string;
  language: string;
  onToken: (token: string) => void;
  onError: () => void;
}) {
  const container = useRef<HTMLDivElement | null>(null);
  const widgetId = useRef<string | null>(null);
  const api = useRef<TurnstileApi | null>(null);

  useImperativeHandle(ref, () => ({
    reset: () => {
      if (api.current && widgetId.current) api.current.reset(widgetId.current);
    },
  }));

  // The widget is rendered once per site key; these read the latest props when Turnstile calls
  // back, without tearing the widget down whenever a parent passes new callbacks.
  const handleToken = useEffectEvent((token: string) => onToken(token));
  const handleError = useEffectEvent(() => onError());
  const currentLanguage = useEffectEvent(() => language);

  useEffect(() => {
    let cancelled = false;
    loadTurnstile()
      .then((turnstile) => {
        if (cancelled || !container.current) return;
        api.current = turnstile;
        widgetId.current = turnstile.render(container.current, {
          sitekey: siteKey,
          language: currentLanguage(),
          callback: (token) => handleToken(token),
          'error-callback': () => handleError(),
        });
      })
      .catch(() => handleError());
    return () => {
      cancelled = true;
      if (api.current && widgetId.current) api.current.remove(widgetId.current);
      widgetId.current = null;
    };
  }, [siteKey]);

  return <div ref={container} />;
}
