import { describe, expect, it } from 'vitest';
import { API, PROGRESS_WEEKS, ZProgressResponse } from '@resona/contract';
import { exerciseFeedback } from '../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { errorOf } from '../../../test/http.ts';
import { EXERCISE, get } from '../../sessions/test-helpers.ts';
import { addHistory } from '../test-helpers.ts';
import { findProgress, isoWeek, mondayOf } from './queries.ts';

const { app, db, clock } = await createTestApp();
const signIn = () => buildSignedInUser(db, clock.now());

/** Wednesday 5 June 2024, noon UTC. */
const NOW = new Date('2024-06-05T12:00:00Z');

async function rate(userId: number, type: 1 | 2, rating: number, at: Date, historyId?: number) {
  await db
    .insert(exerciseFeedback)
    .values({ userId, exerciseId: EXERCISE, type, rating, createdAt: at, historyId });
}

describe('ISO weeks', () => {
  it('labels weeks by the year of their Thursday', () => {
    expect(isoWeek('2024-12-30')).toBe('2025-W01');
    expect(isoWeek('2020-12-28')).toBe('2020-W53');
    expect(isoWeek('2024-06-03')).toBe('2024-W23');
    expect(mondayOf('2024-06-09')).toBe('2024-06-03');
    expect(mondayOf('2024-06-03')).toBe('2024-06-03');
  });
});

describe('progress', () => {
  it('sums minutes per local week over the last 12 weeks, zero-filled, oldest first', async () => {
    const { user } = await signIn();
    await addHistory(db, user.id, new Date('2024-06-04T08:00:00Z'), { durationSeconds: 300 });
    await addHistory(db, user.id, new Date('2024-06-03T09:00:00Z'), { durationSeconds: 330 });
    await addHistory(db, user.id, new Date('2024-05-21T09:00:00Z'), { durationSeconds: 600 });
    await addHistory(db, user.id, new Date('2024-02-01T09:00:00Z'), { durationSeconds: 900 });
    const other = await signIn();
    await addHistory(db, other.user.id, new Date('2024-06-04T08:00:00Z'), { durationSeconds: 60 });
    const p = await findProgress(db, user.id, 'UTC', NOW);
    expect(p.weeks).toHaveLength(PROGRESS_WEEKS);
    expect(p.weeks[0]!.week_start).toBe('2024-03-18');
    expect(p.weeks.at(-1)).toEqual({
      week_start: '2024-06-03',
      iso_week: '2024-W23',
      minutes: 10.5,
      sessions: 2,
    });
    expect(p.weeks.at(-3)).toMatchObject({ week_start: '2024-05-20', minutes: 10, sessions: 1 });
    const total = p.weeks.reduce((sum, w) => sum + w.sessions, 0);
    expect(total).toBe(3);
  });

  it("puts a session in the week of the user's calendar", async () => {
    const { user } = await signIn();
    // Sunday 10:30 UTC is already Monday 00:30 in Kiritimati (UTC+14).
    await addHistory(db, user.id, new Date('2024-06-02T10:30:00Z'), { durationSeconds: 120 });
    const utc = await findProgress(db, user.id, 'UTC', NOW);
    const east = await findProgress(db, user.id, 'Pacific/Kiritimati', NOW);
    expect(utc.weeks.find((w) => w.sessions > 0)?.week_start).toBe('2024-05-27');
    expect(east.weeks.find((w) => w.sessions > 0)?.week_start).toBe('2024-06-03');
  });

  it('gives each rated session its before and after rating, oldest first', async () => {
    const { user } = await signIn();
    const first = await addHistory(db, user.id, new Date('2024-06-01T09:00:00Z'));
    await rate(user.id, 1, 2, new Date('2024-06-01T08:59:00Z'));
    await rate(user.id, 2, 4, new Date('2024-06-01T09:10:00Z'), first.id);
    const second = await addHistory(db, user.id, new Date('2024-06-04T09:00:00Z'));
    await rate(user.id, 2, 5, new Date('2024-06-04T09:10:00Z'), second.id);
    // A before-rating two hours earlier belongs to no play; an unrated play is left out.
    await rate(user.id, 1, 1, new Date('2024-06-04T07:00:00Z'));
    await addHistory(db, user.id, new Date('2024-06-05T09:00:00Z'));
    const p = await findProgress(db, user.id, 'UTC', NOW);
    expect(p.sessions).toEqual([
      {
        exerciseHistoryID: first.id,
        created_at: '2024-06-01T09:00:00.000Z',
        exercise_id: EXERCISE,
        before_rating: 2,
        after_rating: 4,
      },
      {
        exerciseHistoryID: second.id,
        created_at: '2024-06-04T09:00:00.000Z',
        exercise_id: EXERCISE,
        before_rating: null,
        after_rating: 5,
      },
    ]);
  });

  it('answers GET progress for the caller in their zone, and 401 signed out', async () => {
    const { auth } = await buildSignedInUser(db, clock.now(), { deviceTimezone: 'Europe/Paris' });
    const res = await get(app, API.progress, auth);
    const body = ZProgressResponse.parse(res.json());
    expect(body.data.time_zone).toBe('Europe/Paris');
    expect(body.data.weeks).toHaveLength(PROGRESS_WEEKS);
    expect(body.data.sessions).toEqual([]);
    expect(errorOf(await get(app, API.progress)).status).toBe(401);
  });
});
