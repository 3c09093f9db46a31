import { readFileSync } from 'node:fs';
import pg from 'pg';

/**
 * CPU time used by the PostgreSQL backends serving one database (read from /proc, so the
 * server must run on this machine): with the server's own CPU time, the cost of a request
 * that does not depend on how busy the machine is.
 */
const TICKS_PER_MS = 100 / 1000; // USER_HZ is 100 on Linux

function cpuOfPid(pid: number) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_MS; // utime + stime, in ms
  } catch {
    return 0;
  }
}

export async function postgresCpuMs(admin: string | pg.ClientConfig, database: string) {
  const client = new pg.Client(typeof admin === 'string' ? { connectionString: admin } : admin);
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = $1',
      [database],
    );
    return rows.reduce((n, r) => n + cpuOfPid(r.pid), 0);
  } finally {
    await client.end();
  }
}
