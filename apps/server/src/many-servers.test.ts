import { afterAll, describe, expect, it } from 'vitest';
import { API, apiPath } from '@resona/contract';
import { accessCodeRedemptions, FIRST_STUDY_ID, reminders, users } from './db/schema/index.ts';
import { createSession } from './core/session-queries.ts';
import { buildAccessCode, joinTeam } from './test/factories.ts';
import { createSharedDatabase, startServers } from './test/many-servers.ts';

// Three real servers on one PostgreSQL database (issue 17): the server-postgres project only
// (vitest.config.ts). Each check sends its requests from an address of its own through
// X-Forwarded-For, which the servers believe from this machine as they would from the proxy.

const PEOPLE = 12;
const database = await createSharedDatabase();
const { db } = database.handle;

// People with a daily reminder that fell due a minute ago, in place before any server starts:
// each server sends the reminder job once at start, so all three race for the same reminders.
const now = new Date();
const minuteOfDay = now.getUTCHours() * 60 + now.getUTCMinutes();
const people = await db
  .insert(users)
  .values(
    Array.from({ length: PEOPLE }, (_, i) => ({
      email: `person-${i}@many.test`,
      isVerified: true,
    })),
  )
  .returning({ id: users.id });
await db.insert(reminders).values(
  people.map((p) => ({
    userId: p.id,
    localMinutes: (minuteOfDay + 1439) % 1440,
    timeZone: 'UTC',
    activeFrom: new Date(now.getTime() - 10 * 60_000),
  })),
);
// Participants of the first study, whose broadcasts reach its own (decision 108).
const code = await buildAccessCode(db, { studyId: FIRST_STUDY_ID, useLimit: PEOPLE });
await db
  .insert(accessCodeRedemptions)
  .values(people.map((p) => ({ accessCodeId: code.id, userId: p.id })));
const [admin] = await db
  .insert(users)
  .values({ email: 'researcher@many.test', isVerified: true, role: 'admin' })
  .returning({ id: users.id });
await joinTeam(db, admin!.id, { role: 'owner' });
// A researcher's session that used a second factor, or the console refuses it (issue 32).
const adminToken = await createSession(db, { userId: admin!.id, secondFactor: true }, now);
const readerToken = await createSession(db, { userId: people[0]!.id }, now);
const leaverToken = await createSession(db, { userId: people[1]!.id }, now);

const cluster = await startServers(database.url, 3);
const [a, b, c] = cluster.servers as [
  (typeof cluster.servers)[0],
  (typeof cluster.servers)[0],
  (typeof cluster.servers)[0],
];

afterAll(async () => {
  cluster.stop();
  await database.drop();
});

