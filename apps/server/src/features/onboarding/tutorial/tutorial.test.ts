import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API, ZTutorialListResponse, ZTutorialSeenResponse } from '@resona/contract';
import { users } from '../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { errorOf } from '../../../test/http.ts';

const { app, db, clock } = await createTestApp();

describe('tutorial', () => {
  it("lists the carousel in the user's language; drawn slides have no video URL", async () => {
    const { auth } = await buildSignedInUser(db, clock.now(), { defaultLanguage: 4 });
    const res = await app.inject({ method: 'GET', url: API.tutorialList, headers: auth });
    expect(res.statusCode).toBe(200);
    const list = ZTutorialListResponse.parse(res.json()).data.tutorial_video_list;
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list[0]).toMatchObject({
      tutorialVideoID: 1,
      video_url: null,
      illustration: 'welcome',
      title: 'مرحبًا بك في Resona',
    });
  });

  it('marks the tutorial seen (is_tutorial 0)', async () => {
    const { user, auth } = await buildSignedInUser(db, clock.now());
    const res = await app.inject({ method: 'POST', url: API.tutorialSeen, headers: auth });
    expect(res.statusCode).toBe(200);
    expect(ZTutorialSeenResponse.parse(res.json()).data.user_flags.is_tutorial).toBe(0);
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row!.tutorialPending).toBe(false);
  });

  it('answers 401 signed out', async () => {
    expect(errorOf(await app.inject({ method: 'GET', url: API.tutorialList })).status).toBe(401);
    expect(errorOf(await app.inject({ method: 'POST', url: API.tutorialSeen })).status).toBe(401);
  });
});
