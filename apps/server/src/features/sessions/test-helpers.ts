import { expect } from 'vitest';
import { API, ZUpdateHistoryResponse } from '@resona/contract';
import type { App } from '../../app.ts';
import { designId } from '../../db/seed/content/exercises.ts';

/** Seeded content ids (db/seed/content): goals, durations, narrations, themes. */
export const GOAL = { stress: 1, focus: 2, sleep: 3 } as const;
export const DURATION = { m5: 1, m10: 2, m15: 3, m20: 4, unlimited: 5 } as const;
export const NARRATION = { none: 1, voice: 2, counting: 3 } as const;
export const THEME = { dawn: 1, ocean: 2, night: 3 } as const;

/** Stress, 5 minutes, guided voice, dawn: a seeded exercise and design (id 1121). */
export const EXERCISE = designId(GOAL.stress, DURATION.m5, NARRATION.voice, THEME.dawn);
export const UNKNOWN_ID = 999_999;

export type Auth = Record<string, string>;

export const get = (app: App, url: string, headers?: Auth) =>
  app.inject({ method: 'GET', url, headers });

export const post = (app: App, url: string, payload: unknown, headers?: Auth) =>
  app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });

export function query(params: Record<string, string | number | undefined>) {
  const entries = Object.entries(params).filter(([, v]) => v !== undefined);
  return new URLSearchParams(entries.map(([k, v]): [string, string] => [k, String(v)])).toString();
}

/** Starts a view of the exercise as update-history does when play begins. */
export async function startPlay(app: App, auth: Auth, exerciseId = EXERCISE) {
  const res = await post(app, API.updateHistory, { exercise_id: exerciseId }, auth);
  expect(res.statusCode).toBe(200);
  return ZUpdateHistoryResponse.parse(res.json()).data;
}
