/**
 * The SQL of backups (server/backup.ts): which tables the schema has and in which order they can be
 * filled (foreign keys first), each table's rows as JSON text in a stable order, rows written back
 * from that JSON with their own ids, and the sequences moved past them. Generic over the schema, so a
 * table a later migration adds is in the backup without a change here.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client';

export interface TableInfo {
  name: string;
  /** The columns a stable order of its rows follows (the audit trail: its place in the chain). */
  orderBy: string[];
}

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> => ((await db.execute(query)) as unknown as Rows<T>).rows;

/** The audit trail is a chain: its rows go back in the order of their places, so each links to the one before. */
const ORDER_OVERRIDES: Record<string, string[]> = { audit: ['seq'] };

/** The schema's tables (public), every table after those its foreign keys point to. */
export async function backupTables(db: Db): Promise<TableInfo[]> {
  const tables = await rowsOf<{ name: string }>(db, sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`);
  const fks = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select c.relname as child, p.relname as parent from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace where k.contype = 'f' and n.nspname = 'public'`,
  );
  const keys = await rowsOf<{ name: string; col: string; pos: number }>(
    db,
    sql`select c.relname as name, a.attname as col, array_position(i.indkey::int2[], a.attnum) as pos from pg_index i join pg_class c on c.oid = i.indrelid
        join pg_namespace n on n.oid = c.relnamespace join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
        where i.indisprimary and n.nspname = 'public' order by c.relname, pos`,
  );
  const pk = new Map<string, string[]>();
  for (const k of keys) pk.set(k.name, [...(pk.get(k.name) ?? []), k.col]);
  // Kahn's order, alphabetical among equals: the same schema gives the same order everywhere.
  const names = tables.map((t) => t.name);
  const parents = new Map(names.map((n) => [n, new Set(fks.filter((f) => f.child === n && f.parent !== n).map((f) => f.parent))]));
  const out: TableInfo[] = [];
  while (out.length < names.length) {
    const next = names.find((n) => !out.some((o) => o.name === n) && [...parents.get(n)!].every((p) => out.some((o) => o.name === p)));
    if (!next) throw new Error(`foreign keys form a cycle among ${names.filter((n) => !out.some((o) => o.name === n)).join(', ')}`);
    out.push({ name: next, orderBy: ORDER_OVERRIDES[next] ?? pk.get(next) ?? [] });
  }
  return out;
}

/**
 * Reads `table`'s rows as JSON text (timestamps in UTC, bytea as `\x…`), `batch` at a time, in its
 * order, within the caller's transaction (a cursor: memory stays at one batch).
 */
export async function* tableRows(tx: Db, table: TableInfo, batch = 500): AsyncGenerator<string[]> {
  const order = table.orderBy.length ? sql` order by ${sql.join(table.orderBy.map((c) => sql.identifier(c)), sql`, `)}` : sql``;
  await tx.execute(sql`declare backup_rows no scroll cursor for select row_to_json(__row)::text as r from ${sql.identifier(table.name)} __row${order}`);
  try {
    for (;;) {
      const rows = await rowsOf<{ r: string }>(tx, sql.raw(`fetch ${batch} from backup_rows`));
      if (!rows.length) return;
      yield rows.map((row) => row.r);
    }
  } finally {
    await tx.execute(sql`close backup_rows`);
  }
}

/** A consistent view for a dump: repeatable read, timestamps written in UTC. */
export async function beginDump(tx: Db): Promise<void> {
  await tx.execute(sql`set transaction isolation level repeatable read`);
  await tx.execute(sql`set local timezone = 'UTC'`);
}

/** Writes rows (their JSON texts) into `table` with their own ids (the audit chain's trigger links them again). */
export async function insertRows(tx: Db, table: string, rows: string[]): Promise<void> {
  const t = sql.identifier(table);
  await tx.execute(sql`insert into ${t} overriding system value select * from json_populate_recordset(null::${t}, ${`[${rows.join(',')}]`}::json)`);
}

/** How many rows each table has (a restore goes only into an empty database). */
export async function rowCounts(db: Db, tables: TableInfo[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const t of tables) out.set(t.name, Number((await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(t.name)}`))[0].n));
  return out;
}

/** After a restore: every serial or identity column's sequence continues after the largest id restored. */
export async function resetSequences(tx: Db): Promise<void> {
  const cols = await rowsOf<{ tbl: string; col: string }>(
    tx,
    sql`select table_name as tbl, column_name as col from information_schema.columns
        where table_schema = 'public' and (column_default like 'nextval(%' or is_identity = 'YES')`,
  );
  for (const { tbl, col } of cols) {
    const t = sql.identifier(tbl);
    const c = sql.identifier(col);
    await tx.execute(sql`select setval(pg_get_serial_sequence(${`"${tbl}"`}, ${col}), coalesce((select max(${c}) from ${t}), 0) + 1, false)`);
  }
}
