import type { TWebAuthnCredential, TWebAuthnOptions } from '@resona/contract';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';

/**
 * The browser's side of a passkey (issue 32), for Settings → Security and the sign-in page. The
 * WebAuthn helpers load on the click that needs them: most sign-ins are by password, and the
 * sign-in page's first load stays as small as it was (decision 059).
 */

/** Whether this browser can make and use passkeys at all (WebAuthn). */
export function passkeysSupported(): boolean {
  return typeof globalThis.PublicKeyCredential === 'function';
}

/** For useSyncExternalStore: support does not change while the page is open. */
export const passkeySupport = {
  subscribe: () => () => {},
  get: passkeysSupported,
  // The pre-rendered sign-in page (Node) cannot know. It draws the button, as every current
  // browser has WebAuthn: drawn without it, hydration added it and pushed the page's end down
  // (a layout shift of 0.008 on /login, issue 34). A browser without WebAuthn drops it once
  // hydrated; React renders the browser's answer after hydration without a mismatch.
  getServer: () => true,
};

/**
 * The person closed the browser's prompt, chose no passkey, or let it time out: the spec gives
 * these one error, NotAllowedError (AbortError when another prompt replaced this one). Not a
 * failure to report, just nothing done.
 */
export function passkeyDismissed(error: unknown): boolean {
  return (
    error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')
  );
}

/** The authenticator already holds a passkey of this account (the server's exclude list). */
export function passkeyAlreadyThere(error: unknown): boolean {
  return error instanceof Error && error.name === 'InvalidStateError';
}

/** The JSON the contract takes: the library's types are interfaces, the contract's records. */
function asCredential(credential: {
  id: string;
  rawId: string;
  type: 'public-key';
  response: object;
  clientExtensionResults: object;
  authenticatorAttachment?: string | undefined;
}): TWebAuthnCredential {
  const { authenticatorAttachment, ...rest } = credential;
  return {
    ...rest,
    response: { ...credential.response },
    clientExtensionResults: { ...credential.clientExtensionResults },
    ...(authenticatorAttachment ? { authenticatorAttachment } : {}),
  };
}

/** navigator.credentials.create() with the server's options: a new passkey for the account. */
export async function createPasskey(options: TWebAuthnOptions): Promise<TWebAuthnCredential> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const credential = await startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
  return asCredential(credential);
}

/** navigator.credentials.get() with the server's options: a passkey's signature of its challenge. */
export async function signWithPasskey(options: TWebAuthnOptions): Promise<TWebAuthnCredential> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const credential = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  return asCredential(credential);
}
