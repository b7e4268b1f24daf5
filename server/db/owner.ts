/**
 * Which process runs the server's scheduled jobs (the demo's publishing): with PGlite, the one that
 * opened the data folder (it is locked to it); with PostgreSQL and several instances, the one holding
 * a session-level advisory lock on a connection of its own. When that process ends (or its
 * connection drops) the lock goes with it, and another instance takes over at its next try.
 */
import pg from 'pg';

/**
 * The advisory locks' keys: any bigints the other users of the database do not take (727100023 is
 * the audit chain's, migration 0010).
 */
const JOBS_LOCK = 727_100_022;
const START_LOCK = 727_100_024;

/**
 * Holds PostgreSQL's start lock (a session-level advisory lock on a connection of its own) until
 * `release`: instances started at once on one database migrate and seed one after the other, so none
 * fails on a table or a site another is creating. Waits for the lock as long as another instance
 * holds it (its start); a crashed holder's lock goes with its connection.
 */
export async function holdStartLock(databaseUrl: string, onError: (e: Error) => void = () => {}): Promise<{ release: () => Promise<void> }> {
  const c = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 3000 });
  c.on('error', onError);
  try {
    await c.connect();
    await c.query('select pg_advisory_lock($1)', [START_LOCK]);
  } catch (e) {
    await c.end().catch(() => {});
    throw e;
  }
  return {
    release: async () => {
      await c.query('select pg_advisory_unlock($1)', [START_LOCK]).catch(onError);
      await c.end().catch(() => {});
    },
  };
}

export interface JobOwner {
  /** True while this process is the one (tries to become it when not). */
  owns(): Promise<boolean>;
  close(): Promise<void>;
}

export function jobOwner(databaseUrl: string | null, onError: (e: Error) => void = () => {}): JobOwner {
  if (!databaseUrl) return { owns: async () => true, close: async () => {} };
  let client: pg.Client | null = null;
  const drop = async () => {
    const c = client;
    client = null;
    await c?.end().catch(() => {});
  };
  return {
    async owns() {
      if (client) return true;
      const c = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 3000 });
      c.on('error', (e) => {
        onError(e);
        if (client === c) void drop();
      });
      try {
        await c.connect();
        const r = await c.query<{ held: boolean }>('select pg_try_advisory_lock($1) as held', [JOBS_LOCK]);
        if (r.rows[0]?.held) {
          client = c;
          return true;
        }
      } catch (e) {
        onError(e as Error);
      }
      await c.end().catch(() => {});
      return false;
    },
    close: drop,
  };
}
