import {
  apiPath,
  type CallRoute,
  type TCurrentUser,
  type TExercise,
  type TUserDetails,
} from '@resona/contract';
import { vi } from 'vitest';
import { consoleStudy } from '../lib/console-study.ts';

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
 * The fake server's key of a call: `METHOD /path`, from the call's own route; a study's console
 * call is the one the console shows (the first study until another is chosen).
 */
export function on(route: Pick<CallRoute, 'method' | 'path'>): string {
  return `${route.method} ${apiPath(route.path, { studyId: consoleStudy() })}`;
}

/**
 * Stands in for the server behind `fetch`: each `METHOD /path` (see `on`) answers with the spec's envelope
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
    is_researcher: 0,
    study_consent: 'none',
    social_accounts: { socialAccountID: null },
    ...overrides,
  };
}

export function buildUserDetails(overrides: Partial<TCurrentUser> = {}): TUserDetails {
  return { ...buildCurrentUser(overrides), auth_token: 'a'.repeat(64) };
}

/** An exercise as the server lists it: a 5-minute calm session at 6 breaths a minute. */
export function buildExercise(overrides: Partial<TExercise> = {}): TExercise {
  return {
    exerciseID: 11,
    title: 'calm evening',
    goal: 'Calm',
    goal_id: 1,
    goal_title: 'Calm',
    goal_description: 'Slow breathing to settle body and mind.',
    goal_video: null,
    goal_rating: {
      goaltitle: 'How stressed do you feel?',
      goal_description: 'Pick the face closest to how you feel now.',
      low_rating: 'Very stressed',
      high_rating: 'Very relaxed',
    },
    exercise_video: null,
    trailer_video: null,
    before_questions: 'How stressed do you feel right now?',
    after_questions: 'How stressed do you feel now?',
    is_favorite: 0,
    is_like: 0,
    duration_minutes: 5,
    duration_minute_id: 2,
    average_speed: 6,
    breathing_pace: 6,
    effective_pace: 6,
    inhale_ratio: 1,
    exhale_ratio: 1,
    intro_duration: '00:00:00',
    exercise_duration: '00:05:00',
    narration: 'Captions only',
    narration_id: 1,
    narration_style: 'none',
    theme: 'Dawn',
    theme_id: 1,
    pacer_theme: 'dawn',
    language_id: 1,
    experience_meta_id: 3,
    due_date: null,
    ...overrides,
  };
}