const from = (address: string, token?: string) => ({
  'x-forwarded-for': address,
  'content-type': 'application/json',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function count(text: string, values?: unknown[]) {
  return Number((await database.query<{ n: string }>(text, values))[0]!.n);
}

/** How many notifications of a type each person has, every user of the database included. */
async function perPerson(type: 'Broadcast' | 'Reminder') {
  const rows = await database.query<{ n: string }>(
    `SELECT count(n.id) AS n FROM users u
     LEFT JOIN notifications n ON n.user_id = u.id AND n.type = $1
     GROUP BY u.id`,
    [type],
  );
  return rows.map((r) => Number(r.n));
}

describe('three servers on one PostgreSQL database', { timeout: 60_000 }, () => {
  it('count one per-address limit: the 101st write in a minute is refused by every server', async () => {
    // A malformed body: refused by validation (400), and counted all the same.
    const write = (server: typeof a) =>
      fetch(`${server.base}${API.updateVideoViews}`, {
        method: 'POST',
        headers: from('198.51.100.7'),
        body: '{}',
      });
    // The windows are whole minutes of the servers' clocks (this machine's): start early in one.
    await until(async () => Date.now() % 60_000 < 40_000, 'the start of a minute');
    for (let i = 0; i < 100; i++) {
      expect((await write(cluster.servers[i % 3]!)).status).toBe(400);
    }
    for (const server of cluster.servers) expect((await write(server)).status).toBe(429);
  });

  it('refuse a session signed out on one of them on the others within 100 ms', async () => {
    const profile = (server: typeof a) =>
      fetch(`${server.base}${API.profileInfo}`, { headers: from('198.51.100.9', leaverToken) });
    // Each server has looked the session up, so each may hold it in its session cache.
    for (const server of cluster.servers) expect((await profile(server)).status).toBe(200);
    const signedOut = await fetch(`${a.base}${API.logout}`, {
      headers: from('198.51.100.9', leaverToken),
    });
    expect(signedOut.status).toBe(200);
    const changed = performance.now();
    for (const server of [b, c]) {
      // When the first request this server refuses was sent, after the sign-out was answered.
      let sentAt = performance.now();
      while ((await profile(server)).status === 200) sentAt = performance.now();
      expect(sentAt - changed).toBeLessThanOrEqual(100);
    }
  });

  it('send a reminder that falls due once to each person, whichever server runs the job', async () => {
    const jobsLeft = () =>
      count(`SELECT count(*) AS n FROM pgboss.job
        WHERE name IN ('reminders-tick', 'reminders-send') AND state <> 'completed'`);
    const ticks = () => count(`SELECT count(*) AS n FROM pgboss.job WHERE name = 'reminders-tick'`);
    // Every server queued a tick at start; all of them and the sends they queued have run.
    await until(async () => (await ticks()) >= 3 && (await jobsLeft()) === 0, 'reminder jobs');
    const counts = await perPerson('Reminder');
    expect(counts.filter((n) => n === 1)).toHaveLength(PEOPLE);
    expect(counts.every((n) => n <= 1)).toBe(true);
  });

  it('deliver a broadcast sent through one of them once to each person', async () => {
    const sent = await fetch(
      `${b.base}${apiPath(API.adminBroadcasts, { studyId: FIRST_STUDY_ID })}`,
      {
        method: 'POST',
        headers: from('198.51.100.8', adminToken),
        body: JSON.stringify({ title: 'Quiet hour', body: 'Breathe with us at eight.' }),
      },
    );
    expect(sent.status).toBe(200);
    const counts = await perPerson('Broadcast');
    // Every participant once; researchers and the demo account are no participants (decision 080).
    expect(counts.filter((n) => n === 1).length).toBeGreaterThanOrEqual(PEOPLE);
    expect(counts.filter((n) => n === 0).length).toBeLessThanOrEqual(counts.length - PEOPLE);
    expect(counts.every((n) => n <= 1)).toBe(true);
  });

  it('lose no acknowledged write when one is killed mid-stream (kill -9)', async () => {
    const acknowledged: number[] = [];
    let stopped = false;
    let sent = 0;
    const writer = async () => {
      while (!stopped && sent < 400) {
        // An address per request: this check is about durability, not the limit.
        const address = `10.77.${sent >> 8}.${sent & 255}`;
        sent += 1;
        try {
          const response = await fetch(`${c.base}${API.updateHistory}`, {
            method: 'POST',
            headers: from(address, readerToken),
            body: JSON.stringify({ exercise_id: 1111 }),
          });
          if (response.ok) {
            const body = (await response.json()) as { data: { exerciseHistoryID: number } };
            acknowledged.push(body.data.exerciseHistoryID);
          }
        } catch {
          stopped = true; // the server is gone
        }
      }
    };
    const writers = Array.from({ length: 6 }, writer);
    await until(async () => acknowledged.length >= 40, 'forty acknowledged writes');
    c.process.child.kill('SIGKILL');
    await Promise.all(writers);
    expect(await c.process.exited).toBeNull();

    const stored = await count('SELECT count(*) AS n FROM exercise_history WHERE id = ANY($1)', [
      acknowledged,
    ]);
    expect(stored).toBe(acknowledged.length);
    // The other two still answer.
    for (const server of [a, b]) {
      expect((await fetch(`${server.base}${API.health}`)).status).toBe(200);
    }
  });
});
