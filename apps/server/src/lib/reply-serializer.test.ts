import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { calls } from '@resona/contract/calls';
import { ZBotChallengeResponse, ZExerciseHistoryListResponse } from '@resona/contract';
import { fastSerializer, replySerializerCompiler } from './reply-serializer.ts';

const page = {
  status_code: 200,
  message: '',
  data: {
    exercise_history_list: [
      {
        exerciseHistoryID: 7,
        created_at: '2026-11-26T10:00:00.123Z',
        exercise_id: 3,
        exercise: { title: 'Evening "calm" \u2028 ✓', goal: 'تنفّس' },
      },
    ],
    data_found: 1,
    message: '',
    next_cursor: null,
  },
};

/** A server whose one route answers `reply`, through the serialiser under test. */
async function serverAnswering(
  reply: unknown,
  check: boolean,
  schema: z.ZodType = ZExerciseHistoryListResponse,
) {
  const app = Fastify();
  app.setSerializerCompiler(replySerializerCompiler({ check }));
  app.get('/page', { schema: { response: { 200: schema } } }, async () => structuredClone(reply));
  return app;
}

describe('the compiled reply serialiser', () => {
  it('builds one from every reply schema of the contract', () => {
    const replies = Object.entries(calls).flatMap(([name, call]) =>
      'reply' in call && call.reply ? [[name, call.reply as z.ZodType] as const] : [],
    );
    expect(replies.length).toBeGreaterThan(50);
    expect(replies.filter(([, schema]) => fastSerializer(schema) === null).map(([n]) => n)).toEqual(
      [],
    );
  });

  it('writes the text zod would, and the reply parses against the contract', async () => {
    for (const check of [true, false]) {
      const app = await serverAnswering(page, check);
      const res = await app.inject('/page');
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(JSON.stringify(ZExerciseHistoryListResponse.parse(page)));
      expect(ZExerciseHistoryListResponse.parse(res.json())).toEqual(page);
      await app.close();
    }
  });

  it('writes optional properties too, after the required ones', async () => {
    const challenge = {
      algorithm: 'SHA-256',
      challenge: 'c0ffee',
      maxnumber: 1000,
      salt: 'a1?expires=1795698555&',
      signature: 'beef',
    };
    for (const check of [true, false]) {
      const app = await serverAnswering(challenge, check, ZBotChallengeResponse);
      const res = await app.inject('/page');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toStrictEqual(ZBotChallengeResponse.parse(challenge));
      await app.close();
    }
  });

  it('never writes a property the contract does not name', async () => {
    const leaky = structuredClone(page) as typeof page & { data: { password_hash?: string } };
    leaky.data.password_hash = '$argon2id$secret';
    for (const check of [true, false]) {
      const app = await serverAnswering(leaky, check);
      const res = await app.inject('/page');
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('argon2id');
      await app.close();
    }
  });

  it('refuses, where replies are checked, a reply outside the contract (500)', async () => {
    const wrong = structuredClone(page);
    (wrong.data.exercise_history_list[0] as { exercise_id: unknown }).exercise_id = 'three';
    const app = await serverAnswering(wrong, true);
    expect((await app.inject('/page')).statusCode).toBe(500);
    await app.close();
    const missing = structuredClone(page) as Partial<typeof page>;
    delete missing.data;
    for (const check of [true, false]) {
      const strict = await serverAnswering(missing, check);
      expect((await strict.inject('/page')).statusCode).toBe(500);
      await strict.close();
    }
  });
});
