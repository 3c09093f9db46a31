import {
  createHash,
  createSign,
  generateKeyPairSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A passkey authenticator in software, for the server's tests: it makes an ES256 credential and
 * signs assertions exactly as a device does (W3C WebAuthn §6.1, "none" attestation), so the
 * server's real verification runs. The browser journeys use Chromium's own virtual
 * authenticator instead.
 */
export interface SoftPasskey {
  id: string;
  privateKey: KeyObject;
  counter: number;
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** User present, user verified, attested credential data included. */
const FLAGS = { up: 0x01, uv: 0x04, at: 0x40 };

function clientData(type: string, challenge: string, origin: string) {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

function authData(rpId: string, flags: number, counter: number, attested?: Uint8Array) {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  return Buffer.concat([
    sha256(rpId),
    Buffer.from([flags]),
    count,
    ...(attested ? [attested] : []),
  ]);
}

/** What navigator.credentials.create() would answer to `options`, as its JSON. */
export function makePasskey(
  options: { challenge: unknown; rp?: unknown },
  origin: string,
): { credential: Record<string, unknown>; passkey: SoftPasskey } {
  const rpId = new URL(origin).hostname;
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const cose = new Map<number, number | Uint8Array>([
    [1, 2], // kty: EC2
    [3, -7], // alg: ES256
    [-1, 1], // crv: P-256
    [-2, Buffer.from(jwk.x!, 'base64url')],
    [-3, Buffer.from(jwk.y!, 'base64url')],
  ]);
  const id = randomBytes(16);
  const idLength = Buffer.alloc(2);
  idLength.writeUInt16BE(id.length);
  const attested = Buffer.concat([Buffer.alloc(16), idLength, id, isoCBOR.encode(cose)]);
  const attestationObject = isoCBOR.encode(
    new Map<string, unknown>([
      ['fmt', 'none'],
      ['attStmt', new Map()],
      ['authData', authData(rpId, FLAGS.up | FLAGS.uv | FLAGS.at, 0, attested)],
    ]) as never,
  );
  return {
    passkey: { id: b64url(id), privateKey, counter: 0 },
    credential: {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientData('webauthn.create', String(options.challenge), origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    },
  };
}

/** What navigator.credentials.get() would answer to `options` with this passkey. */
export function signIn(
  passkey: SoftPasskey,
  options: { challenge: unknown },
  origin: string,
): Record<string, unknown> {
  passkey.counter += 1;
  const rpId = new URL(origin).hostname;
  const data = authData(rpId, FLAGS.up | FLAGS.uv, passkey.counter);
  const client = clientData('webauthn.get', String(options.challenge), origin);
  const signature = createSign('sha256')
    .update(Buffer.concat([data, sha256(client)]))
    .sign(passkey.privateKey);
  return {
    id: passkey.id,
    rawId: passkey.id,
    type: 'public-key',
    response: {
      clientDataJSON: b64url(client),
      authenticatorData: b64url(data),
      signature: b64url(signature),
    },
    clientExtensionResults: {},
  };
}
