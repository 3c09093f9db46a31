import type { TCurrentUser, TUserDetails } from '@resona/contract';
import { vi } from 'vitest';

/** What a route of the fake server answers: the reply's status, message and data. */
export interface FakeReply {
  status?: number;
  message?: string;
  data: unknown;
}

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Stands in for the server behind `fetch`: each `METHOD /path` answers with the spec's envelope
 * (a function may look at the body). Unknown calls answer 404. The calls made are recorded.
 */
export function fakeApi(routes: Record<string, FakeReply | ((body: unknown) => FakeReply)>) {
  const calls: FakeCall[] = [];
  const fetchStub = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://resona.test');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, body });
    const route = routes[`${method} ${url.pathname}`];
    const reply = typeof route === 'function' ? route(body) : route;
    const status = reply?.status ?? (reply ? 200 : 404);
    const envelope = {
      status_code: status,
      message: reply?.message ?? (reply ? '' : 'Not found'),
      data: reply ? reply.data : { error_type: 'NOT_FOUND', status_code: 404, message: '' },
    };
    return Promise.resolve(
      new Response(JSON.stringify(envelope), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls };
}

/** The public configuration with the bot check off, so the forms show at once. */
export const publicConfigOff: FakeReply = {
  data: {
    bot_check: 'off',
    turnstile_site_key: null,
    google_client_id: null,
    google_auth_url: null,
    facebook_app_id: null,
    facebook_dialog_url: null,
    min_age: 16,
    study_presurvey_url: null,
  },
};

export function buildCurrentUser(overrides: Partial<TCurrentUser> = {}): TCurrentUser {
  return {
    id: 7,
    userID: 7,
    email: 'ana@example.com',
    device_id: null,
    device_timezone: null,
    default_language: 1,
    age_group: null,
    gender_id: null,
    meditation: null,
    is_verified: 0,
    is_subscribe: 0,
    is_survey_complete: 0,
    is_calibrated: 0,
    is_tutorial: 1,
    is_home: 0,
    remindvalue: 0,
    push_alert_status: 0,
    has_program: 0,
    has_password: 1,
    social_accounts: { socialAccountID: null },
    ...overrides,
  };
}

export function buildUserDetails(overrides: Partial<TCurrentUser> = {}): TUserDetails {
  return { ...buildCurrentUser(overrides), auth_token: 'a'.repeat(64) };
}
