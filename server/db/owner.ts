/**
 * Which process runs the server's scheduled jobs (the demo's publishing): with PGlite, the one that
 * opened the data folder (it is locked to it); with PostgreSQL and several instances, the one holding
 * a session-level advisory lock on a connection of its own. When that process ends (or its
 * connection drops) the lock goes with it, and another instance takes over at its next try.
 */
import pg from 'pg';

/** The advisory lock's key: any bigint the other users of the database do not take. */
const JOBS_LOCK = 727_100_022;

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
