import type { App } from '../app.ts';
import type { Mail } from '../core/mailer.ts';

/** Body and reply fields whose values are secrets: a log line must never hold one. */
const SECRET_FIELD =
  /^(?:password|confirm_password|new_password|token|auth_token|access_code|code|secret)$/;
/** Shorter values (a test's "x", a code of two letters) would match unrelated text. */
const MIN_SECRET_LENGTH = 8;

type InjectOptions = {
  url?: unknown;
  headers?: Record<string, unknown>;
  payload?: unknown;
  body?: unknown;
  query?: unknown;
};

/** Fields of a JSON, url-encoded or multipart body, as far as they can be read. */
function bodyFields(payload: unknown): [string, unknown][] {
  if (payload === undefined || payload === null) return [];
  if (typeof payload === 'object' && !Buffer.isBuffer(payload)) {
    return Object.entries(payload as Record<string, unknown>);
  }
  const text = String(payload);
  try {
    const parsed = JSON.parse(text) as unknown;
    if (parsed && typeof parsed === 'object') return Object.entries(parsed);
  } catch {
    // not JSON: try the form encodings below
  }
  const multipart = [...text.matchAll(/name="([^"]+)"\r\n\r\n([^\r]*)/g)];
  if (multipart.length > 0) return multipart.map((m) => [m[1]!, m[2]!]);
  return [...new URLSearchParams(text).entries()];
}

/** Walks a reply for secret fields at any depth (the login reply's auth_token sits in data). */
function collectFromValue(value: unknown, into: Set<string>, depth = 0) {
  if (!value || typeof value !== 'object' || depth > 4) return;
  for (const [key, inner] of Object.entries(value)) {
    if (SECRET_FIELD.test(key) && typeof inner === 'string') into.add(inner);
    else collectFromValue(inner, into, depth + 1);
  }
}

/**
 * Records every secret a test file's requests send and its replies and mails hand out, by
 * wrapping `app.inject`; the test app then searches the file's whole log for them.
 */
export class SecretRecorder {
  private readonly found = new Set<string>();
  /** Off while a fuzzer sends junk in secret-named fields: junk is not a secret to look for. */
  recording = true;

  constructor(app: App) {
    const original = app.inject.bind(app) as (...args: unknown[]) => unknown;
    const record = (options: InjectOptions) => this.addRequest(options);
    const addReply = (value: string | undefined) => this.addReply(value);
    (app as unknown as { inject: (...args: unknown[]) => unknown }).inject = (
      ...args: unknown[]
    ) => {
      const [options] = args;
      if (options && typeof options === 'object' && this.recording)
        record(options as InjectOptions);
      const result = original(...args);
      if (result && typeof (result as Promise<unknown>).then === 'function') {
        const recording = this.recording;
        return (result as Promise<{ body?: string }>).then((res) => {
          if (recording) addReply(res?.body);
          return res;
        });
      }
      return result;
    };
  }

  get values() {
    return [...this.found].filter((value) => value.length >= MIN_SECRET_LENGTH);
  }

  addRequest(options: InjectOptions) {
    const auth = options.headers?.authorization;
    if (typeof auth === 'string') {
      const token = auth.split(' ')[1];
      if (token) this.found.add(token);
    }
    for (const [key, value] of [
      ...bodyFields(options.payload ?? options.body),
      ...bodyFields(options.query),
      ...(typeof options.url === 'string' && options.url.includes('?')
        ? [...new URLSearchParams(options.url.split('?')[1]).entries()]
        : []),
    ]) {
      if (SECRET_FIELD.test(key) && typeof value === 'string') this.found.add(value);
    }
  }

  addReply(body: string | undefined) {
    if (!body || body[0] !== '{') return;
    try {
      collectFromValue(JSON.parse(body), this.found);
    } catch {
      // a reply that is not JSON carries no fields to collect
    }
  }

  /** The tokens in mailed links (verification, reset) and any access code a mail names. */
  addMails(mails: Mail[]) {
    for (const mail of mails) {
      for (const match of mail.text.matchAll(/[?&](?:token|code)=([^&\s#]+)/g)) {
        this.found.add(decodeURIComponent(match[1]!));
      }
    }
  }
}

/** Log lines that contain any of the secrets, each shortened to say which secret it held. */
export function findSecretsInLogs(logs: string[], secrets: string[]) {
  const leaks: string[] = [];
  for (const line of logs) {
    for (const secret of secrets) {
      if (line.includes(secret)) leaks.push(`${secret.slice(0, 4)}… in ${line.slice(0, 300)}`);
    }
  }
  return leaks;
}
