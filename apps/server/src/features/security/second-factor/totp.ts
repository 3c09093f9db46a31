/**
 * otplib and its Base32 and HMAC plugins are loaded on the first authenticator-app call: most
 * people never use one, and a server holds what it imports for good (issue 29).
 */
let library: Promise<typeof import('otplib')> | undefined;
const otplib = () => (library ??= import('otplib'));

/** RFC 6238 as every authenticator app reads it: SHA-1, six digits, a step of 30 seconds. */
const PERIOD_S = 30;
/** One step either side: a phone clock a little off, a code typed as it turned over. */
const TOLERANCE_S = PERIOD_S;
/** 20 bytes, RFC 4226's recommended secret length, Base32 as the apps take it. */
const SECRET_BYTES = 20;

export async function newAuthenticatorSecret() {
  const { generateSecret } = await otplib();
  return generateSecret({ length: SECRET_BYTES });
}

/** What the QR code carries: the app shows "Resona (person@example.com)". */
export async function authenticatorUri(secret: string, email: string) {
  const { generateURI } = await otplib();
  return generateURI({ issuer: 'Resona', label: email, secret });
}

/**
 * The time step of `code` when it is right for `secret` at `nowMs` and comes after
 * `afterStep` (each code is good once); null otherwise.
 */
export async function acceptedStep(
  secret: string,
  code: string,
  nowMs: number,
  afterStep: number | null,
): Promise<number | null> {
  const { verify } = await otplib();
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(nowMs / 1000),
    epochTolerance: TOLERANCE_S,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  // The functional API's result covers HOTP too; a TOTP check always says its time step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
